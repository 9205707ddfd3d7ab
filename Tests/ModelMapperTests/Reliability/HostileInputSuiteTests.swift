import Foundation
import ModelMapperRecipeModels
import Testing

@testable import ModelMapper

/// The hostile-input list, one named test per case: each input gets a thrown error that names the place (the coding
/// path, and the source location for the library's own errors) or a correct value, in bounded time
/// (Docs/Design.md#never-crash-on-input).
@Suite struct HostileInputSuiteTests {
    /// Reflection with cycles as errors; by default the value that leads back is left out.
    static let cycleThrowingReflector: DictionaryReflector = {
        var reflector = DictionaryReflector()
        reflector.cycleStrategy = .throw
        return reflector
    }()

    private let decoder = DictionaryDecoder()

    // MARK: - Wrong types at every level

    @Test(arguments: HostileWrongType.cases)
    func aWrongTypeAtAnyLevelIsATypeMismatchAtItsPath(_ wrong: HostileWrongType) {
        var company = HostileWrongType.validCompany
        wrong.mutate(&company)
        let error = expectDecodingError(wrong.expected, at: wrong.path) {
            try decoder.decode(HostileCompany.self, from: company)
        }
        if let found = wrong.found {
            #expect(error?.context?.debugDescription.contains("but found \(found) instead") == true, "\(wrong)")
        }
    }

    @Test func theValidCompanyDecodes() throws {
        let company = try decoder.decode(HostileCompany.self, from: HostileWrongType.validCompany)
        #expect(company.staff.first?.pets?.first?.name == "Rex")
        #expect(company.grid == [[1], [2, 3]])
    }

    @Test func aWrongTypeBehindHintsNamesTheModelPathAndTheSourcePath() {
        let hints: HintTree = ["staff": .key("STAFF", nested: ["name": "NAME", "manager": "BOSS"])]
        var company = HostileWrongType.validCompany
        company["staff"] = nil
        company["STAFF"] = [["NAME": "Ann", "BOSS": "yes"]]
        let error = expectDecodingError(.typeMismatch, at: ["staff", "Index 0", "manager"]) {
            try decoder.decode(HostileCompany.self, from: company, hints: hints)
        }
        #expect(error?.context?.debugDescription.contains("STAFF[0].BOSS") == true)
    }

    @Test func aWrongTypeInAFoundationTreeIsATypeMismatchAtItsPath() throws {
        let json =
            #"{"name":"A","founded":1,"tags":[],"address":{"city":"X"},"staff":[{"name":"B","manager":0}],"#
            + #""ratings":{},"grid":[]}"#
        let tree = try JSONSerialization.jsonObject(with: Data(json.utf8))
        let error = expectDecodingError(.typeMismatch, at: ["staff", "Index 0", "manager"]) {
            try decoder.decode(HostileCompany.self, from: tree)
        }
        #expect(error?.context?.debugDescription.contains("but found number instead") == true)
    }

    // MARK: - Integer overflow, every width

    @Test(arguments: HostileWidth.allCases, HostileOrigin.allCases)
    func oneBeyondEveryIntegerWidthIsDataCorrupted(width: HostileWidth, origin: HostileOrigin) throws {
        for beyond in [width.aboveMaximum, width.belowMinimum].compactMap({ $0 }) {
            let value = origin.make(beyond)
            let error = expectDecodingError(.dataCorrupted, at: [width.rawValue]) {
                try decoder.decode(HostileWidths.self, from: [width.rawValue: value])
            }
            #expect(error?.context?.debugDescription.contains("does not fit in") == true, "\(width) \(beyond)")
        }
    }

    @Test(arguments: HostileWidth.allCases, HostileOrigin.allCases)
    func theLimitsOfEveryIntegerWidthDecodeExactly(width: HostileWidth, origin: HostileOrigin) throws {
        for limit in [width.maximum, width.minimum] {
            let decoded = try decoder.decode(HostileWidths.self, from: [width.rawValue: origin.make(limit)])
            #expect(decoded.value(of: width) == limit, "\(width) \(limit)")
        }
    }

    @Test(arguments: HostileWidth.allCases)
    func aFractionIsDataCorruptedForEveryWidth(width: HostileWidth) {
        expectDecodingError(.dataCorrupted, at: [width.rawValue]) {
            try decoder.decode(HostileWidths.self, from: [width.rawValue: 1.5])
        }
    }

    @Test func coercedIntegersRejectOutOfRangeStringsAndNumbers() {
        for source: Any in ["18446744073709551616", " 18446744073709551616 ", 1e20, "-1", -1, "1.5"] {
            expectDecodingError(.dataCorrupted, at: ["uint"]) {
                try decoder.decode(HostileCoercedWidths.self, from: ["int8": "1", "uint": source])
            }
        }
        expectDecodingError(.dataCorrupted, at: ["int8"]) {
            try decoder.decode(HostileCoercedWidths.self, from: ["int8": "128", "uint": 1])
        }
        // Exponent notation is not a decimal integer string: the wrong kind of string, not a number out of range.
        expectDecodingError(.typeMismatch, at: ["uint"]) {
            try decoder.decode(HostileCoercedWidths.self, from: ["int8": 1, "uint": "1e20"])
        }
    }

    // MARK: - NaN and infinities

