import Foundation
import ModelMapperRecipeModels
import ModelMapperSuggestions
import ModelMapperTesting
import Testing

@testable import ModelMapper

/// The Swift snippets of the README and of the articles, compiled and run here with the models they need, each
/// checked against the result the documentation states.
///
/// Each test body contains its snippets as they are written in the document, models included (local types), after
/// whatever the snippet assumes from earlier in the document. `documentedSnippetsAreTheOnesTested` keeps the copies
/// honest: every covered snippet must appear in this file, compared without whitespace and trailing commas, so that
/// editing a snippet without editing its test fails. Manifest snippets (`Package.swift`) cannot be compiled into a
/// test; `manifestSnippetsEvaluateSweep` runs `swift package dump-package` on them instead, in CI's sweep step.
///
/// Covered: every Swift snippet of README.md, Getting Started and Coercion and Defaults; the error-printing snippet
/// of Errors and Diagnostics; the facade snippets of Migrating from LLModelTool; the first snippet of the
/// `ModelMapperSuggestions` landing page; every Swift snippet of Watching a Backend Drift.
@Suite struct DocumentationSnippetTests {
    // MARK: - README

    @Test func readmeImportAndBuild() throws {
        var printed: [String] = []
        func print(_ items: Any...) { printed.append(items.map { "\($0)" }.joined(separator: " ")) }

        // Sources/App/main.swift

        struct User: Decodable {
            var id: Int
            var name: String
        }

        let user = try DictionaryDecoder().decode(User.self, from: ["id": 7, "name": "Ada"])
        print(user.name)  // Ada

        #expect(printed == ["Ada"])
    }

    @Test func readmeIn60Seconds() throws {
        struct Dog: Codable { var name: String? }
        struct Person: Codable { var name: String?; var age: Int?; var aDog: Dog? }
        struct Department: Codable { var name: String?; var members: [Person] = [] }

        let payload: [String: Any] = [
            "NAME": "R&D",
            "MEMBERS": [["Name": "Ada", "Age": 36, "Dog": ["NameString": "kitty"]]],
        ]

        // Keyed by your model's coding keys: where each one lives in the payload.
        let hints: HintTree = [
            "name": "NAME",
            "members": .key(
                "MEMBERS",
                nested: [
                    "name": "Name",
                    "age": "Age",
                    "aDog": .key("Dog", nested: ["name": "NameString"]),
                ]),
        ]

        let department = try DictionaryDecoder().decode(Department.self, from: payload, hints: hints)

        // The same hints write the backend's spelling back.
        let outgoing = try DictionaryEncoder().encodeToDictionary(department, hints: hints)

        #expect(department.name == "R&D")
        #expect(department.members.first?.age == 36)
        #expect(department.members.first?.aDog?.name == "kitty")
        #expect(outgoing["NAME"] as? String == "R&D")
        let member = try #require((outgoing["MEMBERS"] as? [[String: Any]])?.first)
        #expect(member["Name"] as? String == "Ada")
        #expect((member["Dog"] as? [String: Any])?["NameString"] as? String == "kitty")
        #expect(try DictionaryDecoder().decode(Department.self, from: outgoing, hints: hints).members.count == 1)

        // Hints can also be key paths, candidate keys tried in order and literal keys with dots.
        struct Contact: Decodable { var city: String; var firstTag: String; var userName: String; var open: Double }
        let forms: HintTree = [
            "city": "address.city", "firstTag": "tags[0]", "userName": ["user_name", "userName"],
            "open": .key("1. open"),
        ]
        let contact = try DictionaryDecoder().decode(
            Contact.self,
            from: ["address": ["city": "Oslo"], "tags": ["a", "b"], "userName": "ada", "1. open": 1.5] as [String: Any],
            hints: forms)
        #expect(contact.city == "Oslo" && contact.firstTag == "a" && contact.userName == "ada" && contact.open == 1.5)
    }

    @Test func readmeLegacyFacade() throws {
        struct Dog: Codable { var name: String? }
        struct Person: Codable { var name: String?; var age: Int?; var aDog: Dog? }
        struct Department: Codable { var name: String?; var members: [Person] = [] }

        let payload: [String: Any] = [
            "NAME": "R&D",
            "MEMBERS": [["Name": "Ada", "Age": 36, "Dog": ["NameString": "kitty"]]],
        ]

        let department = try LLModelTool.decode(
            Department.self, resDic: payload,
            hintDic: [
                "name": "NAME", "members": "MEMBERS",
                "MEMBERS": ["name": "Name", "age": "Age", "aDog": "Dog", "Dog": ["name": "NameString"]],
            ])

        #expect(department.name == "R&D")
        #expect(department.members.first?.aDog?.name == "kitty")
        #expect(department.members.first?.age == 36)
    }

