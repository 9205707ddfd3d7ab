import Foundation
import ModelMapperSuggestions
import Testing

@testable import ModelMapper

/// The rules of `HintSuggestion` one at a time, with the examples the Suggesting Hints article gives for every rule
/// and every default affix.
@Suite struct HintSuggestionRuleTests {
    /// The kinds of property the article's examples use.
    enum Property: Sendable {
        case bool, int, double, string, date, object, dictionary, strings, objects
    }

    /// One row of the article's affix tables: the source key, the coding key and its type, and the rule expected.
    struct AffixExample: Sendable, CustomTestStringConvertible {
        let affix: String
        let source: String
        let codingKey: String
        let property: Property
        let rule: HintSuggestion.Rule

        var testDescription: String { "\(rule): \(codingKey) ← \(source)" }

        init(_ rule: HintSuggestion.Rule, _ source: String, for codingKey: String, _ property: Property) {
            switch rule {
            case .prefix(let word), .suffix(let word): affix = word
            default: affix = ""
            }
            self.source = source
            self.codingKey = codingKey
            self.property = property
            self.rule = rule
        }
    }

    /// The article's tables, row by row.
    static let prefixExamples = [
        AffixExample(.prefix("a"), "Dog", for: "aDog", .object),
        AffixExample(.prefix("m"), "m_label", for: "label", .string),
        AffixExample(.prefix("fld"), "fldAge", for: "age", .int),
        AffixExample(.prefix("col"), "COL_STATUS", for: "status", .string),
        AffixExample(.prefix("is"), "is_active", for: "active", .bool),
        AffixExample(.prefix("has"), "hasChildren", for: "children", .bool),
        AffixExample(.prefix("b"), "bVisible", for: "visible", .bool),
        AffixExample(.prefix("bool"), "boolEnabled", for: "enabled", .bool),
        AffixExample(.prefix("n"), "nCount", for: "count", .int),
        AffixExample(.prefix("i"), "iIndex", for: "index", .int),
        AffixExample(.prefix("int"), "intQty", for: "qty", .int),
        AffixExample(.prefix("num"), "numPages", for: "pages", .int),
        AffixExample(.prefix("f"), "fScore", for: "score", .double),
        AffixExample(.prefix("d"), "dRate", for: "rate", .double),
        AffixExample(.prefix("dbl"), "dblScore", for: "score", .double),
        AffixExample(.prefix("flt"), "fltWeight", for: "weight", .double),
        AffixExample(.prefix("str"), "strName", for: "name", .string),
        AffixExample(.prefix("s"), "sTitle", for: "title", .string),
        AffixExample(.prefix("sz"), "szPath", for: "path", .string),
        AffixExample(.prefix("txt"), "txtComment", for: "comment", .string),
        AffixExample(.prefix("dt"), "dtBirth", for: "birth", .date),
        AffixExample(.prefix("obj"), "objOwner", for: "owner", .object),
        AffixExample(.prefix("dict"), "dictHeaders", for: "headers", .dictionary),
        AffixExample(.prefix("arr"), "arrTags", for: "tags", .strings),
        AffixExample(.prefix("lst"), "lstItems", for: "items", .objects),
    ]

