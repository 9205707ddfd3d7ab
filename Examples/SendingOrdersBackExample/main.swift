// A legacy PHP endpoint's order list: every number a string, a flag as "1"/"0", money with a thousands separator, a
// status the app has no case for yet, and a note that is null. The app reads it into clean models, edits one order,
// and sends it back in the backend's own forms: the same keys, the same strings, the unknown status and the null
// note as they came.
//
//     swift run SendingOrdersBackExample

import Foundation
import ModelMapper

enum Status: String, Codable {
    case paid, shipped, returned
}

struct Customer: Codable {
    var id: Int
    var name: String
    var isVIP: Bool
}

struct Order: Codable {
    var id: Int
    var customer: Customer
    var amount: Decimal
    var status: KeepingUnknown<Status>
    @EncodesNil var note: String?
    var extra: UnknownKeys
}

struct OrderList: Codable {
    var totalCount: Int
    var orders: [Order]
}

func json(_ value: Any) -> String {
    guard
        let data = try? JSONSerialization.data(
            withJSONObject: value, options: [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes])
    else { return "\(value)" }
    return String(decoding: data, as: UTF8.self)
}

let response = #"""
    {"code": "0", "data": {"total_count": "2", "ORDER_LIST": [
      {"ORDER_ID": "10023", "CUST": {"CUST_ID": "7", "NAME": "Ada", "VIP": "1"}, "AMOUNT": "1,234.50",
       "STATUS": "returned_partially", "NOTE": null, "CHANNEL": "web"},
      {"ORDER_ID": "10024", "CUST": {"CUST_ID": "8", "NAME": "Grace", "VIP": "0"}, "AMOUNT": "9.90",
       "STATUS": "paid", "NOTE": "ring twice", "CHANNEL": "app"}
    ]}}
    """#

/// One order row, in the backend's keys and forms: each written back as it was read.
let orderHints: HintTree = [
    "id": .key("ORDER_ID").wire(.text),
    "customer": .key(
        "CUST",
        nested: [
            "id": .key("CUST_ID").wire(.text),
            "name": "NAME",
            "isVIP": .key("VIP").wire(.flag(true: "1", false: "0")),
        ]),
    "amount": .key("AMOUNT").wire(.groupedNumber(fractionDigits: 2)),
    "status": "STATUS",
    "note": "NOTE",
]

/// The envelope: the list is inside `data`.
let listHints: HintTree = [
    "totalCount": .path("data.total_count").wire(.text),
    "orders": .path("data.ORDER_LIST", nested: orderHints),
]

do {
    let result = try DictionaryDecoder().decodeWithReport(
        OrderList.self, from: Data(response.utf8), hints: listHints)
    let list = result.value
    print("Decoded \(list.totalCount) orders:")
    for order in list.orders {
        let status = order.status.known.map { "\($0)" } ?? "unknown \"\(order.status.rawValue)\""
        print(
            "  #\(order.id) \(order.customer.name)\(order.customer.isVIP ? " (VIP)" : ""): \(order.amount), "
                + "\(status), note: \(order.note ?? "none"), kept: \(order.extra.keys)")
    }
    print("\nReport:")
    print(result.report.description)

    // Edit the first order and send it back: the values go back in the forms they came in.
    var order = list.orders[0]
    order.amount += 10
    let row = try DictionaryEncoder().encodeToDictionary(order, hints: orderHints)
    print("\nSent back:")
    print(json(row))

    // A value that does not fit its form fails with both paths.
    let broken = response.replacingOccurrences(of: #""VIP": "0""#, with: #""VIP": "yes""#)
    do {
        _ = try DictionaryDecoder().decode(OrderList.self, from: Data(broken.utf8), hints: listHints)
    } catch {
        print("\nA flag that is neither \"1\" nor \"0\":\n  \(error)")
    }
} catch {
    print("Unexpected error: \(error)")
}