    @Test func readmeHintsATypeCarries() throws {
        struct Dog: Codable, HintProviding {
            var name: String?
            static var hints: HintTree { ["name": "NameString"] }
        }

        var decoder = DictionaryDecoder()
        decoder.recipe = "v1"  // picks each type's hints(forRecipe: "v1"), where it has one

        // Dog has no "v1" recipe, so its own hints apply.
        #expect(try decoder.decode(Dog.self, from: ["NameString": "kitty"]).name == "kitty")
        #expect(try DictionaryDecoder().decode([Dog].self, from: [["NameString": "Rex"]]).first?.name == "Rex")
    }

    @Test func readmeLenientValues() throws {
        struct Item: Codable { var id: Int }

        struct Flags: Codable {
            @Coerced var build: Int  // 42 or "42"; "42.5" and "many" still throw
            @Coerced @DefaultFalse var beta: Bool = false  // 1, "yes", "true"; false when missing or null
            @LossyArray var items: [Item]  // elements that do not decode are dropped
        }

        var decoder = DictionaryDecoder()
        decoder.coercions = [.booleans, .numbersFromStrings]  // for every property of a decode

        let plain = DictionaryDecoder()
        let flags = try plain.decode(Flags.self, from: ["build": "42", "beta": 1, "items": [["id": 1], ["id": "x"]]])
        #expect(flags.build == 42 && flags.beta && flags.items.map(\.id) == [1])
        #expect(try plain.decode(Flags.self, from: ["build": 42, "beta": "yes", "items": []]).beta)
        #expect(try !plain.decode(Flags.self, from: ["build": 42, "items": []]).beta)
        #expect(try !plain.decode(Flags.self, from: ["build": 42, "beta": NSNull(), "items": []]).beta)
        for bad in ["42.5", "many"] {
            #expect(throws: DecodingError.self) { try plain.decode(Flags.self, from: ["build": bad, "items": []]) }
        }
        // The memberwise initializer takes a Bool for `beta` and defaults it, thanks to `= false`.
        #expect(!Flags(build: 1, items: []).beta)

        struct Plain: Decodable { var count: Int; var enabled: Bool }
        let lenient = try decoder.decode(Plain.self, from: ["count": "7", "enabled": 1])
        #expect(lenient.count == 7 && lenient.enabled)
        #expect(throws: DecodingError.self) { try plain.decode(Plain.self, from: ["count": "7", "enabled": 1]) }
    }

    @Test func readmeWatchingDrift() throws {
        struct User: Decodable { var firstName: String?; var age: Int }
        let hints: HintTree = ["firstName": "first_name"]
        let payload: [String: Any] = ["given_name": "Ada", "age": 36]

        let monitor = MappingMonitor(sampleRate: 0.01)  // a report for one decode in a hundred; every failure
        var decoder = DictionaryDecoder()
        decoder.monitor = monitor
        decoder.monitorLabel = "GET /users"
        let user = try decoder.decode(User.self, from: payload, hints: hints)

        #expect(user.age == 36)
        let snapshot = monitor.snapshot()
        #expect(snapshot.decodes == 1 && snapshot.sampledDecodes == 1)
        #expect(snapshot.entries.map(\.finding) == [.init(.unusedHint), .init(.unmappedSourceKey)])
        #expect(snapshot.entries.allSatisfy { $0.label == "GET /users" })
        #expect(String(describing: snapshot).contains("(GET /users):"))
    }

    @Test func readmeABadValueNamesBothPaths() throws {
        let error = try #require(throws: DecodingError.self) { try SnippetModels.decodeWithABadDogName() }
        let printed = String(describing: error)
        #expect(printed.contains("Expected to decode String but found number instead."))
        #expect(printed.contains("(source path: MEMBERS[1].Dog.NameString)"))
        #expect(!error.localizedDescription.contains("MEMBERS"))
        #expect(error.localizedDescription.contains("in the correct format"))
    }

    // MARK: - Getting Started

