import Foundation
import ModelMapperSuggestions
import Testing

@testable import ModelMapper

/// `HintSuggestion` proposes the whole hint tree for a model from real-world-shaped payloads, says how sure it is
/// of each coding key, and its hints decode the payload to the model.
///
/// Every test compares the whole suggested tree with a literal (which is also what it prints) and the confidence
/// of every entry.
@Suite struct HintSuggestionTests {
    /// The entries as `modelPath: confidence`, to compare every entry at once.
    private func confidences(_ suggestion: HintSuggestion) -> [String: HintSuggestion.Confidence] {
        Dictionary(uniqueKeysWithValues: suggestion.entries.map { ($0.modelLocation.description, $0.confidence) })
    }

    @Test func upperCaseKeysOfTheDepartmentRecipe() throws {
        let payload: [String: Any] = [
            "NAME": "R&D",
            "MEMBERS": [
                ["Name": "Ada", "Age": 36, "Dog": ["NameString": "kitty"]],
                ["Name": "Grace", "Age": 45],
            ],
        ]
        let suggestion = HintSuggestion(for: Team.self, from: payload)
        let expected: HintTree = [
            "members": .key(
                "MEMBERS", nested: ["aDog": .key("Dog", nested: ["name": "NameString"]), "age": "Age", "name": "Name"]),
            "name": "NAME",
        ]
        #expect(suggestion.hints == expected)
        #expect(
            suggestion.hints.description
                == #"["members": .key("MEMBERS", nested: ["aDog": .key("Dog", nested: ["name": "NameString"]), "age": "Age", "name": "Name"]), "name": "NAME"]"#
        )
        #expect(
            confidences(suggestion) == [
                "name": .rule(.caseInsensitive),
                "members": .rule(.caseInsensitive),
                "members[*].name": .rule(.caseInsensitive),
                "members[*].age": .rule(.caseInsensitive),
                "members[*].aDog": .rule(.prefix("a")),
                "members[*].aDog.name": .rule(.suffix("string")),
            ])
        #expect(suggestion.entry(for: "members[*].aDog.name")?.sourceLocation == "MEMBERS[*].Dog.NameString")
        #expect(suggestion.unmatchedSourceLocations.isEmpty)
        #expect(suggestion.conflicts.isEmpty && suggestion.notes.isEmpty)

        let department = try DictionaryDecoder().decode(Team.self, from: payload, hints: suggestion.hints)
        #expect(
            department
                == Team(
                    name: "R&D",
                    members: [
                        Member(name: "Ada", age: 36, aDog: Pet(name: "kitty")),
                        Member(name: "Grace", age: 45, aDog: nil),
                    ]))
    }

    @Test func snakeCaseKeys() throws {
        let payload: [String: Any] = [
            "order_id": 1042, "customer_name": "Ada", "is_paid": true, "total_amount": 99.5, "created_at": "2024-01-01",
        ]
        let suggestion = HintSuggestion(for: Order.self, from: payload)
        let expected: HintTree = [
            "customerName": "customer_name", "isPaid": "is_paid", "orderId": "order_id", "totalAmount": "total_amount",
        ]
        #expect(suggestion.hints == expected)
        #expect(
            suggestion.hints.description
                == #"["customerName": "customer_name", "isPaid": "is_paid", "orderId": "order_id", "totalAmount": "total_amount"]"#
        )
        #expect(
            confidences(suggestion) == [
                "orderId": .rule(.caseConvention), "customerName": .rule(.caseConvention),
                "isPaid": .rule(.caseConvention), "totalAmount": .rule(.caseConvention),
            ])
        #expect(suggestion.unmatchedSourceLocations == ["created_at"])

        let order = try DictionaryDecoder().decode(Order.self, from: payload, hints: suggestion.hints)
        #expect(order == Order(orderId: 1042, customerName: "Ada", isPaid: true, totalAmount: 99.5))
    }

    @Test func aPrefixConventionAndAbbreviations() throws {
        let payload: [String: Any] = [
            "str_name": "Ada", "n_age": 36, "b_active": true, "f_score": 4.5, "str_addr": "Main St", "NameString": "x",
        ]
        let options = HintSuggestion.Options(abbreviations: ["addr": "address"])
        let suggestion = HintSuggestion(for: Profile.self, from: payload, options: options)
        let expected: HintTree = [
            "active": "b_active", "address": "str_addr", "age": "n_age", "name": ["NameString", "str_name"],
            "score": "f_score",
        ]
        #expect(suggestion.hints == expected)
        #expect(
            suggestion.hints.description
                == #"["active": "b_active", "address": "str_addr", "age": "n_age", "name": ["NameString", "str_name"], "score": "f_score"]"#
        )
        #expect(
            confidences(suggestion) == [
                "name": .ambiguous(["NameString", "str_name"]), "age": .rule(.prefix("n")),
                "active": .rule(.prefix("b")), "score": .rule(.prefix("f")), "address": .rule(.abbreviation("addr")),
            ])

        // Without the abbreviation, `address` finds nothing and `str_addr` is left over.
        let plain = HintSuggestion(for: Profile.self, from: payload)
        #expect(plain.entry(for: "address")?.confidence == .unmatched)
        #expect(plain.entry(for: "address")?.sourceLocation == nil)
        #expect(plain.unmatchedSourceLocations == ["str_addr"])

        let profile = try DictionaryDecoder().decode(Profile.self, from: payload, hints: suggestion.hints)
        #expect(profile == Profile(name: "x", age: 36, active: true, score: 4.5, address: "Main St"))
    }

    @Test func nestedArraysOfObjects() throws {
        let payload: [String: Any] = [
            "TITLE": "Mix",
            "TRACKS": [
                ["TRACK_NAME": "One", "DURATION_SEC": 200, "ARTISTS": [["NameString": "Ada"], ["NameString": "Bob"]]],
                ["TRACK_NAME": "Two", "DURATION_SEC": 180, "ARTISTS": [], "EXPLICIT": false],
            ],
            "GRID": [[["V": 1], ["V": 2]], [["V": 3]]],
            "BY_ID": ["a1": ["NameString": "Cy"]],
        ]
        let suggestion = HintSuggestion(for: Playlist.self, from: payload)
        let expected: HintTree = [
            "byId": .key("BY_ID", nested: ["name": "NameString"]),
            "grid": .key("GRID", nested: ["v": "V"]),
            "title": "TITLE",
            "tracks": .key(
                "TRACKS",
                nested: [
                    "artists": .key("ARTISTS", nested: ["name": "NameString"]), "durationSec": "DURATION_SEC",
                    "trackName": "TRACK_NAME",
                ]),
        ]
        #expect(suggestion.hints == expected)
        #expect(
            suggestion.hints.description
                == #"["byId": .key("BY_ID", nested: ["name": "NameString"]), "grid": .key("GRID", nested: ["v": "V"]), "title": "TITLE", "tracks": .key("TRACKS", nested: ["artists": .key("ARTISTS", nested: ["name": "NameString"]), "durationSec": "DURATION_SEC", "trackName": "TRACK_NAME"])]"#
        )
        #expect(
            confidences(suggestion) == [
                "title": .rule(.caseInsensitive), "tracks": .rule(.caseInsensitive),
                "tracks[*].trackName": .rule(.caseConvention), "tracks[*].durationSec": .rule(.caseConvention),
                "tracks[*].artists": .rule(.caseInsensitive), "tracks[*].artists[*].name": .rule(.suffix("string")),
                "grid": .rule(.caseInsensitive), "grid[*][*].v": .rule(.caseInsensitive),
                "byId": .rule(.caseConvention), "byId[*].name": .rule(.suffix("string")),
            ])
        #expect(suggestion.entry(for: "tracks[*].artists[*].name")?.sourceLocation == "TRACKS[*].ARTISTS[*].NameString")
        #expect(suggestion.unmatchedSourceLocations == ["TRACKS[*].EXPLICIT"])

        let playlist = try DictionaryDecoder().decode(Playlist.self, from: payload, hints: suggestion.hints)
        #expect(playlist.tracks.map(\.trackName) == ["One", "Two"])
        #expect(playlist.tracks[0].artists.map(\.name) == ["Ada", "Bob"])
        #expect(playlist.grid.map { $0.map(\.v) } == [[1, 2], [3]])
        #expect(playlist.byId["a1"]?.name == "Cy")
    }

    @Test func anEnvelopeNeedsKeyPaths() throws {
        let payload: [String: Any] = [
            "status": 200,
            "data": ["token": "t-1", "user": ["name": "Ada", "email": "ada@example.com"]],
        ]
        let suggestion = HintSuggestion(for: Session.self, from: payload)
        let expected: HintTree = ["token": "data.token", "user": "data.user"]
        #expect(suggestion.hints == expected)
        #expect(suggestion.hints.description == #"["token": "data.token", "user": "data.user"]"#)
        #expect(
            confidences(suggestion) == [
                "token": .rule(.keyPath), "user": .rule(.keyPath), "user.name": .exact, "user.email": .exact,
            ])
        #expect(suggestion.entry(for: "user.email")?.sourceLocation == "data.user.email")
        #expect(suggestion.unmatchedSourceLocations == ["status"])

        // The model itself inside the envelope: a path for each key.
        let user = HintSuggestion(for: User.self, from: payload)
        #expect(user.hints == ["email": "data.user.email", "name": "data.user.name"])
        #expect(confidences(user) == ["name": .rule(.keyPath), "email": .rule(.keyPath)])
        #expect(try DictionaryDecoder().decode(User.self, from: payload, hints: user.hints).email == "ada@example.com")

        let session = try DictionaryDecoder().decode(Session.self, from: payload, hints: suggestion.hints)
        #expect(session == Session(user: User(name: "Ada", email: "ada@example.com"), token: "t-1"))
    }

    @Test func anEnvelopesOwnKeyIsTheModelsWhenTheRestOfTheModelReadsTheEnvelope() throws {
        // Every other key is read from `data`: its `status` is the model's, the one at the top the envelope's.
        let payload: [String: Any] = [
            "status": 500, "data": ["status": "shipped", "orderId": 7, "total": 9.5, "lines": [["sku": "A"]]],
        ]
        let suggestion = HintSuggestion(for: Delivery.self, from: payload)
        #expect(
            suggestion.hints == [
                "lines": "data.lines", "orderId": "data.orderId", "status": "data.status", "total": "data.total",
            ])
        #expect(confidences(suggestion)["status"] == .rule(.keyPath))
        #expect(suggestion.unmatchedSourceLocations == ["status"])
        let delivery = try DictionaryDecoder().decode(Delivery.self, from: payload, hints: suggestion.hints)
        #expect(delivery.status == "shipped" && delivery.lines.count == 1)

        // A second sample whose model is split between the envelope and the top tips nothing: ambiguous.
        let split: [String: Any] = [
            "status": 500, "orderId": 8, "data": ["status": "lost", "total": 1.0, "lines": []],
        ]
        let both = HintSuggestion(for: Delivery.self, from: [payload, split])
        #expect(both.entry(for: "status")?.confidence == .ambiguous(["data.status", "status"]))
        // The envelope's key of another kind is no competitor: the key itself.
        let other = HintSuggestion(
            for: Delivery.self, from: ["status": "ok", "data": ["status": 3, "orderId": 7, "total": 1.0, "lines": []]])
        #expect(other.entry(for: "status")?.confidence == .exact)
    }

    @Test func competingSourceKeys() throws {
        let payload: [String: Any] = [
            "ID": "A-17", "Id": 17,  // a string and a number spelled like `id`: the Int takes the number
            "is_enabled": 1, "enabled_flag": "Y",  // 0/1 beats a word for a Bool
            "label_text": "Ada", "label_str": "Ada L.",  // two strings, equally good: ambiguous
            "user_name": "ada", "UserName": "Ada",  // two live spellings, different values: ambiguous
        ]
        let suggestion = HintSuggestion(for: Item.self, from: payload)
        let expected: HintTree = [
            "enabled": "is_enabled", "id": "Id", "label": ["label_str", "label_text"],
            "userName": ["UserName", "user_name"],
        ]
        #expect(suggestion.hints == expected)
        #expect(
            suggestion.hints.description
                == #"["enabled": "is_enabled", "id": "Id", "label": ["label_str", "label_text"], "userName": ["UserName", "user_name"]]"#
        )
        #expect(
            confidences(suggestion) == [
                "id": .rule(.caseInsensitive), "enabled": .rule(.prefix("is")),
                "label": .ambiguous(["label_str", "label_text"]), "userName": .ambiguous(["UserName", "user_name"]),
            ])
        #expect(
            suggestion.entry(for: "userName")?.note
                == #"two spellings hold different values: UserName holds "Ada", user_name holds "ada""#)
        #expect(suggestion.unmatchedSourceLocations == ["ID", "enabled_flag"])

        var decoder = DictionaryDecoder()
        decoder.coercions = [.booleans]
        let item = try decoder.decode(Item.self, from: payload, hints: suggestion.hints)
        #expect(item == Item(id: 17, enabled: true, label: "Ada L.", userName: "Ada"))
    }

    @Test func samplesAreUnitedAndTheirConflictsReported() throws {
        let v1: [String: Any] = ["NAME": "Ada", "AGE": 36]
        let v2: [String: Any] = ["name_str": "Ada", "AGE": 36, "Dog": ["NameString": "kitty"]]
        let suggestion = HintSuggestion(for: Member.self, from: [v1, v2])
        let expected: HintTree = [
            "aDog": .key("Dog", nested: ["name": "NameString"]), "age": "AGE", "name": ["NAME", "name_str"],
        ]
        #expect(suggestion.hints == expected)
        #expect(
            confidences(suggestion) == [
                "name": .ambiguous(["NAME", "name_str"]), "age": .rule(.caseInsensitive), "aDog": .rule(.prefix("a")),
                "aDog.name": .rule(.suffix("string")),
            ])
        #expect(suggestion.conflicts.map(\.description) == [#"name: sample 0 read "NAME", sample 1 read "name_str""#])
        for sample in [v1, v2] {
            let person = try DictionaryDecoder().decode(Member.self, from: sample, hints: suggestion.hints)
            #expect(person.name == "Ada" && person.age == 36)
        }
    }

    @Test func theReportPrintsTheHintsAndEveryEntry() {
        let suggestion = HintSuggestion(for: Member.self, from: ["NAME": "Ada", "AGE": 36, "X": 1])
        #expect(
            suggestion.description == """
                Suggested hints for Member:
                ["age": "AGE", "name": "NAME"]

                aDog: no source key found
                age ← AGE (case-insensitive)
                name ← NAME (case-insensitive)

                Source keys no coding key reads: X
                """)
    }

    @Test func theArticleExamplePrintsWhatTheArticleShows() {
        // Sources/ModelMapperSuggestions/ModelMapperSuggestions.docc/Articles/SuggestingHints.md
        let payload: [String: Any] = [
            "NAME": "R&D",
            "MEMBERS": [["Name": "Ada", "Age": 36, "is_active": 1, "Dog": ["NameString": "kitty"], "BADGE": "B-7"]],
        ]
        let suggestion = HintSuggestion(for: Article.Department.self, from: payload)
        #expect(
            suggestion.description == """
                Suggested hints for Department:
                ["members": .key("MEMBERS", nested: ["aDog": .key("Dog", nested: ["name": "NameString"]), "age": "Age", "isActive": "is_active", "name": "Name"]), "name": "NAME"]

                members ← MEMBERS (case-insensitive)
                members[*].aDog ← MEMBERS[*].Dog (prefix "a")
                members[*].aDog.name ← MEMBERS[*].Dog.NameString (suffix "string")
                members[*].age ← MEMBERS[*].Age (case-insensitive)
                members[*].isActive ← MEMBERS[*].is_active (case convention)
                members[*].name ← MEMBERS[*].Name (case-insensitive)
                name ← NAME (case-insensitive)

                Source keys no coding key reads: MEMBERS[*].BADGE
                """)
    }

    // MARK: - Structure

    @Test func customInitsOptionalsAndClassHierarchies() throws {
        let payload: [String: Any] = [
            "KIND": "circle", "META": ["Radius": 2.5], "LABEL": "c", "CODE": "active",
        ]
        let suggestion = HintSuggestion(for: Shape.self, from: payload)
        #expect(
            suggestion.hints == [
                "code": "CODE", "kind": "KIND", "label": "LABEL", "meta": .key("META", nested: ["radius": "Radius"]),
            ])
        #expect(suggestion.entry(for: "note")?.confidence == .unmatched)
        #expect(suggestion.notes.isEmpty)
        let shape = try DictionaryDecoder().decode(Shape.self, from: payload, hints: suggestion.hints)
        #expect(shape.radius == 2.5 && shape.label == "c" && shape.code == .active)
    }

    @Test func aSampleThatStopsDecodingKeepsWhatWasLearned() {
        let suggestion = HintSuggestion(for: Shape.self, from: ["KIND": "circle", "CODE": "unknown-code"])
        #expect(suggestion.hints["kind"] == "KIND")
        #expect(suggestion.notes.count == 1)
        #expect(suggestion.notes.first?.hasPrefix("The sample stopped decoding Shape: at code: ") == true)
    }

    @Test func aSuggestionIsPastedAndPinned() throws {
        // The printed literal, pasted: it is the tree the suggestion holds.
        let payload: [String: Any] = ["order_id": 1, "customer_name": "Ada", "is_paid": false, "total_amount": 1.5]
        let pasted: HintTree = [
            "customerName": "customer_name", "isPaid": "is_paid", "orderId": "order_id", "totalAmount": "total_amount",
        ]
        #expect(HintSuggestion(for: Order.self, from: payload).hints == pasted)
        let result = try DictionaryDecoder().decodeWithReport(Order.self, from: payload, hints: pasted)
        #expect(result.report.isClean)
        #expect(result.value.customerName == "Ada")
    }
}

