import BenchmarkSupport
import Foundation

// Runs every workload's variants side by side in this one process and prints a Markdown table of medians, ratios
// to each input's baseline, the linearity check and the summary `ratios:` line; then the peak-memory rows of the
// standard JSON documents, each measured in fresh processes, and the `memory ratios:` line.
//
//     swift run -c release compare [--runs N] [--warmup N] [--scale F] [--filter TEXT]
//                                  [--memory-runs N] [--memory-only]
//     swift run -c release compare --profile tree.native.mapperHinted [--runs N] [--scale F]
//
// `--profile SLUG` runs one row only (its input built first), for a profiler such as
// `valgrind --tool=callgrind`; `--list` prints the row slugs.
//
// Peak memory: per document (twitter, citm_catalog, canada) and variant (`JSONDecoder`, ModelMapper's
// `decode(_:from: Data)`, `JSONSerialization` then `decode(_:from: Any)`), a fresh process decodes the document once
// and keeps the value; the row is its `getrusage` peak resident size minus that of the same process without a decode.
// On Linux the rows also give the code pages the decode touched (its growth of file-backed resident pages) and the
// peak without any file-backed pages, the process's own memory, with its ratio to `JSONDecoder`'s.
// `--memory-runs N` sets the processes per row, whose median is taken (default: 3, or `--runs` if that is fewer, so
// the smoke run starts one process per row); `--memory-runs 0` leaves the rows out and `--memory-only` prints
// nothing else. `--filter` selects them by `<document title> / peak memory`, for example `--filter "peak memory"`
// or `--filter ".json ("`. The probes are this executable started with `--memory-probe DOCUMENT VARIANT` (internal).
//
// The environment variables COMPARE_RUNS, COMPARE_WARMUP, COMPARE_SCALE and COMPARE_MEMORY_RUNS set the same options
// (for CI smoke runs: `COMPARE_RUNS=1 COMPARE_SCALE=0.01`).

struct Options {
    var runs = 9
    var warmup = 1
    var scale = 1.0
    var filter: String?
    var profile: String?
    var list = false
    /// Processes per peak-memory row; `nil` until parsed, then `min(3, runs)` unless given.
    var memoryRuns: Int?
    var memoryOnly = false
    /// `--memory-probe DOCUMENT VARIANT`: this process is a probe of the peak-memory rows.
    var memoryProbe: (document: String, variant: String)?

    static func parse() -> Options {
        var options = Options()
        let environment = ProcessInfo.processInfo.environment
        if let runs = environment["COMPARE_RUNS"].flatMap(Int.init) { options.runs = runs }
        if let warmup = environment["COMPARE_WARMUP"].flatMap(Int.init) { options.warmup = warmup }
        if let scale = environment["COMPARE_SCALE"].flatMap(Double.init) { options.scale = scale }
        if let memoryRuns = environment["COMPARE_MEMORY_RUNS"].flatMap(Int.init) { options.memoryRuns = memoryRuns }
        var arguments = CommandLine.arguments.dropFirst().makeIterator()
        while let argument = arguments.next() {
            switch argument {
            case "--runs": options.runs = arguments.next().flatMap(Int.init) ?? options.runs
            case "--warmup": options.warmup = arguments.next().flatMap(Int.init) ?? options.warmup
            case "--scale": options.scale = arguments.next().flatMap(Double.init) ?? options.scale
            case "--filter": options.filter = arguments.next()
            case "--profile": options.profile = arguments.next()
            case "--list": options.list = true
            case "--memory-runs": options.memoryRuns = arguments.next().flatMap(Int.init) ?? options.memoryRuns
            case "--memory-only": options.memoryOnly = true
            case "--memory-probe":
                guard let document = arguments.next(), let variant = arguments.next() else {
                    printError("compare: --memory-probe DOCUMENT VARIANT")
                    exit(2)
                }
                options.memoryProbe = (document, variant)
            case "-h", "--help":
                print(
                    "usage: compare [--runs N] [--warmup N] [--scale F] [--filter TEXT] [--memory-runs N] "
                        + "[--memory-only] [--profile SLUG] [--list]")
                exit(0)
            default:
                printError("compare: unknown argument \(argument)")
                exit(2)
            }
        }
        options.runs = max(1, options.runs)
        options.warmup = max(0, options.warmup)
        options.memoryRuns = max(0, options.memoryRuns ?? min(3, options.runs))
        return options
    }
}

/// The medians of one workload's variants.
struct Measured {
    let workload: Workload
    let medians: [Double]  // milliseconds, in row order
    let minimums: [Double]

    func median(_ role: Role) -> Double? {
        workload.rows.firstIndex { $0.role == role }.map { medians[$0] }
    }
}

