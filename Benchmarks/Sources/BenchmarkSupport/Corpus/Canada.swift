import Foundation

/// canada.json's models, covering every key: one GeoJSON feature collection whose polygons hold about 111 000
/// coordinates written with up to 17 significant digits.
public enum Canada {
    /// The feature collection.
    public struct FeatureCollection: Codable, Sendable {
        public let type: String
        public let features: [Feature]
    }

    /// A feature: Canada's outline.
    public struct Feature: Codable, Sendable {
        public let type: String
        public let properties: Properties
        public let geometry: Geometry
    }

    /// A feature's properties.
    public struct Properties: Codable, Sendable {
        public let name: String
    }

    /// A polygon geometry: rings of `[longitude, latitude]` points.
    public struct Geometry: Codable, Sendable {
        public let type: String
        public let coordinates: [[[Double]]]
    }
}
