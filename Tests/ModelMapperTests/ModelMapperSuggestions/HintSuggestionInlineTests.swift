import Foundation
import ModelMapperSuggestions
import Testing

@testable import ModelMapper

/// `HintSuggestion` finds inline models (`Hint.inline(_:)`): a nested model with no key of its own whose keys sit
/// in its parent's object, as in the flat rows of a legacy backend. Every test compares the whole suggested tree and
/// decodes the samples with it.
@Suite struct HintSuggestionInlineTests {
    struct Customer: Decodable, Equatable {
        var name: String
        var email: String
    }

    struct Address: Decodable, Equatable {
        var city: String
    }

    struct Order: Decodable, Equatable {
        var id: Int
        var customer: Customer
        var shipping: Address
    }

    /// The row of `Hint.inline(_:)`'s documentation.
    static var row: [String: Any] {
        ["ORDER_ID": 7, "CUST_NAME": "Ada", "CUST_EMAIL": "ada@example.com", "SHIP_CITY": "Oslo"]
    }

    /// The default options with `order` as a prefix, so that `id` finds `ORDER_ID`.
    static var orderPrefix: HintSuggestion.Options {
        var options = HintSuggestion.Options()
        options.prefixes.append("order")
        return options
    }

    /// The entries as `modelPath: confidence`, to compare every entry at once.
    private func confidences(_ suggestion: HintSuggestion) -> [String: HintSuggestion.Confidence] {
        Dictionary(uniqueKeysWithValues: suggestion.entries.map { ($0.modelLocation.description, $0.confidence) })
    }

