import Foundation
import Testing

@testable import ModelMapper

/// The legacy facade's reflection and serialisation (its decoding is covered with the recipes).
@Suite struct LLModelToolTests {
    @Test func reflectToDictIsDeepAndJSONValid() throws {
        let fixture = try Fixture.load("department-nested")
        let department = try fixture.expected(Department.self)
        let dictionary = try LLModelTool.reflectToDict(model: department)
        #expect(JSONSerialization.isValidJSONObject(dictionary))
        #expect(dictionary["name"] as? String == "技术部")
        let members = try #require(dictionary["members"] as? [[String: Any]])
        #expect(members.count == 2)
        #expect((members[0]["aDog"] as? [String: Any])?["name"] as? String == "kitty")
        #expect(members[1]["aDog"] == nil)
        let manager = try #require(dictionary["manager"] as? [String: Any])
        #expect(manager["age"] as? Int == 33)
    }

    @Test func reflectToDictRejectsValuesThatAreNotObjects() {
        let error = #expect(throws: ModelMapperError.self) { try LLModelTool.reflectToDict(model: [1, 2, 3]) }
        #expect(error?.code == .unsupportedValue)
    }

    @Test func getJsonDataSerialisesModelsAndTrees() throws {
        let fixture = try Fixture.load("person-flat")
        let person = try fixture.expected(Person.self)
        let data = try LLModelTool.getJsonData(param: person)
        let parsed = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(parsed["name"] as? String == "LOLITA0164")
        #expect(parsed["age"] as? Int == 26)
        let tree = try LLModelTool.getJsonData(
            param: ["when": Date(timeIntervalSince1970: 0), "n": 1] as [String: Any])
        #expect(String(decoding: tree, as: UTF8.self).contains(#""when":"1970-01-01T00:00:00Z""#))
    }

    @Test func getJsonDataThrowsForValuesWithoutAJSONForm() throws {
        #expect(throws: ModelMapperError.self) { try LLModelTool.getJsonData(param: ["x": Double.nan]) }
        // A dictionary that contains itself loses only the entry that leads back (the reflector's default).
        let cyclic = NSMutableDictionary()
        cyclic["self"] = cyclic
        #expect(try LLModelTool.getJsonData(param: cyclic) == Data("{}".utf8))
        cyclic.removeAllObjects()
    }
}
