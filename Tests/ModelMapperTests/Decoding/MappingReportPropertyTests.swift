import Foundation
import ModelMapperRecipeModels
import Testing

@testable import ModelMapper

/// The report's unused hints and unmapped keys, checked over generated departments against what the source alone
/// says: a hint is unused at a place when no object there has its key, and a key no coding key reads is unmapped once
/// per place. The decoder judges each object when its decode ends and reuses its node, so the objects of one place
/// are judged at different times; the verdict must not depend on it.
@Suite struct MappingReportPropertyTests {
    private let hints: HintTree = [
        "name": "NAME",
        "members": .key(
            "MEMBERS",
            nested: [
                "name": "Name", "age": "Age", "address": "ADDR", "aDog": .key("Dog", nested: ["name": "NameString"]),
            ]
        ),
        "manager": "Manager",
    ]

    @Test func unusedHintsAndUnmappedKeysFollowTheSourceAtEveryPlace() throws {
        for index in 0..<300 {
            let seed = SeededGenerator.baseSeed &+ UInt64(index)
            var generator = SeededGenerator(seed: seed)
            let (source, expected) = Self.department(using: &generator)
            let result = try DictionaryDecoder().decodeWithReport(Department.self, from: source, hints: hints)
            #expect(result.value.members.count == (source["MEMBERS"] as? [Any])?.count, "seed \(seed)")
            let found = Set(
                result.report.unusedHints.map { "unused \($0.modelPath)" }
                    + result.report.unmappedSourceKeys.map { "unmapped \($0.sourcePath) at \($0.modelPath)" })
            #expect(found == expected, "seed \(seed): \(source)")
        }
    }

    /// A department whose members, dogs and manager have random subsets of their keys and extra keys, and the findings
    /// its report must have.
    private static func department(using generator: inout SeededGenerator) -> ([String: Any], Set<String>) {
        func coin() -> Bool { Bool.random(using: &generator) }
        var expected = Set<String>()
        var source: [String: Any] = [:]
        if coin() { source["NAME"] = "R&D" } else { expected.insert("unused name") }
        if coin() { source["Q"] = 1; expected.insert("unmapped Q at ") }

        var members: [Any] = []
        var memberKeys = Set<String>()
        var dogKeys = Set<String>()
        for number in 0..<Int.random(in: 0...4, using: &generator) {
            var member: [String: Any] = [:]
            for key in ["Name", "Age", "ADDR", "X", "Y"] where coin() {
                member[key] = key == "Age" ? number : "\(key) \(number)"
            }
            if coin() {
                var dog: [String: Any] = [:]
                for key in ["NameString", "Extra"] where coin() { dog[key] = "\(key) \(number)" }
                member["Dog"] = dog
                dogKeys.formUnion(dog.keys)
                memberKeys.insert("Dog")
            }
            memberKeys.formUnion(member.keys)
            members.append(member)
        }
        source["MEMBERS"] = members
        if !members.isEmpty {
            for (key, model) in ["Name": "name", "Age": "age", "ADDR": "address", "Dog": "aDog"]
            where !memberKeys.contains(key) {
                expected.insert("unused members[*].\(model)")
            }
            for key in ["X", "Y"] where memberKeys.contains(key) {
                expected.insert("unmapped MEMBERS[*].\(key) at members[*]")
            }
        }
        if memberKeys.contains("Dog") {
            if !dogKeys.contains("NameString") { expected.insert("unused members[*].aDog.name") }
            if dogKeys.contains("Extra") { expected.insert("unmapped MEMBERS[*].Dog.Extra at members[*].aDog") }
        }

        if coin() {
            var manager: [String: Any] = [:]
            for key in ["name", "age", "Z"] where coin() { manager[key] = key == "age" ? 50 : "\(key)" }
            source["Manager"] = manager
            if manager["Z"] != nil { expected.insert("unmapped Manager.Z at manager") }
        } else {
            expected.insert("unused manager")
        }
        return (source, expected)
    }
}
