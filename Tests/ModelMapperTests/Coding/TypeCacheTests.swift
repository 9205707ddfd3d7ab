import Foundation
import Testing

@testable import ModelMapper

/// A ``TypeCache`` works a type's value out once and gives it back for that type only, however many types it holds
/// and in whatever order they are asked for (its short list replaces entries once it is full).
@Suite struct TypeCacheTests {
    static let types: [Any.Type] = [
        Int.self, Int8.self, Int16.self, Int32.self, Int64.self, UInt.self, UInt8.self, UInt16.self, UInt32.self,
        UInt64.self, Float.self, Double.self, String.self, Bool.self, Character.self, [Int].self, [String].self,
        Set<Int>.self, Data.self, Date.self,
    ]

    @Test func eachTypeIsWorkedOutOnceAndAnsweredWithItsOwnValue() {
        var cache = TypeCache<String>()
        var made: [String] = []
        var random = SeededGenerator(seed: 0x5EED_0045)
        for _ in 0..<2_000 {
            // Runs of one type, as a list's elements ask, between single asks for the others.
            let type = random.pick(Self.types)
            for _ in 0..<random.int(in: 1...3) {
                let value = cache.value(for: type) {
                    made.append(String(reflecting: type))
                    return String(reflecting: type)
                }
                #expect(value == String(reflecting: type))
            }
        }
        #expect(made.sorted() == Self.types.map { String(reflecting: $0) }.sorted())
    }
}