    @Test(arguments: [Double.nan, .infinity, -.infinity])
    func aNonFiniteDoubleIntoAnIntegerIsDataCorrupted(value: Double) {
        expectDecodingError(.dataCorrupted, at: ["int"]) {
            try decoder.decode(HostileWidths.self, from: ["int": value])
        }
        expectDecodingError(.dataCorrupted, at: ["uint8"]) {
            try decoder.decode(HostileWidths.self, from: ["uint8": NSNumber(value: value)])
        }
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity])
    func aNonFiniteDoubleIntoAFloatingPointValueIsThatValue(value: Double) throws {
        let decoded = try decoder.decode(HostileFloats.self, from: ["double": value, "float": Float(value)])
        #expect(decoded.double.isNaN == value.isNaN && (value.isNaN || decoded.double == value))
        #expect(decoded.float.isNaN == value.isNaN && (value.isNaN || Double(decoded.float) == value))
    }

    @Test func nonConformingStringsAreATypeMismatchUnlessConverted() throws {
        expectDecodingError(.typeMismatch, at: ["double"]) {
            try decoder.decode(HostileFloats.self, from: ["double": "NaN", "float": 0])
        }
        var converting = DictionaryDecoder()
        converting.nonConformingFloatDecodingStrategy = .convertFromString(
            positiveInfinity: "+inf", negativeInfinity: "-inf", nan: "nan")
        let decoded = try converting.decode(HostileFloats.self, from: ["double": "nan", "float": "-inf"])
        #expect(decoded.double.isNaN)
        #expect(decoded.float == -.infinity)
        expectDecodingError(.dataCorrupted, at: ["int"]) {
            try converting.decode(HostileWidths.self, from: ["int": Double.infinity])
        }
    }

    @Test func aDoubleBeyondFloatsRangeIsDataCorrupted() {
        expectDecodingError(.dataCorrupted, at: ["float"]) {
            try decoder.decode(HostileFloats.self, from: ["double": 0, "float": 1e300])
        }
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity])
    func coercionRejectsNonFiniteNumbersForIntegers(value: Double) {
        expectDecodingError(.dataCorrupted, at: ["uint"]) {
            try decoder.decode(HostileCoercedWidths.self, from: ["int8": 1, "uint": value])
        }
    }

    @Test func reflectingANonFiniteFloatThrowsNamingTheProperty() {
        let error = #expect(throws: ModelMapperError.self) {
            try DictionaryReflector().reflect(HostileFloats(double: 1, float: .nan))
        }
        #expect(error?.code == .unsupportedValue)
        #expect(error?.location == "float")
    }

    // MARK: - Self-containing Foundation containers

    @Test func aSelfContainingArrayIsRejectedByRemap() {
        let cyclic = NSMutableArray()
        cyclic.add(cyclic)
        defer { cyclic.removeAllObjects() }
        let error = #expect(throws: ModelMapperError.self) { _ = try HintTree(["kid": "child"]).remap(cyclic) }
        #expect(error?.code == .cycleDetected)
        #expect(error?.location == "[0]")
    }

    @Test func aSelfContainingDictionaryIsRemappedOneLevelOnly() throws {
        let cyclic = HostileCycles.dictionary()
        defer { cyclic.removeAllObjects() }
        // Remap rewrites only the levels the hints describe and keeps other values as they are: no walk, no loop.
        let remapped = try #require(try HintTree(["kid": "child"]).remap(cyclic) as? [String: Any])
        #expect(remapped["kid"] as AnyObject === cyclic)
        #expect(remapped["name"] as? String == "loop")
        #expect(remapped["child"] == nil)
    }

    @Test func aSelfContainingDictionaryIsACycleWhenReflected() throws {
        let cyclic = HostileCycles.dictionary()
        defer { cyclic.removeAllObjects() }
        let error = #expect(throws: ModelMapperError.self) { _ = try Self.cycleThrowingReflector.reflect(cyclic) }
        #expect(error?.code == .cycleDetected)
        #expect(error?.location == "child")
        // By default the entry that leads back is left out: the dictionary it names is the one being written.
        let reflected = try #require(try DictionaryReflector().reflect(cyclic) as? [String: Any])
        #expect(reflected["child"] == nil)
        #expect(reflected["name"] as? String == "loop")
    }

    @Test func twoArraysContainingEachOtherAreAnErrorNotACrash() {
        let first = NSMutableArray()
        let second = NSMutableArray()
        first.add(second)
        second.add(first)
        defer { first.removeAllObjects() }
        let error = #expect(throws: ModelMapperError.self) { _ = try decoder.decode(HostileNested.self, from: first) }
        #expect(error?.code == .cycleDetected)
        #expect(error?.location == "[0][0]")
        let reflectError = #expect(throws: ModelMapperError.self) {
            _ = try Self.cycleThrowingReflector.reflect(first)
        }
        #expect(reflectError?.code == .cycleDetected)
        let reflected = try? DictionaryReflector().reflect(first) as? [Any]
        #expect(reflected?.count == 1)
        #expect((reflected?.first as? [Any])?.first is NSNull)
    }

    @Test func aSelfContainingSetIsACycleWhenReflected() {
        let set = NSMutableSet()
        let holder = NSMutableArray()
        holder.add(set)
        set.add(holder)
        defer { holder.removeAllObjects() }
        let error = #expect(throws: ModelMapperError.self) { _ = try Self.cycleThrowingReflector.reflect(holder) }
        #expect(error?.code == .cycleDetected)
        #expect(throws: Never.self) { _ = try DictionaryReflector().reflect(holder) }
    }

    @Test func aSelfContainingDictionaryReachedThroughHintsIsAnError() {
        let cyclic = HostileCycles.dictionary()
        defer { cyclic.removeAllObjects() }
        let hints: HintTree = ["child": .path("child.child", nested: ["name": "name"])]
        let error = #expect(throws: ModelMapperError.self) {
            _ = try decoder.decode(HostileChain.self, from: cyclic, hints: hints)
        }
        #expect(error?.code == .cycleDetected)
        #expect(error?.location == "child.child")
    }

    @Test func aSelfContainingArrayInALossyArrayIsAnError() throws {
        let cyclic = NSMutableArray()
        cyclic.add(cyclic)
        defer { cyclic.removeAllObjects() }
        // A container met again inside itself is the library's own failure, which a lossy wrapper never swallows:
        // it is reported at once, whatever the element type.
        for decode in [
            { _ = try decoder.decode(HostileLossyNested.self, from: ["values": cyclic]) },
            { _ = try decoder.decode(HostileLossyMatrix.self, from: ["values": cyclic]) },
        ] as [() throws -> Void] {
            let error = #expect(throws: ModelMapperError.self) { try decode() }
            #expect(error?.code == .cycleDetected)
            #expect(error?.location == "values[0]")
        }
    }

    // MARK: - Non-string keys

    @Test func aNativeDictionaryWithIntegerKeysIsATypeMismatchAtItsPath() {
        let error = expectDecodingError(.typeMismatch, at: ["address"]) {
            var company = HostileWrongType.validCompany
            company["address"] = [1: "one", 2: "two"] as [Int: String]
            return try decoder.decode(HostileCompany.self, from: company)
        }
        #expect(error?.context?.debugDescription.contains("a dictionary with non-string keys") == true)
    }

    @Test func aDictionaryWithMixedKeysIsATypeMismatchForAStringKeyedDictionary() {
        let mixed: [AnyHashable: Any] = ["a": 1.5, 2: 2.5]
        expectDecodingError(.typeMismatch, at: ["ratings"]) {
            var company = HostileWrongType.validCompany
            company["ratings"] = mixed
            return try decoder.decode(HostileCompany.self, from: company)
        }
    }

    @Test func aFoundationDictionaryWithANumberKeyAtTheTopIsATypeMismatch() {
        let dictionary = NSMutableDictionary()
        dictionary["name"] = "x"
        dictionary[NSNumber(value: 1)] = "one"
        let error = expectDecodingError(.typeMismatch, at: []) {
            try decoder.decode(HostileNamed.self, from: dictionary)
        }
        #expect(error?.context?.debugDescription.contains("non-string keys") == true)
    }

    @Test func nonStringKeysAreLeftAloneByRemap() throws {
        let source: [String: Any] = ["NAME": "x", "lookup": [1: "one"] as [Int: String]]
        let remapped = try HintTree(["name": "NAME"]).remap(source)
        let object = try #require(remapped as? [String: Any])
        #expect(object["name"] as? String == "x")
        #expect((object["lookup"] as? [Int: String])?[1] == "one")
    }

    // MARK: - Invalid UTF-8 and broken JSON data

    @Test(arguments: HostileBadData.cases)
    func badJSONDataIsDataCorruptedAtTheTop(_ bad: HostileBadData) {
        let error = expectDecodingError(.dataCorrupted, at: []) {
            try decoder.decode(HostileNamed.self, from: bad.data)
        }
        #expect(error?.context?.underlyingError != nil, "\(bad)")
    }

    @Test func invalidUTF8ThroughTheLegacyFacadeIsDataCorrupted() {
        expectDecodingError(.dataCorrupted, at: []) {
            try LLModelTool.decode(
                HostileNamed.self, jsonData: Data([0x7B, 0x22, 0x6E, 0xC0, 0xAF, 0x22, 0x3A, 0x31, 0x7D]))
        }
    }

    @Test func dataWithInvalidUTF8InTheTreeIsNotAString() {
        let error = expectDecodingError(.typeMismatch, at: ["name"]) {
            try decoder.decode(HostileNamed.self, from: ["name": Data([0xFF, 0xFE, 0xC0])])
        }
        #expect(error?.context?.debugDescription.contains("found data instead") == true)
    }

    @Test func dataWithInvalidUTF8DecodesAsData() throws {
        var raw = DictionaryDecoder()
        raw.dataDecodingStrategy = .deferredToData
        let bytes = Data([0xFF, 0xFE, 0xC0, 0x00])
        #expect(try decoder.decode(HostileBlob.self, from: ["blob": bytes]).blob == bytes)
        #expect(try raw.decode(HostileBlob.self, from: ["blob": [255, 254, 192, 0]]).blob == bytes)
        expectDecodingError(.dataCorrupted, at: ["blob"]) {
            try decoder.decode(HostileBlob.self, from: ["blob": "%%% not base64"])
        }
        expectDecodingError(.dataCorrupted, at: ["blob", "Index 1"]) {
            try raw.decode(HostileBlob.self, from: ["blob": [1, 256]])
        }
    }

    // MARK: - Malformed and cyclic-looking hint trees

    @Test(arguments: HostileBadHints.cases)
    func aMalformedLegacyHintIsAnInvalidHintNamingTheEntry(_ bad: HostileBadHints) {
        let error = #expect(throws: ModelMapperError.self) { try HintTree(legacy: bad.legacy) }
        #expect(error?.code == .invalidHint, "\(bad)")
        #expect(error?.location == bad.location, "\(bad)")
    }

    @Test func aSelfContainingLegacyHintDictionaryIsAnInvalidHint() {
        let cyclic = NSMutableDictionary()
        cyclic["name"] = "NAME"
        cyclic["MEMBERS"] = cyclic
        defer { cyclic.removeAllObjects() }
        let error = #expect(throws: ModelMapperError.self) { try HintTree(legacy: ["MEMBERS": cyclic]) }
        #expect(error?.code == .invalidHint)
        #expect(error?.location.components.starts(with: repeatElement(.key("MEMBERS"), count: 3)) == true)
    }

    @Test(arguments: HostileBadTypedHints.cases)
    func aMalformedTypedHintFailsEveryUseBeforeReadingInput(_ bad: HostileBadTypedHints) {
        let decodeError = #expect(throws: ModelMapperError.self) {
            try decoder.decode(HostileChain.self, from: ["name": "x"], hints: bad.tree)
        }
        #expect(decodeError?.code == .invalidHint, "\(bad)")
        #expect(decodeError?.location == bad.location, "\(bad)")
        let remapError = #expect(throws: ModelMapperError.self) { try bad.tree.remap(["name": "x"]) }
        #expect(remapError == decodeError)
    }

    @Test func hintsThatSwapTwoKeysReadEachOther() throws {
        let decoded = try decoder.decode(
            HostileSwap.self, from: ["first": "B", "second": "A"], hints: ["first": "second", "second": "first"])
        #expect(decoded.first == "A")
        #expect(decoded.second == "B")
        let remapped = try HintTree(["first": "second", "second": "first"]).remap(["first": "B", "second": "A"])
        #expect(remapped as? [String: String] == ["first": "A", "second": "B"])
    }

    @Test func aLegacyTreeThatNamesItselfAtEveryLevelIsFinite() throws {
        let hints = try HintTree(legacy: [
            "name": "NAME", "child": "CHILD",
            "CHILD": ["name": "NAME", "child": "CHILD", "CHILD": ["name": "NAME"]],
        ])
        let source: [String: Any] = [
            "NAME": "top", "CHILD": ["NAME": "mid", "CHILD": ["NAME": "bottom", "CHILD": ["NAME": "beyond"]]],
        ]
        let decoded = try decoder.decode(HostileChain.self, from: source, hints: hints)
        #expect(decoded.name == "top")
        #expect(decoded.child?.name == "mid")
        #expect(decoded.child?.child?.name == "bottom")
        // Below the last level the hints describe, keys are read as they are: there is no `child` key.
        #expect(decoded.child?.child?.child == nil)
        let error = expectDecodingError(.keyNotFound, at: ["child", "name"]) {
            try decoder.decode(HostileChain.self, from: ["NAME": "top", "CHILD": ["name": "x"]], hints: hints)
        }
        #expect(error?.context?.debugDescription.contains("\"NAME\"") == true)
    }

    @Test func aKeyPathIntoNothingIsAMissingKeyNamingTheSource() {
        let error = expectDecodingError(.keyNotFound, at: ["name"]) {
            try decoder.decode(
                HostileNamed.self, from: ["tags": ["a"], "user": "flat"], hints: ["name": "tags[5]"])
        }
        #expect(error?.context?.debugDescription.contains("tags[5]") == true)
        expectDecodingError(.keyNotFound, at: ["name"]) {
            try decoder.decode(HostileNamed.self, from: ["user": "flat"], hints: ["name": "user.name.first"])
        }
    }

    // MARK: - The first cases found: depth, cycles, Foundation collections, widths

    // MARK: - Depth and cycles

    @Test func a100000DeepNativeTreeHitsTheDepthLimit() throws {
        var tree: Any = [Any]()
        for _ in 0..<100_000 { tree = [tree] }
        defer { NativeTree.dismantle(&tree) }
        let error = #expect(throws: ModelMapperError.self) { try decoder.decode(HostileDepth.self, from: tree) }
        #expect(error?.code == .depthLimitExceeded)
        #expect(error?.location.components.starts(with: repeatElement(.index(0), count: 3)) == true)
    }

    @Test func a100000DeepJSONDocumentIsDataCorrupted() {
        let json = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        expectDecodingError(.dataCorrupted, at: []) { try decoder.decode(HostileDepth.self, fromJSON: json) }
    }

    /// The limit counts containers as `JSONSerialization` does: `maximumDepth` nested arrays decode, one more does
    /// not.
    @Test func theDepthLimitIsConfigurable() throws {
        var shallow = DictionaryDecoder()
        shallow.maximumDepth = 2
        func nested(_ levels: Int) -> Any {
            (1..<levels).reduce([Any]() as Any) { inner, _ in [inner] }
        }
        #expect(try shallow.decode(HostileDepth.self, from: nested(2)).depth == 2)
        let error = #expect(throws: ModelMapperError.self) { try shallow.decode(HostileDepth.self, from: nested(3)) }
        #expect(error?.code == .depthLimitExceeded)
        #expect(error?.location == "[0][0]")
    }

    @Test func aSelfContainingDictionaryIsAnErrorNotACrash() {
        let cyclic = NSMutableDictionary()
        cyclic["child"] = cyclic
        cyclic["name"] = "loop"
        let error = #expect(throws: ModelMapperError.self) { try decoder.decode(HostileLoop.self, from: cyclic) }
        #expect(error?.code == .cycleDetected)
        #expect(error?.location == "child")
    }

    @Test func aSelfContainingArrayIsAnErrorNotACrash() {
        let cyclic = NSMutableArray()
        cyclic.add(cyclic)
        let error = #expect(throws: ModelMapperError.self) { try decoder.decode(HostileDepth.self, from: cyclic) }
        #expect(error?.code == .cycleDetected)
        #expect(error?.location == "[0]")
    }

    @Test func aNonRecursiveModelReadsACyclicDictionary() throws {
        let cyclic = NSMutableDictionary()
        cyclic["child"] = cyclic
        cyclic["name"] = "loop"
        #expect(try decoder.decode(HostileNamed.self, from: cyclic).name == "loop")
    }

    // MARK: - Foundation collections

    @Test func foundationCollectionsDecodeLevelByLevel() throws {
        let dog = NSMutableDictionary()
        dog["NameString"] = NSString(string: "kitty")
        let member = NSMutableDictionary()
        member["Name"] = "Ada"
        member["Age"] = NSNumber(value: 36)
        member["Dog"] = dog
        let members = NSMutableArray()
        members.add(member)
        let department = NSMutableDictionary()
        department["MEMBERS"] = members
        department["ID"] = NSNumber(value: 7)
        let hints = try HintTree(legacy: [
            "id": "ID", "members": "MEMBERS",
            "MEMBERS": ["name": "Name", "age": "Age", "aDog": "Dog", "Dog": ["name": "NameString"]],
        ])
        let decoded = try decoder.decode(Department.self, from: department, hints: hints)
        #expect(decoded.id == 7)
        #expect(decoded.members.first?.age == 36)
        #expect(decoded.members.first?.aDog?.name == "kitty")
    }

    // MARK: - Wrong shapes

    @Test(arguments: [
        (SendableBox([1, 2]), "an array"), (SendableBox("text"), "a string"), (SendableBox(5), "number"),
        (SendableBox(true), "bool"), (SendableBox([1: "a"] as [Int: Any]), "a dictionary with non-string keys"),
    ])
    func aNonDictionaryTopLevelIsATypeMismatch(source: SendableBox, found: String) {
        let error = expectDecodingError(.typeMismatch, at: []) {
            try decoder.decode(HostileNamed.self, from: source.value)
        }
        #expect(
            error?.context?.debugDescription == "Expected to decode Dictionary<String, Any> but found \(found) instead."
        )
    }

    @Test func foundationDictionariesWithNonStringKeysAreATypeMismatch() {
        let dictionary = NSMutableDictionary()
        dictionary[NSNumber(value: 1)] = "one"
        let error = expectDecodingError(.typeMismatch, at: ["inner"]) {
            try decoder.decode(HostileWrapper.self, from: ["inner": dictionary])
        }
        #expect(error?.context?.debugDescription.contains("a dictionary with non-string keys") == true)
    }

    @Test func valuesOfForeignTypesAreATypeMismatch() {
        let error = expectDecodingError(.typeMismatch, at: ["name"]) {
            try decoder.decode(HostileNamed.self, from: ["name": HostileOpaque()])
        }
        #expect(
            error?.context?.debugDescription
                == "Expected to decode String but found a value of type HostileOpaque instead.")
        expectDecodingError(.typeMismatch, at: ["name"]) {
            try decoder.decode(HostileNamed.self, from: ["name": Date()])
        }
    }

    @Test func invalidUTF8IsDataCorrupted() {
        expectDecodingError(.dataCorrupted, at: []) {
            try decoder.decode(HostileNamed.self, from: Data([0x7B, 0x22, 0xFF, 0xFE, 0x22, 0x3A, 0x31, 0x7D]))
        }
    }

    @Test(arguments: [
        ("int8", "1e300"), ("uint64", "-1"), ("int", "-1e19"), ("int16", "32768"), ("uint16", "65536"),
    ])
    func overflowForEveryWidthIsDataCorrupted(key: String, json: String) throws {
        let value = try JSONSerialization.jsonObject(with: Data("{\"\(key)\": \(json)}".utf8))
        expectDecodingError(.dataCorrupted, at: [key]) { try decoder.decode(HostileAllWidths.self, from: value) }
    }
}

