import Foundation

/// Scalars, written by the encoder's rules (``ScalarTreeValue``).
extension ReflectionWalker {
    /// An integer of any width as an `Int`, else a `UInt64`, else unsupported.
    func integer(_ integer: some BinaryInteger, step: SourceStep?) throws -> LeafResult {
        if let int = Int(exactly: integer) { return .done(.value(int)) }
        if let uint = UInt64(exactly: integer) { return .done(.value(uint)) }
        return .done(try unsupported(integer, "does not fit in an Int or a UInt64", step: step))
    }

    /// A floating-point number of any width; a `Float80` beyond a `Double`'s range is unsupported.
    func float<F: BinaryFloatingPoint>(_ float: F, step: SourceStep?) throws -> Outcome {
        switch ScalarTreeValue.float(float, options.nonConformingFloatEncodingStrategy) {
        case .value(let value):
            if let double = value as? Double, !double.isFinite {
                return try unsupported(float, "is too large for a Double", step: step)
            }
            return .value(value)
        default:
            throw ModelMapperError.nonConformingFloat(float, at: location(step))
        }
    }

    func number(_ double: Double, step: SourceStep?) throws -> Outcome {
        double.isFinite ? .value(double) : try float(double, step: step)
    }

    func decimal(_ decimal: Decimal, step: SourceStep?) throws -> LeafResult {
        switch options.decimalStrategy {
        case .double where !decimal.isNaN:
            return .done(.value(decimal.nearestDouble))
        case .string:
            return .done(.value(decimal.description))
        case .double, .decimal:
            guard case .value(let value) = ScalarTreeValue.decimal(decimal, options.nonConformingFloatEncodingStrategy)
            else {
                throw ModelMapperError.nonConformingFloat(decimal, at: location(step))
            }
            return .done(.value(value))
        }
    }

    /// A `Date` as the encoder writes it. A `.leaf` date throws where the walk writes JSON text, which has none.
    func date(_ date: Date, step: SourceStep?) throws -> LeafResult {
        if options.writesJSONText, case .leaf = options.dateEncodingStrategy {
            throw ModelMapperError.leafInJSONText(date, strategy: "dateEncodingStrategy", at: location(step))
        }
        switch ScalarTreeValue.date(date, options.dateEncodingStrategy) {
        case .value(let value):
            return .done(.value(value))
        case .throughEncoder:
            // A date that encodes itself is its seconds since 2001: a non-finite one is a non-conforming number.
            if case .deferredToDate = options.dateEncodingStrategy, !date.timeIntervalSinceReferenceDate.isFinite {
                return .done(try float(date.timeIntervalSinceReferenceDate, step: step))
            }
            return .done(try throughEncoder(step: step) { try $0.box(date) })
        case .nonConforming:
            return .done(try unsupported(date, "is not a finite number of seconds", step: step))
        case .outsideCalendar:
            return .done(try unsupported(date, "is too far from 1970 to be written as calendar text", step: step))
        }
    }

    /// `Data` as the encoder writes it. `.leaf` data throws where the walk writes JSON text, which has none.
    func data(_ data: Data, step: SourceStep?) throws -> LeafResult {
        if options.writesJSONText, case .leaf = options.dataEncodingStrategy {
            throw ModelMapperError.leafInJSONText(data, strategy: "dataEncodingStrategy", at: location(step))
        }
        guard case .value(let value) = ScalarTreeValue.data(data, options.dataEncodingStrategy) else {
            return .done(try throughEncoder(step: step) { try $0.box(data) })
        }
        return .done(.value(value))
    }

    /// What a strategy that encodes through an `Encoder` writes, run on ``DictionaryEncoder``'s own implementation.
    private func throughEncoder(step: SourceStep?, _ encode: (DictionaryEncoderImpl) throws -> Any) throws
        -> Outcome
    {
        let context = EncodingContext(options.encoderOptions, hasHints: false)
        let depth = (stack.last?.depth ?? depthOffset) + levels(to: step) - 1
        let link = codingPath(of: step).reduce(CodingPathNode.start) { $0.appending($1, step: nil) }
        let position = EncodingPosition(above: .path(link), node: .start, key: nil, depth: depth)
        let encoder = DictionaryEncoderImpl(context: context, position: position, hints: nil)
        let tree = try encode(encoder)
        if let error = context.deferredError { throw error }
        return .value(tree)
    }
}
