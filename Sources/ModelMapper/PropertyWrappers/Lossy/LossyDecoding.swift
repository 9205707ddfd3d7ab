/// A value a lossy wrapper (``LossyDefault``, ``LossyArray``) threw away instead of failing the decode.
struct LossyDrop: Sendable {
    /// Which wrapper dropped the value and what it did instead.
    enum Kind: Sendable, Equatable {
        /// ``LossyDefault`` replaced a value that did not decode with its provider's default.
        case replacedWithDefault
        /// ``LossyArray`` (or a coerced lossy array) left out the element at this index of the source array.
        case droppedElement(index: Int)
        /// ``PolymorphicArray`` left out the element at this index, whose discriminator names an undeclared kind.
        case droppedUnknownKind(index: Int, kind: String)
        /// ``LossyDictionary`` left out the entry with this key.
        case droppedEntry(key: String)
    }

    /// What happened.
    let kind: Kind
    /// Where the dropped value was: the property's coding path, plus the element's index key for an array
    /// element.
    let codingPath: [any CodingKey]
    /// Why it did not decode: usually a `DecodingError`. `JSONDecoder` on Linux reports some failures (a number
    /// that does not fit) through its internal error type, which it only turns into a `DecodingError` (without a
    /// coding path) at the top level; ``codingPath`` is right either way.
    let error: any Error
}

/// The internal hook through which lossy wrappers report what they dropped.
///
/// Lossy wrappers call ``record(_:in:)`` for every value they swallow. When the value was read by
/// ``DictionaryDecoder`` for a ``MappingReport``, the drop becomes one of its entries; every drop also goes to
/// ``observer``, a task-local seam that is `nil` outside the package's tests.
enum LossyDecoding {
    /// Receives every drop recorded in the current task; set by tests with `$observer.withValue(_:operation:)`.
    @TaskLocal static var observer: (@Sendable (LossyDrop) -> Void)?

    /// Whether a lossy wrapper may swallow an error thrown while decoding a value.
    ///
    /// Everything that describes the data may be: `DecodingError`s, the errors a model's own `init(from:)` throws,
    /// and the internal errors of decoders that convert them to `DecodingError` only later (`JSONDecoder`). The
    /// library's own failures (``ModelMapperError``: a depth limit, invalid hints) and cancellation never are.
    ///
    /// - Parameter error: The error.
    /// - Returns: `true` when the wrapper may drop the value and record the error.
    static func canDrop(_ error: any Error) -> Bool {
        !(error is ModelMapperError) && !(error is CancellationError)
    }

    /// Records a dropped value in the mapping report of a ``DictionaryDecoder`` decode that asked for one, and
    /// passes it to ``observer``.
    ///
    /// - Parameters:
    ///   - drop: What was dropped, where, and why.
    ///   - decoder: The decoder that was reading it.
    static func record(_ drop: LossyDrop, in decoder: any Decoder) {
        (decoder as? any WrapperDecodingSupport)?.record(.dropped(drop))
        observer?(drop)
    }
}
