import BenchmarkSupport
import Foundation

// The peak-memory rows: a fresh process per row decodes a corpus document once and keeps the value; its
// `getrusage` peak resident size, minus that of the same process without a decode, is the row's figure. `compare`
// starts itself once per document, variant and probe with `--memory-probe DOCUMENT VARIANT`; the child reads the
// document's bytes, takes its peak, decodes, takes its peak again with the models still alive, prints both and exits.
//
// On Linux a process's `ru_maxrss` is at least the peak of the memory it ran in before its `execve`, and
// `Process` starts a child with `posix_spawn`, which runs in the parent's memory until the `exec`: a child started
// straight from `compare` reports `compare`'s own peak (87 MB after the smoke run's timing tables, where a probe's
// own peak is about 20 MB). So the probe is started through `/bin/sh`, which forks it from the shell's small memory;
// and the probe checks its `ru_maxrss` against its own memory's peak (`VmHWM` in `/proc/self/status`) before it
// measures.

/// Exit statuses of a probe process, which the parent reads to tell a failure from a machine that cannot measure.
enum ProbeStatus {
    /// The document could not be read or decoded, or the arguments were wrong: a real failure.
    static let failed: Int32 = 1
    /// The process cannot measure its own peak here (`getrusage` reports none, or one inherited from the process
    /// that started it): the rows cannot be measured on this machine.
    static let unsupported: Int32 = 3
}

/// The first word of the line a probe prints, before `before=KB after=KB`.
let probeLinePrefix = "memory-probe"

/// The process's peak resident set size so far in kilobytes (`ru_maxrss` is in kilobytes on Linux and in bytes on
/// macOS), or `nil` if `getrusage` fails.
func peakResidentKilobytes() -> Int? {
    var usage = rusage()
    #if os(Linux)
        // Glibc declares the argument `Int32` but imports `RUSAGE_SELF` as an enum case.
        guard getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage) == 0 else { return nil }
        return Int(usage.ru_maxrss)
    #else
        guard getrusage(RUSAGE_SELF, &usage) == 0 else { return nil }
        return Int(usage.ru_maxrss) / 1024
    #endif
}

/// This process's own memory's peak resident size in kilobytes (`VmHWM` in `/proc/self/status`): unlike
/// `ru_maxrss`, it does not include the peak of the memory the process ran in before its `execve`. `nil` where there
/// is no such file.
func ownMemoryPeakKilobytes() -> Int? {
    processStatusKilobytes("VmHWM")
}

/// The resident size of this process's file-backed pages in kilobytes (`RssFile` in `/proc/self/status`): the code
/// and read-only data of the executable and the libraries, as far as they have been touched (with the pages around
/// each fault that the kernel maps too). `nil` where there is no such file.
func fileBackedResidentKilobytes() -> Int? {
    processStatusKilobytes("RssFile")
}

/// A kilobyte field of `/proc/self/status` (`VmHWM:   20396 kB`), or `nil` where there is no such file or field.
func processStatusKilobytes(_ field: String) -> Int? {
    #if os(Linux)
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        for line in status.split(separator: "\n") where line.hasPrefix(field + ":") {
            return line.split(separator: " ").dropFirst().first.flatMap { Int($0) }
        }
    #endif
    return nil
}

/// The probe process's whole job (`compare --memory-probe DOCUMENT VARIANT`): reads the document's bytes, takes the
/// peak resident size, decodes once the variant's way (nothing for `none`), takes the peak again while the models are
/// alive, and prints `memory-probe before=KB after=KB`, followed on Linux by the resident file-backed pages before and
/// after the decode, `file-before=KB file-after=KB`.
///
/// - Returns: The process's exit status, one of ``ProbeStatus`` or 0.
func runMemoryProbe(document name: String, variant variantName: String) -> Int32 {
    guard let document = Corpus.Document(rawValue: name), let variant = PeakMemory.Variant(rawValue: variantName)
    else {
        let documents = Corpus.Document.allCases.map(\.rawValue).joined(separator: "|")
        let variants = PeakMemory.Variant.allCases.map(\.rawValue).joined(separator: "|")
        printError("compare --memory-probe: expected \(documents) and \(variants), got \(name) \(variantName)")
        return ProbeStatus.failed
    }
    do {
        // The bytes are read before the baseline, as the corpus workloads read them before timing.
        let data = try document.data()
        let ownPeak = ownMemoryPeakKilobytes()
        let fileBefore = fileBackedResidentKilobytes()
        guard let before = peakResidentKilobytes(), before > 0 else {
            printError("compare --memory-probe: getrusage reports no peak resident size (ru_maxrss) here")
            return ProbeStatus.unsupported
        }
        // A baseline above this memory's own peak is a peak inherited from the process that started this one.
        if let ownPeak, before > ownPeak + 1024 {
            printError(
                "compare --memory-probe: ru_maxrss (\(before) KB) is above this process's own peak "
                    + "(VmHWM \(ownPeak) KB): it was inherited from the process that started this one")
            return ProbeStatus.unsupported
        }
        let value = try PeakMemory.decode(document, variant, from: data)
        guard let after = peakResidentKilobytes() else {
            printError("compare --memory-probe: getrusage failed after the decode")
            return ProbeStatus.unsupported
        }
        let fileAfter = fileBackedResidentKilobytes()
        withExtendedLifetime((data, value)) {}
        var line = "\(probeLinePrefix) before=\(before) after=\(after)"
        if let fileBefore, let fileAfter { line += " file-before=\(fileBefore) file-after=\(fileAfter)" }
        emit(line)
        return 0
    } catch {
        printError("compare --memory-probe \(name) \(variantName): \(error)")
        return ProbeStatus.failed
    }
}

