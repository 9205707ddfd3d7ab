import ModelMapper

/// Orders a hint's candidates so that no sample throws: a hint reads the first present and not `null`, and one
/// sample's choice can hold another kind in another sample (a backend version that reuses a key). Each object reads
/// its own choice first; what no order mends is noted.
enum SuggestionReadOrder {
    /// The candidates in the order a hint lists them, and the notes on what reads a value of another kind.
    static func order(
        _ candidates: [[String]], name: String, visits: [SuggestionVisit], samples: Int
    ) -> (order: [[String]], notes: [String]) {
        let objects = visits.compactMap { visit in
            visit.resolved[name].flatMap { $0.kind == .unknown ? nil : (visit, $0) }
        }
        var pending = objects
        var remaining = candidates
        var order: [[String]] = []
        var deferred: [String] = []
        while !remaining.isEmpty {
            // The first candidate that reads no value of another kind in an object that has read nothing yet.
            let index = remaining.firstIndex { candidate in
                pending.allSatisfy { misfit(candidate, in: $0.0, $0.1) == nil }
            }
            for skipped in remaining.prefix(index ?? 0) {
                guard let (visit, resolution) = pending.first(where: { misfit(skipped, in: $0.0, $0.1) != nil }),
                    let value = misfit(skipped, in: visit, resolution)
                else { continue }
                deferred.append(held(skipped, value, in: [visit.sample], of: samples))
            }
            let candidate = remaining.remove(at: index ?? 0)
            order.append(candidate)
            pending.removeAll { value(at: candidate, in: $0.0.object) != nil }
        }
        var notes: [String] = []
        if order != candidates, let first = order.first {
            notes.append("\(SuggestionBuilder.spelling(first)) comes first: " + deferred.joined(separator: ", "))
        }
        // What no order mends: an object whose first candidate present holds a value of another kind.
        var throwing: [[String]: (value: Any, samples: [Int])] = [:]
        for (visit, resolution) in objects {
            guard let first = order.first(where: { value(at: $0, in: visit.object) != nil }),
                let value = misfit(first, in: visit, resolution)
            else { continue }
            var entry = throwing[first] ?? (value, [])
            if entry.samples.last != visit.sample { entry.samples.append(visit.sample) }
            throwing[first] = entry
        }
        for candidate in order {
            guard let (value, inSamples) = throwing[candidate] else { continue }
            let named = SuggestionReadOrder.samples(inSamples, of: samples).name
            notes.append(held(candidate, value, in: inSamples, of: samples) + ": decoding \(named) throws")
        }
        return (order, notes)
    }

    /// The samples a note names (`the sample`, `sample 1`, `samples 0 and 2`), with the verb that agrees.
    static func samples(_ samples: [Int], of count: Int) -> (name: String, has: String) {
        guard count > 1 else { return ("the sample", "has") }
        guard let last = samples.last, samples.count > 1 else { return ("sample \(samples.first ?? 0)", "has") }
        let others = samples.dropLast().map(String.init).joined(separator: ", ")
        return ("samples \(others) and \(last)", "have")
    }

    /// `NickName holds an object in sample 1`.
    private static func held(_ candidate: [String], _ value: Any, in samples: [Int], of count: Int) -> String {
        let spelling = SuggestionBuilder.spelling(candidate)
        return "\(spelling) holds \(SuggestionValueKind.describe(value)) in \(self.samples(samples, of: count).name)"
    }

    /// The value a candidate that is not the object's choice reads there, if it cannot be the kind asked for.
    private static func misfit(
        _ candidate: [String], in visit: SuggestionVisit, _ resolution: SuggestionResolution
    ) -> Any? {
        guard !resolution.choice.contains(candidate), let value = value(at: candidate, in: visit.object),
            resolution.kind.fit(value) == 0
        else { return nil }
        return value
    }

    private static func value(at candidate: [String], in object: [String: Any]) -> Any? {
        var value: Any? = object
        for segment in candidate { value = value.flatMap(TreeValue.dictionary)?[segment] }
        guard let value, !TreeValue.isNull(value) else { return nil }
        return value
    }
}
