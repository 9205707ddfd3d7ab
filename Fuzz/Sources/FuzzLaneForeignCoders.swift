import Foundation
import ModelMapper

/// The `foreignCoders` lane: the shape wrappers under `JSONDecoder` as well as under ``DictionaryDecoder``.
extension FuzzRun {
    /// Decodes the models with shape wrappers (``FuzzShapes``: `@JSONString`, `@SingleValueAsArray`,
    /// `@EmptyStringAsNil`; ``FuzzFormatted``: `@FormattedNumber`, `@EmptyStringAsNil`; ``FuzzEmptyForms``:
    /// `@NilAsEmptyString`, `@AbsentOrNull`, `@DelimitedList`, `@OptionalDateValue`) with `JSONDecoder` from the
    /// JSON text of the source, and with a default `DictionaryDecoder` from the tree `JSONSerialization` reads back from
    /// that text and from the text itself; with the invariants on, where two decodes succeed they give the same value.
    ///
    /// Every decode starts from the same text, so the numbers `JSONSerialization` rounds when it reads a document
    /// (Docs/Design.md, "Foundation is the spec of record") are rounded before any decoder sees them. The wrappers
    /// also decode with the input's own decoder and every tree, and encode with `JSONEncoder`; the wire-form wrappers
    /// (``FuzzWireForms``) also go back through the encoder and the reflector, and the wrappers that remember a form of
    /// none (``FuzzEmptyForms``) through the encoder and back. A ``MappedObject`` hierarchy (``FuzzMappedCat``) is
    /// compared the same way.
    func foreignCoders(_ source: Any) {
        // Only a JSON document: a native tree may contain itself, or hold values JSON cannot write.
        guard sourceIsJSON,
            let text = try? JSONSerialization.data(withJSONObject: source, options: [.fragmentsAllowed]),
            let tree = try? JSONSerialization.jsonObject(with: text, options: [.fragmentsAllowed])
        else { return }
        FuzzTrace.log("foreign coders: \(String(decoding: text.prefix(300), as: UTF8.self))")
        compareCoders(FuzzShapes.self, text: text, tree: tree)
        compareCoders(FuzzFormatted.self, text: text, tree: tree)
        compareCoders([FuzzFormatted].self, text: text, tree: tree)
        compareCoders(FormattedNumber<Double>.self, text: text, tree: tree)
        compareCoders(SingleValueAsArray<String>.self, text: text, tree: tree)
        compareCoders(JSONString<[Int]>.self, text: text, tree: tree)
        compareCoders(FuzzWireForms.self, text: text, tree: tree)
        compareCoders(FuzzEmptyForms.self, text: text, tree: tree)
        compareCoders([FuzzEmptyForms].self, text: text, tree: tree)
        compareCoders(DelimitedList<SemicolonSeparated>.self, text: text, tree: tree)
        compareCoders(FuzzMappedCat.self, text: text, tree: tree)
        wireFormsGoBack(tree)
        emptyFormsGoBack(tree)
        for hints in trees {
            for value in [source, tree] {
                if let shapes = expectDocumented({ try decoder.decode(FuzzShapes.self, from: value, hints: hints) }) {
                    expectValidJSON("encoded shapes") { try encoder.encode(shapes, hints: hints) }
                    _ = try? JSONEncoder().encode(shapes)
                }
                expectDocumented { try decoder.decode(FuzzFormatted.self, from: value, hints: hints) }
            }
        }
    }

    /// A ``FuzzWireForms`` decoded from `tree` encodes (with ``DictionaryEncoder`` and `JSONEncoder`) and reflects to
    /// its wire forms, or throws a documented error; with the invariants on, the encoder and the reflector write the
    /// same tree, and it decodes back to the same value.
    private func wireFormsGoBack(_ tree: Any) {
        guard let value = try? DictionaryDecoder().decode(FuzzWireForms.self, from: tree) else { return }
        let encoded = expectDocumented { try DictionaryEncoder().encode(value) }
        let reflected = expectDocumented { try DictionaryReflector().reflect(value) }
        _ = expectDocumented { try JSONEncoder().encode(value) }
        guard FuzzInvariants.enabled, let encoded, let reflected else { return }
        if fuzzDescribe(encoded) != fuzzDescribe(reflected) {
            fuzzFailure(
                "wire forms: the encoder wrote \(fuzzDescribe(encoded)), the reflector \(fuzzDescribe(reflected))")
        }
        let back = Result { try DictionaryDecoder().decode(FuzzWireForms.self, from: encoded) }
        if case .success(let again) = back, fuzzSame(again, value) { return }
        fuzzFailure(
            "wire forms: \(fuzzDescribe(value)) wrote \(fuzzDescribe(encoded)), read back as \(fuzzOutcome(back))")
    }

    /// A ``FuzzEmptyForms`` decoded from `tree` encodes (with ``DictionaryEncoder`` and `JSONEncoder`) or throws a
    /// documented error; with the invariants on, what the encoder writes decodes back to a value that writes the same
    /// tree again: every form of none read is the form written (a date's number may be rounded once, to the
    /// microsecond, and then stays).
    private func emptyFormsGoBack(_ tree: Any) {
        guard let value = try? DictionaryDecoder().decode(FuzzEmptyForms.self, from: tree) else { return }
        let encoded = expectDocumented { try DictionaryEncoder().encode(value) }
        _ = expectDocumented { try JSONEncoder().encode(value) }
        guard FuzzInvariants.enabled, let encoded else { return }
        let again = Result {
            try DictionaryEncoder().encode(try DictionaryDecoder().decode(FuzzEmptyForms.self, from: encoded))
        }
        if case .success(let written) = again, fuzzDescribe(written) == fuzzDescribe(encoded) { return }
        fuzzFailure(
            "empty forms: \(fuzzDescribe(value)) wrote \(fuzzDescribe(encoded)), then \(fuzzOutcome(again))")
    }

    private func compareCoders<T: Codable & Equatable>(_ type: T.Type, text: Data, tree: Any) {
        let foundation = Result { try JSONDecoder().decode(type, from: text) }
        let fromTree = Result { try DictionaryDecoder().decode(type, from: tree) }
        let fromText = Result { try DictionaryDecoder().decode(type, from: text) }
        expectDocumented { try fromTree.get() }
        expectDocumented { try fromText.get() }
        FuzzTrace.log(
            "\(T.self): JSONDecoder \(fuzzOutcome(foundation)); tree \(fuzzOutcome(fromTree)); "
                + "text \(fuzzOutcome(fromText))")
        guard FuzzInvariants.enabled, case .success(let expected) = foundation else { return }
        for (name, outcome) in [("the tree JSONSerialization reads", fromTree), ("the JSON text", fromText)] {
            guard case .success(let value) = outcome, !fuzzSame(value, expected) else { continue }
            fuzzFailure(
                """
                a \(T.self) decodes differently under JSONDecoder and DictionaryDecoder (from \(name))
                text: \(String(decoding: text.prefix(1_500), as: UTF8.self))
                JSONDecoder: \(fuzzDescribe(expected))
                DictionaryDecoder: \(fuzzDescribe(value))
                """)
        }
    }
}

/// A decode's outcome in a trace line: the value or the error, cut short.
func fuzzOutcome<T>(_ outcome: Result<T, any Error>) -> String {
    switch outcome {
    case .success(let value): String("\(value)".prefix(200))
    case .failure(let error): "threw " + String("\(error)".prefix(200))
    }
}