    @Test func gettingStartedDecodeAModel() throws {
        struct User: Codable {
            var id: Int
            var name: String
            var email: String?
        }

        let payload: [String: Any] = ["id": 7, "name": "Ada", "email": "ada@example.com"]
        let user = try DictionaryDecoder().decode(User.self, from: payload)

        #expect(user.id == 7 && user.name == "Ada" && user.email == "ada@example.com")

        do {
            let user = try DictionaryDecoder().decode(User.self, fromJSON: #"{"id": 7, "name": "Ada"}"#)

            #expect(user.id == 7 && user.email == nil)
        }
    }

    @Test func gettingStartedHintsAndSendingBack() throws {
        struct User: Codable {
            var id: Int
            var name: String
            var email: String?
        }

        let legacy: [String: Any] = ["USER_ID": 7, "USER_NAME": "Ada", "contact": ["mail": "ada@example.com"]]

        let hints: HintTree = [
            "id": "USER_ID",
            "name": "USER_NAME",
            "email": "contact.mail",  // a key path into a nested object
        ]
        let user = try DictionaryDecoder().decode(User.self, from: legacy, hints: hints)

        #expect(user.id == 7 && user.name == "Ada" && user.email == "ada@example.com")

        let outgoing = try DictionaryEncoder().encodeToDictionary(user, hints: hints)
        // ["USER_ID": 7, "USER_NAME": "Ada", "contact": ["mail": "ada@example.com"]]

        #expect(outgoing.count == 3)
        #expect(outgoing["USER_ID"] as? Int == 7)
        #expect(outgoing["USER_NAME"] as? String == "Ada")
        #expect(outgoing["contact"] as? [String: String] == ["mail": "ada@example.com"])
    }

    @Test func gettingStartedFlags() throws {
        struct Flags: Codable {
            @Coerced var build: Int  // 42 or "42"
            @Coerced @DefaultFalse var beta: Bool = false  // 1, "yes", "true"; false when missing or null
            @DefaultEmptyArray var tags: [String] = []  // [] when missing or null
        }

        let decoder = DictionaryDecoder()
        let missing = try decoder.decode(Flags.self, from: ["build": "42"])
        #expect(missing.build == 42 && !missing.beta && missing.tags.isEmpty)
        let present = try decoder.decode(Flags.self, from: ["build": 42, "beta": "yes", "tags": ["a"]])
        #expect(present.beta && present.tags == ["a"])
        #expect(try decoder.decode(Flags.self, from: ["build": 1, "tags": NSNull()]).tags.isEmpty)
        #expect(throws: DecodingError.self) { try decoder.decode(Flags.self, from: ["build": "26.5"]) }
        // The memberwise initializer takes the properties' own types, with the defaults written after `=`.
        let made = Flags(build: 1, tags: ["x"])
        #expect(!made.beta && made.tags == ["x"])
    }

    // MARK: - Sending It Back

    @Test func sendingItBackFormsATypeCarries() throws {
        struct LegacyOrder: Codable {
            @TextValue var id: Int  // "10023" ↔ 10023
            @FlagValue<OneZeroFlag> var isVIP: Bool  // "1" ↔ true, exactly
            @GroupedNumber<TwoFractionDigits> var amount: Decimal  // "1,234.50" ↔ 1234.5
        }

        let row: [String: Any] = ["id": "10023", "isVIP": "1", "amount": "1,234.50"]
        let order = try DictionaryDecoder().decode(LegacyOrder.self, from: row)
        #expect(order.id == 10023 && order.isVIP && order.amount == Decimal(string: "1234.5"))
        let sentBack = try JSONSerialization.jsonObject(with: JSONEncoder().encode(order))
        #expect(sortedJSON(sentBack) == sortedJSON(row))
    }

    // MARK: - Coercion and Defaults

    @Test func coercionOfOneProperty() throws {
        struct User: Codable {
            @Coerced var age: Int  // 26, "26", 26.0, "26.0"; not "26.5", not "twenty"
            @Coerced var nickname: String?  // missing or null → nil; 42 → "42"
            @Coerced var scores: [Double]  // [1, "2.5", 3]
        }

        let decoder = DictionaryDecoder()
        for age in [26, "26", 26.0, "26.0"] as [Any] {
            #expect(try decoder.decode(User.self, from: ["age": age, "scores": []]).age == 26)
        }
        for age in ["26.5", "twenty"] {
            #expect(throws: DecodingError.self) { try decoder.decode(User.self, from: ["age": age, "scores": []]) }
        }
        let user = try decoder.decode(User.self, from: ["age": 1, "nickname": 42, "scores": [1, "2.5", 3]])
        #expect(user.nickname == "42" && user.scores == [1, 2.5, 3])
        #expect(try decoder.decode(User.self, from: ["age": 1, "scores": []]).nickname == nil)
        #expect(try decoder.decode(User.self, from: ["age": 1, "nickname": NSNull(), "scores": []]).nickname == nil)
    }

    @Test func coercionOfYourOwnType() throws {
        enum Level: Int, Codable, CustomCoercible {
            case low = 1, high = 2

            init(coercingFrom decoder: any Decoder) throws {
                let raw = try Coerced<Int>(from: decoder).wrappedValue  // 2, "2" and 2.0 all work
                guard let level = Level(rawValue: raw) else {
                    throw DecodingError.dataCorrupted(
                        .init(codingPath: decoder.codingPath, debugDescription: "Unknown level \(raw)."))
                }
                self = level
            }
        }

        struct Task: Decodable { @Coerced var level: Level }
        for raw in [2, "2", 2.0] as [Any] {
            #expect(try DictionaryDecoder().decode(Task.self, from: ["level": raw]).level == .high)
        }
        let error = try #require(throws: DecodingError.self) {
            try DictionaryDecoder().decode(Task.self, from: ["level": "7"])
        }
        guard case .dataCorrupted(let context) = error else {
            Issue.record("expected dataCorrupted, got \(error)")
            return
        }
        #expect(context.debugDescription == "Unknown level 7.")
        #expect(context.codingPath.map(\.stringValue) == ["level"])
    }

