import Foundation
import ModelMapperRecipeModels
import Testing

@testable import ModelMapper

/// The legacy facade: its exact call shapes, the decoder parameter, and what the non-throwing reflection writes
/// instead of an error. (The department recipe itself is decoded in `RecipeTests`.)
@Suite struct LLModelToolTests {
    // MARK: - Call shapes

    /// Code written against LLModelTool compiles unchanged: each line is a legacy call site, and the function
    /// references pin the exact legacy signatures (a changed parameter list, `throws` or return type fails to
    /// compile here).
    @Test func legacyCallSitesCompileUnchanged() throws {
        let fixture = try Fixture.load("person-flat")
        let p = try fixture.expected(Person.self)

        let d: [String: Any] = LLModelTool.reflectToDict(model: p)
        #expect(d["name"] as? String == "LOLITA0164")
        if let data = LLModelTool.getJsonData(param: d) {
            let again: Person = try LLModelTool.decode(Person.self, jsonData: data, hintDic: nil)
            #expect(again == p)
        } else {
            Issue.record("getJsonData returned nil for a plain dictionary")
        }
        let hintDic: [String: Any] = ["name": "Name", "age": "Age"]
        let decoded: Person = try LLModelTool.decode(
            Person.self, resDic: ["Name": "LOLITA0164", "Age": 26, "address": "fuzhou"], hintDic: hintDic)
        #expect(decoded == p)
        guard let optional = try? LLModelTool.decode(Person.self, resDic: [:], hintDic: hintDic) else {
            Issue.record("an empty dictionary decodes to a Person with every property nil")
            return
        }
        #expect(optional.name == nil)

        let decodeShape: (Person.Type, [String: Any], [String: Any]?) throws -> Person =
            LLModelTool.decode(_:resDic:hintDic:)
        let decodeDataShape: (Person.Type, Data, [String: Any]?) throws -> Person =
            LLModelTool.decode(_:jsonData:hintDic:)
        let reflectShape: (Person) -> [String: Any] = LLModelTool.reflectToDict(model:)
        let jsonShape: (Any) -> Data? = LLModelTool.getJsonData(param:)
        #expect(try decodeShape(Person.self, ["Name": "Ada"], hintDic).name == "Ada")
        #expect(try decodeDataShape(Person.self, Data(#"{"Age": 3}"#.utf8), hintDic).age == 3)
        #expect(reflectShape(p)["age"] as? Int == 26)
        #expect(jsonShape([1, 2]) == Data("[1,2]".utf8))
    }