func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    let middle = sorted.count / 2
    return sorted.count.isMultiple(of: 2) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
}

func format(_ value: Double, digits: Int = 2) -> String {
    String(format: "%.\(digits)f", value)
}

/// The canonical JSON of a result (decoded models, or a dictionary tree), to check before timing that the
/// variants of a workload agree; `nil` for results that cannot be compared this way.
func canonical(_ value: Any) -> Data? {
    if let encodable = value as? any Encodable {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return try? encoder.encode(encodable)
    }
    guard JSONSerialization.isValidJSONObject(value) else { return nil }
    return try? JSONSerialization.data(withJSONObject: value, options: [.sortedKeys])
}

func measure(_ workload: Workload, options: Options) throws -> Measured {
    let variants = try workload.prepare()
    // Warm-up, and a check that every decoding variant that yields the models yields the same models.
    var reference: Data?
    for variant in variants {
        for _ in 0..<max(1, options.warmup) {
            let result = try variant.run()
            guard variant.checked, let json = canonical(result) else { continue }
            if let reference, reference != json {
                throw ComparisonFailure(
                    message: "\(workload.identifier): \(variant.name) disagrees with \(variants[0].name)")
            }
            reference = reference ?? json
        }
    }
    // Timed runs, interleaved so that the machine's noise falls on every variant alike; the starting variant
    // rotates so that none always runs right after another's deallocation.
    var samples = Array(repeating: [Double](), count: variants.count)
    for run in 0..<options.runs {
        for offset in 0..<variants.count {
            let index = (run + offset) % variants.count
            let start = now()
            let result = try variants[index].run()
            let end = now()
            withExtendedLifetime(result) {}
            samples[index].append(Double(end - start) / 1e6)
        }
    }
    return Measured(
        workload: workload, medians: samples.map(median), minimums: samples.map { $0.min() ?? .nan })
}

/// Runs one row `options.runs` times after building its input, and prints its median.
func profile(_ slug: String, in workloads: [Workload], options: Options) throws {
    for workload in workloads {
        guard let index = workload.rows.indices.first(where: { workload.slug(ofRow: $0) == slug }) else { continue }
        let variant = try workload.prepare()[index]
        var samples: [Double] = []
        for _ in 0..<options.runs {
            let start = now()
            let result = try variant.run()
            let end = now()
            withExtendedLifetime(result) {}
            samples.append(Double(end - start) / 1e6)
        }
        emit("\(slug): median \(format(median(samples), digits: 3)) ms over \(options.runs) runs")
        return
    }
    throw ComparisonFailure(message: "no row \(slug); --list prints them")
}

struct ComparisonFailure: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}

