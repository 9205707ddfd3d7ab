/// Where an encoder, or a value its containers write, is: a path kept as links, so that moving into a value allocates
/// nothing, and a depth counted in containers as the decoder counts it (`Docs/Design.md`, Position model).
struct EncodingPosition {
    enum Above {
        case top
        case encoder(DictionaryEncoderImpl)
        /// A path as a chain of nodes that holds no encoder: a super encoder's (a reference to its owner would keep
        /// both alive after a throw), or the reflector's place for a value it has the encoder write.
        case path(CodingPathNode)
    }

    let above: Above
    let node: CodingPathNode
    /// The value's own key; `nil` at the top, for a container's own position and through a single-value container.
    let key: (any CodingKey)?
    /// The number of containers around the value (for a container's own position, including it).
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

    /// The value under `key` here, `containers - 1` deeper: a hint's key path counts one per segment but the last.
    func member(_ key: any CodingKey, containers: Int = 1) -> EncodingPosition {
        EncodingPosition(above: above, node: node, key: key, depth: depth + containers - 1)
    }

    /// A super encoder for `key`: a member whose path continues the container's encoder's as a chain of nodes.
    func superEncoder(_ key: any CodingKey, containers: Int = 1) -> EncodingPosition {
        let member = member(key, containers: containers)
        guard case .encoder(let encoder) = above else { return member }
        return EncodingPosition(above: .path(encoder.pathLink), node: node, key: key, depth: member.depth)
    }

    /// One container below `encoder`'s value; a single value counts too, so a self-encoding class meets the limit.
    static func below(_ encoder: DictionaryEncoderImpl) -> EncodingPosition {
        EncodingPosition(above: .encoder(encoder), node: .start, key: nil, depth: encoder.position.depth + 1)
    }
}
