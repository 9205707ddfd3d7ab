import Foundation

/// How a polymorphic type tells its kinds apart: the discriminator key, the kind each value names, and what an
/// undeclared kind becomes.
///
/// ```swift
/// TypeDiscriminator(
///     key: "kind", ["circle": .case(Shape.circle), "rectangle": .case(Shape.rectangle)],
///     unknownKinds: .fallback(.case(Shape.unknown)))  // case unknown(JSONValue): keeps what it does not know
/// ```
///
/// The key is a coding key, so hints rename it; its value is a string, or an integer read as its decimal text.
/// Encoding writes the discriminator first, then the kind, which must encode as an object, into the same object.
public struct TypeDiscriminator<Base>: Sendable {
    /// What a value whose discriminator names no declared kind becomes.
    public enum UnknownKinds: Sendable {
        /// An error: `DecodingError.dataCorrupted` at the discriminator, naming the kind found and the kinds known.
        case `throw`
        /// The value decodes as this kind, such as a case keeping the object as a ``JSONValue``; encoding writes no
        /// discriminator for it, as the value carries its own.
        case fallback(PolymorphicKind<Base>)
        /// An element of a ``PolymorphicArray`` is left out and recorded in the ``MappingReport``; anywhere else it
        /// is an error, as with ``throw``.
        case drop
    }

    /// The key of the discriminator, in the model's spelling.
    public let key: String
    /// In declared order.
    let kinds: [(name: String, kind: PolymorphicKind<Base>)]
    /// What a value of an undeclared kind becomes.
    public let unknownKinds: UnknownKinds

    /// Declares a polymorphic type's kinds, by discriminator value; when two values name one kind, encoding writes the
    /// first. `key` is in the model's spelling.
    public init(
        key: String, _ kinds: KeyValuePairs<String, PolymorphicKind<Base>>,
        unknownKinds: UnknownKinds = .throw
    ) {
        self.key = key
        self.kinds = kinds.map { (name: $0.key, kind: $0.value) }
        self.unknownKinds = unknownKinds
    }

    /// The discriminator values, in declared order.
    public var kindNames: [String] { kinds.map(\.name) }
}
