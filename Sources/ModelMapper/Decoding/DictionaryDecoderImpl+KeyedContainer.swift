import Foundation

extension DictionaryDecoderImpl {
    /// A keyed container over one source object.
    ///
    /// The container is generic over the user's key type, so its methods run as unspecialised generic code, which
    /// pays for type metadata and value-witness copies on every call. It therefore only forwards to ``KeyedState``,
    /// one reference to non-generic code that does the work. (Storing the state in the container instead saves its
    /// allocation but costs more: the standard library's box copies the container for every call, a retain and a
    /// release per stored reference.)
    struct KeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
        let state: KeyedState

        init(state: KeyedState) {
            self.state = state
            // The library's own key type accepts every key; it reads a few (a discriminator) and claims only those.
            if Key.self == AnyCodingKey.self {
                state.claimsOnlyReadKeys = true
            } else {
                state.node.openedKeyedContainer(Key.self)
                state.follow(planFor: Key.self)
            }
        }

        var codingPath: [any CodingKey] { state.node.codingPath }
        var allKeys: [Key] { state.source.availableKeys().compactMap { Key(stringValue: $0) } }
        func contains(_ key: Key) -> Bool { state.source.find(key.stringValue) != nil }

        func decodeNil(forKey key: Key) throws -> Bool { try state.decodeNil(key) }
        func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try state.decodeBool(key) }
        func decode(_ type: String.Type, forKey key: Key) throws -> String { try state.decodeString(key) }
        func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try state.decodeDouble(key) }
        func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try state.decodeFloat(key) }
        func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try state.decodeInt(key) }
        func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try state.decodeInteger(key) }
        func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try state.decodeInteger(key) }
        func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try state.decodeInteger(key) }
        func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try state.decodeInteger(key) }
        func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try state.decodeInteger(key) }
        func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try state.decodeInteger(key) }
        func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try state.decodeInteger(key) }
        func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try state.decodeInteger(key) }
        func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try state.decodeInteger(key) }

        @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
        func decode(_ type: Int128.Type, forKey key: Key) throws -> Int128 { try state.decodeInteger(key) }

        @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
        func decode(_ type: UInt128.Type, forKey key: Key) throws -> UInt128 { try state.decodeInteger(key) }

        func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { try state.decode(type, key) }

        func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? { try state.decodeBoolIfPresent(key) }
        func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? {
            try state.decodeStringIfPresent(key)
        }
        func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? {
            try state.decodeDoubleIfPresent(key)
        }
        func decodeIfPresent(_ type: Float.Type, forKey key: Key) throws -> Float? {
            try state.decodeFloatIfPresent(key)
        }
        func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? { try state.decodeIntIfPresent(key) }
        func decodeIfPresent(_ type: Int8.Type, forKey key: Key) throws -> Int8? { try integerIfPresent(key) }
        func decodeIfPresent(_ type: Int16.Type, forKey key: Key) throws -> Int16? { try integerIfPresent(key) }
        func decodeIfPresent(_ type: Int32.Type, forKey key: Key) throws -> Int32? { try integerIfPresent(key) }
        func decodeIfPresent(_ type: Int64.Type, forKey key: Key) throws -> Int64? { try integerIfPresent(key) }
        func decodeIfPresent(_ type: UInt.Type, forKey key: Key) throws -> UInt? { try integerIfPresent(key) }
        func decodeIfPresent(_ type: UInt8.Type, forKey key: Key) throws -> UInt8? { try integerIfPresent(key) }
        func decodeIfPresent(_ type: UInt16.Type, forKey key: Key) throws -> UInt16? { try integerIfPresent(key) }
        func decodeIfPresent(_ type: UInt32.Type, forKey key: Key) throws -> UInt32? { try integerIfPresent(key) }
        func decodeIfPresent(_ type: UInt64.Type, forKey key: Key) throws -> UInt64? { try integerIfPresent(key) }

        @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
        func decodeIfPresent(_ type: Int128.Type, forKey key: Key) throws -> Int128? { try integerIfPresent(key) }

        @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
        func decodeIfPresent(_ type: UInt128.Type, forKey key: Key) throws -> UInt128? { try integerIfPresent(key) }

        /// The integers' `decodeIfPresent`, one generic call to the state for all of them.
        private func integerIfPresent<T: FixedWidthInteger>(_ key: Key) throws -> T? {
            try state.decodeIntegerIfPresent(key)
        }

        func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
            if let recorder = state.decoder.recorder, let notice = recorder.missingKeyDefaultNotice(type) {
                state.recordDefault(forMissingKey: key, defaultValue: notice.defaultValueDescription)
                return nil
            }
            return try state.decodeIfPresent(type, key)
        }

        func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
            -> KeyedDecodingContainer<NestedKey>
        {
            let container = KeyedContainer<NestedKey>(state: try state.nestedState(key))
            // An inline model read through a nested container has claimed its keys once the container is open.
            container.state.node.finishInlineModel()
            return KeyedDecodingContainer(container)
        }

        func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
            try state.nestedUnkeyedContainer(key)
        }

        func superDecoder() throws -> any Decoder { try state.superDecoder(AnyCodingKey.super) }
        func superDecoder(forKey key: Key) throws -> any Decoder { try state.superDecoder(key) }
    }

    /// The work of a keyed container, in non-generic code: reading each coding key's value through the object's
    /// hints (``HintedObject``) and decoding it.
    ///
    /// Only reads are recorded for the mapping report: `contains(_:)` and `allKeys` ask the ``HintedObject``
    /// directly, so a model that only probes keys leaves them unread.
    ///
    /// An object of scanned JSON text is read through a ``JSONObjectView`` when it is not an inline model's, and no key
    /// strategy converts keys or one does that a ``KeyShape`` can learn (with decode plans). A hinted key reads the keys
    /// its hint names through the view too, and a report keeps the scanned object rather than its members. The members
    /// are made into the ``HintedObject`` only when a read needs them: a key the view cannot decide, a key pattern, an
    /// inline model, `allKeys`, `contains(_:)` or an ``UnknownKeys`` bag (`Docs/Design.md#keys-compared-as-bytes`);
    /// the report's record of the object then takes the same members.
    ///
    /// The two ways of reading are fields rather than one enum: a tree's object is a `let` that every read borrows,
    /// where an enum would copy its payload out, and back in, on every read.
    final class KeyedState {
        let decoder: DictionaryDecoderImpl
        let node: CodingPathNode
        /// The object read through its hints; for an object read through a view, a stand-in without members.
        private let hintedObject: HintedObject
        /// Whether the object is a scanned one read through ``view`` (and, once a read needs its members, through
        /// ``viewedObject``).
        private let isViewed: Bool
        /// Whether the object has hints, so that an unhinted one never looks a key up in them.
        private let hasHints: Bool
        /// Whether the hints hash a key to find its hint, so that a plan finds it for less.
        private let hashesHintKeys: Bool
        /// The plan of the model read, which finds each key's hint (``DecodePlan``), and the object's place in it.
        @exclusivity(unchecked) private var plan: DecodePlan?
        @exclusivity(unchecked) private var planCursor = 0
        /// The view that reads the keys of a scanned object until its members are needed.
        @exclusivity(unchecked) private var view: JSONObjectView?
        /// The scanned object read through its hints, made from its members the first time a read needs them.
        @exclusivity(unchecked) private var viewedObject: HintedObject?
        /// Whether the object is read through ``view`` under a key strategy, which reads a coding key's source key
        /// through ``shape``.
        private let convertsKeys: Bool
        /// The object's shape under the key strategy (``KeyShape``), and the object's place in it. Unowned: the
        /// decoder, which the state holds, keeps every shape it makes until it is freed.
        @exclusivity(unchecked) private unowned(unsafe) var shape: KeyShape?
        @exclusivity(unchecked) private var shapeCursor = 0

        /// Whether the container claims, for an ``UnknownKeys`` bag of its object, only the keys it reads rather than
        /// every key of its type (see ``CodingPathNode/readThroughAnyKey(_:)``).
        var claimsOnlyReadKeys = false
        /// Whether keys match whatever their case, so that a bag of the object leaves out every spelling of a key read.
        let readsIgnoringCase: Bool

        /// A state over an object of a tree.
        init(decoder: DictionaryDecoderImpl, object: [String: Any], hints: HintTree, node: CodingPathNode) {
            self.decoder = decoder
            self.node = node
            readsIgnoringCase = decoder.options.keyDecodingStrategy.isCaseInsensitive
            isViewed = false
            convertsKeys = false
            hasHints = !hints.isEmpty
            hashesHintKeys = hints.hashesKeys
            hintedObject = Self.hintedObject(object, hints: hints, decoder: decoder, node: node)
            if node.isInline { node.openedInlineObject(hintedObject) }
            decoder.recorder?.opened(hintedObject, at: node)
        }

        /// A state over an object of scanned JSON text: read through a view where the decoder reads scanned keys as
        /// bytes (``DictionaryDecoderImpl/readsScannedKeysAsBytes``) and the object is not an inline model's, else
        /// through its members, as a tree's object.
        convenience init(decoder: DictionaryDecoderImpl, scanned: JSONNode, hints: HintTree, node: CodingPathNode) {
            if decoder.readsScannedKeysAsBytes, !node.isInline, let view = JSONObjectView(scanned) {
                self.init(decoder: decoder, view: view, hints: hints, node: node)
            } else {
                self.init(
                    decoder: decoder, object: scanned.document.members(of: scanned.index), hints: hints, node: node)
            }
        }

        private init(decoder: DictionaryDecoderImpl, view: JSONObjectView, hints: HintTree, node: CodingPathNode) {
            decoder.recorder?.opened(scanned: view.node, hints: hints, at: node)
            self.decoder = decoder
            self.node = node
            readsIgnoringCase = decoder.options.keyDecodingStrategy.isCaseInsensitive
            isViewed = true
            convertsKeys = decoder.convertsKeys
            hasHints = !hints.isEmpty
            hashesHintKeys = hints.hashesKeys
            self.view = view
            hintedObject = HintedObject(object: [:], hints: hints, keyIndex: nil)
        }

        var hints: HintTree { hintedObject.hints }

        /// The object read through its hints, its members made from the scanned object the first time they are
        /// needed.
        var source: HintedObject {
            guard isViewed else { return hintedObject }
            if let viewedObject { return viewedObject }
            let made = Self.hintedObject(view?.members ?? [:], hints: hints, decoder: decoder, node: node)
            if decoder.recorder != nil, let scanned = view?.node {
                node.reportRecord?.adopt(made, of: scanned)
            }
            view = nil
            viewedObject = made
            return made
        }

        private static func hintedObject(
            _ object: [String: Any], hints: HintTree, decoder: DictionaryDecoderImpl, node: CodingPathNode
        ) -> HintedObject {
            HintedObject(object: object, hints: hints, keyIndex: decoder.keyIndex(for: object, at: node))
        }

        /// Finds the hints of the keys read through the plan of the model whose coding keys are `keyType`, when its
        /// tree hashes keys to look them up (comparing a key with a small tree's few keys costs what a plan does);
        /// under a key strategy, finds the source keys through the model's shape of the object's keys.
        @inline(__always)
        func follow(planFor keyType: Any.Type) {
            if convertsKeys, let view { shape = decoder.keyShape(forKeys: keyType, of: view) }
            guard hashesHintKeys else { return }
            plan = decoder.plan(forKeys: keyType, hints: hints)
        }

        // MARK: Finding values

        /// Finds a coding key's value, its hint found through the model's plan.
        @inline(never)
        private func findByPlan(_ name: String) -> FoundValue? {
            let hint = plan?.hint(forKey: name, at: &planCursor)
            if isViewed { return findInView(name, hint: hint) }
            guard let hint else { return hintedObject.findUnhinted(name, hint: nil) }
            return hintedObject.find(name, handing: hint)
        }

        /// Reads a coding key's value, recording the read when a report is being made.
        @inline(__always)
        func find(_ name: String) -> FoundValue? {
            if claimsOnlyReadKeys {
                node.readThroughAnyKey(name)
            } else if readsIgnoringCase {
                node.readIgnoringCase(name)
            }
            guard let found = plan == nil ? (isViewed ? findInView(name) : hintedObject.find(name)) : findByPlan(name)
            else {
                if decoder.hasWireForm { decoder.setWireForm(of: nil) }
                return nil
            }
            if found.hasWireForm || decoder.hasWireForm { decoder.setWireForm(of: found.hint) }
            if let recorder = decoder.recorder, let record = node.reportRecord {
                recorder.read(found, forKey: name, in: record)
            }
            return found
        }

        /// Reads a key through the view, or through ``source`` when the view cannot decide.
        @inline(__always)
        private func findInView(_ name: String) -> FoundValue? {
            findInView(name, hint: hasHints ? hints.hint(forKey: name) : nil)
        }

        /// Reads a key whose hint is `hint` through the view, or through ``source`` when the view cannot decide.
        @inline(__always)
        private func findInView(_ name: String, hint: consuming Hint?) -> FoundValue? {
            if let hint = consume hint { return findInView(name, hinted: hint) }
            if convertsKeys { return findConverted(name, hint: nil) }
            switch view?.lookup(name) {
            case .found(let token)?: return FoundValue(value: token.shallowValue, step: .key(name), hint: nil)
            case .missing?: return nil
            case .undecided?, nil: return source.findUnhinted(name, hint: nil)
            }
        }

        /// Reads a hinted key through the view, or through ``source`` when the view cannot decide. The hint is
        /// consumed, so that the value found takes it without another retain.
        private func findInView(_ name: String, hinted hint: consuming Hint) -> FoundValue? {
            // A renamed key, the most common hint, is looked up as an unhinted key is.
            guard let key = hint.onlyKey else { return findInView(name, resolving: hint) }
            switch view?.lookup(key) {
            case .found(let token)?:
                return FoundValue(value: token.shallowValue, step: .key(key), applyingEntriesOf: hint)
            case .missing?: return nil
            case .undecided?, nil: return source.find(name, hint: hint)
            }
        }

        /// Reads a key whose hint reads anything but one source key (a path, candidates, the model key with nested
        /// hints, an inline model or a key pattern) through the view, or through ``source`` when the view cannot
        /// decide. The hint is borrowed, so that reading its source copies nothing.
        private func findInView(_ name: String, resolving hint: borrowing Hint) -> FoundValue? {
            // The model key itself, as an unhinted key is read.
            if convertsKeys, case .sameKey = hint.source {
                return findConverted(name, hint: copy hint)?.applyingEntries()
            }
            guard !hint.isInline, let resolution = view?.resolve(hint.source, modelKey: name) else {
                return source.find(name, hint: hint)
            }
            switch resolution {
            case .found(let match):
                return FoundValue(value: match.value, step: match.step, applyingEntriesOf: copy hint)
            case .missing: return nil
            case .undecided: return source.find(name, hint: hint)
            }
        }

        /// Reads a key under a key strategy through the view, at the source key the object's shape has learned for
        /// it; else through ``source``, teaching the shape what the members found.
        @inline(never)
        private func findConverted(_ name: String, hint: Hint?) -> FoundValue? {
            if view != nil, let answer = shape?.answer(forKey: name, at: &shapeCursor) {
                guard case .key(let key) = answer else { return nil }
                if case .found(let token)? = view?.lookup(key) {
                    return FoundValue(value: token.shallowValue, step: .key(key), hint: hint)
                }
            }
            let found = source.findUnhinted(name, hint: hint)
            shape?.learn(name, found?.step.topLevelKey.map(KeyShape.Answer.key) ?? .missing)
            return found
        }

        private func require(_ key: any CodingKey) throws -> FoundValue {
            if let found = find(key.stringValue) { return found }
            throw DecodingFailure.keyNotFound(
                key, in: .root(node), sourceKeys: hints.hint(forKey: key.stringValue)?.sourceKeys)
        }

        /// The value for a key that is present and not null, or `nil`.
        @inline(__always)
        private func findPresent(_ key: any CodingKey) -> FoundValue? {
            guard let found = find(key.stringValue), isPresent(found, key) else { return nil }
            return found
        }

        /// Whether a value found for `key` is not null.
        @inline(__always)
        private func isPresent(_ found: FoundValue, _ key: any CodingKey) -> Bool {
            guard !TreeValue.isNull(found.value) else { return false }
            // Only a blank string can still count as null, and only when coercions may say so.
            guard decoder.options.coercions.contains(.emptyStringAsNil) else { return true }
            return !decoder.isNull(found.value, at: location(key, found))
        }

        private func location(_ key: any CodingKey, _ found: FoundValue) -> ValueLocation {
            ValueLocation(node: node, key: key, step: found.step)
        }

        // MARK: decode

        func decodeNil(_ key: any CodingKey) throws -> Bool {
            try read(key) { decoder.isNull($0.value, at: location(key, $0)) }
        }

        func decodeBool(_ key: any CodingKey) throws -> Bool {
            try read(key) { try decoder.unboxBool($0.value, at: location(key, $0)) }
        }

        func decodeString(_ key: any CodingKey) throws -> String {
            try read(key) { try decoder.unboxString($0.value, at: location(key, $0)) }
        }

        func decodeDouble(_ key: any CodingKey) throws -> Double {
            try read(key) { try decoder.unboxDouble($0.value, at: location(key, $0)) }
        }

        func decodeFloat(_ key: any CodingKey) throws -> Float {
            try read(key) { try decoder.unboxFloat($0.value, at: location(key, $0)) }
        }

        func decodeInt(_ key: any CodingKey) throws -> Int {
            try read(key) { try decoder.unboxInt($0.value, at: location(key, $0)) }
        }

        func decodeInteger<T: FixedWidthInteger>(_ key: any CodingKey) throws -> T {
            try read(key) { try decoder.unboxInteger($0.value, as: T.self, at: location(key, $0)) }
        }

        func decode<T: Decodable>(_ type: T.Type, _ key: any CodingKey) throws -> T {
            if T.self == UnknownKeys.self { return try unknownKeys(key) }
            return try read(key) { try decoder.unbox($0.value, as: type, at: location(key, $0), hints: $0.nested) }
        }

        /// Reads the value found under `key` with `unbox`, or throws `keyNotFound`.
        @inline(__always)
        private func read<T>(_ key: any CodingKey, _ unbox: (FoundValue) throws -> T) throws -> T {
            try unbox(try require(key))
        }

        // MARK: decodeIfPresent

        func decodeBoolIfPresent(_ key: any CodingKey) throws -> Bool? {
            guard let found = findPresent(key) else { return nil }
            return try decoder.unboxBool(found.value, at: location(key, found))
        }

        // The common scalars first ask whether the value already has the type asked for: one type check where the
        // null check and the unboxing would make two. A string is taken so only when no blank string counts as null.

        func decodeStringIfPresent(_ key: any CodingKey) throws -> String? {
            guard let found = find(key.stringValue) else { return nil }
            if TreeValue.dynamicType(of: found.value) == String.self,
                !decoder.options.coercions.contains(.emptyStringAsNil),
                let string = TreeValue.reinterpret(found.value, as: String.self)
            {
                return string
            }
            guard isPresent(found, key) else { return nil }
            return try decoder.unboxString(found.value, at: location(key, found))
        }

        func decodeDoubleIfPresent(_ key: any CodingKey) throws -> Double? {
            guard let found = find(key.stringValue) else { return nil }
            if TreeValue.dynamicType(of: found.value) == Double.self,
                let double = TreeValue.reinterpret(found.value, as: Double.self)
            {
                return double
            }
            guard isPresent(found, key) else { return nil }
            return try decoder.unboxDouble(found.value, at: location(key, found))
        }

        func decodeFloatIfPresent(_ key: any CodingKey) throws -> Float? {
            guard let found = findPresent(key) else { return nil }
            return try decoder.unboxFloat(found.value, at: location(key, found))
        }

        func decodeIntIfPresent(_ key: any CodingKey) throws -> Int? {
            guard let found = find(key.stringValue) else { return nil }
            if TreeValue.dynamicType(of: found.value) == Int.self,
                let int = TreeValue.reinterpret(found.value, as: Int.self)
            {
                return int
            }
            guard isPresent(found, key) else { return nil }
            return try decoder.unboxInt(found.value, at: location(key, found))
        }

        func decodeIntegerIfPresent<T: FixedWidthInteger>(_ key: any CodingKey) throws -> T? {
            guard let found = findPresent(key) else { return nil }
            return try decoder.unboxInteger(found.value, as: T.self, at: location(key, found))
        }

        func decodeIfPresent<T: Decodable>(_ type: T.Type, _ key: any CodingKey) throws -> T? {
            if T.self == UnknownKeys.self { return try unknownKeys(key) as T }
            guard let found = findPresent(key) else { return nil }
            return try decoder.unbox(found.value, as: type, at: location(key, found), hints: found.nested)
        }

        /// The object's ``UnknownKeys`` bag, asked for under `key`: handed out empty and filled when the object's
        /// `init(from:)` returns (see ``UnknownKeysCollector``).
        private func unknownKeys<T>(_ key: any CodingKey) throws -> T {
            let bag = decoder.unknownKeysCollector().bag(for: source, at: node, ownKey: key.stringValue)
            guard let bag = TreeValue.reinterpret(bag, as: T.self) else {
                throw DecodingFailure.typeConfusion(T.self, codingPath: node.codingPath)
            }
            return bag
        }

        /// Records that a wrapper gave its default for a key it found missing (``MissingKeyDefaultNotice``), at
        /// the place the key was looked for: where its hint writes it (the first candidate), else the key itself.
        func recordDefault(forMissingKey key: any CodingKey, defaultValue: String) {
            guard let recorder = decoder.recorder else { return }
            let hint = hints.hint(forKey: key.stringValue)
            recorder.defaulted(
                at: ValueLocation(node: node, key: key, step: nil),
                lookedAt: hint?.source.writeTarget(modelKey: key.stringValue) ?? .key(key.stringValue),
                detail: DefaultDecoding.detail(
                    .missingKey, defaultValue: defaultValue, lookedFor: hint?.sourceKeys ?? []))
        }

        // MARK: Nested containers

        /// The state of the keyed container nested under `key`.
        func nestedState(_ key: any CodingKey) throws -> KeyedState {
            let found = try require(key)
            return try decoder.keyedState(
                over: found.value, at: location(key, found), hints: found.nested ?? .empty, entering: true)
        }

        func nestedUnkeyedContainer(_ key: any CodingKey) throws -> any UnkeyedDecodingContainer {
            let found = try require(key)
            let location = location(key, found)
            return UnkeyedContainer(
                decoder: decoder, elements: try decoder.elements(from: found.value, at: location),
                hints: found.nested ?? .empty,
                node: try decoder.enter(location, value: found.value))
        }

        /// A decoder for the value at `key`, or for `null` when the key is missing, as `JSONDecoder` does.
        func superDecoder(_ key: any CodingKey) throws -> any Decoder {
            let found =
                find(key.stringValue)
                ?? FoundValue(value: NSNull(), step: .key(key.stringValue), hint: nil)
            return try decoder.makeSuperDecoder(found.value, at: location(key, found), hints: found.nested ?? .empty)
        }
    }
}
