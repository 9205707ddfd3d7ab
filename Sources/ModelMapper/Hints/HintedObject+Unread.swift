/// What of a source object no coding key reads or could read: the one rule behind the report's unmapped keys and
/// ``UnknownKeys``. A key path claims only its last key; a path through an array claims the whole array.
extension HintedObject {
    /// A part of the object no coding key claims: a whole value, or the unclaimed members of an object a path crosses.
    enum Unread {
        case whole(Any)
        case members([String: Unread])

        var value: Any {
            switch self {
            case .whole(let value): value
            case .members(let members): members.mapValues(\.value)
            }
        }

        /// The paths of the unclaimed values below this one, each a list of keys, appended to `prefix`.
        func paths(prefix: [String], into paths: inout [[String]]) {
            switch self {
            case .whole: paths.append(prefix)
            case .members(let members):
                for (key, member) in members { member.paths(prefix: prefix + [key], into: &paths) }
            }
        }
    }

    /// The source locations claimed so far: a key claimed whole, or some locations inside the object under it.
    private struct ClaimedLocations {
        var whole = false
        var members: [String: ClaimedLocations] = [:]

        mutating func claim(_ keys: ArraySlice<String>) {
            guard !whole else { return }
            guard let first = keys.first else {
                whole = true
                members = [:]
                return
            }
            members[first, default: ClaimedLocations()].claim(keys.dropFirst())
        }

        /// Claims what a key path names: its keys up to the first index (the array is claimed whole).
        mutating func claim(_ path: SourcePath) {
            var keys: [String] = []
            for segment in path.segments {
                guard case .key(let key) = segment else { break }
                keys.append(key)
            }
            if !keys.isEmpty { claim(keys[...]) }
        }
    }

    /// The parts of the object that no coding key accepted by `isModelKey` claims, by source key.
    func unread(claiming read: Set<String> = [], isModelKey: (String) -> Bool) -> [String: Unread] {
        var claims = ClaimedLocations()
        for key in read { claims.claim([key]) }
        for (modelKey, hint) in hints.entries where isModelKey(modelKey) {
            guard hint.isInline else {
                claim(hint.source, modelKey: modelKey, into: &claims)
                continue
            }
            // An inline model's keys are in this object: what its nested hints name is claimed here (the keys it
            // reads unhinted are claimed by its own container, see ``unread(claiming:isModelKey:inlineParts:)``).
            hint.nestedTree?.forEachEntryInItsObject(depth: 1) { claim($1.source, modelKey: $0, into: &claims) }
        }
        let convertedKeys = keyIndex?.convertedKeyBySourceKey() ?? [:]
        for sourceKey in object.keys where claims.members[sourceKey]?.whole != true {
            if hints.hint(forKey: sourceKey) == nil, isModelKey(sourceKey) {
                claims.claim([sourceKey])
            } else if let name = convertedKeys[sourceKey], hints.hint(forKey: name) == nil, isModelKey(name) {
                claims.claim([sourceKey])
            }
        }
        return Self.unread(object, claims)
    }

    private func claim(_ source: HintSource, modelKey: String, into claims: inout ClaimedLocations) {
        switch source {
        case .sameKey:
            claims.claim([modelKey])
            if let sourceKey = keyIndex?.sourceKey(for: modelKey) { claims.claim([sourceKey]) }
        case .key(let key):
            claims.claim([key])
        case .keyOrPath(let key, let path):
            claims.claim([key])
            claims.claim(path)
        case .path(let path):
            claims.claim(path)
        case .candidates(let candidates):
            for candidate in candidates { claim(candidate, modelKey: modelKey, into: &claims) }
        case .keyPattern(let pattern):
            claims.claim([pattern.text])
            for key in object.keys where pattern.matches(key) { claims.claim([key]) }
        case .inline, .invalid:
            break
        }
    }

    /// The parts of the object that neither its own coding keys (as ``unread(claiming:isModelKey:)`` judges) nor
    /// the inline models read from it claim: a key one of them reads is read.
    func unread(
        claiming read: Set<String> = [], isModelKey: (String) -> Bool, inlineParts: [CodingPathNode.InlinePart]
    ) -> [String: Unread] {
        var unread = unread(claiming: read, isModelKey: isModelKey)
        for part in inlineParts where !unread.isEmpty {
            let theirs = part.source.unread(isModelKey: part.claims.include)
            unread = Self.common(unread, theirs)
        }
        return unread
    }

    /// What two judgements of one object both leave unread.
    private static func common(_ mine: [String: Unread], _ theirs: [String: Unread]) -> [String: Unread] {
        var common: [String: Unread] = [:]
        for (key, part) in mine {
            guard let other = theirs[key] else { continue }
            switch (part, other) {
            case (.whole, _): common[key] = other
            case (_, .whole): common[key] = part
            case (.members(let members), .members(let others)):
                let both = Self.common(members, others)
                if !both.isEmpty { common[key] = .members(both) }
            }
        }
        return common
    }

    private static func unread(_ object: [String: Any], _ claims: ClaimedLocations) -> [String: Unread] {
        var unread: [String: Unread] = [:]
        for (key, value) in object {
            guard let claimed = claims.members[key] else {
                unread[key] = .whole(value)
                continue
            }
            if claimed.whole { continue }
            // A key path ran through this key: keep what it did not name, or all of it when it is not an object.
            guard let members = TreeValue.dictionary(value) else {
                unread[key] = .whole(value)
                continue
            }
            let rest = Self.unread(members, claimed)
            if !rest.isEmpty {
                unread[key] = .members(rest)
            } else if members.isEmpty {
                // An empty object a key path runs through is kept, or a decode and an encode would drop it.
                unread[key] = .whole(value)
            }
        }
        return unread
    }
}
