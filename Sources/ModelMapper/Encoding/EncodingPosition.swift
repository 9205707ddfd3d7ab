/// Where an encoder, or a value its containers write, is: a path kept as links (the encoder above, the nested
/// containers' keys, the value's own key), so that moving into a value allocates nothing, and a depth counted in
/// containers as the decoder counts it. `Docs/Design.md` (Position model) describes it.
struct EncodingPosition {
    enum Above {
        case top
        case encoder(DictionaryEncoderImpl)
        /// A path as a chain of nodes that holds no encoder: a super encoder's (a reference to its owner would keep
        /// both alive after a throw), or the reflector's place for a value it has the encoder write.
        case path(CodingPathNode)
    }

    let above: Above
    /// The keys of the nested containers between ``above`` and the value (``CodingPathNode/start`` when there are
    /// none).
    let node: CodingPathNode
    /// The value's own key; `nil` for the top-level value, a container's own position, and a value encoded through
    /// a single-value container, which adds no key.
    let key: (any CodingKey)?
    /// The number of containers around the value; for a container's own position, the containers up to and
    /// including it.
    let depth: Int

    static var top: EncodingPosition { EncodingPosition(above: .top, node: .start, key: nil, depth: 0) }

    var codingPath: [any CodingKey] {
        var path: [any CodingKey]
        switch above {
        case .top: path = []
        case .encoder(let encoder): path = encoder.codingPath
        case .path(let link): path = link.codingPath
        }
        if node.key != nil { path += node.codingPath }
        if let key { path.append(key) }
        return path
    }

    /// The position of the value under `key` in the container at this position. The value is `containers - 1`
    /// containers deeper than the container: a key path that a hint writes counts one container per segment but
    /// the last.
    func member(_ key: any CodingKey, containers: Int = 1) -> EncodingPosition {
        EncodingPosition(above: above, node: node, key: key, depth: depth + containers - 1)
    }

    /// The position of a super encoder for `key` in the container at this position: a member whose path continues
    /// from the container's encoder's path, as a chain of nodes (see ``Above/path(_:)``).
    func superEncoder(_ key: any CodingKey, containers: Int = 1) -> EncodingPosition {
        let member = member(key, containers: containers)
        guard case .encoder(let encoder) = above else { return member }
        return EncodingPosition(above: .path(encoder.pathLink), node: node, key: key, depth: member.depth)
    }

    /// The position one container below `encoder`'s value: its container's, and a single value's, which counts a
    /// level so that a class instance that encodes itself this way meets the depth limit.
    static func below(_ encoder: DictionaryEncoderImpl) -> EncodingPosition {
        EncodingPosition(above: .encoder(encoder), node: .start, key: nil, depth: encoder.position.depth + 1)
    }
}
