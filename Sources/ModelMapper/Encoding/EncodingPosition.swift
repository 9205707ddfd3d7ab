/// Where an encoder, or a value one of its containers writes, is: the encoder's side of the position model (see
/// *Position model* in `Docs/Design.md`).
///
/// A position is a path and a depth. The path is kept as links, never as a list of keys: the encoder the path
/// continues from (``above``), the keys of the nested containers opened below that encoder (a ``CodingPathNode``
/// chain from ``CodingPathNode/start``) and the value's own key, if it has one. Moving into a value therefore
/// allocates nothing but the encoder the value needs anyway, and ``codingPath`` builds the keys only when asked.
/// The depth counts containers as the decoder does (``DictionaryDecoderImpl/enter(_:value:)``): a value at depth `d`
/// is inside `d` containers, and a container it opens is the `d + 1`-th.
///
/// Every step down goes through ``below(_:)``, ``member(_:containers:)`` or ``superEncoder(_:containers:)`` (and,
/// from a container, ``EncoderContainer/position(of:containers:)`` and ``EncoderContainer/nestedPosition(_:containers:)``,
/// the same steps made without the container's own position in between), and every depth check through
/// ``EncodingContext/admits(depth:at:)`` or ``EncodingContext/check(depth:at:)``, which take the depth and build the
/// position only when the check fails.
struct EncodingPosition {
    /// What a path continues from.
    enum Above {
        /// Nothing: the top-level value.
        case top
        /// The encoder of the enclosing value.
        case encoder(DictionaryEncoderImpl)
        /// A path given as a chain of nodes that holds no encoder: that of the encoder a super encoder belongs to
        /// (``DictionaryEncoderImpl/pathLink``; that encoder's object holds the super encoder until it is finished, so
        /// a reference back to the encoder would keep both alive after an encode that throws, and a weak one would
        /// lose the path of a super encoder kept after its owner is gone), and the reflector's place for a value it
        /// has the encoder write.
        case path(CodingPathNode)
    }

    /// The encoder the path continues from.
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

    /// The top-level value's position.
    static var top: EncodingPosition { EncodingPosition(above: .top, node: .start, key: nil, depth: 0) }

    /// The coding path, built from the links.
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

    /// The position one container below the value of `encoder`: that of the container it opens (the container adds
    /// no key of its own), and that of a value it encodes through its single-value container, which counts one
    /// level so that a class instance that encodes itself this way is stopped by the depth limit too.
    static func below(_ encoder: DictionaryEncoderImpl) -> EncodingPosition {
        EncodingPosition(above: .encoder(encoder), node: .start, key: nil, depth: encoder.position.depth + 1)
    }
}
