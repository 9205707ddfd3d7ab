import Foundation

/// Where the walk is, written as a property path (`members[1].aDog`) for errors, and as a JSONPath for cycle
/// references.
extension ReflectionWalker {
    /// The path of the child reached by `step` from the container on top of the stack.
    func location(_ step: SourceStep?) -> String {
        var text = location(upTo: stack.count)
        step?.render(into: &text)
        return text
    }

    /// The path of the container at `index` on the stack.
    func location(upTo index: Int) -> String {
        var text = basePath
        for frame in stack.prefix(index + 1) {
            frame.step?.render(into: &text)
        }
        return text
    }

    /// A location written as a JSONPath: `$` for the top level.
    static func jsonPath(_ location: String) -> String {
        if location.isEmpty { return "$" }
        return location.hasPrefix("[") ? "$" + location : "$." + location
    }

    /// Describes the kind of a reflected tree for messages.
    static func kind(of tree: Any) -> String {
        let type = type(of: tree)
        if type == [Any].self { return "an array" }
        if type == String.self { return "a string" }
        if type == Bool.self { return "a bool" }
        if type == NSNull.self { return "null" }
        return "a number"
    }
}