    @Test func coercionOfAWholeDecode() throws {
        struct Product: Codable {
            var id: Int
            var price: Double
            var inStock: Bool
        }

        var decoder = DictionaryDecoder()
        decoder.coercions = [.booleans, .numbersFromStrings]
        let product = try decoder.decode(Product.self, from: ["id": "1001", "price": "24.90", "inStock": "yes"])

        #expect(product.id == 1001 && product.price == 24.9 && product.inStock)
    }

    @Test func readOnePropertysShape() throws {
        struct Hobby: Codable, Equatable { var name: String }
        struct Member: Codable {
            @JSONString var hobby: Hobby  // "{\"name\":\"sleep\"}" or {"name": "sleep"}
            @SingleValueAsArray var tags: [String]  // "swift" → ["swift"]
            @EmptyStringAsNil var nickname: String?  // "", " ", null and a missing key → nil
            @FormattedNumber var followers: Int  // "1,204" → 1204; "1.2e4" → 12000
        }

        let source: [String: Any] = [
            "hobby": #"{"name":"sleep"}"#, "tags": "swift", "nickname": " ", "followers": "1,204",
        ]
        for member in [
            try DictionaryDecoder().decode(Member.self, from: source),
            try JSONDecoder().decode(Member.self, from: try JSONSerialization.data(withJSONObject: source)),
        ] {
            #expect(member.hobby == Hobby(name: "sleep") && member.tags == ["swift"] && member.nickname == nil)
            #expect(member.followers == 1204)
        }
    }

    @Test func coerceTheShapesOfAWholeDecode() throws {
        struct Hobby: Codable, Equatable { var name: String }
        struct User: Codable {
            var hobby: Hobby
            var tags: [String]
            var nickname: String?
            var followers: Int
        }

        var decoder = DictionaryDecoder()
        decoder.coercions = [.jsonStrings, .singleValueAsArray, .emptyStringAsNil, .formattedNumbers]
        let user = try decoder.decode(
            User.self,
            from: [
                "hobby": "{\"name\":\"sleep\"}",  // Hobby(name: "sleep")
                "tags": "swift",  // ["swift"]
                "nickname": "",  // nil
                "followers": "1,204",  // 1204
            ])

        #expect(user.hobby == Hobby(name: "sleep") && user.tags == ["swift"])
        #expect(user.nickname == nil && user.followers == 1204)
    }

    @Test func defaultsForMissingKeys() throws {
        struct Settings: Codable {
            @DefaultFalse var beta: Bool = false  // missing, null → false; "1" throws
            @DefaultTrue var notifications: Bool = true  // missing, null → true
            @DefaultZero var badgeCount: Int = 0  // missing, null → 0
            @DefaultEmptyString var nickname: String = ""  // missing, null → ""
            @DefaultEmptyArray var tags: [String] = []  // missing, null → []
            @DefaultEmptyDictionary var scores: [String: Int] = [:]
            @Default<DefaultCountry> var country: String = "NZ"  // your own provider
        }

        enum DefaultCountry: DefaultValueProvider {
            static var defaultValue: String { "NZ" }
        }

        let decoder = DictionaryDecoder()
        for source in [[:], ["beta": NSNull(), "notifications": NSNull(), "country": NSNull()]] as [[String: Any]] {
            let settings = try decoder.decode(Settings.self, from: source)
            #expect(!settings.beta && settings.notifications && settings.badgeCount == 0)
            #expect(settings.nickname.isEmpty && settings.tags.isEmpty && settings.scores.isEmpty)
            #expect(settings.country == "NZ")
        }
        #expect(throws: DecodingError.self) { try decoder.decode(Settings.self, from: ["beta": "1"]) }
        // With the `= …` values, the memberwise initializer takes plain values and has defaults.
        let made = Settings(tags: ["a"], country: "FR")
        #expect(made.tags == ["a"] && made.country == "FR" && made.notifications)
        #expect(Settings().country == "NZ")
    }

    @Test func withoutTheInitialValueTheMemberwiseInitializerTakesTheWrapper() throws {
        struct Post: Codable {
            @DefaultEmptyArray var tags: [String]
        }
        // Post(tags: ["swift"])
        // error: cannot convert value of type '[String]' to expected argument type 'DefaultEmptyArray<String>'
        //        (aka 'Default<DefaultEmptyArrayProvider<String>>')

        let makePost: (DefaultEmptyArray<String>) -> Post = Post.init(tags:)
        #expect(makePost(DefaultEmptyArray(wrappedValue: ["swift"])).tags == ["swift"])
        #expect(try DictionaryDecoder().decode(Post.self, from: [:]).tags.isEmpty)
    }