/// Writes a line to standard error.
func printError(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
}

/// The rows cannot be measured on this machine (no process could be started, no peak is reported, or the kernel
/// killed a probe): `compare` says why and goes on without them.
struct PeakMemoryUnavailable: Error, CustomStringConvertible {
    let reason: String
    var description: String { reason }
}

/// What one probe process reported, in kilobytes.
struct ProbeReading {
    /// The peak after reading the document, before the decode.
    let before: Int
    /// The peak after the decode, its models alive.
    let after: Int
    /// The resident file-backed pages after the decode; `nil` where the probe cannot tell.
    let fileAfter: Int?
    /// How many more file-backed pages are resident after the decode than before it: the code the decode ran for the
    /// first time. `nil` where the probe cannot tell.
    let fileTouched: Int?
}

/// This executable, to start probe processes from: `/proc/self/exe` on Linux, else the bundle's executable or
/// `CommandLine.arguments[0]`.
func ownExecutable() -> URL {
    #if os(Linux)
        if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            return URL(fileURLWithPath: path)
        }
    #endif
    return Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments.first ?? "compare")
}

/// Runs one probe process and reads its line. On Linux the probe is started through `/bin/sh` (see the top of this
/// file), whose status for a probe killed by signal N is 128 + N.
///
/// - Throws: ``PeakMemoryUnavailable`` when the process cannot be started, cannot measure its peak, or is killed
///   with `SIGKILL` (the out-of-memory killer); ``ComparisonFailure`` when it fails otherwise (a decode error, a
///   crash) or prints no reading.
func probe(_ executable: URL, _ document: Corpus.Document, _ variant: PeakMemory.Variant) throws -> ProbeReading {
    let label = "\(document.rawValue) \(variant.rawValue)"
    let probeArguments = ["--memory-probe", document.rawValue, variant.rawValue]
    let process = Process()
    #if os(Linux)
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", #""$0" "$@"; exit $?"#, executable.path] + probeArguments
        let viaShell = true
    #else
        process.executableURL = executable
        process.arguments = probeArguments
        let viaShell = false
    #endif
    let output = Pipe()
    process.standardOutput = output
    do {
        try process.run()
    } catch {
        throw PeakMemoryUnavailable(reason: "cannot start a probe process (\(executable.path)): \(error)")
    }
    let bytes = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    var status = process.terminationStatus
    var signalled = process.terminationReason == .uncaughtSignal
    if viaShell, !signalled, status > 128 {
        signalled = true
        status -= 128
    }
    switch (signalled, status) {
    case (false, 0):
        break
    case (false, ProbeStatus.unsupported):
        throw PeakMemoryUnavailable(reason: "the probe \(label) cannot measure its peak here (its message above)")
    case (false, 126), (false, 127):
        throw PeakMemoryUnavailable(reason: "/bin/sh could not start \(executable.path) (status \(status))")
    case (true, SIGKILL):
        throw PeakMemoryUnavailable(reason: "the probe \(label) was killed (SIGKILL: out of memory?)")
    case (false, _):
        throw ComparisonFailure(message: "peak memory: the probe \(label) exited with status \(status)")
    case (true, _):
        throw ComparisonFailure(message: "peak memory: the probe \(label) was killed by signal \(status)")
    }
    let text = String(decoding: bytes, as: UTF8.self)
    for line in text.split(separator: "\n") where line.hasPrefix(probeLinePrefix + " ") {
        var values: [String: Int] = [:]
        for field in line.split(separator: " ").dropFirst() {
            let parts = field.split(separator: "=", maxSplits: 1)
            if parts.count == 2, let value = Int(parts[1]) { values[String(parts[0])] = value }
        }
        if let before = values["before"], let after = values["after"] {
            let fileBefore = values["file-before"]
            let fileAfter = values["file-after"]
            return ProbeReading(
                before: before, after: after, fileAfter: fileAfter,
                fileTouched: fileBefore.flatMap { before in fileAfter.map { $0 - before } })
        }
    }
    throw ComparisonFailure(message: "peak memory: the probe \(label) printed no reading: \(text)")
}

/// The filter's name for a document's peak-memory rows: `twitter.json (631 KB) / peak memory`.
func peakMemoryIdentifier(_ document: Corpus.Document) -> String {
    "\(document.title) / peak memory"
}

