import Foundation
import MinDecoder
import ModelMapper

/// What a variant is, for the ratios the comparison prints.
public enum Role: String, Sendable {
    /// The baseline of its input: every other row's ratio is against it.
    case baseline
    /// `DictionaryDecoder` with hints, the library's main path.
    case mapperHinted
    /// `DictionaryDecoder` without hints, on a source spelled like the model.
    case mapperUnhinted
    /// `MinDecoder` (`Floor/MinDecoder.swift`) on the source spelled like the model: a `Decoder` that only casts, the
    /// least any `Decoder` pays for the standard library's containers.
    case decoderFloor
    /// `DictionaryDecoder.decodeWithReport` with hints: the mapping report switched on.
    case mapperReport
    /// `DictionaryDecoder` with a `MappingMonitor` sampling 1 % of the decodes.
    case monitorSampled
    /// `DictionaryDecoder` with a `MappingMonitor` sampling every decode.
    case monitorEveryDecode
    /// The legacy round trip.
    case roundTrip
    /// `JSONDecoder` on the equivalent JSON bytes.
    case jsonDecoder
    /// `JSONEncoder` followed by `JSONSerialization.jsonObject`.
    case jsonEncoder
    /// `HintTree.remap`.
    case remap
    /// `DictionaryReflector`.
    case reflector
    /// `DictionaryEncoder`: the `encoder` of the `jsonencoder/encoder` ratio.
    case dictionaryEncoder
    /// `DictionaryEncoder` with hints, writing the backend's spelling.
    case dictionaryEncoderHinted
    /// `DictionaryDecoder.decode(_:from: Data)`, reading JSON bytes with the library's own reader.
    case dataMapper
    /// `DictionaryDecoder.decode(_:from: Data)` under a converting key strategy, where the others read hints.
    case dataMapperKeyStrategy
    /// `DictionaryDecoder` on a tree `JSONSerialization` read before the measurement.
    case treeMapper
    /// `JSONSerialization.jsonObject` and `DictionaryDecoder` on its tree, both in the measurement.
    case treeMapperWithParse
    /// `JSONSerialization.jsonObject` alone.
    case parse
    /// Anything else.
    case other
}

/// One way of doing a workload's job, ready to run.
public struct Variant: Sendable {
    /// The row label.
    public let name: String
    /// What the variant is.
    public let role: Role
    /// Whether the result must equal the first row's (false for a row that produces another spelling).
    public let checked: Bool
    /// Does the job once (all of a workload's repetitions) and returns the result, to keep it alive until the clock
    /// has stopped.
    public let run: @Sendable () throws -> Any
}

/// A job measured several ways side by side on the same input.
public struct Workload: Sendable {
    /// A short ASCII name for the job, for benchmark names: `small`, `flat1k`, `tree`, `flat100k`, `encode`, `remap`.
    public let key: String
    /// What is decoded, for example `20 000 departments`.
    public let title: String
    /// Where the input comes from: `native`, `JSONSerialization`, `JSON Data`, or `models` for encoding.
    public let input: String
    /// The top-level elements one repetition handles, for per-element times.
    public let elements: Int
    /// How many times one run repeats the job (small jobs are repeated to rise above the clock's resolution).
    public let repetitions: Int
    /// The variants' names and roles, in row order; the first is the baseline.
    public let rows: [(name: String, role: Role, checked: Bool)]
    private let build: @Sendable () throws -> [@Sendable () throws -> Any]

    /// A short identifier, unique among the workloads: `title / input`.
    public var identifier: String { "\(title) / \(input)" }

    /// An ASCII name for a row, unique among all workloads' rows: `tree.native.mapperHinted`.
    public func slug(ofRow index: Int) -> String {
        let input = input.filter { $0.isLetter }.lowercased()
        return "\(key).\(input).\(rows[index].role.rawValue)"
    }

