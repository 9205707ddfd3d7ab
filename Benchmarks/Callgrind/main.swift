import Foundation

// The workload `Benchmarks/callgrind.sh` counts instructions for: one job, chosen by the first argument, over the
// department tree of `Fixtures` (2 000 departments), compiled into one module with the library's sources so that the
// count does not depend on SwiftPM's build settings. Prints a checksum so that the work cannot be optimised away.

let job = CommandLine.arguments.dropFirst().first ?? "decode"
let count = 2_000
let hints = try HintTree(legacy: Fixtures.departmentLegacyHints)
let legacy = Fixtures.departments(count: count, .legacy)
var checksum = 0
switch job {
case "decode":
    let departments = try DictionaryDecoder().decode([Department].self, from: legacy, hints: hints)
    checksum = departments.reduce(0) { $0 + $1.members.count }
case "encode":
    let departments = try DictionaryDecoder().decode([Department].self, from: legacy, hints: hints)
    let tree = try DictionaryEncoder().encode(departments, hints: hints)
    checksum = (tree as? [Any])?.count ?? 0
case "handwritten-decode":
    let departments = try HandWritten.departments(from: legacy)
    checksum = departments.reduce(0) { $0 + $1.members.count }
case "handwritten-encode":
    let departments = try HandWritten.departments(from: legacy)
    checksum = departments.map { $0.legacyDictionary() }.count
case "baseline":
    checksum = legacy.count
default:
    FileHandle.standardError.write(
        Data("usage: callgrind-workload decode|encode|handwritten-decode|handwritten-encode|baseline\n".utf8))
    exit(2)
}
print("\(job): \(checksum)")
