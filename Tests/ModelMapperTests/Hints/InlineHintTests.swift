import Foundation
import ModelMapper
import Testing

/// `Hint.inline(_:)`: a nested model read from, and written into, the object its parent is read from.
@Suite struct InlineHintTests {
    struct Customer: Codable, Equatable {
        var name: String
        var email: String?
    }

    struct Address: Codable, Equatable {
        var city: String
        var zip: String?
    }

    struct Order: Codable, Equatable {
        var id: Int
        var customer: Customer
        var shipping: Address?
    }

    static let hints: HintTree = [
        "id": "ORDER_ID",
        "customer": .inline(["name": "CUST_NAME", "email": "CUST_EMAIL"]),
        "shipping": .inline(["city": "SHIP_CITY", "zip": "SHIP_ZIP"]),
    ]

    nonisolated(unsafe) static let row: [String: Any] = [
        "ORDER_ID": 7, "CUST_NAME": "Ada", "CUST_EMAIL": "ada@example.com", "SHIP_CITY": "Oslo", "SHIP_ZIP": "0150",
    ]

    static let order = Order(
        id: 7, customer: Customer(name: "Ada", email: "ada@example.com"), shipping: Address(city: "Oslo", zip: "0150"))

    // MARK: Decoding

    @Test func aFlatRowDecodesIntoNestedModels() throws {
        let order = try DictionaryDecoder().decode(Order.self, from: Self.row, hints: Self.hints)
        #expect(order == Self.order)
    }

    @Test func anOptionalInlineModelIsNilWhenNoneOfItsKeysHasAValue() throws {
        var row = Self.row
        row["SHIP_CITY"] = NSNull()
        row["SHIP_ZIP"] = nil
        let order = try DictionaryDecoder().decode(Order.self, from: row, hints: Self.hints)
        #expect(order.shipping == nil)
        #expect(order.customer == Self.order.customer)
    }

    @Test func aRequiredInlineModelWithNoneOfItsKeysIsMissingAndNamesThem() {
        let row: [String: Any] = ["ORDER_ID": 7]
        let error = expectDecodingError(.keyNotFound, at: ["customer"]) {
            try DictionaryDecoder().decode(Order.self, from: row, hints: Self.hints)
        }
        let description = error?.context?.debugDescription ?? ""
        #expect(description.contains("CUST_EMAIL"), "\(description)")
        #expect(description.contains("CUST_NAME"), "\(description)")
    }

