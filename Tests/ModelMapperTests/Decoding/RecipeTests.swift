import Foundation
import ModelMapperRecipeModels
import Testing

@testable import ModelMapper

/// The reference cases from the LLModelTool usage notes, decoded from both input origins.
@Suite struct RecipeTests {
    enum Origin: String, CaseIterable, CustomTestStringConvertible {
        case jsonSerialization, native
        var testDescription: String { rawValue }
    }

    private func source(_ fixture: Fixture, _ origin: Origin) throws -> Any {
        try #require(origin == .native ? fixture.nativeSource : fixture.foundationSource)
    }

    private func hints(_ fixture: Fixture) throws -> HintTree {
        try fixture.legacyHints.map(HintTree.init(legacy:)) ?? .empty
    }

    // MARK: - Recipes

    @Test(arguments: Origin.allCases)
    func departmentNested(origin: Origin) throws {
        let fixture = try Fixture.load("department-nested")
        let decoded = try DictionaryDecoder().decode(
            Department.self, from: source(fixture, origin), hints: hints(fixture))
        #expect(decoded == (try fixture.expected(Department.self)))
        #expect(decoded.members[0].aDog?.name == "kitty")
        #expect(decoded.manager?.age == 33)
    }

    @Test(arguments: Origin.allCases)
    func personFlat(origin: Origin) throws {
        let fixture = try Fixture.load("person-flat")
        let decoded = try DictionaryDecoder().decode(Person.self, from: source(fixture, origin), hints: hints(fixture))
        #expect(decoded == (try fixture.expected(Person.self)))
        #expect(decoded.name == "LOLITA0164")
    }

    @Test(arguments: Origin.allCases)
    func partialCodingKeys(origin: Origin) throws {
        let fixture = try Fixture.load("partial-codingkeys")
        let decoded = try DictionaryDecoder().decode(
            PersonUpper.self, from: source(fixture, origin), hints: hints(fixture))
        // `expected` is spelled with property names, which are not this type's coding keys.
        let expected = try #require(fixture["expected"] as? [String: Any])
        #expect(decoded.name == expected["name"] as? String)
        #expect(decoded.age == expected["age"] as? Int)
        #expect(decoded.address == expected["address"] as? String)
        #expect(decoded.address == "fuzhou")
    }

    @Test(arguments: Origin.allCases)
    func enumAndBool(origin: Origin) throws {
        let fixture = try Fixture.load("enum-and-bool")
        let decoded = try DictionaryDecoder().decode(People.self, from: source(fixture, origin))
        #expect(decoded == (try fixture.expected(People.self)))
        #expect(decoded.sex == .male)
    }

    @Test(arguments: Origin.allCases)
    func enumAndBoolFromOneThrowsWithoutCoercion(origin: Origin) throws {
        let fixture = try Fixture.load("enum-and-bool-01")
        let error = try #require(throws: DecodingError.self) {
            try DictionaryDecoder().decode(People.self, from: source(fixture, origin))
        }
        guard case .typeMismatch(let type, let context) = error else {
            Issue.record("expected typeMismatch, got \(error)")
            return
        }
        #expect(ObjectIdentifier(type) == ObjectIdentifier(Bool.self))
        #expect(context.codingPath.map(\.stringValue) == ["isTall"])
    }

    @Test(arguments: Origin.allCases)
    func legacyFacadeDecodesTheDepartment(origin: Origin) throws {
        let fixture = try Fixture.load("department-nested")
        let source = try #require(try self.source(fixture, origin) as? [String: Any])
        let decoded = try LLModelTool.decode(Department.self, resDic: source, hintDic: fixture.legacyHints)
        #expect(decoded == (try fixture.expected(Department.self)))
        let data = try JSONSerialization.data(withJSONObject: source)
        #expect(try LLModelTool.decode(Department.self, jsonData: data, hintDic: fixture.legacyHints) == decoded)
    }

    @Test func legacyFacadeReportsTheSourcePathOfABadValue() throws {
        let source: [String: Any] = ["MEMBERS": [["Name": "a"], ["Name": "b", "Dog": ["NameString": 7]]]]
        let hints: [String: Any] = [
            "members": "MEMBERS", "MEMBERS": ["name": "Name", "aDog": "Dog", "Dog": ["name": "NameString"]],
        ]
        let error = try #require(throws: DecodingError.self) {
            try LLModelTool.decode(Department.self, resDic: source, hintDic: hints)
        }
        guard case .typeMismatch(_, let context) = error else {
            Issue.record("expected typeMismatch, got \(error)")
            return
        }
        #expect(context.codingPath.map(\.stringValue) == ["members", "Index 1", "aDog", "name"])
        #expect(context.debugDescription.hasSuffix("(source path: MEMBERS[1].Dog.NameString)"))
    }
}
