import ModelMapper

extension Workloads {
    /// What a `MappingMonitor` costs a production app: many payloads decoded one by one (as responses arrive), each a
    /// department with its members, from a backend that drifts (every payload carries a key the model does not read). Against the same decodes without a monitor: at 1 % sampling the
    /// other 99 % pay for one counter under a lock; at 100 % every decode records and aggregates its report, which the
    /// `decodeWithReport` row prices without aggregation.
    static func monitorCost(_ sizes: Sizes) throws -> Workload {
        let hints = try HintTree(legacy: Fixtures.departmentLegacyHints)
        let plain = DictionaryDecoder()
        let unmonitored = plain
        func monitored(_ rate: Double) -> DictionaryDecoder {
            var decoder = plain
            decoder.monitor = MappingMonitor(sampleRate: rate)
            decoder.monitorLabel = "GET /people"
            return decoder
        }
        let sampled = monitored(0.01)
        let everyDecode = monitored(1)
        return Workload(
            key: "monitor", title: "\(sizes.departmentCount) drifting department payloads, one decode each",
            input: "native", elements: sizes.departmentCount, repetitions: 1,
            makeInput: {
                Tree(
                    Fixtures.departments(count: sizes.departmentCount, .legacy).map { element -> Any in
                        guard var department = element as? [String: Any] else { return element }
                        department["TRACE_ID"] = "t"
                        return department
                    })
            },
            variants: [
                Row("ModelMapper, one decode per payload, no monitor", .baseline) { input in
                    try Self.decodeEach(input, unmonitored, hints)
                },
                Row("ModelMapper, monitor sampling 1 %", .monitorSampled) { input in
                    try Self.decodeEach(input, sampled, hints)
                },
                Row("ModelMapper, monitor sampling 100 %", .monitorEveryDecode) { input in
                    try Self.decodeEach(input, everyDecode, hints)
                },
                Row("ModelMapper, decodeWithReport per payload", .mapperReport) { input in
                    try (input.value as? [Any] ?? []).map { payload in
                        try unmonitored.decodeWithReport(Department.self, from: payload, hints: hints).value
                    }
                },
            ])
    }

    private static func decodeEach(_ input: Tree, _ decoder: DictionaryDecoder, _ hints: HintTree) throws
        -> [Department]
    {
        try (input.value as? [Any] ?? []).map { try decoder.decode(Department.self, from: $0, hints: hints) }
    }
}
