extension ObjectBox {
    /// Writes a value at `target`, creating what a path runs through; throws `invalidHint` if another key wrote there.
    func write(
        _ value: Any, to target: WriteTarget, codingKey: String, pending: Bool, location: () -> MappingPath
    ) throws {
        if case .parentObject = target { return try writeInline(value, codingKey: codingKey, location: location) }
        do throws(SlotConflict) {
            switch target {
            case .key(let key):
                try claim(value, forKey: key, codingKey: codingKey, pending: pending)
            case .parentObject:
                break  // written above
            case .path(let segments):
                let parent = try route(segments)
                do throws(SlotConflict) {
                    switch segments[segments.count - 1] {
                    case .key(let key):
                        try (parent as? ObjectBox)?.claim(value, forKey: key, codingKey: codingKey, pending: pending)
                    case .index(let index):
                        try (parent as? ArrayBox)?.claim(value, at: index, codingKey: codingKey, pending: pending)
                    }
                } catch {
                    throw SlotConflict(location: target.spelling, first: error.first, second: error.second)
                }
            }
        } catch {
            throw Self.conflictError(error, location: location())
        }
    }

    /// Writes an inline model's members (``Hint/inline(_:)``) beside this object's own, in key order; `null` writes
    /// nothing. Throws `invalidHint` for a value that is not an object or a member key already written.
    private func writeInline(_ value: Any, codingKey: String, location: () -> MappingPath) throws {
        guard let members = TreeValue.dictionary(value) else {
            if TreeValue.isNull(value) { return }
            throw Self.inlineNotAnObject(codingKey, found: TreeValue.describe(value), location: location())
        }
        do throws(SlotConflict) {
            try merge(members, codingKey: codingKey)
        } catch {
            throw Self.conflictError(error, location: location())
        }
    }

    /// An object member merges with the objects key paths run through: `address.street` and `address.city` meet.
    private func merge(_ members: [String: Any], codingKey: String) throws(SlotConflict) {
        for key in members.keys.sorted() {
            guard let member = members[key] else { continue }
            guard let object = TreeValue.dictionary(member) else {
                try claim(member, forKey: key, codingKey: codingKey, pending: false)
                continue
            }
            let shared = try claimContainer(forKey: key, codingKey: nil, makeArray: false)
            try (shared as? ObjectBox)?.merge(object, codingKey: codingKey)
        }
    }

    /// The object or array a nested container writes into at `target`. Throws ``ContainerKindConflict`` when the key
    /// holds a value of another kind, `invalidHint` when hints make two coding keys write one location.
    func container(
        at target: WriteTarget, codingKey: String, makeArray: Bool, location: () -> MappingPath
    ) throws -> PendingValue {
        if case .parentObject = target, makeArray {
            throw Self.inlineNotAnObject(codingKey, found: "an array", location: location())
        }
        do throws(SlotConflict) {
            switch target {
            case .key(let key):
                return try claimContainer(forKey: key, codingKey: codingKey, makeArray: makeArray)
            case .parentObject:
                // An inline model's container writes beside this object's own keys (an array was refused above).
                return self
            case .path(let segments):
                let parent = try route(segments)
                do throws(SlotConflict) {
                    switch segments[segments.count - 1] {
                    case .key(let key):
                        guard let parent = parent as? ObjectBox else { break }
                        return try parent.claimContainer(forKey: key, codingKey: codingKey, makeArray: makeArray)
                    case .index(let index):
                        guard let parent = parent as? ArrayBox else { break }
                        return try parent.claimContainer(at: index, codingKey: codingKey, makeArray: makeArray)
                    }
                } catch {
                    throw SlotConflict(location: target.spelling, first: error.first, second: error.second)
                }
                return makeArray ? ArrayBox() : ObjectBox()
            }
        } catch {
            if error.isKindMismatch, case .key(let key) = target { throw ContainerKindConflict(key: key) }
            throw Self.conflictError(error, location: location())
        }
    }

    /// Walks all but the last segment of a path, creating shared objects and arrays; returns the last container.
    private func route(_ segments: [SourcePath.Segment]) throws(SlotConflict) -> PendingValue {
        var current: PendingValue = self
        for position in 0..<(segments.count - 1) {
            var makeArray = false
            if case .index = segments[position + 1] { makeArray = true }
            do throws(SlotConflict) {
                switch segments[position] {
                case .key(let key):
                    guard let object = current as? ObjectBox else { return current }
                    current = try object.claimContainer(forKey: key, codingKey: nil, makeArray: makeArray)
                case .index(let index):
                    guard let array = current as? ArrayBox else { return current }
                    current = try array.claimContainer(at: index, codingKey: nil, makeArray: makeArray)
                }
            } catch {
                throw SlotConflict(
                    location: WriteTarget.spell(segments[...position]), first: error.first, second: error.second)
            }
        }
        return current
    }

    private static func inlineNotAnObject(_ codingKey: String, found: String, location: MappingPath)
        -> ModelMapperError
    {
        .invalidHints(
            "coding key \"\(codingKey)\" is read inline, so it must write an object, not \(found)", at: location)
    }

    private static func conflictError(_ conflict: SlotConflict, location: MappingPath)
        -> ModelMapperError
    {
        func describe(_ owner: SlotOwner) -> String {
            switch owner {
            case .codingKey(let key): "coding key \"\(key)\""
            case .route: "a key path of another hint"
            }
        }
        let spot = conflict.location
        return .invalidHints(
            "\(describe(conflict.first)) and \(describe(conflict.second)) both write the source location \"\(spot)\"",
            at: location)
    }
}