/// Prints a line at once, so that a long run shows its progress even through a pipe.
func emit(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

// MARK: - Main

func runComparison() throws {
    let options = Options.parse()
    if let probe = options.memoryProbe {
        // A probe process: nothing else may run in it before its baseline is taken.
        exit(runMemoryProbe(document: probe.document, variant: probe.variant))
    }
    let sizes = Workloads.Sizes().scaled(by: options.scale)
    var workloads = try Workloads.all(sizes)
    var memoryDocuments = Corpus.Document.allCases
    if let filter = options.filter {
        workloads = workloads.filter { $0.identifier.localizedCaseInsensitiveContains(filter) }
        memoryDocuments = memoryDocuments.filter { peakMemoryIdentifier($0).localizedCaseInsensitiveContains(filter) }
    }

    if options.list {
        for workload in workloads {
            for index in workload.rows.indices { emit("\(workload.slug(ofRow: index))\t\(workload.rows[index].name)") }
        }
        return
    }
    if let slug = options.profile {
        try profile(slug, in: workloads, options: options)
        return
    }

    let memoryRuns = options.memoryRuns ?? 0
    let measuresMemory = memoryRuns > 0 && !memoryDocuments.isEmpty
    // A filter that leaves only peak-memory rows (`--filter "peak memory"`) prints no empty timing tables.
    if options.memoryOnly || (workloads.isEmpty && measuresMemory) {
        emit("ModelMapper comparison: peak memory only")
    } else {
        try runTimings(workloads, sizes: sizes, options: options)
    }
    if measuresMemory {
        try runPeakMemoryRows(memoryDocuments, probes: memoryRuns)
    }
}

/// Times the workloads and prints the table of medians, the linearity table, the `ratios:` line and the
/// `corpus ratios:` line.
func runTimings(_ workloads: [Workload], sizes: Workloads.Sizes, options: Options) throws {
    emit("ModelMapper comparison: \(options.runs) timed runs after \(options.warmup) warm-up, scale \(options.scale)")
    emit("")
    emit("| workload | input | variant | median ms | min ms | × baseline |")
    emit("| --- | --- | --- | ---: | ---: | ---: |")
    var results: [Measured] = []
    for workload in workloads {
        let measured = try measure(workload, options: options)
        results.append(measured)
        let baseline = measured.medians[0]
        for (index, row) in workload.rows.enumerated() {
            let ratio = index == 0 ? "1.00 (baseline)" : format(measured.medians[index] / baseline)
            emit(
                "| \(workload.title) | \(workload.input) | \(row.name) | \(format(measured.medians[index], digits: 3)) "
                    + "| \(format(measured.minimums[index], digits: 3)) | \(ratio) |")
        }
    }

    func result(_ title: String, _ input: String) -> Measured? {
        results.first { $0.workload.title == title && $0.workload.input == input }
    }

    func ratio(_ numerator: Double?, _ denominator: Double?) -> String {
        guard let numerator, let denominator, denominator > 0 else { return "n/a" }
        return format(numerator / denominator)
    }

    // Linearity: per-element time of the large flat array against the 1 000-element one.
    emit("")
    emit("Linearity (per-element time, µs):")
    emit("")
    emit("| input | variant | \(sizes.flatCount) elements | \(sizes.largeFlatCount) elements | large / small |")
    emit("| --- | --- | ---: | ---: | ---: |")
    for input in ["native", "JSONSerialization"] {
        guard let small = result("\(sizes.flatCount) flat objects ×\(sizes.flatRepetitions)", input),
            let large = result("\(sizes.largeFlatCount) flat objects", input)
        else { continue }
        for role in [Role.baseline, .mapperHinted, .mapperUnhinted] {
            guard let smallMedian = small.median(role), let largeMedian = large.median(role),
                let name = small.workload.rows.first(where: { $0.role == role })?.name
            else { continue }
            let smallPer = smallMedian * 1000 / Double(sizes.flatCount * sizes.flatRepetitions)
            let largePer = largeMedian * 1000 / Double(sizes.largeFlatCount)
            emit(
                "| \(input) | \(name) | \(format(smallPer, digits: 3)) | \(format(largePer, digits: 3)) "
                    + "| \(format(largePer / smallPer)) |")
        }
    }

    // The headline ratios, all on the large department tree: the mapper is the hinted decode of native input.
    let treeTitle = "\(sizes.departmentCount) departments"
    let native = result(treeTitle, "native")
    let serialized = result(treeTitle, "JSONSerialization")
    let data = result(treeTitle, "JSON Data")
    let encodeTitle = "encode \(sizes.departmentCount) departments"
    let encode = result(encodeTitle, "models")
    let backendEncode = result(encodeTitle, "models, backend spelling")
    emit("")
    emit(
        "ratios: mapper/handwritten=\(ratio(native?.median(.mapperHinted), native?.median(.baseline))) "
            + "floor/handwritten=\(ratio(native?.median(.decoderFloor), native?.median(.baseline))) "
            + "mapper/floor=\(ratio(native?.median(.mapperHinted), native?.median(.decoderFloor))) "
            + "serialized-mapper/handwritten="
            + "\(ratio(serialized?.median(.mapperHinted), serialized?.median(.baseline))) "
            + "data-mapper/jsondecoder=\(ratio(data?.median(.mapperHinted), data?.median(.jsonDecoder))) "
            + "hinted-encoder/handwritten="
            + "\(ratio(backendEncode?.median(.dictionaryEncoderHinted), backendEncode?.median(.baseline))) "
            + "roundtrip/mapper=\(ratio(native?.median(.roundTrip), native?.median(.mapperHinted))) "
            + "jsonencoder/encoder=\(ratio(encode?.median(.jsonEncoder), encode?.median(.dictionaryEncoder)))")

    // The standard documents: each variant against `JSONDecoder`'s whole decode of the same document.
    var corpus: [String] = []
    for measured in results where measured.workload.rows.first?.role == .jsonDecoder {
        let jsonDecoder = measured.median(.jsonDecoder)
        for (role, name) in [
            (Role.dataMapper, "data"), (.treeMapperWithParse, "serialization+tree"), (.treeMapper, "tree"),
            (.dataMapperKeyStrategy, "data-key-strategy"), (.mapperReport, "data-report"),
        ] {
            guard let value = measured.median(role) else { continue }
            corpus.append("\(measured.workload.key)-\(name)/jsondecoder=\(ratio(value, jsonDecoder))")
        }
    }
    if !corpus.isEmpty { emit("corpus ratios: " + corpus.joined(separator: " ")) }
}

try runComparison()
