import Foundation

/// Where the walk is: a property path (`members[1].aDog`) for errors, a JSONPath for cycle references.
extension ReflectionWalker {
    func location(_ step: SourceStep?) -> MappingPath {
        var path = location(upTo: stack.count)
        if let step { path.append(step: step) }
        return path
    }

    func location(upTo index: Int) -> MappingPath {
        var path = basePath
        for frame in stack.prefix(index + 1) {
            if let step = frame.step { path.append(step: step) }
        }
        return path
    }

    static func jsonPath(_ location: MappingPath) -> String {
        if location.isEmpty { return "$" }
        let text = location.description
        return text.hasPrefix("[") ? "$" + text : "$." + text
    }

    static func kind(of tree: Any) -> String {
        let type = type(of: tree)
        if type == [Any].self { return "an array" }
        if type == String.self { return "a string" }
        if type == Bool.self { return "a bool" }
        if type == NSNull.self { return "null" }
        return "a number"
    }
}