    @Test func aDefaultCombinedWithCoercion() throws {
        struct Preferences: Codable {
            @Coerced @DefaultFalse var push: Bool = false  // missing, null → false; 1, "yes" → true; "maybe" throws
        }

        let decoder = DictionaryDecoder()
        #expect(try !decoder.decode(Preferences.self, from: [:]).push)
        #expect(try !decoder.decode(Preferences.self, from: ["push": NSNull()]).push)
        for yes in [1, "1", "yes"] as [Any] {
            #expect(try decoder.decode(Preferences.self, from: ["push": yes]).push)
        }
        #expect(throws: DecodingError.self) { try decoder.decode(Preferences.self, from: ["push": "maybe"]) }
    }

    @Test func lossyDecoding() throws {
        struct Post: Codable {
            @DefaultEmptyArray var tags: [String] = []
        }

        struct Feed: Codable {
            @LossyArray var posts: [Post]  // a broken post is dropped
            @Coerced @LossyArray var ids: [Int]  // [1, "2", "x", 4.0] → [1, 2, 4]
            @LossyDefault<DefaultFalseProvider> var featured: Bool = false  // "maybe" → false
        }

        let feed = try DictionaryDecoder().decode(
            Feed.self,
            from: [
                "posts": [["tags": ["a"]], ["tags": 5], [:]], "ids": [1, "2", "x", 4.0], "featured": "maybe",
            ] as [String: Any])
        #expect(feed.posts.map(\.tags) == [["a"], []])
        #expect(feed.ids == [1, 2, 4])
        #expect(!feed.featured)

        let data = Data(#"{"posts": [], "ids": [1, "x"], "featured": true}"#.utf8)
        let log = LockedLines()
        do {
            let feed = try LossyDecoding.observingDrops({ drop in log.append("\(drop.modelPath): \(drop)") }) {
                try JSONDecoder().decode(Feed.self, from: data)
            }
            #expect(feed.ids == [1])
        }
        #expect(log.lines == ["ids[1]: dropped element 1, which did not decode"])
    }

    // MARK: - Errors and Diagnostics

    @Test func printingAnError() throws {
        var printed: [String] = []
        func print(_ items: Any...) { printed.append(items.map { "\($0)" }.joined(separator: " ")) }
        let (payload, hints) = SnippetModels.payloadWithABadDogName

        do {
            _ = try DictionaryDecoder().decode(Department.self, from: payload, hints: hints)
        } catch let error as DecodingError {
            print(error)  // or String(describing: error), or "\(error)" in a log line
            // DecodingError.typeMismatch: expected value of type String. Path: members[1].aDog.name.
            //   Debug description: Expected to decode String but found number instead.
            //   (source path: MEMBERS[1].Dog.NameString)
            if case .typeMismatch(_, let context) = error {
                print(context.debugDescription)  // Expected to decode String but found number instead. (source …)
            }
        } catch {
            print(error)  // a ModelMapperError: its message and location
        }

        #expect(
            printed == [
                "DecodingError.typeMismatch: expected value of type String. Path: members[1].aDog.name. Debug "
                    + "description: Expected to decode String but found number instead. (source path: "
                    + "MEMBERS[1].Dog.NameString)",
                "Expected to decode String but found number instead. (source path: MEMBERS[1].Dog.NameString)",
            ])

        printed = []
        do {
            _ = try DictionaryDecoder().decode(Department.self, from: payload, hints: ["members": ""])
        } catch let error as DecodingError {
            print(error)
        } catch {
            print(error)
        }
        #expect(printed.count == 1)
        #expect(printed.first?.hasPrefix("Invalid hint entry") == true)
    }

    // MARK: - Watching a Backend Drift

    /// The setup snippet is the README's (`readmeWatchingDrift`); these are the others.
    @Test func monitoringDriftUploadsTheNewPart() throws {
        struct User: Decodable { var firstName: String?; var age: Int }
        let hints: HintTree = ["firstName": "first_name"]
        let monitor = MappingMonitor(sampleRate: 1)
        var decoder = DictionaryDecoder()
        decoder.monitor = monitor
        var sent: [Data] = []
        func send(_ data: Data) { sent.append(data) }

        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        var uploaded: MappingMonitor.Snapshot?

        func uploadDrift() throws {
            let now = monitor.snapshot()
            let new = uploaded.map { now.subtracting($0) } ?? now
            if !new.isClean { send(try encoder.encode(new)) }
            uploaded = now
        }

        _ = try decoder.decode(User.self, from: ["given_name": "Ada", "age": 36], hints: hints)
        try uploadDrift()
        try uploadDrift()  // nothing new
        _ = try decoder.decode(User.self, from: ["first_name": "Ada", "age": 36, "middle_name": "A."], hints: hints)
        try uploadDrift()

        #expect(sent.count == 2)
        let decoding = JSONDecoder()
        decoding.dateDecodingStrategy = .iso8601
        let second = try decoding.decode(MappingMonitor.Snapshot.self, from: sent[1])
        #expect(second.decodes == 1)
        #expect(second.entries.map(\.sourcePath) == ["middle_name"])
        #expect(String(decoding: sent[1], as: UTF8.self).contains(#""finding":"unmappedSourceKey""#))
    }

