import Foundation

/// Reading scalars out of tree values, with `JSONDecoder`'s rules: booleans are not numbers, integers must be
/// exact and in range, and a value of the wrong kind is a `typeMismatch` (or `valueNotFound` when it is null).
extension DictionaryDecoderImpl {
    func unboxBool(_ value: Any, at location: @autoclosure () -> ValueLocation) throws -> Bool {
        if let bool = TreeValue.bool(value) { return bool }
        if let coerced = try coerce(value, .booleans, at: location(), ScalarCoercion.bool) { return coerced }
        // `JSONDecoder` reports null for a Bool (and only for a Bool) as a type mismatch; so does ModelMapper.
        throw DecodingFailure.typeMismatch(Bool.self, found: value, at: location())
    }

    func unboxString(_ value: Any, at location: @autoclosure () -> ValueLocation) throws -> String {
        if let string = TreeValue.string(value) { return string }
        if let coerced = try coerce(value, .strings, at: location(), ScalarCoercion.string) { return coerced }
        throw mismatch(String.self, value, at: location())
    }

    /// `Int`, the common case, off the generic path, whose merged specialisations look up metadata at run time.
    func unboxInt(_ value: Any, at location: @autoclosure () -> ValueLocation) throws -> Int {
        if TreeValue.dynamicType(of: value) == Int.self, let int = TreeValue.reinterpret(value, as: Int.self) {
            return int
        }
        return try unboxInteger(value, as: Int.self, at: location())
    }

    func unboxInteger<T: FixedWidthInteger>(
        _ value: Any, as type: T.Type, at location: @autoclosure () -> ValueLocation
    ) throws -> T {
        if TreeValue.dynamicType(of: value) == Int.self, let int = TreeValue.reinterpret(value, as: Int.self) {
            guard let result = T(exactly: int) else {
                throw DecodingFailure.numberDoesNotFit(int, T.self, at: location())
            }
            return result
        }
        guard let number = TreeValue.number(value) else {
            if let coerced = try coerce(
                value, .integers, at: location(), { ScalarCoercion.integer(T.self, from: $0, grammar: numberGrammar) })
            {
                return coerced
            }
            throw mismatch(T.self, value, at: location())
        }
        let result: T?
        switch number {
        case .int(let int): result = T(exactly: int)
        case .uint(let uint): result = T(exactly: uint)
        case .double(let double): result = T(exactly: double)
        case .decimal(let decimal): result = decimal.mayHaveLostDigits ? nil : T(decimal.description)
        }
        guard let result else { throw DecodingFailure.numberDoesNotFit(number.description, T.self, at: location()) }
        return result
    }

    func unboxDouble(_ value: Any, at location: @autoclosure () -> ValueLocation) throws -> Double {
        let type = TreeValue.dynamicType(of: value)
        if type == Double.self, let double = TreeValue.reinterpret(value, as: Double.self) { return double }
        if type == DecimalDigits.self, let digits = TreeValue.reinterpret(value, as: DecimalDigits.self) {
            return digits.nearestDouble
        }
        if let number = TreeValue.number(value) { return number.doubleValue }
        if let nonConforming = nonConformingFloat(value) { return nonConforming }
        if let coerced = try coerce(
            value, .floatingPointNumbers, at: location(),
            { ScalarCoercion.floatingPoint(Double.self, from: $0, grammar: numberGrammar) })
        {
            return coerced
        }
        throw mismatch(Double.self, value, at: location())
    }

    func unboxFloat(_ value: Any, at location: @autoclosure () -> ValueLocation) throws -> Float {
        if let number = TreeValue.number(value) {
            let double = number.doubleValue
            let float = number.floatValue
            // As in `JSONDecoder`: a finite number beyond Float's range, or non-zero rounding to 0, is refused.
            guard float.isFinite || !double.isFinite, float != 0 || double == 0 else {
                throw DecodingFailure.numberDoesNotFit(number.description, Float.self, at: location())
            }
            return float
        }
        if let nonConforming = nonConformingFloat(value) { return Float(nonConforming) }
        if let coerced = try coerce(
            value, .floatingPointNumbers, at: location(),
            { ScalarCoercion.floatingPoint(Float.self, from: $0, grammar: numberGrammar) })
        {
            return coerced
        }
        throw mismatch(Float.self, value, at: location())
    }

    /// The value a string stands for under the `convertFromString` strategy for non-conforming floats.
    private func nonConformingFloat(_ value: Any) -> Double? {
        guard
            case .convertFromString(let positiveInfinity, let negativeInfinity, let nan) =
                options.nonConformingFloatDecodingStrategy,
            let string = TreeValue.string(value)
        else { return nil }
        switch string {
        case positiveInfinity: return .infinity
        case negativeInfinity: return -.infinity
        case nan: return .nan
        default: return nil
        }
    }

