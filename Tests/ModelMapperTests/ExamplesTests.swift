import Foundation
import Testing

// The examples are command-line programs: they are built, and this suite starts them, where a test can start a
// process (macOS and Linux; `Package.swift` builds them for those platforms only).
#if os(macOS) || os(Linux)
    /// Runs every program in `Examples/` and compares what it prints with `Fixtures/ExampleOutputs/<Name>.txt`, so that
    /// the examples keep compiling, keep running and keep saying what the documentation says they say.
    ///
    /// `Package.swift` makes every folder under `Examples/` an executable target and this test target depend on all of
    /// them, so `swift test` builds the example binaries next to the test bundle before this suite runs. The suite starts
    /// each binary directly: running `swift run` from a test would wait forever for the build lock `swift test` holds.
    ///
    /// After changing an example on purpose, record its new output with
    /// `UPDATE_EXAMPLE_OUTPUTS=1 swift test --filter ExamplesTests` and review the diff.
    @Suite struct ExamplesTests {
        /// The package's root directory, found from this file's path.
        static let packageRoot = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent()  // ModelMapperTests
            .deletingLastPathComponent()  // Tests
            .deletingLastPathComponent()

        /// The examples: the folders under `Examples/`, each of which `Package.swift` must list.
        static let exampleNames: [String] =
            ((try? FileManager.default.contentsOfDirectory(atPath: packageRoot.appendingPathComponent("Examples").path))
            ?? [])
            .filter { !$0.hasPrefix(".") }
            .sorted()

        /// Whether this run records the outputs instead of checking them.
        static let isRecording = ProcessInfo.processInfo.environment["UPDATE_EXAMPLE_OUTPUTS"] == "1"

        /// Where the expected outputs live in the source tree (they are read through the test bundle's resources).
        static let outputsDirectory = packageRoot.appendingPathComponent(
            "Tests/ModelMapperTests/Fixtures/ExampleOutputs")

        // MARK: - Tests

        @Test func everyExampleFolderIsListedInTheManifest() throws {
            #expect(Self.exampleNames.contains("DepartmentExample"))
            #expect(Self.exampleNames.allSatisfy { $0.hasSuffix("Example") })
            let manifest = try String(
                contentsOf: Self.packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
            let listed = manifest.split(separator: "\n")
                .map { $0.trimmingCharacters(in: .whitespaces) }
                .filter { $0.hasPrefix("\"") && $0.hasSuffix("Example\",") }
                .map { String($0.dropFirst().dropLast(2)) }
            #expect(listed == Self.exampleNames, "Package.swift's `examples` must list every folder under Examples/")
        }

        @Test(.disabled(if: isRecording, "the outputs are being recorded"))
        func everyExpectedOutputBelongsToAnExample() throws {
            let files = try FileManager.default.contentsOfDirectory(atPath: Self.outputsDirectory.path)
                .filter { $0.hasSuffix(".txt") }
                .map { String($0.dropLast(".txt".count)) }
            #expect(Set(files) == Set(Self.exampleNames))
        }

        @Test(arguments: exampleNames)
        func exampleOutput(name: String) throws {
            let binary = try #require(Self.binary(named: name), "No built binary for \(name) near the test bundle")
            let (status, output) = try Self.run(binary)
            #expect(status == 0, "\(name) exited with status \(status)")
            #expect(!output.contains("Unexpected error"), "\(name) failed:\n\(output)")

            if Self.isRecording {
                try FileManager.default.createDirectory(at: Self.outputsDirectory, withIntermediateDirectories: true)
                try Data(output.utf8).write(to: Self.outputsDirectory.appendingPathComponent("\(name).txt"))
                return
            }

            let url = try #require(
                Bundle.module.url(forResource: name, withExtension: "txt", subdirectory: "Fixtures/ExampleOutputs"),
                "No expected output for \(name): record it with UPDATE_EXAMPLE_OUTPUTS=1 swift test --filter ExamplesTests"
            )
            let expected = String(decoding: try Data(contentsOf: url), as: UTF8.self)
            #expect(output == expected, "\(name): \(Self.firstDifference(output, expected))")
        }

        // MARK: - Helpers

        /// The example's executable, built next to the test bundle (`.build/<triple>/<configuration>/<name>`).
        private static func binary(named name: String) -> URL? {
            var directories = [Bundle.module.bundleURL.deletingLastPathComponent(), Bundle.main.bundleURL]
            if let executable = Bundle.main.executableURL { directories.append(executable.deletingLastPathComponent()) }
            if let argument = CommandLine.arguments.first {
                directories.append(URL(fileURLWithPath: argument).deletingLastPathComponent())
            }
            return
                directories
                .map { $0.appendingPathComponent(name) }
                .first { FileManager.default.isExecutableFile(atPath: $0.path) }
        }

        /// Runs a program and returns its exit status and everything it wrote to standard output and standard error.
        private static func run(_ executable: URL) throws -> (status: Int32, output: String) {
            let process = Process()
            process.executableURL = executable
            process.currentDirectoryURL = packageRoot
            let pipe = Pipe()
            process.standardOutput = pipe
            process.standardError = pipe
            try process.run()
            // Read before waiting: a program that fills the pipe would otherwise block forever.
            let data = pipe.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return (process.terminationStatus, String(decoding: data, as: UTF8.self))
        }

        /// Describes the first line where two outputs differ.
        private static func firstDifference(_ actual: String, _ expected: String) -> String {
            let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
            let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
            for index in 0..<max(actualLines.count, expectedLines.count) {
                let got = index < actualLines.count ? String(actualLines[index]) : "<end of output>"
                let want = index < expectedLines.count ? String(expectedLines[index]) : "<end of output>"
                if got != want { return "line \(index + 1) is\n  \(got)\nbut should be\n  \(want)" }
            }
            return "the outputs are equal"
        }
    }
#endif
