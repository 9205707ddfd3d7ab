import Foundation
import ModelMapper

/// The `updates` lane: `DictionaryDecoder.update` through every kind of hint the generators make.
extension FuzzRun {
    /// Updates values of several models, decoded from the source with each tree (or, where that fails, from an
    /// empty object), with a patch drawn from the input, as a dictionary, as JSON data and in place. With the
    /// invariants on: an empty patch gives the value back, and a failed in-place update leaves the value as it was.
    mutating func updates(_ source: Any) {
        let patch = fuzzPatch(depth: 0)
        let data = JSONSerialization.isValidJSONObject(patch) ? try? JSONSerialization.data(withJSONObject: patch) : nil
        FuzzTrace.log("update patch: \(fuzzDescribe(patch))")
        for hints in trees {
            updateOne(FuzzDepartment.self, source, patch: patch, data: data, hints: hints, eligibility: .always)
            updateOne(FuzzSeries.self, source, patch: patch, data: data, hints: hints, eligibility: .always)
            updateOne(FuzzKept.self, source, patch: patch, data: data, hints: hints, eligibility: .always)
            updateOne(FuzzKeptKinds.self, source, patch: patch, data: data, hints: hints, eligibility: .always)
            updateOne(FuzzPolymorphic.self, source, patch: patch, data: data, hints: hints, eligibility: .never)
            updateOne(FuzzRecipeDepartment.self, source, patch: patch, data: data, hints: hints, eligibility: .never)
        }
    }

    private func updateOne<T: Codable & Equatable>(
        _ type: T.Type, _ source: Any, patch: [String: Any], data: Data?, hints: HintTree,
        eligibility: FuzzEligibility
    ) {
        guard
            let value = (try? decoder.decode(type, from: source, hints: hints))
                ?? (try? decoder.decode(type, from: [String: Any](), hints: hints))
        else { return }
        let updated = expectDocumented { try decoder.update(value, from: patch, hints: hints) }
        FuzzTrace.log("update \(T.self): " + (updated.map { "\("\($0)".prefix(200))" } ?? "threw"))
        if let updated { expectValidTree("an updated \(T.self)") { try encoder.encode(updated, hints: hints) } }
        if let data { expectDocumented { try decoder.update(value, from: data, hints: hints) } }
        var copy = value
        let inPlace = Result { try decoder.update(&copy, from: patch, hints: hints) }
        expectDocumented { try inPlace.get() }
        guard FuzzInvariants.enabled else { return }
        if case .failure(let error) = inPlace, !fuzzSame(copy, value) {
            fuzzFailure(
                """
                a failed update changed a \(T.self): it threw \(error)
                hints: \(fuzzDescribe(hints))
                patch: \(fuzzDescribe(patch))
                before: \(fuzzDescribe(value))
                after: \(fuzzDescribe(copy))
                """)
        }
        guard eligibility.applies(to: hints),
            let unchanged = expectDocumented({ try decoder.update(value, from: [:], hints: hints) })
        else { return }
        if !fuzzSame(unchanged, value) {
            fuzzFailure(
                """
                an update with an empty patch changed a \(T.self)
                hints: \(fuzzDescribe(hints))
                before: \(fuzzDescribe(value))
                after: \(fuzzDescribe(unchanged))
                """)
        }
    }

    /// A merge patch: up to five members under words the models read (or raw keys), with `null`s, scalars of every
    /// kind, arrays, discriminators and nested patches.
    private mutating func fuzzPatch(depth: Int) -> [String: Any] {
        var patch: [String: Any] = [:]
        for _ in 0..<(depth > 3 ? 0 : reader.choice(6)) {
            let key = reader.string()
            switch reader.choice(10) {
            case 0: patch[key] = NSNull()
            case 1: patch[key] = reader.string()
            case 2: patch[key] = Int(Int8(truncatingIfNeeded: reader.byte()))
            case 3: patch[key] = Double(Int8(truncatingIfNeeded: reader.byte())) / 4
            case 4: patch[key] = reader.bool()
            case 5: patch[key] = (0..<reader.choice(3)).map { _ in fuzzPatch(depth: depth + 1) }
            case 6: patch[key] = (0..<reader.choice(3)).map { _ in reader.string() }
            case 7:
                var kind = fuzzPatch(depth: depth + 1)
                kind[reader.bool() ? "kind" : "species"] = reader.string()
                patch[key] = kind
            default: patch[key] = fuzzPatch(depth: depth + 1)
            }
        }
        return patch
    }
}