/// The huge inputs of the hostile-input list (Docs/Design.md#never-crash-on-input): megabyte strings, million-element
/// arrays, 100 000-deep nesting. Serialized, so that each test's time limit measures that test alone rather than its
/// wait for a thread on a small machine; `.ci/sanitizers.sh` leaves this suite out under ThreadSanitizer, where it has
/// no threads to check. About 13 s: the `Sweep` suffix keeps it out of the README's `swift test -q --skip Sweep`, and
/// `.ci/run` runs it in the step after, with `swift test -q --filter Sweep`.
@Suite(.serialized) struct HostileHugeInputSweep {
    private let decoder = DictionaryDecoder()

    // MARK: - Huge values

    @Test(.timeLimit(.minutes(1)))
    func aOneMegabyteStringDecodesWhole() throws {
        let big = String(repeating: "é🐶x", count: 1 << 18)
        let decoded = try decoder.decode(HostileNamed.self, from: ["name": big])
        #expect(decoded.name == big)
        let fromJSON = try JSONSerialization.jsonObject(with: JSONSerialization.data(withJSONObject: ["name": big]))
        #expect(try decoder.decode(HostileNamed.self, from: fromJSON).name == big)
    }

    @Test(.timeLimit(.minutes(1)))
    func aOneMegabyteStringInANumberIsATypeMismatchOrDataCorrupted() {
        let digits = String(repeating: "9", count: 1 << 20)
        let error = expectDecodingError(.typeMismatch, at: ["int"]) {
            try decoder.decode(HostileWidths.self, from: ["int": digits])
        }
        // The message quotes the kind of value, never the megabyte itself.
        #expect((error?.context?.debugDescription.count ?? 0) < 1_000)
        expectDecodingError(.dataCorrupted, at: ["uint"]) {
            try decoder.decode(HostileCoercedWidths.self, from: ["int8": 1, "uint": digits])
        }
        expectDecodingError(.typeMismatch, at: ["uint"]) {
            try decoder.decode(HostileCoercedWidths.self, from: ["int8": 1, "uint": digits + "x"])
        }
    }