    /// Builds the input (outside any measurement) and returns the variants ready to run.
    public func prepare() throws -> [Variant] {
        let bodies = try build()
        return zip(rows, bodies).map { Variant(name: $0.name, role: $0.role, checked: $0.checked, run: $1) }
    }

    init<Input: Sendable>(
        key: String, title: String, input: String, elements: Int, repetitions: Int,
        makeInput: @escaping @Sendable () throws -> Input,
        variants: [Row<Input>]
    ) {
        self.key = key
        self.title = title
        self.input = input
        self.elements = elements
        self.repetitions = repetitions
        self.rows = variants.map { ($0.name, $0.role, $0.checked) }
        let bodies = variants.map(\.body)
        self.build = {
            let input = try makeInput()
            return bodies.map { body in
                { @Sendable in
                    var last: Any = ()
                    for _ in 0..<repetitions { last = try body(input) }
                    return last
                }
            }
        }
    }
}

/// A variant before its input exists: a name, a role, and what it does with the input.
struct Row<Input> {
    let name: String
    let role: Role
    let checked: Bool
    let body: @Sendable (Input) throws -> Any

    init(
        _ name: String, _ role: Role, checked: Bool = true, _ body: @escaping @Sendable (Input) throws -> Any
    ) {
        self.name = name
        self.role = role
        self.checked = checked
        self.body = body
    }
}

/// An immutable source tree shared by the closures of one workload.
final class Tree: @unchecked Sendable {
    let value: Any
    init(_ value: Any) { self.value = value }
}

/// The inputs of a decoding workload: the legacy-keyed source, the model-keyed source, in one origin.
struct DecodeInput: Sendable {
    let legacy: Tree
    let model: Tree
}

/// The inputs of a JSON-bytes workload.
struct DataInput: Sendable {
    let legacy: Data
}

/// The inputs of an encoding workload: decoded models.
final class ModelsInput<Model>: @unchecked Sendable {
    let models: [Model]
    init(_ models: [Model]) { self.models = models }
}

/// The workloads the comparison and the package-benchmark suite run.
public enum Workloads {
    /// The sizes of the workloads, scaled down for smoke runs.
    public struct Sizes: Sendable {
        /// Repetitions of the single small object.
        public var smallRepetitions = 10_000
        /// Elements of the flat array.
        public var flatCount = 1_000
        /// Repetitions of the flat array.
        public var flatRepetitions = 100
        /// Departments in the large tree.
        public var departmentCount = 20_000
        /// Elements of the large flat array, for linearity.
        public var largeFlatCount = 100_000

        /// The full sizes.
        public init() {}

        /// Every size multiplied by `factor` (at least 1).
        public func scaled(by factor: Double) -> Sizes {
            func scale(_ value: Int) -> Int { max(1, Int((Double(value) * factor).rounded())) }
            var sizes = self
            sizes.smallRepetitions = scale(smallRepetitions)
            sizes.flatCount = scale(flatCount)
            sizes.flatRepetitions = scale(flatRepetitions)
            sizes.departmentCount = scale(departmentCount)
            sizes.largeFlatCount = scale(largeFlatCount)
            return sizes
        }
    }

    /// The origins a dictionary tree can come from.
    enum Origin: CaseIterable {
        case native
        case jsonSerialization

        var label: String {
            switch self {
            case .native: "native"
            case .jsonSerialization: "JSONSerialization"
            }
        }

        func make(_ tree: Any) throws -> Tree {
            switch self {
            case .native: Tree(tree)
            case .jsonSerialization: Tree(try Fixtures.throughJSONSerialization(tree))
            }
        }
    }

