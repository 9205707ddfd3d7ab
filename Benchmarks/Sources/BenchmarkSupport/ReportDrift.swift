import ModelMapper

extension Workloads {
    /// The mapping report of a source that has drifted from its hints: every element's age arrives as a string
    /// (a coercion, reported per element, with its model and source paths), every element carries a key the model
    /// does not read, and one hint names a key the backend no longer sends (both reported once, for the group). The
    /// clean report rows measure the report's bookkeeping; this one measures what building its entries costs.
    static func reportDrift(_ sizes: Sizes) throws -> Workload {
        let hints = try HintTree(legacy: Fixtures.flatPersonLegacyHints.merging(["aDog": "DOG"]) { $1 })
        var decoder = DictionaryDecoder()
        decoder.coercions = .integers
        let drifting = decoder
        return Workload(
            key: "drift", title: "\(sizes.flatCount) drifting flat objects ×\(sizes.flatRepetitions)",
            input: "native", elements: sizes.flatCount, repetitions: sizes.flatRepetitions,
            makeInput: {
                Tree(
                    Fixtures.flatPeople(count: sizes.flatCount, .legacy).map { element -> Any in
                        guard var person = element as? [String: Any], let age = person["Age"] else { return element }
                        person["Age"] = "\(age)"
                        person["Nickname"] = "n"
                        return person
                    })
            },
            variants: [
                Row("ModelMapper, legacy hints, integer coercion", .baseline) { input in
                    try drifting.decode([Person].self, from: input.value, hints: hints)
                },
                Row("ModelMapper, legacy hints, integer coercion, mapping report on", .mapperReport) { input in
                    try drifting.decodeWithReport([Person].self, from: input.value, hints: hints).value
                },
            ])
    }
}