    @Test func monitoringDriftNotifies() throws {
        struct User: Decodable { var firstName: String?; var age: Int }
        struct Logger: Sendable {
            let lines: LockedLines
            func warning(_ line: String) { lines.append(line) }
        }
        let logger = Logger(lines: LockedLines())

        let monitor = MappingMonitor(sampleRate: 0.01, notificationLimit: 5, notificationInterval: 300) { entry in
            logger.warning("New mapping drift in \(entry.model): \(entry)")
        }

        var decoder = DictionaryDecoder()
        decoder.monitor = monitor
        for _ in 0..<3 {
            _ = try decoder.decode(
                User.self, from: ["given_name": "Ada", "age": 36], hints: ["firstName": "first_name"])
        }
        #expect(logger.lines.lines.count == 2)  // the unused hint and the unmapped key, once each
        #expect(logger.lines.lines.allSatisfy { $0.hasPrefix("New mapping drift in ModelMapperTests.") })
    }

    @Test func monitoringDriftInTests() throws {
        struct User: Decodable { var name: String; var age: Int }
        let hints: HintTree = ["name": "NAME"]
        let capturedUsers: [[String: Any]] = [
            ["NAME": "Ada", "age": 36], ["NAME": "Grace", "age": 7, "legacy_id": 3],
        ]

        let monitor = MappingMonitor(sampleRate: 1)
        var decoder = DictionaryDecoder()
        decoder.monitor = monitor
        for payload in capturedUsers {
            _ = try? decoder.decode(User.self, from: payload, hints: hints)
        }
        expectNoDrift(in: monitor, tolerating: [.unmappedSourceKey(at: "legacy_id")])

        #expect(monitor.snapshot().entries.map(\.sourcePath) == ["legacy_id"])
    }

    // MARK: - Migrating from LLModelTool

    @Test func migratingFromLLModelToolCallSitesStayTheSame() throws {
        var uploaded: [Data] = []
        func upload(_ data: Data) { uploaded.append(data) }
        let payload: [String: Any] = ["NAME": "R&D", "MEMBERS": [["Name": "Ada", "Dog": ["NameString": "kitty"]]]]
        let hints: [String: Any] = [
            "name": "NAME", "members": "MEMBERS",
            "MEMBERS": ["name": "Name", "aDog": "Dog", "Dog": ["name": "NameString"]],
        ]

        // Before and after: the same lines compile and run.
        let department = try LLModelTool.decode(Department.self, resDic: payload, hintDic: hints)
        let dict = LLModelTool.reflectToDict(model: department)
        if let data = LLModelTool.getJsonData(param: dict) { upload(data) }

        #expect(department.members.first?.aDog?.name == "kitty")
        #expect(dict["name"] as? String == "R&D")
        let data = try #require(uploaded.first)
        let parsed = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(parsed["name"] as? String == "R&D")
    }