    static let suffixExamples = [
        AffixExample(.suffix("value"), "status_value", for: "status", .string),
        AffixExample(.suffix("val"), "priceVal", for: "price", .double),
        AffixExample(.suffix("c"), "Amount__c", for: "amount", .double),
        AffixExample(.suffix("flag"), "deleted_flag", for: "deleted", .bool),
        AffixExample(.suffix("yn"), "ACTIVE_YN", for: "active", .bool),
        AffixExample(.suffix("num"), "order_num", for: "order", .int),
        AffixExample(.suffix("number"), "seatNumber", for: "seat", .int),
        AffixExample(.suffix("ms"), "duration_ms", for: "duration", .int),
        AffixExample(.suffix("millis"), "timeoutMillis", for: "timeout", .int),
        AffixExample(.suffix("sec"), "timeout_sec", for: "timeout", .int),
        AffixExample(.suffix("secs"), "delaySecs", for: "delay", .double),
        AffixExample(.suffix("seconds"), "retryDelaySeconds", for: "retryDelay", .double),
        AffixExample(.suffix("string"), "NameString", for: "name", .string),
        AffixExample(.suffix("str"), "label_str", for: "label", .string),
        AffixExample(.suffix("text"), "label_text", for: "label", .string),
        AffixExample(.suffix("txt"), "commentTxt", for: "comment", .string),
        AffixExample(.suffix("id"), "owner_id", for: "owner", .int),
        AffixExample(.suffix("dt"), "CREATED_DT", for: "created", .date),
        AffixExample(.suffix("ts"), "created_ts", for: "created", .date),
        AffixExample(.suffix("obj"), "addressObj", for: "address", .object),
        AffixExample(.suffix("dict"), "headersDict", for: "headers", .dictionary),
        AffixExample(.suffix("r"), "Owner__r", for: "owner", .object),
        AffixExample(.suffix("list"), "TagList", for: "tags", .strings),
        AffixExample(.suffix("array"), "CategoryArray", for: "categories", .objects),
        AffixExample(.suffix("arr"), "items_arr", for: "items", .objects),
        AffixExample(.suffix("collection"), "PhotoCollection", for: "photos", .objects),
    ]

    /// The suggestion for a model with one property, named `codingKey`, from a payload with one key.
    static func suggest(_ codingKey: String, _ property: Property, from source: String) -> HintSuggestion {
        PropertyName.$key.withValue(codingKey) {
            switch property {
            case .bool: HintSuggestion(for: OneProperty<Bool>.self, from: [source: true])
            case .int: HintSuggestion(for: OneProperty<Int>.self, from: [source: 3])
            case .double: HintSuggestion(for: OneProperty<Double>.self, from: [source: 2.5])
            case .string: HintSuggestion(for: OneProperty<String>.self, from: [source: "x"])
            case .date: HintSuggestion(for: OneProperty<Date>.self, from: [source: 1_700_000_000])
            case .object: HintSuggestion(for: OneProperty<Named>.self, from: [source: ["name": "x"]])
            case .dictionary: HintSuggestion(for: OneProperty<[String: String]>.self, from: [source: ["a": "b"]])
            case .strings: HintSuggestion(for: OneProperty<[String]>.self, from: [source: ["a"]])
            case .objects: HintSuggestion(for: OneProperty<[Named]>.self, from: [source: [["name": "x"]]])
            }
        }
    }

    @Test func theArticleHasAnExampleForEveryDefaultAffix() {
        #expect(Self.prefixExamples.map(\.affix) == HintSuggestion.Options.defaultPrefixes.map(\.word))
        #expect(Self.suffixExamples.map(\.affix) == HintSuggestion.Options.defaultSuffixes.map(\.word))
    }