    /// Every workload, in the order the comparison prints them.
    public static func all(_ sizes: Sizes = Sizes()) throws -> [Workload] {
        let departmentHints = try HintTree(legacy: Fixtures.departmentLegacyHints)
        let flatHints = try HintTree(legacy: Fixtures.flatPersonLegacyHints)
        let departmentRoundTrip = LegacyRoundTrip(legacy: Fixtures.departmentLegacyHints)
        let flatRoundTrip = LegacyRoundTrip(legacy: Fixtures.flatPersonLegacyHints)

        var workloads: [Workload] = []

        // The recipe department, decoded one at a time.
        let small = Scenario(
            key: "small", title: "1 small object (recipe department) ×\(sizes.smallRepetitions)", elements: 1,
            repetitions: sizes.smallRepetitions,
            legacySource: { Fixtures.recipeDepartment(.legacy) }, modelSource: { Fixtures.recipeDepartment(.model) },
            handWritten: { value in
                guard let object = value as? [String: Any] else { throw HandWritten.Failure.notAnArray }
                return try Department(dictionary: object)
            },
            mapper: { try DictionaryDecoder().decode(Department.self, from: $0, hints: departmentHints) },
            unhinted: { try DictionaryDecoder().decode(Department.self, from: $0) },
            floor: { try MinDecoder.decode(Department.self, from: $0) },
            report: {
                try DictionaryDecoder().decodeWithReport(Department.self, from: $0, hints: departmentHints).value
            },
            roundTrip: { try departmentRoundTrip.decode(Department.self, from: $0) },
            jsonDecoder: { try JSONDecoder().decode(SourceKeyedDepartment.self, from: $0) },
            dataMapper: { try DictionaryDecoder().decode(Department.self, from: $0, hints: departmentHints) },
            dataReport: {
                try DictionaryDecoder().decodeWithReport(Department.self, from: $0, hints: departmentHints).value
            },
            dataHandWritten: { data in
                let object = try JSONSerialization.jsonObject(with: data)
                guard let object = object as? [String: Any] else { throw HandWritten.Failure.notAnArray }
                return try Department(dictionary: object)
            })
        workloads += small.workloads(withData: true)

        let flat = Scenario(
            key: "flat1k", title: "\(sizes.flatCount) flat objects ×\(sizes.flatRepetitions)",
            elements: sizes.flatCount,
            repetitions: sizes.flatRepetitions,
            legacySource: { Fixtures.flatPeople(count: sizes.flatCount, .legacy) },
            modelSource: { Fixtures.flatPeople(count: sizes.flatCount, .model) },
            handWritten: { try HandWritten.flatPeople(from: $0) },
            mapper: { try DictionaryDecoder().decode([Person].self, from: $0, hints: flatHints) },
            unhinted: { try DictionaryDecoder().decode([Person].self, from: $0) },
            floor: { try MinDecoder.decode([Person].self, from: $0) },
            report: { try DictionaryDecoder().decodeWithReport([Person].self, from: $0, hints: flatHints).value },
            roundTrip: { try flatRoundTrip.decode([Person].self, from: $0) },
            jsonDecoder: { try JSONDecoder().decode([SourceKeyedFlatPerson].self, from: $0) },
            dataMapper: { try DictionaryDecoder().decode([Person].self, from: $0, hints: flatHints) },
            dataReport: { try DictionaryDecoder().decodeWithReport([Person].self, from: $0, hints: flatHints).value },
            dataHandWritten: { try HandWritten.flatPeople(from: JSONSerialization.jsonObject(with: $0)) })
        workloads += flat.workloads(withData: true)

        let tree = Scenario(
            key: "tree", title: "\(sizes.departmentCount) departments", elements: sizes.departmentCount, repetitions: 1,
            legacySource: { Fixtures.departments(count: sizes.departmentCount, .legacy) },
            modelSource: { Fixtures.departments(count: sizes.departmentCount, .model) },
            handWritten: { try HandWritten.departments(from: $0) },
            mapper: { try DictionaryDecoder().decode([Department].self, from: $0, hints: departmentHints) },
            unhinted: { try DictionaryDecoder().decode([Department].self, from: $0) },
            floor: { try MinDecoder.decode([Department].self, from: $0) },
            report: {
                try DictionaryDecoder().decodeWithReport([Department].self, from: $0, hints: departmentHints).value
            },
            roundTrip: { try departmentRoundTrip.decode([Department].self, from: $0) },
            jsonDecoder: { try JSONDecoder().decode([SourceKeyedDepartment].self, from: $0) },
            dataMapper: { try DictionaryDecoder().decode([Department].self, from: $0, hints: departmentHints) },
            dataReport: {
                try DictionaryDecoder().decodeWithReport([Department].self, from: $0, hints: departmentHints).value
            },
            dataHandWritten: { try HandWritten.departments(from: JSONSerialization.jsonObject(with: $0)) })
        workloads += tree.workloads(withData: true)

        // Linearity: the same flat objects, 100 times as many, decoded once (compare per-element times).
        let largeFlat = Scenario(
            key: "flat100k", title: "\(sizes.largeFlatCount) flat objects", elements: sizes.largeFlatCount,
            repetitions: 1,
            legacySource: { Fixtures.flatPeople(count: sizes.largeFlatCount, .legacy) },
            modelSource: { Fixtures.flatPeople(count: sizes.largeFlatCount, .model) },
            handWritten: { try HandWritten.flatPeople(from: $0) },
            mapper: { try DictionaryDecoder().decode([Person].self, from: $0, hints: flatHints) },
            unhinted: { try DictionaryDecoder().decode([Person].self, from: $0) },
            floor: { try MinDecoder.decode([Person].self, from: $0) },
            report: nil,
            roundTrip: nil, jsonDecoder: nil, dataMapper: nil, dataReport: nil, dataHandWritten: nil)
        workloads += largeFlat.workloads(withData: false)

        workloads += encoding(sizes, hints: departmentHints)
        workloads += remapping(sizes, hints: departmentHints)
        workloads.append(keptKeys(sizes))
        workloads.append(mappedObjects(sizes))
        workloads.append(try reportDrift(sizes))
        workloads.append(try monitorCost(sizes))
        workloads += corpus()
        return workloads
    }

