import Foundation
import ModelMapperSuggestions

@testable import ModelMapper

// The shapes that tripped the suggester once it got 98 % of the first corpus right: a suggested tree that throws on
// the sample it came from, two live spellings of one key, names flattened from nested objects, and an envelope whose
// own key competes with the model's; each with the negatives that must stay unmatched or ambiguous. Every payload was
// written for this corpus, after the shape of its kind.

extension SuggestionCorpusCase {
    static let secondRound = neverThrowing + liveSpellings + flattenedNames + envelopeKeys

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

    /// An envelope's own key beside the model's key of the same name, inside the envelope.
    static let envelopeKeys: [SuggestionCorpusCase] = [
        SuggestionCorpusCase(
            "An envelope's code beside the model's", Coupon.self,
            [["code": 0, "msg": "ok", "data": ["id": 1, "code": "A-17", "discount": 0.15]]],
            hints: ["code": "data.code", "discount": "data.discount", "id": "data.id"],
            confidences: ["code": .rule(.keyPath), "discount": .rule(.keyPath), "id": .rule(.keyPath)],
            expert: ["code": "data.code", "discount": "data.discount", "id": "data.id"],
            notes: [
                "code":
                    "every other key is read from data: data.code is read, and the code at the top is the envelope's"
            ]),
        SuggestionCorpusCase(
            "An envelope with one other key", Voucher.self,
            [["code": 0, "data": ["id": 1, "code": "V-9"]]],
            hints: ["code": ["data.code", "code"], "id": "data.id"],
            confidences: ["code": .ambiguous(["data.code", "code"]), "id": .rule(.keyPath)],
            expert: ["code": .candidates, "id": "data.id"],
            notes: ["code": "the other keys are read from data, which has its own code"]),
        SuggestionCorpusCase(
            "A model split between an envelope and the top", Receipt.self,
            [["code": 0, "request_id": "r-1", "data": ["id": 1, "total": 9.5, "currency": "EUR", "code": "R-3"]]],
            hints: [
                "code": ["data.code", "code"], "currency": "data.currency", "id": "data.id", "requestId": "request_id",
                "total": "data.total",
            ],
            confidences: [
                "code": .ambiguous(["data.code", "code"]), "currency": .rule(.keyPath), "id": .rule(.keyPath),
                "requestId": .rule(.caseConvention), "total": .rule(.keyPath),
            ],
            expert: [
                "code": .candidates, "currency": "data.currency", "id": "data.id", "requestId": "request_id",
                "total": "data.total",
            ],
            notes: ["code": "the other keys are read from data, which has its own code"]),
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

private struct Coupon: Decodable {
    var id: Int
    var code: String
    var discount: Double
}

private struct Voucher: Decodable {
    var id: Int
    var code: String
}

private struct Receipt: Decodable {
    var id: Int
    var total: Double
    var currency: String
    var code: String
    var requestId: String
}