    @Test(arguments: prefixExamples + suffixExamples)
    func everyDefaultAffixMatchesItsExample(_ example: AffixExample) {
        let suggestion = Self.suggest(example.codingKey, example.property, from: example.source)
        #expect(suggestion.entry(for: MappingPath([.key(example.codingKey)]))?.confidence == .rule(example.rule))
        #expect(
            suggestion.entry(for: MappingPath([.key(example.codingKey)]))?.sourceLocation
                == MappingPath([.key(example.source)]))
    }

    /// What the note of a required coding key (``OneProperty`` requires its one) left unmatched ends with.
    static func required(_ codingKey: String) -> String {
        "; \(codingKey) is required and the sample has no value for it: decoding the sample throws"
    }

    @Test func anAffixMatchesOnlyAValueOfItsKind() {
        let string = Self.suggest("active", .string, from: "is_active")
        #expect(string.entry(for: "active")?.confidence == .unmatched)
        #expect(
            string.entry(for: "active")?.note
                == #"is_active: prefix "is" marks a boolean; active is a string"# + Self.required("active"))
        let object = Self.suggest("owner", .object, from: "owner_id")
        #expect(object.entry(for: "owner")?.confidence == .unmatched)
        #expect(
            object.entry(for: "owner")?.description
                == #"owner: no source key found — owner_id: suffix "id" marks an identifier; owner is an object"#
                + Self.required("owner"))
    }

    @Test func aValueOfTheWrongKindIsNeverSuggested() {
        let suggestion = PropertyName.$key.withValue("owner") {
            HintSuggestion(for: OneProperty<Named>.self, from: ["Owner": 42])
        }
        #expect(suggestion.hints.isEmpty)
        #expect(
            suggestion.entry(for: "owner")?.note == "Owner holds a number; owner is an object" + Self.required("owner"))
    }

    @Test func anIdentifierIsReadOnlyWhenItHoldsTheKindAskedFor() throws {
        // `tag_id` names the tag's identifier: a number is no `String` tag, and with a coercion it would read as one.
        let number = HintSuggestion(for: Tagged.self, from: ["id": 3, "tag_id": 12])
        #expect(number.hints.isEmpty)
        #expect(
            number.entry(for: "tag")?.description == "tag: no source key found — tag_id holds a number; tag is a string"
        )
        #expect(
            try DictionaryDecoder().decode(Tagged.self, from: ["id": 3, "tag_id": 12], hints: number.hints).tag == nil)
        // A string identifier is the kind asked for, and a decoration or a kind marker does not name another thing.
        #expect(HintSuggestion(for: Tagged.self, from: ["id": 3, "tag_id": "t-12"]).hints == ["tag": "tag_id"])
        #expect(HintSuggestion(for: Tagged.self, from: ["id": 3, "m_tag": 12]).hints == ["tag": "m_tag"])
        let flag = PropertyName.$key.withValue("active") {
            HintSuggestion(for: OneProperty<Bool>.self, from: ["ACTIVE_YN": "Y"])
        }
        #expect(flag.hints == ["active": "ACTIVE_YN"])
    }

    @Test func aRequiredKeyWithNoValueSaysThatDecodingThrows() {
        // Optional: nothing to say. Required: missing, or `null`, in one sample of two.
        #expect(HintSuggestion(for: Tagged.self, from: ["id": 3]).entry(for: "tag")?.note == nil)
        let missing = HintSuggestion(for: Tagged.self, from: [["id": 3], ["ID": 4], ["tag": "a"]])
        #expect(missing.entry(for: "id")?.confidence == .ambiguous(["id", "ID"]))
        #expect(
            missing.entry(for: "id")?.note
                == "id is required and sample 2 has no value for it: decoding sample 2 throws"
        )
        let null = HintSuggestion(for: Tagged.self, from: [["id": NSNull()], ["tag": "a"]])
        #expect(
            null.entry(for: "id")?.note
                == "id is required and samples 0 and 1 have no value for it: decoding samples 0 and 1 throws")
        // An element of an array, and nothing inside an object that is not there.
        let elements = HintSuggestion(for: [Tagged].self, from: ["x": 1])
        #expect(elements.entries.allSatisfy { $0.note == nil })
        let shelf = HintSuggestion(for: Shelf.self, from: ["tagged": [["id": 1], ["tag": "b"]]])
        #expect(
            shelf.entry(for: "tagged[*].id")?.note
                == "id is required and the sample has no value for it: decoding the sample throws")
        let absent = HintSuggestion(for: Shelf.self, from: ["other": 1])
        #expect(absent.entry(for: "tagged")?.note?.hasPrefix("tagged is required") == true)
        #expect(absent.entry(for: "tagged[*].id")?.note == nil)
    }

    @Test func aKeyThatHoldsAnotherKindInAnotherSampleIsReadLast() {
        // Sample 1 reads `Name_str`; sample 0's `NAME` holds an array there, so it comes second.
        let samples: [[String: Any]] = [["NAME": "Ada"], ["NAME": ["Ada", "L."], "Name_str": "Ada"]]
        let suggestion = PropertyName.$key.withValue("name") {
            HintSuggestion(for: OneProperty<String>.self, from: samples)
        }
        #expect(suggestion.hints == ["name": ["Name_str", "NAME"]])
        #expect(suggestion.entry(for: "name")?.note == "Name_str comes first: NAME holds an array in sample 1")
        // No order reads both: each sample's key holds an array in the other.
        let crossed: [[String: Any]] = [["NAME": "Ada", "Name_str": [1]], ["NAME": [2], "Name_str": "Ada"]]
        let stuck = PropertyName.$key.withValue("name") {
            HintSuggestion(for: OneProperty<String>.self, from: crossed)
        }
        #expect(stuck.hints == ["name": ["NAME", "Name_str"]])
        #expect(stuck.entry(for: "name")?.note == "NAME holds an array in sample 1: decoding sample 1 throws")
    }

    /// The leaves of property lists fit the type they are: a date leaf a `Date`, a data leaf `Data`, nothing else.
    @Test func propertyListLeavesFitTheirOwnTypesOnly() throws {
        struct Backup: Codable, Equatable {
            var createdAt: Date
            var archive: Data
            var title: String
        }
        let payload: [String: Any] = [
            "CreatedAt": Date(timeIntervalSinceReferenceDate: 5), "Archive": Data([1, 2]), "TITLE": Data([3]),
        ]
        let suggestion = HintSuggestion(for: Backup.self, from: payload)
        #expect(suggestion.hints == ["archive": "Archive", "createdAt": "CreatedAt"])
        #expect(suggestion.entry(for: "title")?.confidence == .unmatched)
        #expect(
            suggestion.entry(for: "title")?.note
                == "TITLE holds data; title is a string; title is required and the sample has no value for it: "
                + "decoding the sample throws")
        let exact = HintSuggestion(for: Backup.self, from: ["createdAt": Data([1]), "archive": Data(), "title": ""])
        #expect(exact.entry(for: "createdAt")?.note == "createdAt holds data; createdAt is a date or another scalar")
    }

    @Test func theKeyItselfHoldingAnotherKindIsNoted() {
        let suggestion = HintSuggestion(for: Holder.self, from: ["owner": 42])
        #expect(suggestion.entry(for: "owner")?.confidence == .exact)
        #expect(suggestion.entry(for: "owner")?.note == "owner holds a number; owner is an object")
    }

    @Test func aNoteWhyNothingMatchedIsDroppedWhenAnotherSampleMatches() {
        let suggestion = HintSuggestion(for: Holder.self, from: [["Owner": 42], ["owner": ["name": "Ada"]]])
        #expect(suggestion.entry(for: "owner")?.confidence == .exact)
        #expect(suggestion.entry(for: "owner")?.note == nil)
        let alone = HintSuggestion(for: Holder.self, from: [["Owner": 42]])
        #expect(alone.entry(for: "owner")?.note == "Owner holds a number; owner is an object")
    }

    @Test func theArticleExamplesOfTheRules() {
        let cases: [(String, Property, String, HintSuggestion.Rule)] = [
            ("name", .string, "NAME", .caseInsensitive),
            ("customerId", .int, "CustomerID", .caseInsensitive),
            ("userName", .string, "USER-NAME", .caseConvention),
            ("metaData", .object, "Meta Data", .caseConvention),
            ("id", .string, "@id", .caseConvention),
            ("low", .string, "3. low", .decoration),
            ("timeSeries", .dictionary, "Time Series (5min)", .decoration),
            ("items", .objects, "Item", .plural),
            ("category", .string, "categories", .plural),
            ("label", .string, "m_strLabel", .prefix("m_str")),
            ("isPrivate", .bool, "private", .prefix("is")),
            ("customerId", .string, "customer", .suffix("id")),
            ("durationMs", .int, "duration", .suffix("ms")),
        ]
        for (codingKey, property, source, rule) in cases {
            let suggestion = Self.suggest(codingKey, property, from: source)
            #expect(
                suggestion.entry(for: MappingPath([.key(codingKey)]))?.confidence == .rule(rule),
                "\(codingKey) ← \(source)")
        }
    }

    @Test func twoLiveSpellingsAreWeighedByTheirValues() {
        func suggest(_ payload: [String: Any]) -> HintSuggestion {
            PropertyName.$key.withValue("totalAmount") {
                HintSuggestion(for: OneProperty<Double>.self, from: payload)
            }
        }
        // Different values: ambiguous, with both values. The same value (12 is 12.0): the closer spelling, said so.
        let different = suggest(["TOTAL_AMOUNT": 10.5, "TotalAmount": 12.0])
        #expect(different.hints == ["totalAmount": ["TOTAL_AMOUNT", "TotalAmount"]])
        let same = suggest(["TOTAL_AMOUNT": 12, "TotalAmount": 12.0])
        #expect(same.hints == ["totalAmount": "TotalAmount"])
        #expect(
            same.entry(for: "totalAmount")?.note
                == "TOTAL_AMOUNT holds the same value, 12.0: TotalAmount is read, the closer spelling")
        // Two spellings of one rank holding the same value: the first in code-point order.
        let tied = suggest(["Totalamount": 1.5, "TOTALAMOUNT": 1.5])
        #expect(tied.hints == ["totalAmount": "TOTALAMOUNT"])
        #expect(
            tied.entry(for: "totalAmount")?.note?.hasSuffix("TOTALAMOUNT is read, the first in code-point order")
                == true
        )
        // A value that fits only by a coercion is no live spelling: the kind decides, as before. `null` is one: the
        // candidates read the value where the other spelling is `null`.
        #expect(suggest(["TOTAL_AMOUNT": "10.5", "TotalAmount": 12.0]).hints == ["totalAmount": "TotalAmount"])
        let null = suggest(["TOTAL_AMOUNT": 10.5, "TotalAmount": NSNull()])
        #expect(null.hints == ["totalAmount": ["TOTAL_AMOUNT", "TotalAmount"]])
        #expect(
            null.entry(for: "totalAmount")?.note
                == "two spellings hold different values: TOTAL_AMOUNT holds 10.5, TotalAmount holds null")
        let itself = suggest(["totalAmount": NSNull(), "TOTAL_AMOUNT": 10.5])
        #expect(itself.hints == ["totalAmount": ["TOTAL_AMOUNT", "totalAmount"]])
    }

    @Test func aFlattenedNameIsAPathThroughNestedObjects() throws {
        // Several levels, a key of several words, each level in its own convention.
        let payload: [String: Any] = [
            "id": 1, "billing": ["Address": ["CITY": "Oslo"]], "shipping_address": ["postCode": "0150"],
        ]
        let suggestion = HintSuggestion(for: Addressed.self, from: payload)
        #expect(
            suggestion.hints == [
                "billingAddressCity": "billing.Address.CITY", "shippingAddressPostCode": "shipping_address.postCode",
            ])
        #expect(suggestion.entry(for: "billingAddressCity")?.confidence == .rule(.flattened))
        let decoded = try DictionaryDecoder().decode(Addressed.self, from: payload, hints: suggestion.hints)
        #expect(decoded.billingAddressCity == "Oslo" && decoded.shippingAddressPostCode == "0150")
        // The object the paths run through is no envelope: `id` stays the object's own, though `billing` has one.
        let withId = HintSuggestion(
            for: Addressed.self,
            from: ["id": 1, "billing": ["id": 2, "address": ["city": "Oslo"]], "shipping": ["address_post_code": "1"]])
        #expect(withId.entry(for: "id")?.confidence == .exact)
        #expect(
            withId.hints == [
                "billingAddressCity": "billing.address.city", "shippingAddressPostCode": "shipping.address_post_code",
            ])
        // Two paths that spell the name, with different values: ambiguous, as two spellings of a key are.
        let two = HintSuggestion(
            for: Addressed.self,
            from: ["id": 1, "billing": ["address": ["city": "Oslo"]], "Billing": ["Address": ["City": "Bergen"]]])
        #expect(
            two.entry(for: "billingAddressCity")?.confidence
                == .ambiguous(["Billing.Address.City", "billing.address.city"]))
        // A one-word name is no path, and a path whose value is of another kind is vetoed.
        #expect(HintSuggestion(for: Named.self, from: ["na": ["me": "x"]]).hints.isEmpty)
        let array = HintSuggestion(for: Addressed.self, from: ["id": 1, "billing": ["address": ["city": ["Oslo"]]]])
        #expect(array.entry(for: "billingAddressCity")?.note?.hasPrefix("billing.address.city holds an array") == true)
    }

    @Test func anOptionalChoosesByTheKindOfItsValue() {
        // Both spellings match case-insensitively; the Int takes the number, decodeIfPresent or not.
        let suggestion = HintSuggestion(for: OptionalCount.self, from: ["Count": "3", "COUNT": 3])
        #expect(suggestion.hints == ["count": "COUNT"])
        #expect(suggestion.entry(for: "count")?.confidence == .rule(.caseInsensitive))
    }

    @Test func aRootDictionaryHasItsStarInEveryPath() {
        let suggestion = HintSuggestion(for: [String: Named].self, from: ["a": ["NAME": "x"]])
        #expect(suggestion.entries.map(\.modelLocation) == ["[*].name"])
        #expect(suggestion.entry(for: "[*].name")?.sourceLocation == "[*].NAME")
    }

    @Test func theSearchDepthIsCappedAtSixteen() {
        #expect(HintSuggestion.Options.maximumSearchDepth == 16)
        func nested(_ levels: Int) -> [String: Any] {
            var object: [String: Any] = ["name": "deep"]
            for level in 0..<levels { object = ["level\(level)": object] }
            return object
        }
        let deep = HintSuggestion.Options(searchDepth: 100)
        // 16 objects around the key: found with the deepest search, and only with it.
        #expect(
            HintSuggestion(for: Named.self, from: nested(16), options: deep).entries.first?.confidence
                == .rule(.keyPath))
        #expect(
            HintSuggestion(for: Named.self, from: nested(16), options: .init(searchDepth: 15)).entries.first?.confidence
                == .unmatched)
        // 17 are beyond the cap, whatever the option says.
        #expect(
            HintSuggestion(for: Named.self, from: nested(17), options: deep).entries.first?.confidence == .unmatched)
    }
}

// MARK: - Test Types

private struct Named: Decodable { var name: String }

private struct OptionalCount: Decodable { var count: Int? }

private struct Holder: Decodable { var owner: Named? }

private struct Tagged: Decodable {
    var id: Int
    var tag: String?
}

private struct Shelf: Decodable { var tagged: [Tagged] }

private struct Addressed: Decodable {
    var id: Int
    var billingAddressCity: String?
    var shippingAddressPostCode: String?
}

/// The coding key of ``OneProperty``'s property, for the task that suggests.
private enum PropertyName {
    @TaskLocal static var key = ""
}

/// A model with one property whose coding key is chosen at run time.
private struct OneProperty<Value: Decodable>: Decodable {
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        _ = try container.decode(Value.self, forKey: AnyCodingKey(stringValue: PropertyName.key))
    }
}