    @Test(.timeLimit(.minutes(1)))
    func aOneMegabyteKeyAndHintAreReadLikeAnyOther() throws {
        let key = String(repeating: "k", count: 1 << 20)
        let decoded = try decoder.decode(HostileNamed.self, from: [key: "found"], hints: ["name": .key(key)])
        #expect(decoded.name == "found")
        let error = expectDecodingError(.keyNotFound, at: ["name"]) {
            try decoder.decode(HostileNamed.self, from: ["name": "x"], hints: ["name": .key(key)])
        }
        #expect(error != nil)
    }

    @Test(.timeLimit(.minutes(1)))
    func aMillionElementNativeArrayDecodes() throws {
        let numbers = Array(0..<1_000_000)
        let decoded = try decoder.decode(HostileNumbers.self, from: ["values": numbers])
        #expect(decoded.values.count == 1_000_000)
        #expect(decoded.values.last == 999_999)
    }

    @Test(.timeLimit(.minutes(1)))
    func aMillionElementArrayWithABadLastElementNamesItsIndex() {
        var numbers: [Any] = Array(repeating: 7, count: 1_000_000)
        numbers[999_999] = "seven"
        expectDecodingError(.typeMismatch, at: ["values", "Index 999999"]) {
            try decoder.decode(HostileNumbers.self, from: ["values": numbers])
        }
    }

