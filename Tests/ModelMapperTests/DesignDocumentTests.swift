import Foundation
import Testing

@testable import ModelMapper

/// `Docs/Design.md` is the design contract that comments and tests point at by anchor
/// (`Docs/Design.md#never-crash-on-input`). These tests keep the pointers valid (every anchor referred to exists, and
/// no reference to the old numbered design document or to issue numbers comes back) and the document's checkable
/// claims true: the files, folders and functions it names, its `#available` table and its limits. It pins no
/// performance figure; those live in `Benchmarks/RESULTS.md`.
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

    /// Every function the document cites by its full name (`decode(_:from:hints:)`, `.key(_:nested:)`,
    /// `HintTree(legacy:)`) is declared in `Sources/` with those argument labels, so a rename cannot leave the document
    /// citing a name the code does not have.
    @Test func everyCitedFunctionIsDeclared() throws {
        let cited = Set(
            Self.matches(
                of: #"`(\.?[A-Za-z_][A-Za-z0-9_.]*\((?:[A-Za-z_][A-Za-z0-9_]*:(?: ?[A-Za-z][A-Za-z0-9]*)?)+\))`"#,
                in: try Self.designText()))
        #expect(cited.count > 30)
        let declared = try Self.declaredFunctions()
        for citation in cited.sorted() where !Self.externalFunctions.contains(citation) {
            let isDeclared = declared.contains(Self.signature(ofCitation: citation))
            #expect(isDeclared, "Docs/Design.md cites \(citation), which no declaration in Sources/ has")
        }
    }

    /// Functions the document cites that are not the library's: the standard library's and Foundation's, and the
    /// hand-written code it is measured against.
    static let externalFunctions: Set<String> = [
        "String(reflecting:)", "String(validating:as:)", "Decimal(string:)", "dictionaryWithValues(forKeys:)",
        "init(dictionary:)", "type(of:)",
    ]

    /// Every type the document names in code voice (`HintedObject`, `@Coerced`, `MappingPath.Component`) is declared
    /// or extended in `Sources/`, the tests or the examples, is a module of `Sources/`, or is one of `externalNames`;
    /// so a type renamed or folded into another cannot stay in the document.
    @Test func everyNamedTypeIsDeclared() throws {
        var named: Set<String> = []
        for span in Self.matches(of: #"`([^`\n]+)`"#, in: try Self.designText())
        where !span.contains("/") && span.range(of: #"\.(swift|md|sh)\b"#, options: .regularExpression) == nil {
            // A name with no lower-case letter is a backend's key (`NAME`, `MEMBERS`), not a type.
            if let name = Self.matches(of: #"^@?([A-Z][A-Za-z0-9]*)"#, in: span).first,
                name.contains(where: \.isLowercase)
            {
                named.insert(name)
            }
        }
        #expect(named.count > 50)
        var declared = Set(
            try FileManager.default.contentsOfDirectory(atPath: Self.root.appendingPathComponent("Sources").path))
        for folder in ["Sources", "Tests", "Examples"] {
            let url = Self.root.appendingPathComponent(folder)
            let paths = FileManager.default.enumerator(atPath: url.path)?.allObjects as? [String] ?? []
            for path in paths where path.hasSuffix(".swift") && !path.contains(".build/") {
                let source = try String(contentsOf: url.appendingPathComponent(path), encoding: .utf8)
                declared.formUnion(
                    Self.matches(
                        of: #"\b(?:struct|enum|class|protocol|typealias|actor|extension)\s+([A-Z][A-Za-z0-9_]*)"#,
                        in: source))
            }
        }
        for name in named.sorted() where !declared.contains(name) && !Self.externalNames.contains(name) {
            Issue.record("Docs/Design.md names \(name), which is declared nowhere in the package")
        }
    }

    /// Names the document cites that the package does not declare: Foundation's, the standard library's and the
    /// toolchain's modules and types, and the `Sweep` of test names.
    static let externalNames: Set<String> = [
        "Any", "AnyObject", "CFDictionaryGetCount", "Calendar", "CancellationError", "Codable", "Data", "Date",
        "DateFormatter", "Decoder", "Dispatch", "Encodable", "Encoder", "EncodingError", "FixedWidthInteger",
        "Foundation", "FoundationEssentials", "FoundationInternationalization", "Index", "Int128", "JSONDecoder",
        "JSONEncoder", "JSONSerialization", "LocalizedError", "Mirror", "NSData", "NSDate", "NSDecimalNumber", "NSLock",
        "NSMutableArray", "NSMutableDictionary", "NSNull", "NSNumber", "NSString", "Never", "PropertyListDecoder",
        "PropertyListSerialization", "Sendable", "Sweep", "Swift", "Synchronization", "TaskLocal", "Testing", "UInt128",
        "UserDefaults",
    ]

    /// Every member the document names on one of the library's types (`HintedObject.find`, `TreeValue.string`,
    /// `ModelMapperError.depthLimit`) is declared in `Sources/` under that name, as a function, property or case.
    @Test func everyNamedMemberIsDeclared() throws {
        var types: Set<String> = []
        var members: Set<String> = []
        for (_, source) in try Self.sourceFiles() {
            let code = Self.withoutCommentsAndStrings(source)
            types.formUnion(
                Self.matches(of: #"\b(?:struct|enum|class|protocol|typealias|actor)\s+([A-Z][A-Za-z0-9_]*)"#, in: code))
            members.formUnion(Self.matches(of: #"\b(?:func|var|let|case)\s+([a-z_][A-Za-z0-9_]*)"#, in: code))
        }
        var checked = 0
        for span in Self.matches(of: #"`([^`\n]+)`"#, in: try Self.designText()) {
            let parts = Self.matches(of: #"^([A-Z][A-Za-z0-9]*(?:\.[A-Z][A-Za-z0-9]*)*\.[a-z][A-Za-z0-9]*)"#, in: span)
            guard let path = parts.first?.split(separator: "."), let type = path.first, types.contains(String(type)),
                let member = path.last
            else { continue }
            checked += 1
            let isDeclared = members.contains(String(member))
            #expect(isDeclared, "Docs/Design.md names \(span), and Sources/ declares no \(member)")
        }
        #expect(checked > 30)
    }

    /// The `#available` table of "Apple platforms" has one row per `#available` check in `Sources/`, naming its file.
    @Test func everyAvailabilityCheckHasItsRow() throws {
        let text = try Self.designText()
        guard let header = text.range(of: "| API | needs | fallback | file |") else {
            Issue.record("Docs/Design.md has no table of #available sites")
            return
        }
        var listed: [String] = []
        for line in text[header.upperBound...].split(separator: "\n") {
            let row = line.trimmingCharacters(in: .whitespaces)
            guard row.hasPrefix("|") else { break }
            listed += Self.matches(of: #"\| `([^`]+\.swift)` \|$"#, in: row)
        }
        var sites: [String] = []
        for (path, source) in try Self.sourceFiles() {
            let checks = Self.withoutCommentsAndStrings(source).components(separatedBy: "#available(").count - 1
            sites += Array(repeating: path, count: checks)
        }
        #expect(!sites.isEmpty)
        #expect(
            listed.sorted() == sites.sorted(), "the #available rows of Docs/Design.md are not the checks in Sources/")
    }

    /// The limits the document states are the code's.
    @Test func theStatedLimitsAreTheCodes() throws {
        let text = try Self.designText().replacingOccurrences(
            of: #"\s+"#, with: " ", options: .regularExpression)
        #expect(DictionaryEncoder().maximumDepth == DictionaryDecoder().maximumDepth)
        let phrases = [
            "all stop at \(DictionaryDecoder().maximumDepth) levels by default",
            "legacy hint dictionaries may nest \(HintTree.maximumTreeDepth) levels",
            "hints nested deeper than \(HintTree.maximumTreeDepth) levels",
            "The reflector's default is \(DictionaryReflector().maximumDepth),",
            "up to \(SwiftLiteral.messageLimit) characters",
            "A key path has at most \(SourcePath.maximumSegments) keys and indices",
            "an index is at most \(Self.grouped(SourcePath.maximumIndex))",
            "\(JSONDocument.maximumNesting) nested containers and not \(JSONDocument.maximumNesting + 1)",
            "A plan learns at most \(DecodePlan.stepLimit) keys",
            "plans for at most \(DecodePlans.limit) pairs",
        ]
        for phrase in phrases {
            #expect(text.contains(phrase), "Docs/Design.md does not say \"\(phrase)\"")
        }
    }

    /// Performance figures (ratios, instruction counts, timings, memory) live in `Benchmarks/RESULTS.md` with their
    /// dates; pinned in the design document they go stale with the next change.
    @Test func theDocumentPinsNoPerformanceFigures() throws {
        let figures = Self.matches(
            of:
                #"([0-9][0-9 .,–-]*(?:×| ?%| ?ms\b| ?MB\b| ?KB\b| ?GB\b| ?[KM]? ?mallocs| instructions| times (?:slower|faster)))"#,
            in: try Self.designText())
        #expect(figures.isEmpty, "Docs/Design.md pins \(figures); keep figures in Benchmarks/RESULTS.md")
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

    /// The text of `Docs/Design.md`.
    static func designText() throws -> String {
        try String(contentsOf: root.appendingPathComponent("Docs/Design.md"), encoding: .utf8)
    }

    /// The Swift files under `Sources/`, by path: relative to `Sources/ModelMapper/` for the library's own, as the
    /// document names them, and to the package root for the other targets.
    static func sourceFiles() throws -> [(path: String, text: String)] {
        let sources = root.appendingPathComponent("Sources")
        let paths = (FileManager.default.enumerator(atPath: sources.path)?.allObjects as? [String] ?? []).filter {
            $0.hasSuffix(".swift")
        }
        return try paths.sorted().map { path in
            let text = try String(contentsOf: sources.appendingPathComponent(path), encoding: .utf8)
            let prefix = "ModelMapper/"
            return (path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : "Sources/" + path, text)
        }
    }

    /// The signatures (`decode(_:from:hints:)`, `init(legacy:)`, `key(_:nested:)`) of the functions, initializers
    /// and enum cases with payloads declared in `Sources/`.
    static func declaredFunctions() throws -> Set<String> {
        let head = try NSRegularExpression(
            pattern:
                #"\b(?:func\s+([A-Za-z_][A-Za-z0-9_]*)|(init)[?!]?|case\s+([A-Za-z_][A-Za-z0-9_]*))\s*(?:<[^()]*?>)?\s*\("#
        )
        var declared: Set<String> = []
        for (_, source) in try sourceFiles() {
            let code = withoutCommentsAndStrings(source)
            let units = Array(code.utf16)
            for match in head.matches(in: code, range: NSRange(location: 0, length: units.count)) {
                let name = (1...3).lazy.compactMap { group in
                    Range(match.range(at: group), in: code).map { String(code[$0]) }
                }.first
                guard let name else { continue }
                let labels = parameterLabels(in: units, open: match.range.upperBound - 1)
                declared.insert(name + "(" + labels.map { $0 + ":" }.joined() + ")")
            }
        }
        return declared
    }

    /// The argument labels of the parameter list that opens at `open`: `_` for an unlabelled one (a case's payload
    /// `(String)` included).
    static func parameterLabels(in units: [UInt16], open: Int) -> [String] {
        func unit(_ scalar: Unicode.Scalar) -> UInt16 { UInt16(scalar.value) }
        var depth = 0
        var index = open
        var parameter: [UInt16] = []
        var parameters: [String] = []
        while index < units.count {
            let current = units[index]
            index += 1
            if [unit("("), unit("["), unit("{"), unit("<")].contains(current) {
                depth += 1
                if depth == 1 { continue }
            } else if [unit(")"), unit("]"), unit("}"), unit(">")].contains(current),
                !(current == unit(">") && index >= 2 && units[index - 2] == unit("-"))
            {
                depth -= 1
                if depth == 0 {
                    parameters.append(String(decoding: parameter, as: UTF16.self))
                    break
                }
            } else if current == unit(","), depth == 1 {
                parameters.append(String(decoding: parameter, as: UTF16.self))
                parameter = []
                continue
            }
            parameter.append(current)
        }
        return parameters.compactMap { parameter in
            let text = parameter.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !text.isEmpty else { return nil }
            guard let colon = text.firstIndex(of: ":") else { return "_" }
            return text[..<colon].split(whereSeparator: \.isWhitespace).first { !$0.hasPrefix("@") }.map(String.init)
                ?? "_"
        }
    }

    /// The signature a citation names: `HintTree(legacy:)` is `init(legacy:)`, `.key(_:nested:)` is
    /// `key(_:nested:)`, and a type after a label (`from: Data`) is not part of it.
    static func signature(ofCitation citation: String) -> String {
        let parts = citation.split(separator: "(", maxSplits: 1)
        let last = parts[0].split(separator: ".").last.map(String.init) ?? ""
        let name = last.first?.isUppercase == true ? "init" : last
        let labels = matches(of: #"([A-Za-z_][A-Za-z0-9_]*):"#, in: parts.count > 1 ? String(parts[1]) : "")
        return name + "(" + labels.map { $0 + ":" }.joined() + ")"
    }

    /// `9999` as the document writes it, `9 999`.
    static func grouped(_ number: Int) -> String {
        var digits = String(number)
        var groups: [Substring] = []
        while digits.count > 3 {
            groups.insert(Substring(digits.suffix(3)), at: 0)
            digits.removeLast(3)
        }
        groups.insert(Substring(digits), at: 0)
        return groups.joined(separator: " ")
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