    @Test func anErrorInsideAnInlineModelNamesTheModelPathAndTheParentsSourceKey() {
        var row = Self.row
        row["CUST_NAME"] = 12
        let error = expectDecodingError(.typeMismatch, at: ["customer", "name"]) {
            try DictionaryDecoder().decode(Order.self, from: row, hints: Self.hints)
        }
        #expect(
            error?.context?.debugDescription.hasSuffix("(source path: CUST_NAME)") == true,
            "\(String(describing: error))")
    }

    @Test func aKeyMissingInsideAPresentInlineModelIsMissingAtItsModelPath() {
        var row = Self.row
        row["CUST_NAME"] = nil
        expectDecodingError(.keyNotFound, at: ["customer", "name"]) {
            try DictionaryDecoder().decode(Order.self, from: row, hints: Self.hints)
        }
    }

    struct Line: Codable, Equatable {
        var sku: String
        var price: Price
    }

    struct Price: Codable, Equatable {
        var amount: Double
        var currency: Currency
    }

    struct Currency: Codable, Equatable {
        var code: String
    }

    @Test func inlineModelsNestInsideInlineModelsAndReadRowsOfAnArrayBehindAKeyPath() throws {
        struct Cart: Codable, Equatable {
            var lines: [Line]
        }
        let hints: HintTree = [
            "lines": .path(
                "data.ROWS",
                nested: [
                    "sku": "SKU",
                    "price": .inline(["amount": "AMT", "currency": .inline(["code": "CUR"])]),
                ])
        ]
        let source: [String: Any] = [
            "data": ["ROWS": [["SKU": "a", "AMT": 1.5, "CUR": "EUR"], ["SKU": "b", "AMT": 2, "CUR": "NOK"]]]
        ]
        let cart = try DictionaryDecoder().decode(Cart.self, from: source, hints: hints)
        #expect(
            cart.lines == [
                Line(sku: "a", price: Price(amount: 1.5, currency: Currency(code: "EUR"))),
                Line(sku: "b", price: Price(amount: 2, currency: Currency(code: "NOK"))),
            ])
        let encoded = try DictionaryEncoder().encodeToDictionary(cart, hints: hints)
        #expect(sortedJSON(encoded) == sortedJSON(source))
        var wrong = source
        wrong["data"] = ["ROWS": [["SKU": "a", "AMT": 1.5, "CUR": 3]]]
        let error = expectDecodingError(.typeMismatch, at: ["lines", "Index 0", "price", "currency", "code"]) {
            try DictionaryDecoder().decode(Cart.self, from: wrong, hints: hints)
        }
        #expect(error?.context?.debugDescription.hasSuffix("(source path: data.ROWS[0].CUR)") == true)
    }

    struct Person: Codable, Equatable, HintProviding {
        var first: String
        var last: String
        static let hints: HintTree = ["first": "FIRST_NAME", "last": ["LAST_NAME", "SURNAME"]]
    }

    @Test func anInlineModelUsesItsOwnHintsCandidatesAndTheKeyStrategy() throws {
        struct Ticket: Codable, Equatable {
            var ticketNumber: Int
            var holder: Person
            var seat: Seat
        }
        struct Seat: Codable, Equatable {
            var seatRow: Int
        }
        var decoder = DictionaryDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        let source: [String: Any] = ["ticket_number": 4, "FIRST_NAME": "Ada", "SURNAME": "Lovelace", "seat_row": 12]
        let ticket = try decoder.decode(
            Ticket.self, from: source, hints: ["holder": .inline(), "seat": .inline()])
        #expect(
            ticket == Ticket(ticketNumber: 4, holder: Person(first: "Ada", last: "Lovelace"), seat: Seat(seatRow: 12)))
    }

    // MARK: The report and unknown keys

    @Test func theReportCountsWhatAnInlineModelReadsAsReadInItsParent() throws {
        var row = Self.row
        row["EXTRA"] = true
        let result = try DictionaryDecoder().decodeWithReport(Order.self, from: row, hints: Self.hints)
        #expect(result.report.unmappedSourceKeys.map(\.sourcePath) == ["EXTRA"])
        #expect(result.report.unmappedSourceKeys.map(\.modelPath) == [""])
        #expect(result.report.unusedHints.isEmpty)
    }

    @Test func theReportNamesAnInlineModelsUnusedHintAtItsModelPath() throws {
        var row = Self.row
        row["SHIP_ZIP"] = nil
        let result = try DictionaryDecoder().decodeWithReport(Order.self, from: row, hints: Self.hints)
        #expect(result.report.unusedHints.map(\.modelPath) == ["shipping.zip"])
        #expect(result.report.unusedHints.map(\.sourcePath) == [""])
        #expect(result.report.unmappedSourceKeys.isEmpty)
    }

    struct BaggedOrder: Codable, Equatable {
        var id: Int
        var customer: BaggedCustomer
        var rest: UnknownKeys
    }

    struct BaggedCustomer: Codable, Equatable {
        var name: String
        var rest: UnknownKeys
    }

    @Test func theParentsBagKeepsWhatNeitherReadsAndTheInlineModelsBagStaysEmpty() throws {
        let hints: HintTree = ["id": "ORDER_ID", "customer": .inline(["name": "CUST_NAME"])]
        let row: [String: Any] = ["ORDER_ID": 7, "CUST_NAME": "Ada", "NOTE": "fragile", "name": "shadow"]
        let order = try DictionaryDecoder().decode(BaggedOrder.self, from: row, hints: hints)
        #expect(order.rest == UnknownKeys(["NOTE": "fragile", "name": "shadow"]))
        #expect(order.customer.rest.isEmpty)
        let encoded = try DictionaryEncoder().encodeToDictionary(order, hints: hints)
        #expect(sortedJSON(encoded) == sortedJSON(row))
    }

    @Test func aKeyTheInlineModelReadsUnhintedIsNotKeptInTheParentsBag() throws {
        struct Row: Codable, Equatable {
            var id: Int
            var customer: Customer
            var rest: UnknownKeys
        }
        let row: [String: Any] = ["id": 1, "name": "Ada", "email": "a@b", "left": 0]
        let decoded = try DictionaryDecoder().decode(Row.self, from: row, hints: ["customer": .inline()])
        #expect(decoded.customer == Customer(name: "Ada", email: "a@b"))
        #expect(decoded.rest == UnknownKeys(["left": 0]))
        let result = try DictionaryDecoder().decodeWithReport(Row.self, from: row, hints: ["customer": .inline()])
        #expect(result.report.unmappedSourceKeys.map(\.sourcePath) == ["left"])
    }

    @Test func anInlineHintOnAScalarOrAnArrayIsATypeMismatchAtTheParentsSourcePath() {
        struct Flat: Codable {
            var id: Int
            var name: String
            var tags: [String]
        }
        struct Holder: Codable {
            var flat: Flat
        }
        let source: [String: Any] = ["data": ["id": 1, "name": "n", "tags": ["a"]]]
        let scalar = expectDecodingError(.typeMismatch, at: ["flat", "name"]) {
            try DictionaryDecoder().decode(
                Holder.self, from: source, hints: ["flat": .path("data", nested: ["name": .inline()])])
        }
        #expect(scalar?.context?.debugDescription.contains("found a dictionary instead") == true)
        #expect(
            scalar?.context?.debugDescription.hasSuffix("(source path: data)") == true, "\(String(describing: scalar))")
        expectDecodingError(.typeMismatch, at: ["flat", "tags"]) {
            try DictionaryDecoder().decode(
                Holder.self, from: source, hints: ["flat": .path("data", nested: ["tags": .inline()])])
        }
    }

    @Test func aCollisionInsideAnArrayOfRowsNamesTheRowsModelPath() {
        struct Page: Codable {
            var orders: [Order]
        }
        let hints: HintTree = [
            "orders": .key("ROWS", nested: ["id": "ORDER_ID", "customer": .inline(["name": "ORDER_ID"])])
        ]
        #expect {
            try DictionaryEncoder().encodeToDictionary(Page(orders: [Self.order]), hints: hints)
        } throws: { error in
            guard let error = error as? ModelMapperError else { return false }
            return error.code == .invalidHint && error.location == "orders[0]"
                && error.message.contains("\"ORDER_ID\"")
        }
    }

    @Test func anUnkeyedContainerForAnInlineKeyIsAnInvalidHint() {
        struct Listed: Encodable {
            var id = 1
            enum CodingKeys: String, CodingKey { case id, items }
            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encode(id, forKey: .id)
                var items = container.nestedUnkeyedContainer(forKey: .items)
                try items.encode("x")
            }
        }
        #expect {
            try DictionaryEncoder().encodeToDictionary(Listed(), hints: ["items": .inline()])
        } throws: { error in
            guard let error = error as? ModelMapperError else { return false }
            return error.code == .invalidHint && error.message.contains("coding key \"items\" is read inline")
                && error.message.contains("an array")
        }
    }

    // MARK: Encoding

    @Test func encodingWritesTheInlineModelsKeysBesideTheParentsOwn() throws {
        let encoded = try DictionaryEncoder().encodeToDictionary(Self.order, hints: Self.hints)
        #expect(sortedJSON(encoded) == sortedJSON(Self.row))
        var noShipping = Self.order
        noShipping.shipping = nil
        let withoutShipping = try DictionaryEncoder().encodeToDictionary(noShipping, hints: Self.hints)
        #expect(withoutShipping.keys.sorted() == ["CUST_EMAIL", "CUST_NAME", "ORDER_ID"])
    }

    @Test func aParentKeyAndAnInlineKeyWritingOneLocationIsAnInvalidHintWithTheModelPath() throws {
        let hints: HintTree = ["id": "ORDER_ID", "customer": .inline(["name": "ORDER_ID"])]
        #expect {
            try DictionaryEncoder().encodeToDictionary(Self.order, hints: hints)
        } throws: { error in
            guard let error = error as? ModelMapperError else { return false }
            return error.code == .invalidHint && error.message.contains("\"ORDER_ID\"")
                && error.message.contains("\"customer\"") && error.message.contains("\"id\"")
        }
        #expect {
            try hints.reverseRemap(["id": 7, "customer": ["name": "Ada"]])
        } throws: { error in
            (error as? ModelMapperError)?.code == .invalidHint
        }
    }

    @Test func anInlineKeyThatEncodesSomethingOtherThanAnObjectIsAnInvalidHint() throws {
        struct Tagged: Codable {
            var id: Int
            var tag: String
        }
        let hints: HintTree = ["tag": .inline()]
        #expect {
            try DictionaryEncoder().encodeToDictionary(Tagged(id: 1, tag: "x"), hints: hints)
        } throws: { error in
            guard let error = error as? ModelMapperError else { return false }
            return error.code == .invalidHint && error.message.contains("coding key \"tag\" is read inline")
                && error.message.contains("a string")
        }
    }

    @Test func updateReachesAnInlinePropertyThroughItsFlatKey() throws {
        let updated = try DictionaryDecoder().update(Self.order, from: ["SHIP_CITY": "Bergen"], hints: Self.hints)
        var expected = Self.order
        expected.shipping?.city = "Bergen"
        #expect(updated == expected)
    }

    @Test func updateReplacesEveryCandidateSpellingOfAnInlineKey() throws {
        let hints: HintTree = ["id": "ORDER_ID", "customer": .inline(["name": ["CUST_NAME", "NAME2"]])]
        let order = Order(id: 7, customer: Customer(name: "Ada", email: nil), shipping: nil)
        let updated = try DictionaryDecoder().update(order, from: ["NAME2": "Grace"], hints: hints)
        #expect(updated.customer.name == "Grace")
    }

    // MARK: Remap, reverse remap and the reflector

    @Test func remapReadsTheInlineModelOutOfItsParentsObject() throws {
        let hints: HintTree = ["id": "ORDER_ID", "customer": .inline(["name": "CUST_NAME"])]
        let remapped = try hints.remap(["ORDER_ID": 7, "CUST_NAME": "Ada"])
        let object = try #require(remapped as? [String: Any])
        #expect(object["id"] as? Int == 7)
        #expect((object["customer"] as? [String: Any])?["name"] as? String == "Ada")
        #expect(object["CUST_NAME"] == nil)
        #expect(object["ORDER_ID"] == nil)
    }

    @Test func reverseRemapAndTheReflectorWriteTheInlineModelIntoItsParent() throws {
        let tree: [String: Any] = [
            "id": 7, "customer": ["name": "Ada", "email": "ada@example.com"],
            "shipping": ["city": "Oslo", "zip": "0150"],
        ]
        let reversed = try Self.hints.reverseRemap(tree)
        #expect(sortedJSON(reversed) == sortedJSON(Self.row))
        let reflected = try DictionaryReflector().reflectToDictionary(Self.order, hints: Self.hints)
        #expect(sortedJSON(reflected) == sortedJSON(Self.row))
        var noShipping = tree
        noShipping["shipping"] = NSNull()
        let withoutShipping = try Self.hints.reverseRemap(noShipping) as? [String: Any]
        #expect(withoutShipping?.keys.sorted() == ["CUST_EMAIL", "CUST_NAME", "ORDER_ID"])
    }

    // MARK: The hint itself

    @Test func theHintDescribesItselfAndListsItsNestedSourceKeys() throws {
        let hint = Hint.inline(["name": "CUST_NAME", "email": ["CUST_EMAIL", "MAIL"]])
        #expect(hint.sourceKeys == ["CUST_EMAIL", "MAIL", "CUST_NAME"])
        let tree: HintTree = ["customer": hint, "other": .inline()]
        #expect(
            tree.description
                == #"["customer": .inline(["email": ["CUST_EMAIL", "MAIL"], "name": "CUST_NAME"]), "other": .inline()]"#
        )
        #expect(tree.legacyDictionary == nil)
        #expect(
            tree.merging(["customer": .nested(["name": "N"])])["customer"]
                == .inline(["name": "N", "email": ["CUST_EMAIL", "MAIL"]]))
    }

    @Test func sourceKeysFollowInlineModelsNoDeeperThanTheTreeLimit() {
        func chain(_ levels: Int) -> Hint {
            var hint = Hint.inline(["name": "LEAF"])
            for _ in 1..<levels { hint = .inline(["next": hint]) }
            return hint
        }
        #expect(chain(100).sourceKeys == ["LEAF"])
        // Past 512 levels the walk stops, and the coding key it stopped at stands for what is below.
        #expect(chain(600).sourceKeys == ["next"])
    }

    @Test func anInlineHintReadAsEntriesIsInvalid() {
        let tree: HintTree = ["customer": Hint.inline().entries(keyedInto: "key")]
        #expect {
            try tree.validate()
        } throws: { error in
            guard let error = error as? ModelMapperError else { return false }
            return error.code == .invalidHint && error.location == "customer"
                && error.message.contains("an inline model cannot be read as an object's entries")
        }
    }
}