    @Test(.timeLimit(.minutes(1)))
    func aMillionElementFoundationArrayDecodes() throws {
        let text = "{\"values\":[" + String(repeating: "1,", count: 999_999) + "2]}"
        let tree = try JSONSerialization.jsonObject(with: Data(text.utf8))
        #expect(try decoder.decode(HostileNumbers.self, from: tree).values.count == 1_000_000)
    }

    @Test(.timeLimit(.minutes(1)))
    func aMillionElementLossyArrayDropsEveryBadElement() throws {
        let mixed: [Any] = (0..<1_000_000).map { $0 % 2 == 0 ? $0 as Any : "x" as Any }
        #expect(try decoder.decode(HostileLossyNumbers.self, from: ["values": mixed]).values.count == 500_000)
    }

    @Test(.timeLimit(.minutes(1)))
    func aMillionElementArrayRemapsAndReflects() throws {
        let values = Array(repeating: ["A": 1] as [String: Any], count: 1_000_000)
        let remapped = try HintTree(["a": "A"]).remap(values)
        #expect((remapped as? [[String: Any]])?.last?["a"] as? Int == 1)
        let reflected = try DictionaryReflector().reflect(Array(0..<1_000_000))
        #expect((reflected as? [Any])?.count == 1_000_000)
    }

    // MARK: - Absurd depth

    @Test(.timeLimit(.minutes(1)))
    func a100000DeepNativeDictionaryChainHitsTheDepthLimitByName() {
        var tree = HostileDeep.dictionaryChain(levels: 100_000)
        defer { HostileDeep.dismantle(&tree) }
        let error = #expect(throws: ModelMapperError.self) { _ = try decoder.decode(HostileChain.self, from: tree) }
        #expect(error?.code == .depthLimitExceeded)
        #expect(error?.location.components.starts(with: repeatElement(.key("child"), count: 3)) == true)
        // The location names the first container beyond the limit: the 513th, below 512 keys.
        #expect(error?.location.components.count == decoder.maximumDepth)
    }