    /// Model → dictionary, two ways: in the model's spelling, `JSONEncoder` + `JSONSerialization.jsonObject` against
    /// `DictionaryEncoder` and `DictionaryReflector`; in the backend's spelling, a hand-written `legacyDictionary()`
    /// against `DictionaryEncoder` with the legacy hints.
    static func encoding(_ sizes: Sizes, hints: HintTree) -> [Workload] {
        let makeInput: @Sendable () throws -> ModelsInput<Department> = {
            ModelsInput(try HandWritten.departments(from: Fixtures.departments(count: sizes.departmentCount, .legacy)))
        }
        let title = "encode \(sizes.departmentCount) departments"
        return [
            Workload(
                key: "encode", title: title, input: "models", elements: sizes.departmentCount, repetitions: 1,
                makeInput: makeInput,
                variants: [
                    Row("JSONEncoder + JSONSerialization.jsonObject", .jsonEncoder) { input in
                        try JSONSerialization.jsonObject(with: JSONEncoder().encode(input.models))
                    },
                    Row("DictionaryEncoder", .dictionaryEncoder) { input in
                        try DictionaryEncoder().encode(input.models)
                    },
                    Row("DictionaryReflector.reflect (Mirror)", .reflector) { input in
                        try DictionaryReflector().reflect(input.models)
                    },
                ]),
            Workload(
                key: "encode", title: title, input: "models, backend spelling", elements: sizes.departmentCount,
                repetitions: 1, makeInput: makeInput,
                variants: [
                    Row("hand-written legacyDictionary()", .baseline) { input in
                        input.models.map { $0.legacyDictionary() }
                    },
                    Row("DictionaryEncoder, legacy hints", .dictionaryEncoderHinted) { input in
                        try DictionaryEncoder().encode(input.models, hints: hints)
                    },
                ]),
        ]
    }