    @Test func migratingFromLLModelToolWithAConfiguredDecoder() throws {
        var lenient = DictionaryDecoder()
        lenient.coercions = [.booleans, .numbersFromStrings]
        let person = try LLModelTool.decode(
            Person.self, resDic: ["Name": "Ada", "Age": "26"],
            hintDic: ["name": "Name", "age": "Age"], decoder: lenient)

        #expect(person.name == "Ada" && person.age == 26)
        #expect(throws: DecodingError.self) {
            try LLModelTool.decode(Person.self, resDic: ["Name": "Ada", "Age": "26"], hintDic: ["age": "Age"])
        }
    }

    // MARK: - Polymorphism

    @Test func polymorphismOfAnEnum() throws {
        struct Circle: Codable { var radius: Double }
        struct Rectangle: Codable { var width: Double; var height: Double }

        enum Shape: PolymorphicCodable {
            case circle(Circle)
            case rectangle(Rectangle)
            case unknown(JSONValue)

            static var discriminator: TypeDiscriminator<Shape> {
                TypeDiscriminator(
                    key: "kind",
                    ["circle": .case(Shape.circle), "rectangle": .case(Shape.rectangle)],
                    unknownKinds: .fallback(.case(Shape.unknown)))
            }
        }

        let shapes = try DictionaryDecoder().decode(
            [Shape].self, from: [["TYPE": "circle", "R": 1.5], ["TYPE": "hexagon", "SIDE": 1]],
            hints: ["kind": "TYPE", "radius": "R"])
        // [.circle(Circle(radius: 1.5)), .unknown(["SIDE": 1, "TYPE": "hexagon"])]

        #expect(shapes.count == 2)
        guard case .circle(let circle) = shapes[0], case .unknown(let object) = shapes[1] else {
            Issue.record("decoded \(shapes)")
            return
        }
        #expect(circle.radius == 1.5)
        #expect(object == ["SIDE": 1, "TYPE": "hexagon"])
    }

    @Test func polymorphismOfAClassHierarchy() throws {
        let source: [String: Any] = [
            "background": ["kind": "grid", "name": "Grid", "spacing": 2],
            "layers": [["kind": "grid", "name": "A", "spacing": 1], ["kind": "photo", "name": "B"]],
        ]
        let drawing = try DictionaryDecoder().decode(PolymorphismSnippets.Drawing.self, from: source)
        #expect((drawing.background as? PolymorphismSnippets.GridLayer)?.spacing == 2)
        #expect(drawing.layers.map(\.name) == ["A"])
    }

    // MARK: - ModelMapperSuggestions

    @Test func suggestionsLandingPage() throws {
        var printed: [String] = []
        func print(_ items: Any...) { printed.append(items.map { "\($0)" }.joined(separator: " ")) }

        struct Person: Decodable { var fullName: String?; var age: Int? }

        let suggestion = HintSuggestion(for: Person.self, from: ["FULL_NAME": "Ada", "n_age": 36])
        print(suggestion.hints)  // ["age": "n_age", "fullName": "FULL_NAME"]

        #expect(printed == [#"["age": "n_age", "fullName": "FULL_NAME"]"#])
    }

    // MARK: - The documents themselves

    /// The snippets each test above copies, by document: `nil` for every Swift snippet of the document, otherwise
    /// the positions (from 0) of the covered ones. Manifest snippets are checked by `manifestSnippetsEvaluateSweep`.
    static let coveredSnippets: [(document: String, snippets: [Int]?)] = [
        ("README.md", nil),
        ("Sources/ModelMapper/ModelMapper.docc/Articles/GettingStarted.md", nil),
        ("Sources/ModelMapper/ModelMapper.docc/Articles/CoercionAndDefaults.md", nil),
        ("Sources/ModelMapper/ModelMapper.docc/Articles/DiscriminatedKinds.md", nil),
        ("Sources/ModelMapper/ModelMapper.docc/Articles/ErrorsAndDiagnostics.md", [1]),
        ("Sources/ModelMapper/ModelMapper.docc/Articles/MigratingFromLLModelTool.md", [0, 1]),
        ("Sources/ModelMapper/ModelMapper.docc/Articles/MonitoringDrift.md", nil),
        // The others are the example's, run by ExamplesTests.
        ("Sources/ModelMapper/ModelMapper.docc/Articles/SendingItBack.md", [3]),
        // The second snippet is a manifest fragment (a test target's dependencies).
        ("Sources/ModelMapperSuggestions/ModelMapperSuggestions.docc/ModelMapperSuggestions.md", [0]),
    ]

    @Test(arguments: coveredSnippets.map(\.document))
    func documentedSnippetsAreTheOnesTested(_ document: String) throws {
        let covered = try #require(Self.coveredSnippets.first { $0.document == document }).snippets
        let text = try String(
            contentsOf: DocumentationSnippets.packageRoot.appendingPathComponent(document), encoding: .utf8)
        let snippets = DocumentationSnippets.swiftSnippets(in: text)
        #expect(!snippets.isEmpty)
        let tests = DocumentationSnippets.normalized(
            try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8))
        for (index, snippet) in snippets.enumerated() where DocumentationSnippets.isManifest(snippet) == false {
            guard covered?.contains(index) ?? true else { continue }
            let isTested = tests.contains(DocumentationSnippets.normalized(snippet))
            #expect(
                isTested, "Swift snippet \(index) of \(document) is not in DocumentationSnippetTests.swift:\n\(snippet)"
            )
        }
    }

    #if os(macOS) || os(Linux)
        /// Evaluates each `Package.swift` snippet of the README and of Getting Started with `swift package
        /// dump-package`, a fragment inside a minimal manifest. About a second per manifest, hence the sweep. Only where
        /// a test can start a process: not on iOS, tvOS, watchOS or visionOS.
        @Test(.timeLimit(.minutes(5)))
        func manifestSnippetsEvaluateSweep() throws {
            let documents = ["README.md", "Sources/ModelMapper/ModelMapper.docc/Articles/GettingStarted.md"]
            var manifests = 0
            for document in documents {
                let text = try String(
                    contentsOf: DocumentationSnippets.packageRoot.appendingPathComponent(document), encoding: .utf8)
                for snippet in DocumentationSnippets.swiftSnippets(in: text)
                where DocumentationSnippets.isManifest(snippet) {
                    let manifest =
                        snippet.contains("PackageDescription")
                        ? snippet
                        : """
                        // swift-tools-version: 6.0
                        import PackageDescription

                        let package = Package(name: "App", dependencies: [
                        \(snippet)
                        ])
                        """
                    let (status, output) = try DocumentationSnippets.dumpPackage(manifest)
                    #expect(
                        status == 0, "The manifest snippet of \(document) does not evaluate:\n\(snippet)\n\(output)")
                    #expect(output.contains("\"dependencies\""), "\(output)")
                    manifests += 1
                }
            }
            #expect(manifests == 4)
        }
    #endif
}