    @Test(.timeLimit(.minutes(1)))
    func a100000DeepTreeIsRejectedByRemapAndReflection() {
        // Remap descends into arrays (and into values hints nest into); other values are kept as they are.
        var arrays: Any = [Any]()
        for _ in 0..<100_000 { arrays = [arrays] }
        defer { NativeTree.dismantle(&arrays) }
        let remapError = #expect(throws: ModelMapperError.self) { _ = try HintTree(["x": "y"]).remap(arrays) }
        #expect(remapError?.code == .depthLimitExceeded)
        #expect(remapError?.location.components.starts(with: repeatElement(.index(0), count: 3)) == true)
        var tree = HostileDeep.dictionaryChain(levels: 100_000)
        defer { HostileDeep.dismantle(&tree) }
        // The closures return nothing: a test failure must not try to print a 100 000-deep value.
        let reflectError = #expect(throws: ModelMapperError.self) { _ = try DictionaryReflector().reflect(tree) }
        #expect(reflectError?.code == .depthLimitExceeded)
        #expect(reflectError?.location.components.starts(with: repeatElement(.key("child"), count: 2)) == true)
    }

    @Test(.timeLimit(.minutes(1)))
    func a100000DeepFoundationTreeHitsTheDepthLimit() throws {
        // Every level is kept here, so that emptying them one by one releases nothing recursively. (Reading a
        // level back with `dictionary["child"]` would bridge the whole subtree, recursing once per level.)
        var levels: [NSMutableDictionary] = [NSMutableDictionary()]
        for _ in 0..<100_000 {
            let child = NSMutableDictionary()
            levels[levels.count - 1]["name"] = "x"
            levels[levels.count - 1]["child"] = child
            levels.append(child)
        }
        defer { for level in levels { level.removeAllObjects() } }
        let error = #expect(throws: ModelMapperError.self) {
            _ = try decoder.decode(HostileChain.self, from: levels[0])
        }
        #expect(error?.code == .depthLimitExceeded)
        #expect(error?.location.components.starts(with: repeatElement(.key("child"), count: 2)) == true)
    }

    @Test(.timeLimit(.minutes(1)))
    func a100000DeepLegacyHintDictionaryIsAnInvalidHint() {
        var hints: [String: Any] = ["name": "NAME"]
        for _ in 0..<100_000 { hints = ["MEMBERS": hints] }
        defer { HostileDeep.dismantle(&hints) }
        let error = #expect(throws: ModelMapperError.self) { _ = try HintTree(legacy: hints) }
        #expect(error?.code == .invalidHint)
        #expect(error?.location.components.starts(with: repeatElement(.key("MEMBERS"), count: 2)) == true)
    }

    @Test(.timeLimit(.minutes(1)))
    func a10000DeepTypedHintTreeDecodesAShallowSource() throws {
        var hints: HintTree = ["name": "NAME"]
        for _ in 0..<10_000 { hints = ["child": .key("CHILD", nested: hints)] }
        let decoded = try decoder.decode(
            HostileChain.self, from: ["name": "top", "CHILD": ["name": "inner"]], hints: hints)
        #expect(decoded.name == "top")
        #expect(decoded.child?.name == "inner")
    }
}

// MARK: - Test Types

/// One wrong-typed value in an otherwise valid ``HostileCompany`` tree.
struct HostileWrongType: Sendable, CustomTestStringConvertible {
    let name: String
    let expected: DecodingErrorCase
    let path: [String]
    let found: String?
    let replacement: SendableBox
    let keyPath: [String]

    var testDescription: String { name }

    static var validCompany: [String: Any] {
        [
            "name": "ACME", "founded": 1999, "tags": ["a", "b"], "address": ["city": "Oslo", "zip": 150],
            "staff": [["name": "Ann", "manager": true, "pets": [["name": "Rex"]]]],
            "ratings": ["q1": 4.5], "grid": [[1], [2, 3]],
        ]
    }

    /// Replaces the value at ``keyPath`` (object keys, or decimal indices into arrays).
    func mutate(_ company: inout [String: Any]) {
        company = Self.replacing(in: company, at: keyPath[...], with: replacement.value) as? [String: Any] ?? company
    }

    private static func replacing(in value: Any, at path: ArraySlice<String>, with replacement: Any) -> Any {
        guard let head = path.first else { return replacement }
        if var object = value as? [String: Any] {
            object[head] = replacing(in: object[head] as Any, at: path.dropFirst(), with: replacement)
            return object
        }
        if var array = value as? [Any], let index = Int(head) {
            array[index] = replacing(in: array[index], at: path.dropFirst(), with: replacement)
            return array
        }
        return value
    }

    private init(
        _ name: String, _ keyPath: [String], _ replacement: Any, _ expected: DecodingErrorCase = .typeMismatch,
        at path: [String], found: String?
    ) {
        self.name = name
        self.keyPath = keyPath
        self.replacement = SendableBox(replacement)
        self.expected = expected
        self.path = path
        self.found = found
    }

    static let cases: [HostileWrongType] = [
        .init("top-level string property holds a number", ["name"], 5, at: ["name"], found: "number"),
        .init("integer property holds a numeric string", ["founded"], "1999", at: ["founded"], found: "a string"),
        .init("integer property holds a bool", ["founded"], true, at: ["founded"], found: "bool"),
        .init("integer property holds an object", ["founded"], ["n": 1], at: ["founded"], found: "a dictionary"),
        .init("array property holds a string", ["tags"], "a,b", at: ["tags"], found: "a string"),
        .init("array element of the wrong type", ["tags", "1"], 1, at: ["tags", "Index 1"], found: "number"),
        .init("nested object holds an array", ["address"], [Any](), at: ["address"], found: "an array"),
        .init(
            "nested object's string holds an array", ["address", "city"], ["x"], at: ["address", "city"],
            found: "an array"),
        .init(
            "optional nested integer holds a string", ["address", "zip"], "0150", at: ["address", "zip"],
            found: "a string"),
        .init(
            "bool in an array element holds a number", ["staff", "0", "manager"], 1,
            at: ["staff", "Index 0", "manager"], found: "number"),
        .init(
            "three levels down holds an object", ["staff", "0", "pets", "0", "name"], ["x": 1],
            at: ["staff", "Index 0", "pets", "Index 0", "name"], found: "a dictionary"),
        .init("array of objects holds a scalar", ["staff", "0"], "Ann", at: ["staff", "Index 0"], found: "a string"),
        .init(
            "dictionary value of the wrong type", ["ratings", "q1"], "4.5", at: ["ratings", "q1"],
            found: "a string"),
        .init("dictionary holds an array", ["ratings"], [4.5], at: ["ratings"], found: "an array"),
        .init("array of arrays holds a scalar", ["grid", "0"], 1, at: ["grid", "Index 0"], found: "number"),
        .init(
            "array of arrays, deep element", ["grid", "1", "1"], "3", at: ["grid", "Index 1", "Index 1"],
            found: "a string"),
        .init("required value is null", ["name"], NSNull(), .valueNotFound, at: ["name"], found: nil),
        .init(
            "required element is null", ["grid", "1", "0"], NSNull(), .valueNotFound,
            at: ["grid", "Index 1", "Index 0"], found: nil),
        .init(
            "value of a foreign type", ["address", "city"], HostileOpaque(), at: ["address", "city"],
            found: "a value of type HostileOpaque"),
    ]
}

