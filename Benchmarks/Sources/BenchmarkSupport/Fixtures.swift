import Foundation

/// The source trees and hints the workloads decode, built in memory (nothing is read from disk at run time).
///
/// Sources come in two spellings: the legacy backend's (`NAME`, `MEMBERS`, `Dog.NameString`, …), read through
/// hints, and the model's own (`name`, `members`, `aDog.name`, …), decoded without hints.
public enum Fixtures {
    /// How the keys of a source tree are spelled.
    public enum Spelling: Sendable {
        /// The legacy backend's keys, which need hints.
        case legacy
        /// The model's own coding keys.
        case model
    }

    // MARK: - Hints

    /// The `department-nested` recipe's hints, in the legacy dictionary form.
    public static var departmentLegacyHints: [String: Any] {
        [
            "name": "NAME", "id": "ID", "members": "MEMBERS", "manager": "Manager",
            "MEMBERS": [
                "name": "Name", "age": "Age", "address": "Address", "aDog": "Dog",
                "Dog": ["name": "NameString"],
            ] as [String: Any],
        ]
    }

    /// The `person-flat` recipe's hints, in the legacy dictionary form.
    public static var flatPersonLegacyHints: [String: Any] {
        ["name": "Name", "age": "Age"]
    }

    // MARK: - The recipe department

    /// The `department-nested` recipe's source, verbatim: two members (one with a dog) and a manager whose keys are
    /// the model's own.
    public static func recipeDepartment(_ spelling: Spelling) -> [String: Any] {
        switch spelling {
        case .legacy:
            [
                "NAME": "技术部", "ID": 123,
                "MEMBERS": [
                    ["Name": "小熊", "Age": 25, "Address": "南京", "Dog": ["NameString": "kitty"] as [String: Any]]
                        as [String: Any],
                    ["Name": "LOLITA0164", "Age": 26, "Address": "fuzhou"],
                ],
                "Manager": ["name": "管理者", "age": 33] as [String: Any],
            ]
        case .model:
            [
                "name": "技术部", "id": 123,
                "members": [
                    ["name": "小熊", "age": 25, "address": "南京", "aDog": ["name": "kitty"] as [String: Any]]
                        as [String: Any],
                    ["name": "LOLITA0164", "age": 26, "address": "fuzhou"],
                ],
                "manager": ["name": "管理者", "age": 33] as [String: Any],
            ]
        }
    }

    // MARK: - Generated trees

    /// Department number `index`: five members, each with a dog, and a manager.
    public static func department(_ index: Int, _ spelling: Spelling) -> [String: Any] {
        var members: [Any] = []
        members.reserveCapacity(5)
        for member in 0..<5 {
            let name = "Member \(index)-\(member)"
            let age = 20 + (index + member) % 40
            // Every other address is longer than a small string and not ASCII, as real addresses are.
            let address = member.isMultiple(of: 2) ? "南京市鼓楼区 \(index % 1000) 号" : "Street \(member)"
            // Spelled `[String: Any]` on purpose: a homogeneous literal such as `["NameString": "Dog 1"]` is a
            // `[String: String]`, and reading it as `[String: Any]` converts it element by element (see RESULTS.md).
            let dog: [String: Any]
            switch spelling {
            case .legacy:
                dog = ["NameString": "Dog \(member)"]
                members.append(["Name": name, "Age": age, "Address": address, "Dog": dog] as [String: Any])
            case .model:
                dog = ["name": "Dog \(member)"]
                members.append(["name": name, "age": age, "address": address, "aDog": dog] as [String: Any])
            }
        }
        let manager: [String: Any] = ["name": "Manager \(index)", "age": 30 + index % 30]
        switch spelling {
        case .legacy:
            return ["NAME": "Department \(index)", "ID": index, "MEMBERS": members, "Manager": manager]
        case .model:
            return ["name": "Department \(index)", "id": index, "members": members, "manager": manager]
        }
    }

    /// An array of `count` departments.
    public static func departments(count: Int, _ spelling: Spelling) -> [Any] {
        (0..<count).map { department($0, spelling) }
    }

    /// Flat person number `index`, shaped like the `person-flat` recipe (`Name`, `Age`, and `address` unhinted).
    public static func flatPerson(_ index: Int, _ spelling: Spelling) -> [String: Any] {
        let name = "Person \(index)"
        let age = 18 + index % 60
        let address = index.isMultiple(of: 2) ? "fuzhou" : "福州市鼓楼区五四路 \(index % 1000) 号"
        switch spelling {
        case .legacy: return ["Name": name, "Age": age, "address": address]
        case .model: return ["name": name, "age": age, "address": address]
        }
    }

    /// An array of `count` flat people.
    public static func flatPeople(count: Int, _ spelling: Spelling) -> [Any] {
        (0..<count).map { flatPerson($0, spelling) }
    }

    // MARK: - Input origins

    /// The same tree as `JSONSerialization` produces it from the JSON text of `value`: `NSNumber`s for numbers and
    /// bridged containers, as a user holding a parsed payload has.
    public static func throughJSONSerialization(_ value: Any) throws -> Any {
        try JSONSerialization.jsonObject(with: jsonData(value), options: [.fragmentsAllowed])
    }

    /// The JSON text of a tree.
    public static func jsonData(_ value: Any) throws -> Data {
        try JSONSerialization.data(withJSONObject: value, options: [.fragmentsAllowed])
    }
}
