import ModelMapper
import ModelMapperSuggestions
import Testing

/// The `String` paths of a suggestion, deprecated in 1.1 for `MappingPath`s (`modelLocation`, `sourceLocation`,
/// `unmatchedSourceLocations`, `entry(for:)`): they still give the text of the new paths. This suite uses
/// the deprecated spellings on purpose.
@Suite struct DeprecatedHintSuggestionPathTests {
    struct Dog: Decodable { var name: String? }
    struct Person: Decodable {
        var name: String?
        var aDog: Dog?
    }
    struct Department: Decodable { var members: [Person] = [] }

    static let suggestion = HintSuggestion(
        for: Department.self,
        from: ["MEMBERS": [["Name": "Ada", "Dog": ["NameString": "kitty"], "Extra": 1]]])

    @available(*, deprecated)
    @Test func theDeprecatedStringPathsAreTheTextOfTheLocations() throws {
        let entry = try #require(Self.suggestion.entry(for: "members[*].aDog.name"))
        #expect(entry.modelPath == "members[*].aDog.name")
        #expect(entry.sourcePath == "MEMBERS[*].Dog.NameString")
        #expect(entry.modelPath == entry.modelLocation.description)
        #expect(entry.sourcePath == entry.sourceLocation?.description)
        #expect(Self.suggestion.unmatchedSourceKeys == ["MEMBERS[*].Extra"])
        #expect(Self.suggestion.unmatchedSourceKeys == Self.suggestion.unmatchedSourceLocations.map(\.description))
    }

    @available(*, deprecated)
    @Test func theDeprecatedEntryAtWithAStringFindsTheSameEntry() {
        let text: String = "members[*].name"
        #expect(Self.suggestion.entry(at: text) == Self.suggestion.entry(for: "members[*].name"))
        #expect(Self.suggestion.entry(at: text)?.sourceLocation == "MEMBERS[*].Name")
    }

    @available(*, deprecated)
    @Test func theDeprecatedConflictModelPathIsTheTextOfItsLocation() throws {
        struct Named: Decodable { var name: String? }
        let suggestion = HintSuggestion(for: Named.self, from: [["NAME": "Ada"], ["name_str": "Ada"]])
        let conflict = try #require(suggestion.conflicts.first)
        #expect(conflict.modelPath == "name")
        #expect(conflict.modelLocation == "name")
    }
}
