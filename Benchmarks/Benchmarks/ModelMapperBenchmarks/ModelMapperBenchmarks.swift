import Benchmark
import BenchmarkSupport
import Foundation

// The package-benchmark suite: every row of the comparison as one benchmark, with time, malloc counts and peak
// memory. Names are `<workload>.<input>.<role>`, for example `tree.native.mapperHinted`.
//
//     cd Benchmarks && swift package benchmark
//     swift package benchmark --filter 'tree\.native\..*'
//
// BENCHMARK_SCALE scales the workloads down for smoke runs (for example `BENCHMARK_SCALE=0.01`).

/// The inputs of the workload being measured, built once (outside the measurement) and kept until the next
/// workload's benchmarks start, so that at most one workload's trees are in memory.
final class PreparedWorkloads: @unchecked Sendable {
    private let lock = NSLock()
    private var identifier: String?
    private var variants: [Variant] = []

    func variants(for workload: Workload) throws -> [Variant] {
        lock.lock()
        defer { lock.unlock() }
        if identifier != workload.identifier {
            variants = []
            identifier = nil
            variants = try workload.prepare()
            identifier = workload.identifier
        }
        return variants
    }
}

let benchmarks: @Sendable () -> Void = {
    let scale = ProcessInfo.processInfo.environment["BENCHMARK_SCALE"].flatMap(Double.init) ?? 1
    let workloads: [Workload]
    do {
        workloads = try Workloads.all(Workloads.Sizes().scaled(by: scale))
    } catch {
        fatalError("The benchmark hints are invalid: \(error)")
    }
    let prepared = PreparedWorkloads()
    for workload in workloads {
        // Large jobs run for seconds: a few iterations give a stable median; small ones get many.
        let large = workload.elements * workload.repetitions >= 20_000
        let configuration = Benchmark.Configuration(
            metrics: [
                .wallClock, .cpuTotal, .mallocCountTotal, .mallocBytesCount, .peakMemoryResident,
                .peakMemoryResidentDelta,
            ],
            timeUnits: .milliseconds,
            warmupIterations: 1,
            maxDuration: .seconds(large ? 4 : 2),
            maxIterations: large ? 5 : 50
        )
        for index in workload.rows.indices {
            Benchmark(
                workload.slug(ofRow: index), configuration: configuration,
                closure: { benchmark in
                    let variant = try prepared.variants(for: workload)[index]
                    benchmark.startMeasurement()
                    let result = try variant.run()
                    benchmark.stopMeasurement()
                    blackHole(result)
                },
                setup: { _ = try prepared.variants(for: workload) }
            )
        }
    }
}
