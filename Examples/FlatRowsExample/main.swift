// A legacy order endpoint sends rows: one flat object per order, column after column, under `data.ROWS`. The app's
// model nests a customer, a shipping address and a price with its currency. Inline hints read each nested model from
// the row its order is read from, and write it back there, so the rows the backend gets back are the rows it sent.
//
//     swift run FlatRowsExample

import Foundation
import ModelMapper

struct Customer: Codable {
    var name: String
    var email: String?
}

struct Address: Codable {
    var city: String
    var zip: String?
}

struct Currency: Codable {
    var code: String
}

struct Price: Codable {
    var amount: Double
    var currency: Currency
}

struct Order: Codable {
    var id: Int
    var customer: Customer
    var shipping: Address?
    var total: Price
    var extra: UnknownKeys
}

struct OrderPage: Codable {
    var orders: [Order]
}

func json(_ value: Any) -> String {
    guard
        let data = try? JSONSerialization.data(
            withJSONObject: value, options: [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes])
    else { return "\(value)" }
    return String(decoding: data, as: UTF8.self)
}

let response: [String: Any] = [
    "code": "0",
    "data": [
        "ROWS": [
            [
                "ORDER_ID": 10023, "CUST_NAME": "Ada", "CUST_EMAIL": "ada@example.com", "SHIP_CITY": "Oslo",
                "SHIP_ZIP": "0150", "TOTAL": 1234.5, "CUR": "NOK", "NOTE": "leave at the door",
            ],
            // No shipping columns: a pick-up order.
            ["ORDER_ID": 10024, "CUST_NAME": "Grace", "CUST_EMAIL": NSNull(), "TOTAL": 9.9, "CUR": "EUR"],
        ]
    ],
]

let hints: HintTree = [
    "orders": .path(
        "data.ROWS",
        nested: [
            "id": "ORDER_ID",
            "customer": .inline(["name": "CUST_NAME", "email": "CUST_EMAIL"]),
            "shipping": .inline(["city": "SHIP_CITY", "zip": "SHIP_ZIP"]),
            "total": .inline(["amount": "TOTAL", "currency": .inline(["code": "CUR"])]),
        ])
]

do {
    let result = try DictionaryDecoder().decodeWithReport(OrderPage.self, from: response, hints: hints)
    print("Decoded:")
    for order in result.value.orders {
        let shipping = order.shipping.map { "\($0.city) \($0.zip ?? "")" } ?? "pick-up"
        print(
            "  #\(order.id) \(order.customer.name) <\(order.customer.email ?? "no email")>, ships to \(shipping),"
                + " \(order.total.amount) \(order.total.currency.code), kept: \(order.extra.keys)")
    }
    print("\nReport (the row's columns read by the nested models count as read):")
    print(result.report.entries.isEmpty ? "  (nothing to report)" : result.report.description)

    // One order sent back: the nested models' keys go back into the row, beside the order's own.
    var page = result.value
    page.orders[0].shipping?.city = "Bergen"
    let sentBack = try DictionaryEncoder().encodeToDictionary(page, hints: hints)
    print("\nSent back:")
    print(json(sentBack))

    // A patch of one row, in the backend's spelling, reaches the nested property through its flat key.
    let rowHints = hints["orders"]?.nestedHints ?? .empty
    let patched = try DictionaryDecoder().update(page.orders[0], from: ["CUST_NAME": "Ada Lovelace"], hints: rowHints)
    print("\nAfter a patch of CUST_NAME: \(patched.customer.name), still shipping to \(patched.shipping?.city ?? "-")")

    // A row whose customer column has the wrong type: both paths are named.
    var broken = response
    broken["data"] = ["ROWS": [["ORDER_ID": 1, "CUST_NAME": 42, "TOTAL": 1, "CUR": "EUR"]]]
    do {
        _ = try DictionaryDecoder().decode(OrderPage.self, from: broken, hints: hints)
    } catch {
        print("\nA broken row:\n  \(error)")
    }
} catch {
    print("Unexpected error: \(error)")
}
