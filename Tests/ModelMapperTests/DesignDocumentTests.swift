import Foundation
import Testing

/// `Docs/Design.md` is the design contract that comments and tests point at by anchor
/// (`Docs/Design.md#never-crash-on-input`). These tests keep the pointers valid: every anchor referred to exists,
/// and no reference to the old numbered design document or to issue numbers comes back.
@Suite struct DesignDocumentTests {
    static let root = DocumentationSnippets.packageRoot

    /// The folders and files whose comments may point at the design document.
    static let scanned = [
        "Sources", "Tests", "Examples", "Benchmarks/Sources", "Benchmarks/Callgrind", ".ci", "Fuzz/Sources",
        "Fuzz/README.md", "README.md", "Docs", "Package.swift",
    ]

    /// Files allowed to spell an old reference: this one, whose patterns look for them.
    static let oldReferenceAllowed: Set<String> = [
        "Tests/ModelMapperTests/DesignDocumentTests.swift"
    ]

    @Test func everyReferencedSectionExists() throws {
        let anchors = try Self.anchors()
        var references = 0
        for (path, text) in try Self.files() {
            for reference in Self.matches(of: #"Design\.md#([A-Za-z0-9-]+)"#, in: text) {
                references += 1
                #expect(
                    anchors.contains(reference),
                    "\(path) points at Docs/Design.md#\(reference), which has no such section")
            }
        }
        #expect(references > 0)
    }

    @Test func theSectionsOthersRelyOnExist() throws {
        let anchors = try Self.anchors()
        for anchor in [
            "who-uses-the-library", "architecture-principles", "hint-semantics", "coercion-table",
            "model-to-dictionary",
            "errors", "performance", "one-engine", "walk-of-a-decode-an-encode-and-a-remap", "source-layout",
            "one-vocabulary", "nothing-lost",
            "never-crash-on-input", "foundation-is-the-spec-of-record", "precedence", "swift-6-strict-concurrency",
            "what-an-app-ships",
        ] {
            #expect(anchors.contains(anchor), "Docs/Design.md has no section #\(anchor)")
        }
    }

    @Test func noOldDesignReferencesRemain() throws {
        for (path, text) in try Self.files() where !Self.oldReferenceAllowed.contains(path) {
            let old = Self.matches(of: #"(DESIGN(?:\.md)?\s*§\s*[0-9.]+|DESIGN\.md|[Ii]ssue [0-9]+(?:'s)?)"#, in: text)
            #expect(old.isEmpty, "\(path) still refers to \(old); point at a section of Docs/Design.md instead")
        }
    }

    /// Every source file the design document names (`Hints/HintSource.swift`, `Sources/ModelMapper/…`) exists, so a
    /// file moved or renamed cannot leave the document describing code that is elsewhere.
    @Test func everyFileTheDocumentNamesExists() throws {
        let text = try String(contentsOf: Self.root.appendingPathComponent("Docs/Design.md"), encoding: .utf8)
        let named = Self.matches(of: #"`((?:[A-Za-z.]+/)+[A-Za-z0-9+_.-]+\.(?:swift|sh|md))[`#:]"#, in: text)
        #expect(named.count > 20)
        let sources = "Sources/ModelMapper/"
        for path in Set(named) {
            let candidates = [path, sources + path, "Tests/ModelMapperTests/" + path]
            let exists = candidates.contains {
                FileManager.default.fileExists(atPath: Self.root.appendingPathComponent($0).path)
            }
            #expect(exists, "Docs/Design.md names \(path), which is not in the repository")
        }
    }

    /// The layering holds: no folder of `Sources/ModelMapper/` uses a type declared in a folder of a higher layer,
    /// and the layering table lists every folder once.
    @Test func noFolderUsesALayerAboveIt() throws {
        let text = try String(contentsOf: Self.root.appendingPathComponent("Docs/Design.md"), encoding: .utf8)
        var layerOf: [String: Int] = [:]
        for row in text.split(separator: "\n") where row.hasPrefix("| ") {
            let cells = row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count == 2, let dot = cells[0].firstIndex(of: "."), let layer = Int(cells[0][..<dot]) else {
                continue
            }
            for folder in Self.matches(of: #"`([A-Za-z]+)/`"#, in: cells[1]) {
                #expect(layerOf[folder] == nil, "\(folder) is in two layers")
                layerOf[folder] = layer
            }
        }
        // The types each folder declares (at the top level of a file), and the folders each folder's code names.
        let sources = Self.root.appendingPathComponent("Sources/ModelMapper")
        var folderOfType: [String: String] = [:]
        var code: [(folder: String, text: String)] = []
        let enumerator = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            guard url.pathExtension == "swift" else { continue }
            let relative = String(url.path.dropFirst(sources.path.count + 1))
            guard let folder = relative.split(separator: "/").first.map(String.init) else { continue }
            let source = Self.withoutCommentsAndStrings(try String(contentsOf: url, encoding: .utf8))
            for name in Self.matches(
                of:
                    #"(?m)^(?:(?:public|package|internal|private|fileprivate|final|indirect) )*(?:struct|enum|class|protocol|typealias|actor) ([A-Z][A-Za-z0-9_]*)"#,
                in: source)
            {
                folderOfType[name] = folder
            }
            code.append((folder, source))
        }
        #expect(Set(layerOf.keys) == Set(code.map(\.folder)), "the layering table lists exactly the source folders")
        for (folder, source) in code {
            guard let layer = layerOf[folder] else { continue }
            for name in Set(Self.matches(of: #"\b([A-Z][A-Za-z0-9_]*)\b"#, in: source)) {
                guard let other = folderOfType[name], other != folder, let otherLayer = layerOf[other],
                    otherLayer > layer
                else { continue }
                Issue.record(
                    "\(folder)/ (layer \(layer)) uses \(name) of \(other)/ (layer \(otherLayer)): Docs/Design.md#layering"
                )
            }
        }
    }

    /// Each product's DocC landing page has a topic for every public type the product declares at the top level, as
    /// its checked-in API baseline (`API/<Module>.swiftinterface`) lists them.
    @Test func everyPublicTypeHasATopicOnItsLandingPage() throws {
        let api = Self.root.appendingPathComponent("API")
        let baselines = try FileManager.default.contentsOfDirectory(atPath: api.path).filter {
            $0.hasSuffix(".swiftinterface")
        }
        var pagesRead = 0
        for baseline in baselines {
            let module = String(baseline.dropLast(".swiftinterface".count))
            let page = Self.root.appendingPathComponent("Sources/\(module)/\(module).docc/\(module).md")
            guard FileManager.default.fileExists(atPath: page.path) else { continue }
            let landing = try String(contentsOf: page, encoding: .utf8)
            let interface = try String(contentsOf: api.appendingPathComponent(baseline), encoding: .utf8)
            let types = Self.matches(
                of: #"(?m)^(?:@\S+ )*public (?:final )?(?:struct|enum|class|protocol|typealias|actor) ([A-Za-z0-9_]+)"#,
                in: interface)
            #expect(!types.isEmpty, "no public types read from \(baseline)")
            for type in types {
                #expect(landing.contains("``\(type)``"), "\(module).md has no topic for \(type)")
            }
            pagesRead += 1
        }
        #expect(pagesRead >= 1, "ModelMapper's landing page was not found")
    }

    /// Swift source with comments and string literals blanked, so that names in them are not taken for uses.
    private static func withoutCommentsAndStrings(_ source: String) -> String {
        var text = source.replacingOccurrences(of: #"(?s)/\*.*?\*/"#, with: "", options: .regularExpression)
        text = text.replacingOccurrences(of: #"//[^\n]*"#, with: "", options: .regularExpression)
        var stripper = LiteralStripper(bytes: Array(text.utf8))
        stripper.scan()
        return String(decoding: stripper.output, as: UTF8.self)
    }

    /// Takes the text of string literals out of code, keeping what they interpolate (`"\(SwiftLiteral.quoted(x))"`
    /// keeps `SwiftLiteral.quoted(x)`), which is code that uses the types it names.
    struct LiteralStripper {
        let bytes: [UInt8]
        var index = 0
        var output: [UInt8] = []

        init(bytes: [UInt8]) { self.bytes = bytes }

        /// Copies code to `output` until the end, or until the `)` that closes an interpolation when `closing` is set.
        mutating func scan(closing: Bool = false) {
            var depth = 0
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\""), !isRawStart() {
                    literal(hashes: 0)
                    continue
                }
                if byte == UInt8(ascii: "#"), isRawStart() {
                    var hashes = 0
                    while index < bytes.count, bytes[index] == UInt8(ascii: "#") {
                        hashes += 1
                        index += 1
                    }
                    literal(hashes: hashes)
                    continue
                }
                if closing {
                    if byte == UInt8(ascii: "(") { depth += 1 }
                    if byte == UInt8(ascii: ")") {
                        if depth == 0 {
                            index += 1
                            return
                        }
                        depth -= 1
                    }
                }
                output.append(byte)
                index += 1
            }
        }

        /// Whether a raw string (`#"`, `##"`) starts here.
        private func isRawStart() -> Bool {
            var at = index
            while at < bytes.count, bytes[at] == UInt8(ascii: "#") { at += 1 }
            return at > index && at < bytes.count && bytes[at] == UInt8(ascii: "\"")
        }

        private func starts(with text: String, at position: Int) -> Bool {
            let pattern = Array(text.utf8)
            return position + pattern.count <= bytes.count
                && Array(bytes[position..<position + pattern.count]) == pattern
        }

        /// Skips a literal whose opening quote is at `index` (after its `hashes`), writing `""` and the code of its
        /// interpolations in its place.
        private mutating func literal(hashes: Int) {
            let fence = String(repeating: "#", count: hashes)
            let multiline = starts(with: "\"\"\"", at: index)
            let close = (multiline ? "\"\"\"" : "\"") + fence
            let interpolation = "\\" + fence + "("
            index += multiline ? 3 : 1
            output += Array("\"\" ".utf8)
            while index < bytes.count {
                if starts(with: close, at: index) {
                    index += close.utf8.count
                    return
                }
                if starts(with: interpolation, at: index) {
                    index += interpolation.utf8.count
                    output += Array(" (".utf8)
                    scan(closing: true)
                    output += Array(") ".utf8)
                    continue
                }
                if bytes[index] == UInt8(ascii: "\\"), hashes == 0 {
                    index += 2
                    continue
                }
                index += 1
            }
        }
    }

    /// The stripper keeps interpolated code and drops literal text, in plain, multi-line and raw literals.
    @Test func literalStripperKeepsInterpolations() {
        var stripper = LiteralStripper(
            bytes: Array(
                ##"let a = "x \(Up.quoted("y \(Deep.b)")) z"; let r = #"Raw \(No)"#; let m = """Multi \(Up.c)""""##.utf8
            ))
        stripper.scan()
        let code = String(decoding: stripper.output, as: UTF8.self)
        #expect(code.contains("Up.quoted("))
        #expect(code.contains("Deep.b"))
        #expect(code.contains("Up.c"))
        #expect(!code.contains("No"))
        #expect(!code.contains("Raw"))
        #expect(!code.contains("Multi"))
        #expect(!code.contains(" x "))
    }

    /// The source layout table lists each folder of `Sources/ModelMapper/` once, and no other.
    @Test func theSourceLayoutListsEveryFolder() throws {
        let text = try String(contentsOf: Self.root.appendingPathComponent("Docs/Design.md"), encoding: .utf8)
        let listed = Self.matches(of: #"(?m)^\| `([A-Za-z]+)/` \|"#, in: text)
        let sources = Self.root.appendingPathComponent("Sources/ModelMapper")
        let folders = try FileManager.default.contentsOfDirectory(atPath: sources.path).filter { name in
            var isDirectory: ObjCBool = false
            return !name.hasSuffix(".docc")
                && FileManager.default.fileExists(
                    atPath: sources.appendingPathComponent(name).path, isDirectory: &isDirectory)
                && isDirectory.boolValue
        }
        #expect(listed.sorted() == folders.sorted())
        #expect(Set(listed).count == listed.count)
    }

    // MARK: - Support

    /// The anchors GitHub gives the headings of `Docs/Design.md`: lower case, punctuation dropped, spaces as hyphens.
    static func anchors() throws -> Set<String> {
        let text = try String(contentsOf: root.appendingPathComponent("Docs/Design.md"), encoding: .utf8)
        var anchors: Set<String> = []
        var inCode = false
        for line in text.split(separator: "\n") {
            if line.hasPrefix("```") { inCode.toggle() }
            guard !inCode, line.hasPrefix("#") else { continue }
            let title = line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces).lowercased()
            let kept = title.filter { $0.isLetter || $0.isNumber || $0 == " " || $0 == "-" || $0 == "_" }
            anchors.insert(kept.replacingOccurrences(of: " ", with: "-"))
        }
        return anchors
    }

    /// The text files under the scanned folders, by path relative to the package root.
    static func files() throws -> [(path: String, text: String)] {
        var files: [(String, String)] = []
        let extensions: Set<String> = ["swift", "md", "sh", ""]
        for entry in scanned {
            let url = root.appendingPathComponent(entry)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else { continue }
            let paths: [String]
            if isDirectory.boolValue {
                let enumerator = FileManager.default.enumerator(atPath: url.path)
                paths = (enumerator?.allObjects as? [String] ?? []).map { "\(entry)/\($0)" }
            } else {
                paths = [entry]
            }
            for path in paths.sorted() where !path.contains("/.build") && path != ".ci/fuzz.sh" {
                guard extensions.contains((path as NSString).pathExtension),
                    let text = try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
                else { continue }
                files.append((path, text))
            }
        }
        return files
    }

    /// The first capture group of every match of `pattern` in `text`.
    static func matches(of pattern: String, in text: String) -> [String] {
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
        let range = NSRange(text.startIndex..., in: text)
        return regex.matches(in: text, range: range).compactMap { match in
            Range(match.range(at: 1), in: text).map { String(text[$0]) }
        }
    }
}