    @Test func aFlatRowWithTwoPrefixedChildren() throws {
        let suggestion = HintSuggestion(for: Order.self, from: Self.row, options: Self.orderPrefix)
        let expected: HintTree = [
            "customer": .inline(["email": "CUST_EMAIL", "name": "CUST_NAME"]), "id": "ORDER_ID",
            "shipping": .inline(["city": "SHIP_CITY"]),
        ]
        #expect(suggestion.hints == expected)
        #expect(
            suggestion.hints.description
                == #"["customer": .inline(["email": "CUST_EMAIL", "name": "CUST_NAME"]), "id": "ORDER_ID", "shipping": .inline(["city": "SHIP_CITY"])]"#
        )
        #expect(
            confidences(suggestion) == [
                "id": .rule(.prefix("order")),
                "customer": .rule(.inline("cust")), "customer.email": .rule(.inline("cust")),
                "customer.name": .rule(.inline("cust")),
                "shipping": .rule(.inline("ship")), "shipping.city": .rule(.inline("ship")),
            ])
        #expect(suggestion.entry(for: "customer")?.sourceLocation == "")
        #expect(suggestion.entry(for: "customer")?.isInlineModel == true)
        #expect(suggestion.entry(for: "customer.name")?.sourceLocation == "CUST_NAME")
        #expect(suggestion.entry(for: "customer.name")?.isInlineModel == false)
        #expect(suggestion.entries.allSatisfy { $0.note == nil })
        #expect(suggestion.unmatchedSourceLocations.isEmpty)
        #expect(suggestion.conflicts.isEmpty && suggestion.notes.isEmpty)
        #expect(
            suggestion.description == """
                Suggested hints for Order:
                \(expected)

                customer ← the root object (inline, prefix "cust")
                customer.email ← CUST_EMAIL (inline, prefix "cust")
                customer.name ← CUST_NAME (inline, prefix "cust")
                id ← ORDER_ID (prefix "order")
                shipping ← the root object (inline, prefix "ship")
                shipping.city ← SHIP_CITY (inline, prefix "ship")
                """)

        let order = try DictionaryDecoder().decode(Order.self, from: Self.row, hints: suggestion.hints)
        #expect(
            order
                == Order(
                    id: 7, customer: Customer(name: "Ada", email: "ada@example.com"), shipping: Address(city: "Oslo")))
    }

    struct Invoice: Decodable, Equatable {
        var number: Int
        var customer: Customer
    }

    @Test func aChildWhoseKeysSitUnprefixedInTheRow() throws {
        let payload: [String: Any] = ["number": 12, "name": "Ada", "EMAIL": "ada@example.com"]
        let suggestion = HintSuggestion(for: Invoice.self, from: payload)
        // `name` is named too: an inline model is missing only when none of the keys its hints name has a value.
        let expected: HintTree = ["customer": .inline(["email": "EMAIL", "name": "name"])]
        #expect(suggestion.hints == expected)
        #expect(suggestion.hints.description == #"["customer": .inline(["email": "EMAIL", "name": "name"])]"#)
        #expect(
            confidences(suggestion) == [
                "number": .exact, "customer": .rule(.inline("")), "customer.email": .rule(.inline("")),
                "customer.name": .rule(.inline("")),
            ])
        #expect(suggestion.entry(for: "customer")?.description == "customer ← the root object (inline)")
        #expect(suggestion.unmatchedSourceLocations.isEmpty)

        let invoice = try DictionaryDecoder().decode(Invoice.self, from: payload, hints: suggestion.hints)
        #expect(invoice == Invoice(number: 12, customer: Customer(name: "Ada", email: "ada@example.com")))
    }

    struct Ledger: Decodable, Equatable {
        var orders: [Order]
    }

    @Test func anArrayOfRows() throws {
        let payload: [String: Any] = [
            "ORDERS": [
                Self.row,
                ["ORDER_ID": 8, "CUST_NAME": "Grace", "CUST_EMAIL": "grace@example.com", "SHIP_CITY": "Bergen"],
            ]
        ]
        let suggestion = HintSuggestion(for: Ledger.self, from: payload, options: Self.orderPrefix)
        let expected: HintTree = [
            "orders": .key(
                "ORDERS",
                nested: [
                    "customer": .inline(["email": "CUST_EMAIL", "name": "CUST_NAME"]), "id": "ORDER_ID",
                    "shipping": .inline(["city": "SHIP_CITY"]),
                ])
        ]
        #expect(suggestion.hints == expected)
        #expect(
            confidences(suggestion) == [
                "orders": .rule(.caseInsensitive), "orders[*].id": .rule(.prefix("order")),
                "orders[*].customer": .rule(.inline("cust")), "orders[*].customer.email": .rule(.inline("cust")),
                "orders[*].customer.name": .rule(.inline("cust")),
                "orders[*].shipping": .rule(.inline("ship")), "orders[*].shipping.city": .rule(.inline("ship")),
            ])
        #expect(suggestion.entry(for: "orders[*].customer")?.sourceLocation == "ORDERS[*]")
        #expect(suggestion.entry(for: "orders[*].customer.name")?.sourceLocation == "ORDERS[*].CUST_NAME")
        #expect(suggestion.unmatchedSourceLocations.isEmpty && suggestion.conflicts.isEmpty)

        let ledger = try DictionaryDecoder().decode(Ledger.self, from: payload, hints: suggestion.hints)
        #expect(ledger.orders.map(\.customer.name) == ["Ada", "Grace"])
        #expect(ledger.orders.map(\.shipping.city) == ["Oslo", "Bergen"])
        #expect(ledger.orders.map(\.id) == [7, 8])
    }

    struct Client: Decodable, Equatable {
        var name: String
        var address: Address
    }

    struct Shipment: Decodable, Equatable {
        var id: Int
        var customer: Client
    }

    @Test func anInlineModelInsideAnInlineModel() throws {
        let payload: [String: Any] = ["ORDER_ID": 3, "CUST_NAME": "Ada", "CUST_ADDR_CITY": "Oslo"]
        let suggestion = HintSuggestion(for: Shipment.self, from: payload, options: Self.orderPrefix)
        let expected: HintTree = [
            "customer": .inline(["address": .inline(["city": "CUST_ADDR_CITY"]), "name": "CUST_NAME"]),
            "id": "ORDER_ID",
        ]
        #expect(suggestion.hints == expected)
        #expect(
            confidences(suggestion) == [
                "id": .rule(.prefix("order")), "customer": .rule(.inline("cust")),
                "customer.name": .rule(.inline("cust")), "customer.address": .rule(.inline("cust_addr")),
                "customer.address.city": .rule(.inline("cust_addr")),
            ])
        #expect(suggestion.entry(for: "customer.address.city")?.sourceLocation == "CUST_ADDR_CITY")
        #expect(suggestion.unmatchedSourceLocations.isEmpty)

        let shipment = try DictionaryDecoder().decode(Shipment.self, from: payload, hints: suggestion.hints)
        #expect(shipment == Shipment(id: 3, customer: Client(name: "Ada", address: Address(city: "Oslo"))))
    }

    struct Contact: Decodable, Equatable {
        var id: Int?
        var name: String
        var email: String?
        var phone: String?
    }

    struct Ticket: Decodable, Equatable {
        var id: Int
        var contact: Contact
    }

    /// Two of four keys found: the entry says which are not, and the one the parent's object has under the same name
    /// (`id`, the ticket's) gets a hint to a key the row lacks, so that the contact does not read the ticket's id.
    @Test func aChildFoundInPart() throws {
        let payload: [String: Any] = ["id": 41, "CONTACT_NAME": "Ada", "CONTACT_EMAIL": "ada@example.com"]
        let suggestion = HintSuggestion(for: Ticket.self, from: payload)
        let expected: HintTree = [
            "contact": .inline(["email": "CONTACT_EMAIL", "id": .key("CONTACT_ID"), "name": "CONTACT_NAME"])
        ]
        #expect(suggestion.hints == expected)
        #expect(
            confidences(suggestion) == [
                "id": .exact, "contact": .rule(.inline("contact")), "contact.email": .rule(.inline("contact")),
                "contact.name": .rule(.inline("contact")), "contact.id": .unmatched, "contact.phone": .unmatched,
            ])
        #expect(
            suggestion.entry(for: "contact")?.note
                == "2 of 4 keys of contact are in its parent's object; id, phone are not")
        #expect(
            suggestion.entry(for: "contact.id")?.note
                == "the object contact is inline in has a id of its own, which an unhinted id would read: the hint "
                + "names CONTACT_ID, which it lacks")
        #expect(suggestion.entry(for: "contact.phone")?.note == nil)

        let ticket = try DictionaryDecoder().decode(Ticket.self, from: payload, hints: suggestion.hints)
        #expect(ticket == Ticket(id: 41, contact: Contact(id: nil, name: "Ada", email: "ada@example.com", phone: nil)))
    }

    @Test func aChildWithItsOwnKeyIsNoInlineModel() throws {
        let payload: [String: Any] = [
            "ORDER_ID": 7, "customer": ["NAME": "Ada", "EMAIL": "ada@example.com"], "Shipping": ["city": "Oslo"],
        ]
        let suggestion = HintSuggestion(for: Order.self, from: payload, options: Self.orderPrefix)
        let expected: HintTree = [
            "customer": .nested(["email": "EMAIL", "name": "NAME"]), "id": "ORDER_ID", "shipping": "Shipping",
        ]
        #expect(suggestion.hints == expected)
        #expect(
            confidences(suggestion) == [
                "id": .rule(.prefix("order")), "customer": .exact, "customer.email": .rule(.caseInsensitive),
                "customer.name": .rule(.caseInsensitive), "shipping": .rule(.caseInsensitive), "shipping.city": .exact,
            ])
        #expect(suggestion.entries.allSatisfy { !$0.isInlineModel })

        let order = try DictionaryDecoder().decode(Order.self, from: payload, hints: suggestion.hints)
        #expect(order.customer == Customer(name: "Ada", email: "ada@example.com"))
    }

    struct Note: Decodable, Equatable {
        var id: Int
        var title: String
        var author: Customer?
    }

    /// A row with none of an optional model's keys leaves it unmatched; the keys the parent reads are its own.
    @Test func anOptionalModelTheRowLacksIsNoInlineModel() throws {
        let payload: [String: Any] = ["id": 1, "title": "Hello", "body": "text"]
        let suggestion = HintSuggestion(for: Note.self, from: payload)
        #expect(suggestion.hints == [:])
        #expect(suggestion.entry(for: "author")?.confidence == .unmatched)
        #expect(suggestion.entry(for: "author.name") == nil)
        #expect(suggestion.unmatchedSourceLocations == ["body"])
        let note = try DictionaryDecoder().decode(Note.self, from: payload, hints: suggestion.hints)
        #expect(note == Note(id: 1, title: "Hello", author: nil))
    }

    struct Parcel: Decodable, Equatable {
        var billing: Address
        var shipping: Address?
        var delivery: Address?
    }

    /// Each source key goes to one inline model: the first (in the model's order) claims `city`, and the next finds
    /// no key of its own; prefixed keys go to the model their prefix names.
    @Test func aKeyGoesToOneInlineModel() throws {
        let payload: [String: Any] = ["city": "Oslo", "DELIV_CITY": "Bergen"]
        let suggestion = HintSuggestion(for: Parcel.self, from: payload)
        let expected: HintTree = [
            "billing": .inline(["city": "city"]), "delivery": .inline(["city": "DELIV_CITY"]),
        ]
        #expect(suggestion.hints == expected)
        #expect(
            confidences(suggestion) == [
                "billing": .rule(.inline("")), "billing.city": .rule(.inline("")),
                "delivery": .rule(.inline("deliv")), "delivery.city": .rule(.inline("deliv")),
                "shipping": .unmatched,
            ])
        let parcel = try DictionaryDecoder().decode(Parcel.self, from: payload, hints: suggestion.hints)
        #expect(parcel == Parcel(billing: Address(city: "Oslo"), shipping: nil, delivery: Address(city: "Bergen")))
    }

    struct Comment: Decodable, Equatable {
        var id: Int
        var author: Customer?
    }

    /// An optional inline model that one sample has and another lacks: its hints name every key it found, so that
    /// the decoder finds it missing in the sample that lacks them, prefixed or not.
    @Test(arguments: [
        (["AUTHOR_NAME", "AUTHOR_EMAIL"], #"["author": .inline(["email": "AUTHOR_EMAIL", "name": "AUTHOR_NAME"])]"#),
        (["name", "email"], #"["author": .inline(["email": "email", "name": "name"])]"#),
    ])
    func anOptionalInlineModelOneSampleLacks(_ keys: [String], _ printed: String) throws {
        let first: [String: Any] = ["id": 1, keys[0]: "Ada", keys[1]: "ada@example.com"]
        let second: [String: Any] = ["id": 2]
        let suggestion = HintSuggestion(for: Comment.self, from: [first, second])
        #expect(suggestion.hints.description == printed)
        #expect(suggestion.conflicts.isEmpty)
        let decoder = DictionaryDecoder()
        #expect(
            try decoder.decode(Comment.self, from: first, hints: suggestion.hints).author
                == Customer(name: "Ada", email: "ada@example.com"))
        #expect(try decoder.decode(Comment.self, from: second, hints: suggestion.hints).author == nil)
    }

    struct Post: Decodable, Equatable {
        var id: Int
        var author: Customer?
    }

    /// One sample nests the model under its own key, another has it inline: the samples disagree, the hint reads the
    /// key, and decoding either sample does not throw.
    @Test func samplesThatDisagreeOnInlineAreAConflict() throws {
        let nested: [String: Any] = ["id": 1, "author": ["name": "Ada", "email": "ada@example.com"]]
        let flat: [String: Any] = ["id": 2, "AUTHOR_NAME": "Grace", "AUTHOR_EMAIL": "grace@example.com"]
        let suggestion = HintSuggestion(for: Post.self, from: [nested, flat])
        #expect(suggestion.entry(for: "author")?.confidence == .ambiguous(["author", "(inline)"]))
        #expect(
            suggestion.conflicts.first { $0.modelLocation == "author" }?.description
                == #"author: sample 0 read "author", sample 1 read "(inline)""#)
        #expect(
            suggestion.entry(for: "author")?.note
                == "sample 1 has the keys of author inline in its parent's object, which no hint reads together with a "
                + "key: the hint reads the key")
        let expected: HintTree = [
            "author": .nested(["email": ["email", "AUTHOR_EMAIL"], "name": ["name", "AUTHOR_NAME"]])
        ]
        #expect(suggestion.hints == expected, "\(suggestion.hints)")
        for sample in [nested, flat] {
            _ = try DictionaryDecoder().decode(Post.self, from: sample, hints: suggestion.hints)
        }
    }
}
