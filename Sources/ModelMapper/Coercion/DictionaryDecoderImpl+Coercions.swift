import Foundation

/// The lenient readings of ``DictionaryDecoder/coercions``, each recorded in the mapping report.
extension DictionaryDecoderImpl {
    /// Converts a scalar of another type when the options or the key's wire form (``Hint/wire(_:)``) allow it;
    /// `nil` when neither does or the value is not a scalar, so that the caller reports it as strict decoding does.
    func coerce<T>(
        _ value: Any, _ option: DictionaryDecoder.Coercions, at location: @autoclosure () -> ValueLocation,
        _ convert: (CoercionInput) -> Result<T, CoercionFailure>
    ) throws -> T? {
        let form: Hint.WireForm?
        if hasWireForm, let wireForm, wireForm.reads(option) {
            form = wireForm
        } else if options.coercions.contains(option) {
            form = nil
        } else {
            return nil
        }
        guard !coercionsSuspended, let input = CoercionInput(treeValue: value) else { return nil }
        let result: Result<T, CoercionFailure>
        if let flag = form?.flagValue(input) {
            switch flag {
            case .success(let bool):
                guard let value = TreeValue.reinterpret(bool, as: T.self) else { return nil }
                result = .success(value)
            case .failure(let failure):
                result = .failure(failure)
            }
        } else {
            result = convert(input)
        }
        switch result {
        case .success(let coerced):
            recorder?.coerced(input, to: T.self, at: location())
            return coerced
        case .failure(let failure):
            let expected = form.map { "\(T.self) in the wire form \($0)" } ?? "\(T.self)"
            throw failure.decodingError(
                T.self, DecodingFailure.context(at: location(), failure.message(expecting: expected)))
        }
    }

    /// The grammar number strings are read with: the wire form's for a value that has one.
    var numberGrammar: ScalarCoercion.NumberGrammar {
        if hasWireForm, let wireForm { return wireForm.numberGrammar }
        return options.coercions.contains(.formattedNumberGrammar) ? .formatted : .plain
    }

    /// Whether a value counts as null: `NSNull`, `nil`, and under ``DictionaryDecoder/Coercions/emptyStringAsNil`` a
    /// blank string.
    func isNull(_ value: Any, at location: @autoclosure () -> ValueLocation) -> Bool {
        if TreeValue.isNull(value) { return true }
        guard options.coercions.contains(.emptyStringAsNil), !coercionsSuspended,
            let string = TreeValue.blankString(value)
        else { return false }
        recorder?.coerced(.string(string), to: "null", at: location())
        return true
    }

    /// The container a string's JSON text holds, under ``DictionaryDecoder/Coercions/jsonStrings``; `nil` unless the
    /// string starts with `opening` (`{` or `[`). Throws `dataCorrupted` for text that is not JSON.
    func containerInJSONText(_ value: Any, opening: Character, at location: ValueLocation) throws -> Any? {
        guard options.coercions.contains(.jsonStrings), let text = TreeValue.string(value),
            text.first(where: { !$0.isWhitespace }) == opening
        else { return nil }
        let parsed = try parseJSONText(text, fragmentsAllowed: false, at: location)
        recorder?.coerced(.string(text), to: opening == "{" ? "an object" : "an array", at: location)
        return parsed
    }

    /// The value JSON text held in a string spells; `dataCorrupted` at `location` when it is not JSON.
    func parseJSONText(_ text: String, fragmentsAllowed: Bool, at location: ValueLocation) throws -> Any {
        do {
            return try JSONReader.lazyValue(fromJSON: text, fragmentsAllowed: fragmentsAllowed)
        } catch {
            throw DecodingFailure.dataCorrupted(
                at: location,
                "Expected JSON text in \(ScalarCoercion.describe(.string(text))), which is not valid JSON.",
                underlyingError: error)
        }
    }

    func singleValueArray(_ value: Any, at location: ValueLocation) -> [Any]? {
        guard options.coercions.contains(.singleValueAsArray), !TreeValue.isNull(value) else { return nil }
        recordWrappedInArray(value, at: location)
        return [value]
    }

    func recordWrappedInArray(_ value: Any, at location: ValueLocation) {
        guard let recorder else { return }
        let found = CoercionInput(treeValue: value).map(ScalarCoercion.describe) ?? TreeValue.describe(value)
        recorder.wrappedInArray(found, at: location)
    }
}