/// Measures the peak-memory rows of `documents`, `probes` processes per row (interleaved, so that the machine's
/// state at a moment falls on every variant alike), and prints their table and the `memory ratios:` line. Each
/// row's figure is the median peak of its processes minus the median peak of the processes without a decode.
///
/// Where the probes report their file-backed pages (Linux), the table also gives the code pages each decode touched
/// and the peak without any file-backed pages. Code pages are shared and, in an app that has decoded before, already
/// resident; a fresh process counts them because its baseline never ran the decode. The peak less the file-backed
/// pages resident after the decode is at most the peak of the process's own memory (the heap and the stacks), and at
/// least that peak less the code the decode touched.
///
/// - Throws: ``ComparisonFailure`` when a probe fails for real; when the machine cannot measure the rows
///   (``PeakMemoryUnavailable``), prints why and returns.
func runPeakMemoryRows(_ documents: [Corpus.Document], probes: Int) throws {
    let executable = ownExecutable()
    let variants = PeakMemory.Variant.allCases
    emit("")
    emit(
        "Peak memory (a fresh process per row decodes the document once and keeps the value; getrusage peak "
            + "resident size, median of \(probes) process\(probes == 1 ? "" : "es"), minus that of the same process "
            + "without a decode; code: the file-backed pages the decode touched, median; own memory: the peak less "
            + "the file-backed pages, over the baseline's; spread: largest minus smallest peak of the row's processes; "
            + "the parse-only rows, for information, hold what each parser builds without the models):")
    emit("")
    emit(
        "| document | variant | peak KB | peak KB over baseline | ÷ JSONDecoder | code KB | own memory KB over baseline "
            + "| ÷ JSONDecoder | spread KB |")
    emit("| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
    var summary: [String] = []
    for document in documents {
        var readings = Array(repeating: [ProbeReading](), count: variants.count)
        do {
            for run in 0..<probes {
                for offset in 0..<variants.count {
                    let index = (run + offset) % variants.count
                    readings[index].append(try probe(executable, document, variants[index]))
                }
            }
        } catch let unavailable as PeakMemoryUnavailable {
            emit("")
            emit("Peak memory: skipped, \(unavailable.reason).")
            printError("compare: peak-memory rows skipped: \(unavailable.reason)")
            return
        }
        let peaks = readings.map { $0.map { Double($0.after) } }
        let over = PeakFigures(peaks.map(median))
        // The peak less the file-backed pages, where every probe of the document reported them.
        let ownPeaks = readings.map { row in
            row.compactMap { reading in reading.fileAfter.map { Double(reading.after - $0) } }
        }
        let ownOver = ownPeaks.allSatisfy { $0.count == probes } ? PeakFigures(ownPeaks.map(median)) : nil
        for (index, variant) in variants.enumerated() {
            let spread = (peaks[index].max() ?? 0) - (peaks[index].min() ?? 0)
            let touched = readings[index].compactMap(\.fileTouched).map(Double.init)
            let code = touched.count == probes ? format(median(touched), digits: 0) : "—"
            let (overText, ratioText) = over.texts(index, variant)
            let (ownText, ownRatioText) = ownOver?.texts(index, variant) ?? ("—", "—")
            // The summary leaves out a ratio that cannot be taken (`JSONDecoder`'s figure not above the baseline).
            if variant != .jsonDecoder, !variant.parsesOnly, variant != .none {
                if let ratioText { summary.append("\(document.key)-\(variant.rawValue)/jsondecoder=\(ratioText)") }
                if ownOver != nil, let ownRatioText {
                    summary.append("\(document.key)-\(variant.rawValue)-own/jsondecoder=\(ownRatioText)")
                }
            }
            emit(
                "| \(document.title) | \(variant.name) | \(format(over.medians[index], digits: 0)) | \(overText) "
                    + "| \(ratioText ?? "n/a") | \(code) | \(ownText) | \(ownRatioText ?? "n/a") "
                    + "| \(format(spread, digits: 0)) |")
        }
    }
    emit("")
    emit("memory ratios: " + (summary.isEmpty ? "n/a" : summary.joined(separator: " ")))
}

/// One measure of a document's rows, a median per variant, read over the baseline's and as a ratio to
/// `JSONDecoder`'s.
struct PeakFigures {
    let medians: [Double]

    init(_ medians: [Double]) { self.medians = medians }

    /// The figure of the variant at `index` over the baseline's, and its ratio to `JSONDecoder`'s (`—` for the
    /// baseline, and for the parse-only rows' ratio; `nil` when `JSONDecoder`'s is not above the baseline).
    func texts(_ index: Int, _ variant: PeakMemory.Variant) -> (over: String, ratio: String?) {
        guard variant != .none, let baseline = medians.first else { return ("—", "—") }
        let over = medians[index] - baseline
        guard !variant.parsesOnly else { return (format(over, digits: 0), "—") }
        let jsonDecoder = PeakMemory.Variant.allCases.firstIndex(of: .jsonDecoder).map { medians[$0] - baseline }
        guard let jsonDecoder, jsonDecoder > 0 else { return (format(over, digits: 0), nil) }
        return (format(over, digits: 0), format(over / jsonDecoder))
    }
}