// MARK: - Support

/// Models and payloads shared by the error snippets.
private enum SnippetModels {
    static var payloadWithABadDogName: (payload: [String: Any], hints: HintTree) {
        let payload: [String: Any] = [
            "NAME": "R&D",
            "MEMBERS": [["Name": "Ada", "Dog": ["NameString": "kitty"]], ["Name": "Bob", "Dog": ["NameString": 7]]],
        ]
        let hints: HintTree = [
            "name": "NAME",
            "members": .key("MEMBERS", nested: ["name": "Name", "aDog": .key("Dog", nested: ["name": "NameString"])]),
        ]
        return (payload, hints)
    }

    static func decodeWithABadDogName() throws {
        let (payload, hints) = payloadWithABadDogName
        _ = try DictionaryDecoder().decode(Department.self, from: payload, hints: hints)
    }
}

/// Reading the snippets out of the documents.
enum DocumentationSnippets {
    /// The package's root directory, found from this file's path.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // ModelMapperTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()

    /// The contents of the document's ```` ```swift ```` code blocks, in order.
    static func swiftSnippets(in document: String) -> [String] {
        var snippets: [String] = []
        var current: [Substring]?
        for line in document.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if var lines = current {
                if trimmed == "```" {
                    snippets.append(lines.joined(separator: "\n"))
                    current = nil
                } else {
                    lines.append(line)
                    current = lines
                }
            } else if trimmed == "```swift" {
                current = []
            }
        }
        return snippets
    }

    /// Whether a snippet is (part of) a `Package.swift` manifest rather than code.
    static func isManifest(_ snippet: String) -> Bool {
        snippet.contains("import PackageDescription") || snippet.hasPrefix(".package(")
    }

    /// The snippet's text without `import` lines, whitespace and trailing commas, so that the copy in a test may be
    /// indented and formatted differently.
    static func normalized(_ text: String) -> String {
        let code = text.split(separator: "\n")
            .filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("import ") }
            .joined()
            .filter { !$0.isWhitespace }
        return code.replacingOccurrences(of: ",]", with: "]").replacingOccurrences(of: ",)", with: ")")
    }

    #if os(macOS) || os(Linux)
        /// Runs `swift package dump-package` on a manifest in a temporary directory.
        static func dumpPackage(_ manifest: String) throws -> (status: Int32, output: String) {
            let directory = FileManager.default.temporaryDirectory
                .appendingPathComponent("ModelMapperManifestSnippet-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: directory) }
            try Data(manifest.utf8).write(to: directory.appendingPathComponent("Package.swift"))
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["swift", "package", "--package-path", directory.path, "dump-package"]
            let pipe = Pipe()
            process.standardOutput = pipe
            process.standardError = pipe
            try process.run()
            let output = pipe.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return (process.terminationStatus, String(decoding: output, as: UTF8.self))
        }
    #endif
}

/// The class hierarchy of the Polymorphism article's snippets.
enum PolymorphismSnippets {
    class Layer: Codable, PolymorphicBase {
        var name: String

        static var discriminator: TypeDiscriminator<Layer> {
            TypeDiscriminator(key: "kind", ["grid": .subclass(GridLayer.self)], unknownKinds: .drop)
        }
    }

    struct Drawing: Codable {
        @Polymorphic var background: Layer
        @PolymorphicArray var layers: [Layer]
    }

    final class GridLayer: Layer {
        var spacing: Double

        private enum CodingKeys: String, CodingKey { case spacing }

        required init(from decoder: any Decoder) throws {
            spacing = try decoder.container(keyedBy: CodingKeys.self).decode(Double.self, forKey: .spacing)
            try super.init(from: decoder)
        }
    }
}

/// Lines appended from any thread, for snippets whose callbacks are `@Sendable`.
private final class LockedLines: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [String] = []

    func append(_ line: String) {
        lock.lock()
        stored.append(line)
        lock.unlock()
    }

    var lines: [String] {
        lock.lock()
        defer { lock.unlock() }
        return stored
    }
}
