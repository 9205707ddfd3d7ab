import Foundation
import ModelMapper

/// The standard JSON documents in `Benchmarks/Corpus/`, read from disk once per workload (outside any measurement).
public enum Corpus {
    /// A document of the corpus.
    public enum Document: String, CaseIterable, Sendable {
        case twitter
        case citmCatalog = "citm_catalog"
        case canada

        /// The document's bytes.
        public func data() throws -> Data {
            try Data(contentsOf: Corpus.folder.appendingPathComponent("\(rawValue).json"))
        }
    }

    /// `Benchmarks/Corpus/`, found from this file's place in the package.
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Corpus
        .deletingLastPathComponent()  // BenchmarkSupport
        .deletingLastPathComponent()  // Sources
        .deletingLastPathComponent()  // Benchmarks
        .appendingPathComponent("Corpus")
}

/// A document's bytes and the tree `JSONSerialization` reads from them, shared by the closures of one workload.
final class DocumentInput: @unchecked Sendable {
    let data: Data
    let tree: Any

    init(_ document: Corpus.Document) throws {
        data = try document.data()
        tree = try JSONSerialization.jsonObject(with: data)
    }
}

extension Workloads {
    /// One workload per document of the corpus, each decoding the whole document into its models every way a user
    /// would, and for twitter a second one through hints into camelCase models.
    static func corpus() -> [Workload] {
        [
            document(.twitter, Twitter.SearchResult.self),
            document(.citmCatalog, CitmCatalog.Catalog.self),
            document(.canada, Canada.FeatureCollection.self),
            document(.canada, Canada.Points.FeatureCollection.self, key: "canadaPoints", model: "points model"),
            hintedTwitter(),
        ]
    }

    /// `JSONDecoder` against ModelMapper from the bytes, from a `JSONSerialization` tree read in the measurement,
    /// and from one read before it; and `JSONSerialization` alone, for what the parse costs. A second model of a
    /// document gets its own `key` and names itself in the title.
    private static func document<Model: Decodable & Sendable>(
        _ document: Corpus.Document, _ type: Model.Type, key: String? = nil, model: String? = nil
    ) -> Workload {
        Workload(
            key: key ?? document.key, title: model.map { "\(document.title), \($0)" } ?? document.title,
            input: "JSON Data", elements: 1, repetitions: 1,
            makeInput: { try DocumentInput(document) },
            variants: [
                Row("JSONDecoder", .jsonDecoder) { try JSONDecoder().decode(Model.self, from: $0.data) },
                Row("ModelMapper decode(from: Data)", .dataMapper) {
                    try DictionaryDecoder().decode(Model.self, from: $0.data)
                },
                Row("JSONSerialization + ModelMapper decode(from: tree)", .treeMapperWithParse) {
                    try DictionaryDecoder().decode(Model.self, from: JSONSerialization.jsonObject(with: $0.data))
                },
                Row("ModelMapper decode(from: tree), tree read before", .treeMapper) {
                    try DictionaryDecoder().decode(Model.self, from: $0.tree)
                },
                Row("JSONSerialization.jsonObject alone", .parse, checked: false) {
                    try JSONSerialization.jsonObject(with: $0.data)
                },
            ])
    }

    /// twitter.json into camelCase models: `JSONDecoder` with `.convertFromSnakeCase` against ModelMapper with
    /// `TwitterCamel.hints`, and with `.convertFromSnakeCase` (with and without a report).
    private static func hintedTwitter() -> Workload {
        Workload(
            key: "twitterHinted", title: "\(Corpus.Document.twitter.title), camelCase model", input: "JSON Data",
            elements: 1, repetitions: 1,
            makeInput: { try DocumentInput(.twitter) },
            variants: [
                Row("JSONDecoder, .convertFromSnakeCase", .jsonDecoder) {
                    let decoder = JSONDecoder()
                    decoder.keyDecodingStrategy = .convertFromSnakeCase
                    return try decoder.decode(TwitterCamel.SearchResult.self, from: $0.data)
                },
                Row("ModelMapper decode(from: Data), hints", .dataMapper) {
                    try DictionaryDecoder().decode(
                        TwitterCamel.SearchResult.self, from: $0.data, hints: TwitterCamel.hints)
                },
                Row("ModelMapper decode(from: tree), hints, tree read before", .treeMapper) {
                    try DictionaryDecoder().decode(
                        TwitterCamel.SearchResult.self, from: $0.tree, hints: TwitterCamel.hints)
                },
                Row("ModelMapper decode(from: Data), .convertFromSnakeCase", .dataMapperKeyStrategy) {
                    var decoder = DictionaryDecoder()
                    decoder.keyDecodingStrategy = .convertFromSnakeCase
                    return try decoder.decode(TwitterCamel.SearchResult.self, from: $0.data)
                },
                Row("ModelMapper decodeWithReport(from: Data), .convertFromSnakeCase", .mapperReport) {
                    var decoder = DictionaryDecoder()
                    decoder.keyDecodingStrategy = .convertFromSnakeCase
                    return try decoder.decodeWithReport(TwitterCamel.SearchResult.self, from: $0.data).value
                },
            ])
    }
}

extension Corpus.Document {
    /// The workload key: `twitter`, `citm`, `canada`.
    public var key: String {
        switch self {
        case .twitter: "twitter"
        case .citmCatalog: "citm"
        case .canada: "canada"
        }
    }

    /// The workload title: the file name and its size.
    public var title: String {
        switch self {
        case .twitter: "twitter.json (631 KB)"
        case .citmCatalog: "citm_catalog.json (1.7 MB)"
        case .canada: "canada.json (2.2 MB)"
        }
    }
}