    /// Legacy-keyed tree → model-keyed tree: the legacy rewrite against `HintTree.remap`.
    static func remapping(_ sizes: Sizes, hints: HintTree) -> [Workload] {
        let rewriter = LegacyKeyRewriter(legacy: Fixtures.departmentLegacyHints)
        return Origin.allCases.map { origin in
            Workload(
                key: "remap", title: "remap \(sizes.departmentCount) departments", input: origin.label,
                elements: sizes.departmentCount, repetitions: 1,
                makeInput: { try origin.make(Fixtures.departments(count: sizes.departmentCount, .legacy)) },
                variants: [
                    Row("legacy key rewrite (new tree)", .baseline) { tree in rewriter.rewrite(tree.value) },
                    Row("HintTree.remap, legacy hints", .remap) { tree in try hints.remap(tree.value) },
                ])
        }
    }
}

/// One decoding job and every way of doing it, turned into one workload per input origin.
struct Scenario {
    typealias Decode = @Sendable (Any) throws -> Any
    typealias DecodeData = @Sendable (Data) throws -> Any

    let key: String
    let title: String
    let elements: Int
    let repetitions: Int
    let legacySource: @Sendable () -> Any
    let modelSource: @Sendable () -> Any
    let handWritten: Decode
    let mapper: Decode
    let unhinted: Decode
    /// The unhinted decode through `MinDecoder`, which only casts.
    let floor: Decode
    let report: Decode?
    let roundTrip: Decode?
    let jsonDecoder: DecodeData?
    let dataMapper: DecodeData?
    let dataReport: DecodeData?
    let dataHandWritten: DecodeData?

    func workloads(withData: Bool) -> [Workload] {
        var workloads = Workloads.Origin.allCases.map { origin in
            var variants: [Row<DecodeInput>] = [
                Row("hand-written init(dictionary:)", .baseline) { [handWritten] in try handWritten($0.legacy.value) },
                Row("ModelMapper, legacy hints", .mapperHinted) { [mapper] in try mapper($0.legacy.value) },
                Row("ModelMapper, no hints (model-keyed source)", .mapperUnhinted) { [unhinted] in
                    try unhinted($0.model.value)
                },
                Row("MinDecoder, no hints (model-keyed source): any Decoder's floor", .decoderFloor) { [floor] in
                    try floor($0.model.value)
                },
            ]
            if let report {
                variants.append(
                    Row("ModelMapper, legacy hints, mapping report on", .mapperReport) { try report($0.legacy.value) })
            }
            if let roundTrip {
                variants.append(
                    Row("legacy round trip (rewrite → JSONSerialization → JSONDecoder)", .roundTrip) {
                        try roundTrip($0.legacy.value)
                    })
            }
            return Workload(
                key: key, title: title, input: origin.label, elements: elements, repetitions: repetitions,
                makeInput: { [legacySource, modelSource] in
                    DecodeInput(legacy: try origin.make(legacySource()), model: try origin.make(modelSource()))
                },
                variants: variants)
        }
        if withData, let jsonDecoder, let dataMapper, let dataHandWritten {
            var variants: [Row<DataInput>] = [
                Row("JSONSerialization + hand-written", .baseline) { try dataHandWritten($0.legacy) },
                Row("ModelMapper decode(from: Data), legacy hints", .mapperHinted) { try dataMapper($0.legacy) },
                Row("JSONDecoder, source-keyed CodingKeys", .jsonDecoder) { try jsonDecoder($0.legacy) },
            ]
            if let dataReport {
                variants.append(
                    Row("ModelMapper decodeWithReport(from: Data), legacy hints", .mapperReport) {
                        try dataReport($0.legacy)
                    })
            }
            workloads.append(
                Workload(
                    key: key, title: title, input: "JSON Data", elements: elements, repetitions: repetitions,
                    makeInput: { [legacySource] in DataInput(legacy: try Fixtures.jsonData(legacySource())) },
                    variants: variants))
        }
        return workloads
    }
}