    func unboxDecimal(_ value: Any, at location: @autoclosure () -> ValueLocation) throws -> Decimal {
        guard let number = TreeValue.number(value) else {
            // Read digit by digit, never through a `Double`.
            if let coerced = try coerce(
                value, .floatingPointNumbers, at: location(),
                { ScalarCoercion.decimal(from: $0, grammar: numberGrammar) })
            {
                return coerced
            }
            throw mismatch(Decimal.self, value, at: location())
        }
        switch number {
        case .int(let int): return Decimal(int)
        case .uint(let uint): return Decimal(uint)
        case .decimal(let decimal): return decimal
        case .double(let double):
            // The shortest representation is the number the JSON text most likely spelled. A number beyond
            // Decimal's range (1e300, 5e-324) does not parse, and, like `JSONDecoder`, does not fit.
            guard double.isFinite, let decimal = Decimal(string: "\(double)", locale: TreeValue.posixLocale),
                !decimal.isNaN
            else {
                throw DecodingFailure.numberDoesNotFit(double, Decimal.self, at: location())
            }
            return decimal
        }
    }

    /// A ``JSONValue`` built straight from the tree, with the decode's depth limit counted from here.
    func unboxJSONValue(_ value: Any, at location: @autoclosure () -> ValueLocation) throws -> JSONValue {
        if let json = value as? JSONValue { return json }
        let location = location()
        var walk = TreeWalk(maximumDepth: max(0, options.maximumDepth - location.depth))
        do {
            return try JSONValue.make(from: value, walk: &walk)
        } catch let unsupported as JSONValue.Unsupported {
            var codingPath = location.codingPath
            var sourcePath = location.sourcePath
            for step in unsupported.steps {
                switch step {
                case .index(let index): codingPath.append(AnyCodingKey(index: index))
                case .key(let key): codingPath.append(AnyCodingKey(stringValue: key))
                case .path, .entries, .entry, .inline: break  // a JSONValue walk steps by key and index only
                }
                sourcePath.append(step: step)
            }
            var description = "Expected to decode JSONValue but found \(unsupported.found) instead."
            if sourcePath != MappingPath(codingPath: codingPath) { description += " (source path: \(sourcePath))" }
            let error = DecodingFailure.typeMismatch(JSONValue.self, codingPath: codingPath, description)
            if let trace = location.node.root.failureTraceToNote, let context = FailureTrace.context(of: error) {
                var grouped = location.groupedSourcePath
                for step in unsupported.steps {
                    if case .index = step { grouped.append(.anyIndex) } else { grouped.append(step: step) }
                }
                trace.note(context, sourcePath: sourcePath, groupedSourcePath: grouped)
            }
            throw error
        } catch let error as ModelMapperError {
            throw error.located(under: location.sourcePath)
        }
    }

    /// A date: a `Date` leaf (or an `NSDate`) as it is, under every strategy, `.custom` included, as
    /// `PropertyListDecoder` takes a date (`Docs/Design.md#property-list-leaves`); any other value by the strategy.
    func unboxDate(_ value: Any, at location: @autoclosure () -> ValueLocation) throws -> Date {
        if let date = value as? Date { return date }
        // Like `JSONDecoder`, null is reported before any strategy (a custom one included) reads the value.
        if TreeValue.isNull(value) { throw DecodingFailure.valueNotFound(Date.self, at: location()) }
        switch options.dateDecodingStrategy {
        case .deferredToDate:
            return try with(value, node: location().makeNode(), hints: .empty) { try Date(from: self) }
        case .secondsSince1970:
            return Date(timeIntervalSince1970: try unboxDouble(value, at: location()))
        case .millisecondsSince1970:
            return Date(timeIntervalSince1970: try unboxDouble(value, at: location()) / 1000)
        case .iso8601, .iso8601WithFractionalSeconds:
            let string = try unboxString(value, at: location())
            let fractional: Bool
            if case .iso8601WithFractionalSeconds = options.dateDecodingStrategy {
                fractional = true
            } else {
                fractional = false
            }
            guard let date = ISO8601.date(from: string, fractionalSeconds: fractional) else {
                throw DecodingFailure.dataCorrupted(at: location(), "Expected date string to be ISO8601-formatted.")
            }
            return date
        case .formatted(let formatter):
            let string = try unboxString(value, at: location())
            guard let date = formatter.date(from: string) else {
                throw DecodingFailure.dataCorrupted(
                    at: location(), "Date string does not match format expected by formatter.")
            }
            return date
        case .custom(let decode):
            return try with(value, node: location().makeNode(), hints: .empty) { try decode(self) }
        }
    }

