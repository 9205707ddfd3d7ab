import Foundation

/// Where the walk is, written as a property path (`members[1].aDog`) for errors, and as a JSONPath for cycle
/// references.
extension ReflectionWalker {
    /// The path of the child reached by `step` from the container on top of the stack.
    func location(_ step: SourceStep?) -> MappingPath {
        var path = location(upTo: stack.count)
        if let step { path.append(step: step) }
        return path
    }

    /// The path of the container at `index` on the stack.
    func location(upTo index: Int) -> MappingPath {
        var path = basePath
        for frame in stack.prefix(index + 1) {
            if let step = frame.step { path.append(step: step) }
        }
        return path
    }

    /// A location written as a JSONPath: `$` for the top level.
    static func jsonPath(_ location: MappingPath) -> String {
        if location.isEmpty { return "$" }
        let text = location.description
        return text.hasPrefix("[") ? "$" + text : "$." + text
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