// MARK: - Test Types

/// The types of the Suggesting Hints article, under their names there.
private enum Article {
    struct Dog: Decodable { var name: String? }
    struct Person: Decodable {
        var name: String?
        var age: Int?
        var isActive: Bool
        var aDog: Dog?
    }
    struct Department: Decodable {
        var name: String?
        var members: [Person] = []
    }
}

private struct Team: Decodable, Equatable {
    struct Pet: Decodable, Equatable { var name: String? }
    var name: String?
    var members: [Member] = []
}

private typealias Pet = Team.Pet

private struct Member: Decodable, Equatable {
    var name: String?
    var age: Int?
    var aDog: Pet?
}

private struct Order: Decodable, Equatable {
    var orderId: Int
    var customerName: String
    var isPaid: Bool
    var totalAmount: Double
}

private struct Profile: Decodable, Equatable {
    var name: String
    var age: Int
    var active: Bool
    var score: Double
    var address: String?
}

private struct Playlist: Decodable {
    struct Artist: Decodable { var name: String }
    struct Track: Decodable {
        var trackName: String
        var durationSec: Int
        var artists: [Artist]
    }
    struct Cell: Decodable { var v: Int }
    var title: String
    var tracks: [Track]
    var grid: [[Cell]]
    var byId: [String: Artist]
}

