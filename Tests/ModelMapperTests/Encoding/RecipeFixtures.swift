import Foundation

/// The LLModelTool recipes, copied from the project's reference recipes (tests never read them from disk).
enum Recipes {
    static var departmentSource: [String: Any] {
        [
            "NAME": "技术部",
            "ID": 123,
            "MEMBERS": [
                ["Name": "小熊", "Age": 25, "Address": "南京", "Dog": ["NameString": "kitty"]],
                ["Name": "LOLITA0164", "Age": 26, "Address": "fuzhou"],
            ],
            "Manager": ["name": "管理者", "age": 33],
        ]
    }

    static var departmentHints: [String: Any] {
        [
            "name": "NAME",
            "id": "ID",
            "members": "MEMBERS",
            "MEMBERS": [
                "name": "Name",
                "age": "Age",
                "address": "Address",
                "aDog": "Dog",
                "Dog": ["name": "NameString"],
            ],
            "manager": "Manager",
        ]
    }

    static var departmentExpected: [String: Any] {
        [
            "name": "技术部",
            "id": 123,
            "members": [
                ["name": "小熊", "age": 25, "address": "南京", "aDog": ["name": "kitty"]],
                ["name": "LOLITA0164", "age": 26, "address": "fuzhou"],
            ],
            "manager": ["name": "管理者", "age": 33],
        ]
    }

    static var personFlatSource: [String: Any] { ["Name": "LOLITA0164", "Age": 26, "address": "fuzhou"] }
    static var personFlatHints: [String: Any] { ["name": "Name", "age": "Age"] }

    static var partialCodingKeysSource: [String: Any] { ["NAME": "LOLITA0164", "AGE": 26, "ADDRESS": "fuzhou"] }
    static var partialCodingKeysHints: [String: Any] { ["address": "ADDRESS"] }

    static var enumAndBoolSource: [String: Any] { ["sex": "male", "isTall": true] }
}
