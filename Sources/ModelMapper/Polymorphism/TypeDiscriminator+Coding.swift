import Foundation

extension TypeDiscriminator {
    /// Decodes the kind the discriminator names, from the object the decoder is positioned at.
    ///
    /// - Throws: `DecodingError.keyNotFound` without a discriminator; `DecodingError.typeMismatch` when it is neither
    ///   a string nor an integer; `DecodingError.dataCorrupted` for an undeclared kind (unless
    ///   ``UnknownKinds/fallback(_:)``); whatever decoding the kind throws.
    public func decode(from decoder: any Decoder) throws -> Base {
        switch try resolve(decoder) {
        case .kind(let kind): return try kind.decode(decoder)
        case .unknown(_, let error): throw error
        }
    }

    /// As ``decode(from:)``, but `nil` for an undeclared kind under ``UnknownKinds/drop``, passing `dropped` the why.
    func decodeUnlessDropped(from decoder: any Decoder, dropped: (String, DecodingError) -> Void) throws -> Base? {
        switch try resolve(decoder) {
        case .kind(let kind):
            return try kind.decode(decoder)
        case .unknown(let kind, let error):
            guard case .drop = unknownKinds else { throw error }
            dropped(kind, error)
            return nil
        }
    }

    /// Encodes a value's kind, after its discriminator.
    ///
    /// - Throws: `EncodingError.invalidValue` when the value is of no declared kind; whatever encoding it throws.
    public func encode(_ value: Base, to encoder: any Encoder) throws {
        for (name, kind) in kinds {
            guard let payload = kind.payload(value) else { continue }
            // The discriminator goes first, so that a kind that writes the same key (it should not) wins.
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encode(name, forKey: AnyCodingKey(stringValue: key))
            try payload.encode(to: encoder)
            return
        }
        if case .fallback(let kind) = unknownKinds, let payload = kind.payload(value) {
            try payload.encode(to: encoder)
            return
        }
        throw EncodingFailure.invalidValue(
            value, codingPath: encoder.codingPath,
            "The value is of none of the kinds of \(Base.self) (\(quotedKindNames)).")
    }

    // MARK: - Internals

    private enum Resolution {
        case kind(PolymorphicKind<Base>)
        case unknown(kind: String, DecodingError)
    }

    private func resolve(_ decoder: any Decoder) throws -> Resolution {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        let key = AnyCodingKey(stringValue: key)
        let name: String
        do {
            name = try container.decode(String.self, forKey: key)
        } catch DecodingError.typeMismatch(let type, let context) where type == String.self {
            // An integer names the kind spelled by its decimal text; anything else gets the string's error.
            guard let number = try? container.decode(Int64.self, forKey: key) else {
                throw DecodingError.typeMismatch(type, context)
            }
            name = String(number)
        }
        if let kind = kinds.first(where: { $0.name == name })?.kind { return .kind(kind) }
        if case .fallback(let kind) = unknownKinds { return .kind(kind) }
        // The kind is data: quoted as other messages quote values, cut after 64 characters.
        let description =
            "Unknown kind \(SwiftLiteral.quoted(name, cutAfter: SwiftLiteral.messageLimit)) of \(Base.self); the known kinds are \(quotedKindNames)."
        // Through ModelMapper's decoder the message also names the object's source path.
        let context = DecodingError.Context.wrapper(decoder, description)
        return .unknown(
            kind: name,
            DecodingFailure.dataCorrupted(codingPath: context.codingPath + [key], context.debugDescription))
    }

    private var quotedKindNames: String { kindNames.map { "\"\($0)\"" }.joined(separator: ", ") }
}
