import Foundation
import ModelMapper

/// The decodes whose peak memory `compare` measures, one per process: each decodes a whole corpus document once into
/// its models and keeps them, or for information only parses it.
public enum PeakMemory {
    /// How a probe process decodes its document, or `none` for the process without a decode whose peak is the
    /// baseline.
    public enum Variant: String, CaseIterable, Sendable {
        /// No decode: the document's bytes only, the baseline every other variant's peak is measured over.
        case none
        /// `JSONDecoder().decode(Model.self, from: data)`.
        case jsonDecoder = "jsondecoder"
        /// `DictionaryDecoder().decode(Model.self, from: data)`: the library scans the text into its token document
        /// and decodes from it.
        case data
        /// `JSONSerialization.jsonObject(with: data)`, then `DictionaryDecoder().decode(Model.self, from: tree)`.
        case serializationTree = "serialization+tree"
        /// `JSONDecoder` into a model with no properties: what its parse of the whole document holds, without the
        /// models.
        case jsonDecoderParse = "jsondecoder-parse"
        /// `DictionaryDecoder().decode(_:from: Data)` into a model with no properties: the library's scanned
        /// document, without the models.
        case dataParse = "data-parse"
        /// `JSONSerialization.jsonObject(with: data)` alone, its tree kept.
        case serialization

        /// Whether the variant only parses (no models), for information beside the decodes.
        public var parsesOnly: Bool {
            switch self {
            case .jsonDecoderParse, .dataParse, .serialization: true
            case .none, .jsonDecoder, .data, .serializationTree: false
            }
        }

        /// The row label.
        public var name: String {
            switch self {
            case .none: "no decode (baseline)"
            case .jsonDecoder: "JSONDecoder"
            case .data: "ModelMapper decode(from: Data)"
            case .serializationTree: "JSONSerialization + ModelMapper decode(from: tree)"
            case .jsonDecoderParse: "JSONDecoder, parse only (a model with no properties)"
            case .dataParse: "ModelMapper decode(from: Data), parse only (a model with no properties)"
            case .serialization: "JSONSerialization.jsonObject alone (its tree kept)"
            }
        }
    }

    /// Decodes `data`, the bytes of `document`, once the way `variant` says, into the document's models.
    ///
    /// - Returns: The models (or for `.serialization` the tree), for the caller to keep alive while it reads the peak;
    ///   `nil` for `.none`.
    /// - Throws: The decoder's error.
    public static func decode(_ document: Corpus.Document, _ variant: Variant, from data: Data) throws -> Any? {
        switch variant {
        case .none: return nil
        case .jsonDecoderParse: return try JSONDecoder().decode(NoProperties.self, from: data)
        case .dataParse: return try DictionaryDecoder().decode(NoProperties.self, from: data)
        case .serialization: return try JSONSerialization.jsonObject(with: data)
        case .jsonDecoder, .data, .serializationTree: break
        }
        switch document {
        case .twitter: return try decode(Twitter.SearchResult.self, variant, from: data)
        case .citmCatalog: return try decode(CitmCatalog.Catalog.self, variant, from: data)
        case .canada: return try decode(Canada.FeatureCollection.self, variant, from: data)
        }
    }

    /// Decodes `data` into `Model` the way `variant` says.
    private static func decode<Model: Decodable>(_ type: Model.Type, _ variant: Variant, from data: Data) throws
        -> Model?
    {
        switch variant {
        case .jsonDecoder: try JSONDecoder().decode(Model.self, from: data)
        case .data: try DictionaryDecoder().decode(Model.self, from: data)
        case .serializationTree:
            try DictionaryDecoder().decode(Model.self, from: JSONSerialization.jsonObject(with: data))
        case .none, .jsonDecoderParse, .dataParse, .serialization: nil
        }
    }
}

/// A model that reads nothing from the top-level object: decoding into it costs the parse of the whole document and
/// nothing for models.
struct NoProperties: Decodable {}
