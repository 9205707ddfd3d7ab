/// Where a hinted value is written in the source spelling.
enum WriteTarget {
    case key(String)
    /// Along a key path (at least two segments), creating objects and arrays on the way.
    case path([SourcePath.Segment])
    /// Into the object itself, beside its other keys: the keys of an inline model (``Hint/inline(_:)``).
    case parentObject

    var spelling: String {
        switch self {
        case .key(let key): WriteTarget.spell([.key(key)])
        case .path(let segments): WriteTarget.spell(segments[...])
        case .parentObject: ""
        }
    }

    /// How many levels down the value lands: 1 for a key, one per segment for a path; an inline model counts as one,
    /// as the decoder counts it, so that a model that writes itself inline reaches the depth limit.
    var depth: Int {
        switch self {
        case .key, .parentObject: 1
        case .path(let segments): segments.count
        }
    }

    static func spell(_ segments: ArraySlice<SourcePath.Segment>) -> String {
        var text = ""
        SourcePath.render(segments, into: &text)
        return text
    }
}
