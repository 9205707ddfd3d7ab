extension JSONObjectView {
    /// What a hint's source found in a view.
    enum Resolution {
        /// The value the source names and the step that reached it.
        case found(SourceMatch)
        /// The object has no value there.
        case missing
        /// Only the object's members can tell.
        case undecided
    }

    /// Finds the value a hint's source names, as ``HintSource/resolve(in:modelKey:)`` does in the object's members,
    /// by comparing keys as bytes. It is ``Resolution/undecided`` where only the members can tell: a key pattern, an
    /// inline model, a path that does not start with a key, or a key the view cannot decide.
    mutating func resolve(_ source: HintSource, modelKey: String) -> Resolution {
        switch source {
        case .sameKey:
            return resolve(key: modelKey)
        case .key(let key):
            return resolve(key: key)
        case .keyOrPath(let key, let path):
            let found = resolve(key: key)
            guard case .missing = found else { return found }
            return resolve(path)
        case .path(let path):
            return resolve(path)
        case .candidates(let candidates):
            var firstNull: SourceMatch?
            for candidate in candidates {
                switch resolve(candidate, modelKey: modelKey) {
                case .found(let match):
                    if !TreeValue.isNull(match.value) { return .found(match) }
                    if firstNull == nil { firstNull = match }
                case .missing:
                    continue
                case .undecided:
                    return .undecided
                }
            }
            return firstNull.map(Resolution.found) ?? .missing
        case .keyPattern, .inline:
            return .undecided
        case .invalid:
            return .missing
        }
    }

    private mutating func resolve(key: String) -> Resolution {
        switch lookup(key) {
        case .found(let token): .found(SourceMatch(value: token.shallowValue, step: .key(key)))
        case .missing: .missing
        case .undecided: .undecided
        }
    }

    private mutating func resolve(_ path: SourcePath) -> Resolution {
        guard case .key(let key)? = path.segments.first else { return .undecided }
        switch lookup(key) {
        case .found(let token):
            guard let value = SourcePath.follow(path.segments.dropFirst(), from: token.shallowValue) else {
                return .missing
            }
            return .found(SourceMatch(value: value, step: .path(path)))
        case .missing:
            return .missing
        case .undecided:
            return .undecided
        }
    }
}
