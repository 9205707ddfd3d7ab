import Foundation

@testable import ModelMapper

// The shapes that tripped the suggester once it got 98 % of the first corpus right: a suggested tree that throws on
// the sample it came from, two live spellings of one key, names flattened from nested objects, and an envelope whose
// own key competes with the model's; each with the negatives that must stay unmatched or ambiguous. Every payload was
// written for this corpus, after the shape of its kind.

extension SuggestionCorpusCase {
    /// A suggested tree never throws on its own samples, but where a required coding key is left unmatched with a
    /// note that says so.
    static let neverThrowing: [SuggestionCorpusCase] = [
        SuggestionCorpusCase(
            "An identifier where a string is expected", Ticket.self,
            [["id": 3, "title": "Printer jam", "label_id": 12]],
            hints: [:],
            confidences: ["id": .exact, "label": .unmatched, "title": .exact],
            expert: ["id": "id", "label": .absent, "title": "title"],
            notes: ["label": "label_id holds a number; label is a string"]),
        SuggestionCorpusCase(
            "A required key no value fits", Invoice.self,
            [["number": 1001, "customer_id": 77, "total": 12.5]],
            hints: [:],
            confidences: ["customer": .unmatched, "number": .exact, "total": .exact],
            expert: ["customer": .absent, "number": "number", "total": "total"],
            notes: [
                "customer":
                    "customer_id holds a number; customer is a string; customer is required and the sample has no "
                    + "value for it: decoding the sample throws"
            ]),
        SuggestionCorpusCase(
            "A later version reuses a key for another kind", Reviewer.self,
            [["NickName": "ada"], ["NickName": ["first": "Ada"], "nick_name_str": "ada"]],
            hints: ["nickName": ["nick_name_str", "NickName"]],
            confidences: ["nickName": .ambiguous(["nick_name_str", "NickName"])],
            expert: ["nickName": .candidates],
            notes: ["nickName": "nick_name_str comes first: NickName holds an object in sample 1"]),
    ]

    /// Two spellings of one key that both hold a value of the kind asked for: ambiguous when the values differ.
    static let liveSpellings: [SuggestionCorpusCase] = [
        SuggestionCorpusCase(
            "A gateway mid-migration", Payment.self,
            [
                [
                    "PAYMENT_ID": "p-1", "PaymentId": "p-1", "TOTAL_AMOUNT": 10.5, "TotalAmount": 12.0,
                    "currency": "EUR",
                ]
            ],
            hints: ["paymentId": "PaymentId", "totalAmount": ["TOTAL_AMOUNT", "TotalAmount"]],
            confidences: [
                "currency": .exact, "paymentId": .rule(.caseInsensitive),
                "totalAmount": .ambiguous(["TOTAL_AMOUNT", "TotalAmount"]),
            ],
            expert: ["currency": "currency", "paymentId": "PaymentId", "totalAmount": .candidates],
            notes: [
                "paymentId": #"PAYMENT_ID holds the same value, "p-1": PaymentId is read, the closer spelling"#,
                "totalAmount": "two spellings hold different values: TOTAL_AMOUNT holds 10.5, TotalAmount holds 12.0",
            ]),
        SuggestionCorpusCase(
            "A second spelling beside the key itself", Parcel.self,
            [["id": 4, "ID": 4, "status": "shipped", "Status": "SHIPPED"]],
            hints: ["status": ["Status", "status"]],
            confidences: ["id": .exact, "status": .ambiguous(["Status", "status"])],
            expert: ["id": "id", "status": .candidates],
            notes: [
                "id": "ID holds the same value, 4: id is read, the key itself",
                "status": #"two spellings hold different values: Status holds "SHIPPED", status holds "shipped""#,
            ]),
        SuggestionCorpusCase(
            "Two spellings, one of another kind", Meter.self,
            [["Reading": "n/a", "READING": 42.5]],
            hints: ["reading": "READING"],
            confidences: ["reading": .rule(.caseInsensitive)],
            expert: ["reading": "READING"]),
    ]

    /// The words of a coding key spelled as a path into nested objects.
    static let flattenedNames: [SuggestionCorpusCase] = [
        SuggestionCorpusCase(
            "Names flattened from nested objects", OrderSummary.self,
            [
                [
                    "id": 9, "shipping": ["city": "Oslo", "zip": "0150"],
                    "customer": ["name": "Ada", "email": "ada@example.com"],
                ]
            ],
            hints: ["customerName": "customer.name", "shippingCity": "shipping.city", "shippingZip": "shipping.zip"],
            confidences: [
                "customerName": .rule(.flattened), "id": .exact, "shippingCity": .rule(.flattened),
                "shippingZip": .rule(.flattened),
            ],
            expert: [
                "customerName": "customer.name", "id": "id", "shippingCity": "shipping.city",
                "shippingZip": "shipping.zip",
            ]),
        SuggestionCorpusCase(
            "Flattened names in other conventions", Consignment.self,
            [["Sender": ["NAME": "Ada"], "billing_address": ["PostCode": "0150", "Country": "NO"]]],
            hints: ["billingAddressPostCode": "billing_address.PostCode", "senderName": "Sender.NAME"],
            confidences: ["billingAddressPostCode": .rule(.flattened), "senderName": .rule(.flattened)],
            expert: ["billingAddressPostCode": "billing_address.PostCode", "senderName": "Sender.NAME"]),
        SuggestionCorpusCase(
            "A flattened name whose value is an array", Residence.self,
            [["address": ["lines": ["1 Main St", "Apt 2"], "city": "Oslo"]]],
            hints: ["addressCity": "address.city"],
            confidences: ["addressCity": .rule(.flattened), "addressLines": .unmatched],
            expert: ["addressCity": "address.city", "addressLines": .absent],
            notes: ["addressLines": "address.lines holds an array; addressLines is a string"]),
        SuggestionCorpusCase(
            "A flat key beside a nested object", Contact.self,
            [["customer_name": "Ada", "customer": ["name": "Ada Lovelace", "id": 7]]],
            hints: ["customerName": "customer_name"],
            confidences: ["customerName": .rule(.caseConvention)],
            expert: ["customerName": "customer_name"]),
    ]
}

// MARK: - Models

private struct Ticket: Decodable {
    var id: Int
    var title: String
    var label: String?
}

private struct Invoice: Decodable {
    var number: Int
    var customer: String
    var total: Double
}

private struct Reviewer: Decodable {
    var nickName: String
}

private struct Payment: Decodable {
    var paymentId: String
    var totalAmount: Double
    var currency: String
}

private struct Parcel: Decodable {
    var id: Int
    var status: String
}

private struct Meter: Decodable {
    var reading: Double
}

private struct OrderSummary: Decodable {
    var id: Int
    var shippingCity: String
    var shippingZip: String?
    var customerName: String
}

private struct Consignment: Decodable {
    var senderName: String
    var billingAddressPostCode: String
}

private struct Residence: Decodable {
    var addressLines: String?
    var addressCity: String
}

private struct Contact: Decodable {
    var customerName: String
}