/// The Swift integer widths, with their limits and one step beyond each as a `Double` when an `Int64`/`UInt64` cannot
/// hold it.
enum HostileWidth: String, CaseIterable, Sendable {
    case int, int8, int16, int32, int64, uint, uint8, uint16, uint32, uint64

    var maximum: HostileNumber {
        switch self {
        case .int: .signed(Int64(Int.max))
        case .int8: .signed(Int64(Int8.max))
        case .int16: .signed(Int64(Int16.max))
        case .int32: .signed(Int64(Int32.max))
        case .int64: .signed(Int64.max)
        case .uint: .unsigned(UInt64(UInt.max))
        case .uint8: .unsigned(UInt64(UInt8.max))
        case .uint16: .unsigned(UInt64(UInt16.max))
        case .uint32: .unsigned(UInt64(UInt32.max))
        case .uint64: .unsigned(UInt64.max)
        }
    }

    var minimum: HostileNumber {
        switch self {
        case .int: .signed(Int64(Int.min))
        case .int8: .signed(Int64(Int8.min))
        case .int16: .signed(Int64(Int16.min))
        case .int32: .signed(Int64(Int32.min))
        case .int64: .signed(Int64.min)
        default: .signed(0)
        }
    }

    var aboveMaximum: HostileNumber? {
        switch maximum {
        case .signed(let value): value == .max ? .unsigned(UInt64(value) + 1) : .signed(value + 1)
        case .unsigned(let value): value == .max ? .double(18_446_744_073_709_551_616) : .unsigned(value + 1)
        case .double: nil
        }
    }

    var belowMinimum: HostileNumber? {
        switch minimum {
        case .signed(let value): value == .min ? .double(-9_223_372_036_854_777_856) : .signed(value - 1)
        default: nil
        }
    }
}

enum HostileNumber: Equatable, Sendable, CustomStringConvertible {
    case signed(Int64)
    case unsigned(UInt64)
    case double(Double)

    var description: String {
        switch self {
        case .signed(let value): "\(value)"
        case .unsigned(let value): "\(value)"
        case .double(let value): "\(value)"
        }
    }
}

/// How a number reaches the decoder: as the native Swift value an app builds, or as JSONSerialization's NSNumber.
enum HostileOrigin: CaseIterable, Sendable {
    case native, foundation, json

    func make(_ number: HostileNumber) -> Any {
        switch (self, number) {
        case (.native, .signed(let value)): Int(exactly: value).map { $0 as Any } ?? value
        case (.native, .unsigned(let value)): Int(exactly: value).map { $0 as Any } ?? value
        case (.native, .double(let value)): value
        case (.foundation, .signed(let value)): NSNumber(value: value)
        case (.foundation, .unsigned(let value)): NSNumber(value: value)
        case (.foundation, .double(let value)): NSNumber(value: value)
        case (.json, _):
            (try? JSONSerialization.jsonObject(with: Data("[\(number)]".utf8)) as? [Any])?.first ?? NSNull()
        }
    }
}

struct HostileWidths: Decodable {
    var int: Int?
    var int8: Int8?
    var int16: Int16?
    var int32: Int32?
    var int64: Int64?
    var uint: UInt?
    var uint8: UInt8?
    var uint16: UInt16?
    var uint32: UInt32?
    var uint64: UInt64?

    func value(of width: HostileWidth) -> HostileNumber? {
        switch width {
        case .int: int.map { .signed(Int64($0)) }
        case .int8: int8.map { .signed(Int64($0)) }
        case .int16: int16.map { .signed(Int64($0)) }
        case .int32: int32.map { .signed(Int64($0)) }
        case .int64: int64.map { .signed($0) }
        case .uint: uint.map { $0 == 0 ? .signed(0) : .unsigned(UInt64($0)) }
        case .uint8: uint8.map { $0 == 0 ? .signed(0) : .unsigned(UInt64($0)) }
        case .uint16: uint16.map { $0 == 0 ? .signed(0) : .unsigned(UInt64($0)) }
        case .uint32: uint32.map { $0 == 0 ? .signed(0) : .unsigned(UInt64($0)) }
        case .uint64: uint64.map { $0 == 0 ? .signed(0) : .unsigned($0) }
        }
    }
}

struct HostileCoercedWidths: Decodable {
    @Coerced var int8: Int8
    @Coerced var uint: UInt
}

struct HostileFloats: Codable {
    var double: Double
    var float: Float
}

/// Malformed JSON data: invalid UTF-8 of several kinds, truncation, garbage.
struct HostileBadData: Sendable, CustomTestStringConvertible {
    let name: String
    let data: Data
    var testDescription: String { name }