private struct User: Decodable, Equatable {
    var name: String
    var email: String?
}

private struct Session: Decodable, Equatable {
    var user: User
    var token: String
}

private struct Delivery: Decodable {
    struct Line: Decodable { var sku: String }
    var orderId: Int
    var status: String
    var total: Double
    var lines: [Line]
}

private struct Item: Decodable, Equatable {
    var id: Int
    var enabled: Bool
    var label: String
    var userName: String
}

private class Labelled: Decodable {
    enum CodingKeys: String, CodingKey { case label }
    let label: String?

    required init(from decoder: any Decoder) throws {
        label = try decoder.container(keyedBy: CodingKeys.self).decodeIfPresent(String.self, forKey: .label)
    }
}

/// A custom `init(from:)`: a nested container, an enum, a class hierarchy sharing the decoder.
private final class Shape: Labelled {
    enum Code: String, Decodable { case active, retired }
    enum Keys: String, CodingKey { case kind, meta, code, note }
    enum MetaKeys: String, CodingKey { case radius }
    let kind: String
    let radius: Double
    let code: Code
    let note: String?

    required init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        kind = try container.decode(String.self, forKey: .kind)
        code = try container.decode(Code.self, forKey: .code)
        note = try container.decodeIfPresent(String.self, forKey: .note)
        let meta = try container.nestedContainer(keyedBy: MetaKeys.self, forKey: .meta)
        radius = try meta.decodeIfPresent(Double.self, forKey: .radius) ?? 0
        try super.init(from: decoder)
    }
}
