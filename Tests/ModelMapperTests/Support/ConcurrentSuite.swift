import Foundation

/// What the concurrency suites share: running one closure in many child tasks at once, visiting inputs in an order
/// that differs per task, and comparing trees exactly.
protocol ConcurrentSuite {
    /// How many child tasks run at once.
    static var taskCount: Int { get }
}

extension ConcurrentSuite {
    /// Runs `body` in ``taskCount`` child tasks at once and returns what each returned.
    static func runTasks<Result: Sendable>(_ body: @escaping @Sendable (Int) -> Result) async -> [Result] {
        await withTaskGroup(of: Result.self) { group in
            for task in 0..<taskCount { group.addTask { body(task) } }
            var results: [Result] = []
            for await result in group { results.append(result) }
            return results
        }
    }

    /// The indices, rotated by an amount that depends on `offset`, so that tasks visit inputs in different orders.
    static func rotated(_ indices: Range<Int>, by offset: Int) -> [Int] {
        let count = indices.count
        return (0..<count).map { (($0 + offset * 7) % count) + indices.lowerBound }
    }

    /// A tree as sorted-key JSON text, or the error's description: equal exactly when the trees are equal.
    static func canonical(_ body: () throws -> Any) -> String {
        do {
            let tree = try body()
            let data = try JSONSerialization.data(withJSONObject: [tree], options: [.sortedKeys])
            return String(decoding: data, as: UTF8.self)
        } catch {
            return "error: \(error)"
        }
    }
}