    /// Data: a `Data` leaf (or an `NSData`) as it is, under every strategy, `.custom` included, as
    /// `PropertyListDecoder` takes data (`Docs/Design.md#property-list-leaves`); any other value by the strategy.
    func unboxData(_ value: Any, at location: @autoclosure () -> ValueLocation) throws -> Data {
        if let data = value as? Data { return data }
        // Like `JSONDecoder`, null is reported before any strategy (a custom one included) reads the value.
        if TreeValue.isNull(value) { throw DecodingFailure.valueNotFound(Data.self, at: location()) }
        switch options.dataDecodingStrategy {
        case .deferredToData:
            return try with(value, node: location().makeNode(), hints: .empty) { try Data(from: self) }
        case .base64:
            let string = try unboxString(value, at: location())
            guard let data = Data(base64Encoded: string) else {
                throw DecodingFailure.dataCorrupted(at: location(), "Encountered Data is not valid Base64.")
            }
            return data
        case .custom(let decode):
            return try with(value, node: location().makeNode(), hints: .empty) { try decode(self) }
        }
    }

    func unboxURL(_ value: Any, at location: @autoclosure () -> ValueLocation) throws -> URL {
        if let url = value as? URL { return url }
        if TreeValue.isNull(value) { throw DecodingFailure.valueNotFound(URL.self, at: location()) }
        let string = try unboxString(value, at: location())
        guard let url = URL(string: string) else {
            throw DecodingFailure.dataCorrupted(at: location(), "Invalid URL string.")
        }
        return url
    }
}

extension TreeValue.Number: CustomStringConvertible {
    /// The number as a `Double`, rounding as `JSONDecoder` rounds JSON numbers.
    var doubleValue: Double {
        switch self {
        case .int(let int): Double(int)
        case .uint(let uint): Double(uint)
        case .double(let double): double
        case .decimal(let decimal): decimal.nearestDouble
        }
    }

    /// The number as a `Float`, rounding as `JSONDecoder` rounds JSON numbers: a `Decimal` once, from its digits.
    var floatValue: Float {
        switch self {
        case .decimal(let decimal): decimal.nearestFloat
        default: Float(doubleValue)
        }
    }

    package var description: String {
        switch self {
        case .int(let int): "\(int)"
        case .uint(let uint): "\(uint)"
        case .double(let double): "\(double)"
        case .decimal(let decimal): "\(decimal)"
        }
    }
}

// MARK: - Single-value container

extension DictionaryDecoderImpl: SingleValueDecodingContainer {
    func decodeNil() -> Bool { isNull(value, at: .root(node)) }
    func decode(_ type: Bool.Type) throws -> Bool { try unboxBool(value, at: .root(node)) }
    func decode(_ type: String.Type) throws -> String { try unboxString(value, at: .root(node)) }
    func decode(_ type: Double.Type) throws -> Double { try unboxDouble(value, at: .root(node)) }
    func decode(_ type: Float.Type) throws -> Float { try unboxFloat(value, at: .root(node)) }
    func decode(_ type: Int.Type) throws -> Int { try unboxInt(value, at: .root(node)) }
    func decode(_ type: Int8.Type) throws -> Int8 { try unboxInteger(value, as: type, at: .root(node)) }
    func decode(_ type: Int16.Type) throws -> Int16 { try unboxInteger(value, as: type, at: .root(node)) }
    func decode(_ type: Int32.Type) throws -> Int32 { try unboxInteger(value, as: type, at: .root(node)) }
    func decode(_ type: Int64.Type) throws -> Int64 { try unboxInteger(value, as: type, at: .root(node)) }
    func decode(_ type: UInt.Type) throws -> UInt { try unboxInteger(value, as: type, at: .root(node)) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try unboxInteger(value, as: type, at: .root(node)) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try unboxInteger(value, as: type, at: .root(node)) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try unboxInteger(value, as: type, at: .root(node)) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try unboxInteger(value, as: type, at: .root(node)) }

    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    func decode(_ type: Int128.Type) throws -> Int128 { try unboxInteger(value, as: type, at: .root(node)) }

    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    func decode(_ type: UInt128.Type) throws -> UInt128 { try unboxInteger(value, as: type, at: .root(node)) }

    func decode<T: Decodable>(_ type: T.Type) throws -> T { try unbox(value, as: type, at: .root(node), hints: hints) }
}

extension Decimal {
    /// Whether this decimal may be a rounded form of its source: `JSONSerialization` rounds an integer of 39 or more
    /// digits (beyond 2^128) to 38 digits and a positive exponent, and such a number must never be read as an exact
    /// integer, which would give a neighbouring value.
    var mayHaveLostDigits: Bool {
        exponent > 0 && significand.magnitude >= Decimal(sign: .plus, exponent: 37, significand: 1)
    }
}
