// An enterprise gateway's user list, read, edited and sent back in the gateway's exact shape. The list comes in a
// status envelope ({"ResultCode", "ResultMsg", "Data"}), and the gateway spells "none" three ways: "" (ADDR_2), null
// (PHONE in one record) and a key left out (PHONE in the other); it writes a list in one string (TAGS) and dates in
// a format of its own ("" for none). The wrappers remember each form, so the record goes back as it came, except for
// the field the user edited; a failed status throws the gateway's own error before the payload is read.
//
//     swift run LegacyGatewayExample

import Foundation
import ModelMapper

/// The gateway's own error, from its status header.
struct GatewayError: Error, CustomStringConvertible {
    var code: String
    var message: String

    var description: String { "GatewayError \(code): \(message)" }
}

/// The status header beside every payload.
struct GatewayStatus: EnvelopeStatus, Codable {
    static let payloadKey = "Data"

    var code: String
    var message: String

    enum CodingKeys: String, CodingKey {
        case code = "ResultCode"
        case message = "ResultMsg"
    }

    var failure: GatewayError? { code == "0000" ? nil : GatewayError(code: code, message: message) }
}

/// The gateway's timestamps, "20240131 093000" in Seoul time.
enum GatewayTimestamp: DateValueStrategy {
    static func date(from raw: String) throws -> Date {
        guard let date = formatter().date(from: raw) else {
            throw ValueFormatError("\(String(reflecting: raw)) is not a yyyyMMdd HHmmss timestamp.")
        }
        return date
    }

    static func raw(from date: Date) throws -> String { formatter().string(from: date) }

    private static func formatter() -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "Asia/Seoul")
        formatter.dateFormat = "yyyyMMdd HHmmss"
        return formatter
    }
}

struct User: Codable {
    var id: String
    var name: String
    var address1: String
    @NilAsEmptyString var address2: String?  // "" ↔ nil
    @AbsentOrNull var phone: String?  // null and a missing key, each kept
    @DelimitedList<CommaSeparated> var tags: [String]  // "ios,beta" ↔ ["ios", "beta"], "" ↔ []
    @OptionalDateValue<GatewayTimestamp> var lastLogin: Date?  // "20240131 093000" ↔ date, "" ↔ nil
}

struct UserList: Codable {
    var total: Int
    var users: [User]
}

typealias Response = StatusEnvelope<GatewayStatus, UserList>

let hints: HintTree = [
    "Data": .key(
        "Data",
        nested: [
            "total": "TOTAL",
            "users": .key(
                "USER_LIST",
                nested: [
                    "id": "USER_ID", "name": "USER_NM", "address1": "ADDR_1", "address2": "ADDR_2", "phone": "PHONE",
                    "tags": "TAGS", "lastLogin": "LAST_LOGIN",
                ]),
        ])
]

let received: [String: Any] = [
    "ResultCode": "0000",
    "ResultMsg": "OK",
    "Data": [
        "TOTAL": 2,
        "USER_LIST": [
            [
                "USER_ID": "U001", "USER_NM": "Kim Ada", "ADDR_1": "12 Sejong-daero", "ADDR_2": "", "PHONE": NSNull(),
                "TAGS": "ios,beta,vip", "LAST_LOGIN": "20240131 093000",
            ],
            [
                "USER_ID": "U002", "USER_NM": "Lee Grace", "ADDR_1": "7 Teheran-ro", "ADDR_2": "Suite 1204",
                "TAGS": "", "LAST_LOGIN": "",
            ],
        ],
    ],
]

/// Every leaf of a tree by its path, with the leaf's type and value; a missing key has no entry.
func leaves(_ value: Any, at path: String = "", into result: inout [String: String]) {
    if let object = value as? [String: Any] {
        for (key, child) in object { leaves(child, at: path.isEmpty ? key : "\(path).\(key)", into: &result) }
    } else if let array = value as? [Any] {
        for (index, child) in array.enumerated() { leaves(child, at: "\(path)[\(index)]", into: &result) }
    } else if value is NSNull {
        result[path] = "NSNull"
    } else {
        result[path] = "\(type(of: value)) \(String(reflecting: value))"
    }
}

func leaves(_ value: Any) -> [String: String] {
    var result: [String: String] = [:]
    leaves(value, into: &result)
    return result
}

do {
    var response = try DictionaryDecoder().decode(Response.self, from: received, hints: hints)
    print("Status \(response.status.code) \(response.status.message), \(response.payload.total) users:")
    for user in response.payload.users {
        print(
            "  \(user.id) \(user.name): address2 \(user.address2.map { String(reflecting: $0) } ?? "nil (\(user.$address2))"),"
                + " phone \(user.phone.map { String(reflecting: $0) } ?? "nil (\(user.$phone))"),"
                + " tags \(user.tags) (\(user.tags.isEmpty ? "\(user.$tags)" : "joined")),"
                + " last login \(user.lastLogin.map { "\($0)" } ?? "nil (\(user.$lastLogin))")")
    }

    // The header is read by the same decode as the payload: the report finds no key unread, no hint unused.
    let report = try DictionaryDecoder().decodeWithReport(Response.self, from: received, hints: hints).report
    print("The mapping report is clean: \(report.isClean)")

    // The user adds a tag to the first user.
    response.payload.users[0].tags.append("gold")

    let sent = try DictionaryEncoder().encodeToDictionary(response, hints: hints)
    let before = leaves(received)
    let after = leaves(sent)
    print("\nSent back, key by key and type by type:")
    var differences: [String] = []
    for path in Set(before.keys).union(after.keys).sorted() {
        let old = before[path] ?? "(absent)"
        let new = after[path] ?? "(absent)"
        if old == new {
            print("  same     \(path): \(old)")
        } else {
            differences.append(path)
            print("  changed  \(path): \(old) → \(new)")
        }
    }
    let absentPhone = before["Data.USER_LIST[1].PHONE"] == nil && after["Data.USER_LIST[1].PHONE"] == nil
    print("\nThe one difference is the edited field: \(differences == ["Data.USER_LIST[0].TAGS"])")
    print("The absent PHONE stayed absent: \(absentPhone)")

    // On an error the gateway sends an empty payload: the status is read first, and its error is what is thrown.
    let failed: [String: Any] = ["ResultCode": "E401", "ResultMsg": "Session expired", "Data": [String: Any]()]
    do {
        _ = try DictionaryDecoder().decode(Response.self, from: failed, hints: hints)
        print("\nUnexpected success")
    } catch let error as GatewayError {
        print("\nAn error status throws the gateway's own error: \(error)")
    }
} catch {
    print("Unexpected error: \(error)")
}
