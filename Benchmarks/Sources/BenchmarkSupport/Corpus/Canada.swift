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

extension Canada {
    /// canada.json as swift-foundation's own JSON benchmark models it, the fairest configuration for `JSONDecoder`:
    /// every point is a `Point` read through an unkeyed container, the `type` fields are an enumeration and the
    /// properties a dictionary.
    public enum Points {
        /// The feature collection.
        public struct FeatureCollection: Codable, Sendable {
            public let type: Kind
            public let features: [Feature]
        }

        /// The values of the `type` fields.
        public enum Kind: String, Codable, Sendable {
            case featureCollection = "FeatureCollection"
            case feature = "Feature"
            case polygon = "Polygon"
        }

        /// A feature: Canada's outline.
        public struct Feature: Codable, Sendable {
            public let type: Kind
            public let properties: [String: String]
            public let geometry: Geometry
        }

        /// A polygon geometry: rings of points.
        public struct Geometry: Codable, Sendable {
            public let type: Kind
            public let coordinates: [[Point]]
        }

        /// A `[longitude, latitude]` pair, read and written through an unkeyed container.
        public struct Point: Codable, Sendable {
            public let longitude: Double
            public let latitude: Double

            public init(from decoder: any Decoder) throws {
                var container = try decoder.unkeyedContainer()
                longitude = try container.decode(Double.self)
                latitude = try container.decode(Double.self)
            }

            public func encode(to encoder: any Encoder) throws {
                var container = encoder.unkeyedContainer()
                try container.encode(longitude)
                try container.encode(latitude)
            }
        }
    }
}