    static let cases: [HostileBadData] = [
        HostileBadData(name: "lone continuation byte", data: Data([0x7B, 0x22, 0x80, 0x22, 0x3A, 0x31, 0x7D])),
        HostileBadData(name: "overlong encoding of /", data: Data([0x7B, 0x22, 0xC0, 0xAF, 0x22, 0x3A, 0x31, 0x7D])),
        HostileBadData(
            name: "UTF-8 encoded surrogate", data: Data([0x7B, 0x22, 0xED, 0xA0, 0x80, 0x22, 0x3A, 0x31, 0x7D])),
        HostileBadData(
            name: "truncated multi-byte sequence", data: Data([0x7B, 0x22, 0xE2, 0x82, 0x22, 0x3A, 0x31, 0x7D])),
        HostileBadData(
            name: "byte beyond Unicode", data: Data([0x7B, 0x22, 0xF5, 0x80, 0x80, 0x80, 0x22, 0x3A, 0x31, 0x7D])),
        HostileBadData(name: "truncated document", data: Data(#"{"name": "x"#.utf8)),
        HostileBadData(name: "trailing garbage", data: Data(#"{"name": "x"} x"#.utf8)),
        HostileBadData(name: "empty data", data: Data()),
        HostileBadData(name: "NUL bytes", data: Data(repeating: 0, count: 16)),
    ]
}

/// A malformed legacy hint dictionary and the location its error must name.
struct HostileBadHints: Sendable, CustomTestStringConvertible {
    let name: String
    let hints: SendableBox
    let location: MappingPath
    var legacy: [String: Any] { hints.value as? [String: Any] ?? [:] }
    var testDescription: String { name }

    init(_ name: String, _ legacy: [String: Any], at location: MappingPath) {
        self.name = name
        self.hints = SendableBox(legacy)
        self.location = location
    }

    static let cases: [HostileBadHints] = [
        HostileBadHints("a number as a source key", ["name": 42], at: "name"),
        HostileBadHints("null as a source key", ["name": NSNull()], at: "name"),
        HostileBadHints("an empty coding key", ["": "NAME"], at: ""),
        HostileBadHints("an empty source key", ["name": ""], at: "name"),
        HostileBadHints("an empty candidate list", ["name": [String]()], at: "name"),
        HostileBadHints("a candidate that is not a string", ["name": ["a", 1] as [Any]], at: "name"),
        HostileBadHints("an empty candidate", ["name": ["a", ""]], at: "name"),
        HostileBadHints("a bad entry two levels down", ["MEMBERS": ["Dog": ["name": 1.5]]], at: "MEMBERS.Dog.name"),
        HostileBadHints("a bad entry after good ones", ["a": "A", "b": "B", "c": ["x": true]], at: "c.x"),
        HostileBadHints("a date as a source key", ["name": Date(timeIntervalSince1970: 0)], at: "name"),
        HostileBadHints("a dictionary with number keys", ["name": [1: "one"] as [Int: String]], at: "name"),
    ]
}

/// A malformed typed hint tree and the location its error must name.
struct HostileBadTypedHints: Sendable, CustomTestStringConvertible {
    let name: String
    let tree: HintTree
    let location: MappingPath
    var testDescription: String { name }

    static let cases: [HostileBadTypedHints] = [
        HostileBadTypedHints(name: "an unclosed bracket", tree: ["name": .path("tags[0")], location: "name"),
        HostileBadTypedHints(name: "an empty path segment", tree: ["name": .path("a..b")], location: "name"),
        HostileBadTypedHints(name: "a non-numeric index", tree: ["name": .path("tags[x]")], location: "name"),
        HostileBadTypedHints(name: "an empty candidate list", tree: ["name": .candidates([])], location: "name"),
        HostileBadTypedHints(name: "an empty coding key", tree: ["": "NAME"], location: ""),
        HostileBadTypedHints(
            name: "a bad path three levels down",
            tree: ["child": .nested(["child": .nested(["name": .path("]")])])], location: "child.child.name"),
        HostileBadTypedHints(
            name: "a coding key written twice", tree: HintTree(dictionaryLiteral: ("name", "A"), ("name", "B")),
            location: "name"),
    ]
}

struct HostileCompany: Decodable {
    var name: String
    var founded: Int
    var tags: [String]
    var address: HostileAddress
    var staff: [HostileEmployee]
    var ratings: [String: Double]
    var grid: [[Int]]
}

struct HostileAddress: Decodable {
    var city: String
    var zip: Int?
}

struct HostileEmployee: Decodable {
    var name: String
    var manager: Bool
    var pets: [HostilePet]?
}

struct HostilePet: Decodable { var name: String }
struct HostileNamed: Decodable { var name: String }
struct HostileNumbers: Decodable { var values: [Int] }
struct HostileLossyNumbers: Decodable { @LossyArray var values: [Int] }
struct HostileLossyNested: Decodable { @LossyArray var values: [HostileNested] }
struct HostileLossyMatrix: Decodable { @LossyArray var values: [[Int]] }
struct HostileBlob: Decodable { var blob: Data }

struct HostileSwap: Decodable {
    var first: String
    var second: String
}

final class HostileChain: Decodable {
    let name: String
    let child: HostileChain?
}

/// Any nesting of arrays.
struct HostileNested: Decodable {
    var children: [HostileNested]
    init(from decoder: any Decoder) throws {
        children = try [HostileNested](from: decoder)
    }
}

final class HostileOpaque {}

enum HostileDeep {
    /// `{"child": {"child": … {"name": "bottom"}}}`, `levels` deep.
    static func dictionaryChain(levels: Int) -> Any {
        var tree: Any = ["name": "bottom"] as [String: Any]
        for _ in 0..<levels { tree = ["name": "x", "child": tree] as [String: Any] }
        return tree
    }

    /// Takes a deep native tree of dictionaries (or single-element arrays) apart one level at a time, so that
    /// releasing it does not recurse once per level.
    static func dismantle(_ tree: inout Any) {
        var current: Any? = tree
        tree = 0
        while let next = current {
            if let object = next as? [String: Any] {
                current = object["child"] ?? object["MEMBERS"]
            } else if let array = next as? [Any] {
                current = array.first
            } else {
                current = nil
            }
        }
    }

    static func dismantle(_ tree: inout [String: Any]) {
        var any: Any = tree
        tree = [:]
        dismantle(&any)
    }
}

enum HostileCycles {
    /// `{"name": "loop", "child": <itself>}`; empty it after use to break the cycle.
    static func dictionary() -> NSMutableDictionary {
        let cyclic = NSMutableDictionary()
        cyclic["name"] = "loop"
        cyclic["child"] = cyclic
        return cyclic
    }
}

extension NativeTree {
    /// Takes a deeply nested native array apart one level at a time, so that releasing it does not recurse once
    /// per level.
    static func dismantle(_ tree: inout Any) {
        var current: Any? = tree
        tree = 0
        while let array = current as? [Any] { current = array.first }
    }
}

struct HostileDepth: Decodable {
    var depth: Int
    init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        depth = container.isAtEnd ? 1 : try container.decode(HostileDepth.self).depth + 1
    }
}

final class HostileLoop: Decodable {
    let name: String
    let child: HostileLoop?
}

struct HostileWrapper: Decodable { var inner: [String: String] }

struct HostileAllWidths: Decodable {
    var int8: Int8?
    var int16: Int16?
    var int: Int?
    var uint16: UInt16?
    var uint64: UInt64?
}