    @Test func decodeWithoutHintsReadsKeysAsTheyAre() throws {
        let person = try LLModelTool.decode(Person.self, resDic: ["name": "Ada", "age": 36])
        #expect(person.name == "Ada")
        #expect(person.age == 36)
        let fromData = try LLModelTool.decode(Person.self, jsonData: Data(#"{"name": "Ada"}"#.utf8))
        #expect(fromData.name == "Ada")
    }

    // MARK: - The decoder parameter

    @Test func aConfiguredDecoderAcceptsLegacyScalars() throws {
        let payload: [String: Any] = ["Name": "Ada", "Age": "26", "Tall": 1]
        let hintDic: [String: Any] = ["name": "Name", "age": "Age", "isTall": "Tall"]

        let error = try #require(throws: DecodingError.self) {
            try LLModelTool.decode(Card.self, resDic: payload, hintDic: hintDic)
        }
        guard case .typeMismatch(_, let context) = error else {
            Issue.record("expected typeMismatch, got \(error)")
            return
        }
        #expect(context.codingPath.map(\.stringValue) == ["age"])

        var lenient = DictionaryDecoder()
        lenient.coercions = [.booleans, .numbersFromStrings]
        let card = try LLModelTool.decode(Card.self, resDic: payload, hintDic: hintDic, decoder: lenient)
        #expect(card == Card(name: "Ada", age: 26, isTall: true))

        let data = Data(#"{"Name": "Ada", "Age": "26", "Tall": 1}"#.utf8)
        #expect(try LLModelTool.decode(Card.self, jsonData: data, hintDic: hintDic, decoder: lenient) == card)
        #expect(throws: DecodingError.self) { try LLModelTool.decode(Card.self, jsonData: data, hintDic: hintDic) }
    }

    @Test func theDecoderKeepsItsOtherOptions() throws {
        var snake = DictionaryDecoder()
        snake.keyDecodingStrategy = .convertFromSnakeCase
        let card = try LLModelTool.decode(
            Card.self, resDic: ["full_name": "Ada", "age": 1, "is_tall": false], hintDic: ["name": "full_name"],
            decoder: snake)
        #expect(card == Card(name: "Ada", age: 1, isTall: false))
    }

    @Test func anAbsentHintedSourceKeyLeavesTheOptionalPropertyNil() throws {
        let hintDic: [String: Any] = ["name": "Name", "aDog": "Dog", "Dog": ["name": "NameString"]]
        let person = try LLModelTool.decode(Person.self, resDic: ["Name": "Ada"], hintDic: hintDic)
        #expect(person.name == "Ada")
        #expect(person.aDog == nil)
        // A required property whose hinted key is absent throws keyNotFound, naming the keys looked for.
        let error = try #require(throws: DecodingError.self) {
            try LLModelTool.decode(Card.self, resDic: ["age": 1, "isTall": true], hintDic: ["name": "NAME"])
        }
        guard case .keyNotFound(let key, _) = error else {
            Issue.record("expected keyNotFound, got \(error)")
            return
        }
        #expect(key.stringValue == "name")
    }

    // MARK: - Reflection that never throws

    @Test func reflectToDictIsDeepAndJSONValid() throws {
        let fixture = try Fixture.load("department-nested")
        let department = try fixture.expected(Department.self)
        let dictionary = LLModelTool.reflectToDict(model: department)
        #expect(JSONSerialization.isValidJSONObject(dictionary))
        #expect(dictionary["name"] as? String == "技术部")
        let members = try #require(dictionary["members"] as? [[String: Any]])
        #expect(members.count == 2)
        #expect((members[0]["aDog"] as? [String: Any])?["name"] as? String == "kitty")
        #expect(members[1]["aDog"] == nil)
        let manager = try #require(dictionary["manager"] as? [String: Any])
        #expect(manager["age"] as? Int == 33)
    }

    @Test func aCycleBecomesAReferenceMarker() throws {
        let team = Team(name: "Compilers")
        let member = Member(name: "Ada", team: team)
        team.members = [member]
        defer { team.members = [] }

        let dictionary = LLModelTool.reflectToDict(model: team)
        let members = try #require(dictionary["members"] as? [[String: Any]])
        #expect(members.first?["team"] as? [String: String] == ["$ref": "$"])
        #expect(members.first?["name"] as? String == "Ada")

        let data = try #require(LLModelTool.getJsonData(param: ["teams": [team]]))
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains(#""team":{"$ref":"$.teams[0]"}"#))

        let cyclic = NSMutableDictionary()
        cyclic["self"] = cyclic
        defer { cyclic.removeAllObjects() }
        #expect(LLModelTool.getJsonData(param: cyclic) == Data(#"{"self":{"$ref":"$"}}"#.utf8))
    }

    @Test func nonFiniteNumbersBecomeStrings() throws {
        let dictionary = LLModelTool.reflectToDict(model: Reading(value: .nan, high: .infinity, low: -.infinity))
        #expect(dictionary["value"] as? String == "NaN")
        #expect(dictionary["high"] as? String == "Infinity")
        #expect(dictionary["low"] as? String == "-Infinity")
    }

    /// JSON cannot carry a non-finite number: the data is `nil`, as LLModelTool's `JSONSerialization` call gave.
    @Test func getJsonDataGivesNothingForANonFiniteNumber() {
        #expect(LLModelTool.getJsonData(param: ["a": Double.nan]) == nil)
        #expect(LLModelTool.getJsonData(param: Reading(value: 1, high: .infinity, low: 0)) == nil)
        #expect(LLModelTool.getJsonData(param: [-Double.infinity]) == nil)
        #expect(LLModelTool.getJsonData(param: ["a": 1.5]) == Data(#"{"a":1.5}"#.utf8))
    }

    @Test func unsupportedValuesAreDescribedAndClosuresLeftOut() {
        let dictionary = LLModelTool.reflectToDict(model: Widget())
        #expect(dictionary["kind"] as? String == "Int")
        #expect(dictionary["title"] as? String == "OK")
        #expect(dictionary["onTap"] == nil)
        #expect(dictionary.count == 2)
    }

    @Test func valuesWithoutAnObjectFormGiveAnEmptyDictionary() {
        #expect(LLModelTool.reflectToDict(model: [1, 2, 3]).isEmpty)
        #expect(LLModelTool.reflectToDict(model: "text").isEmpty)
        let none: Int? = nil
        let fromNil = LLModelTool.reflectToDict(model: none)
        #expect(fromNil.isEmpty)
        // getJsonData writes them as they are: an array, a fragment.
        #expect(LLModelTool.getJsonData(param: [1, 2, 3]) == Data("[1,2,3]".utf8))
        #expect(LLModelTool.getJsonData(param: "text") == Data(#""text""#.utf8))
    }

    @Test func tooDeepOrCollidingValuesGiveNothingRatherThanPartOfATree() {
        let deep = Chain(length: 300)
        #expect(LLModelTool.reflectToDict(model: deep).isEmpty)
        #expect(LLModelTool.getJsonData(param: deep) == nil)
        let colliding: [AnyHashable: Any] = [1: "int", "1": "string"]
        #expect(LLModelTool.reflectToDict(model: colliding).isEmpty)
        #expect(LLModelTool.getJsonData(param: colliding) == nil)
        // Within the limit, the chain is reflected in full.
        #expect(LLModelTool.reflectToDict(model: Chain(length: 256))["next"] != nil)
    }

    @Test func getJsonDataSerialisesModelsAndTrees() throws {
        let fixture = try Fixture.load("person-flat")
        let person = try fixture.expected(Person.self)
        let data = try #require(LLModelTool.getJsonData(param: person))
        let parsed = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(parsed["name"] as? String == "LOLITA0164")
        #expect(parsed["age"] as? Int == 26)
        let tree = try #require(
            LLModelTool.getJsonData(param: ["when": Date(timeIntervalSince1970: 0), "n": 1] as [String: Any]))
        #expect(String(decoding: tree, as: UTF8.self).contains(#""when":"1970-01-01T00:00:00Z""#))
    }

    // MARK: - The throwing forms on DictionaryReflector

    @Test func theThrowingFormsReportWhatTheFacadeMarks() {
        let nan = #expect(throws: ModelMapperError.self) {
            try DictionaryReflector().reflectToJSONData(["x": Double.nan])
        }
        #expect(nan?.code == .unsupportedValue)
        #expect(nan?.location == "x")
        let notAnObject = #expect(throws: ModelMapperError.self) {
            try DictionaryReflector().reflectToDictionary([1, 2, 3])
        }
        #expect(notAnObject?.code == .unsupportedValue)
        var strict = DictionaryReflector()
        strict.cycleStrategy = .throw
        let team = Team(name: "t")
        team.members = [Member(name: "m", team: team)]
        defer { team.members = [] }
        let cycle = #expect(throws: ModelMapperError.self) { try strict.reflectToJSONData(team) }
        #expect(cycle?.code == .cycleDetected)
        #expect(cycle?.location == "members[0].team")
    }

    @Test func reflectToJSONDataWritesWithTheGivenOptions() throws {
        let data = try DictionaryReflector().reflectToJSONData(
            Reading(value: 1, high: 2, low: 0), options: [.sortedKeys])
        #expect(data == Data(#"{"high":2,"low":0,"value":1}"#.utf8))
        #expect(try DictionaryReflector().reflectToJSONData(42) == Data("42".utf8))
    }

    @Test func reflectToJSONDataKeepsTheTreeWithinWhatJSONSerializationCanWrite() throws {
        var reflector = DictionaryReflector()
        reflector.maximumDepth = 10_000
        let error = #expect(throws: ModelMapperError.self) { try reflector.reflectToJSONData(Chain(length: 300)) }
        #expect(error?.code == .depthLimitExceeded)
        #expect(error?.message == "The value is nested deeper than the maximum depth of 256.")
        reflector.maximumDepth = 3
        #expect(throws: ModelMapperError.self) { try reflector.reflectToJSONData(Chain(length: 4)) }
        #expect(try reflector.reflectToJSONData(Chain(length: 3)).isEmpty == false)
    }
}

// MARK: - Test Types

extension LLModelToolTests {
    fileprivate struct Card: Decodable, Equatable {
        var name: String
        var age: Int
        var isTall: Bool
    }

    fileprivate final class Team {
        let name: String
        var members: [Member] = []
        init(name: String) { self.name = name }
    }

    fileprivate final class Member {
        let name: String
        weak var team: Team?
        init(name: String, team: Team) {
            self.name = name
            self.team = team
        }
    }

    fileprivate struct Reading {
        var value: Double
        var high: Double
        var low: Float
    }

    fileprivate struct Widget {
        var title = "OK"
        var kind: Any.Type = Int.self
        var onTap: () -> Void = {}
    }

    /// A linked list `length` objects deep.
    fileprivate final class Chain {
        let value: Int
        let next: Chain?

        init(length: Int) {
            var node: Chain?
            for value in stride(from: length - 1, to: 0, by: -1) { node = Chain(value: value, next: node) }
            self.value = 0
            self.next = node
        }

        private init(value: Int, next: Chain?) {
            self.value = value
            self.next = next
        }
    }
}
