import Foundation

/// citm_catalog.json's models, covering every key: a ticketing catalog whose events and names are objects keyed by
/// numeric ids.
public enum CitmCatalog {
    /// The whole document.
    public struct Catalog: Codable, Sendable {
        public let areaNames: [String: String]
        public let audienceSubCategoryNames: [String: String]
        public let blockNames: [String: String]
        public let events: [String: Event]
        public let performances: [Performance]
        public let seatCategoryNames: [String: String]
        public let subTopicNames: [String: String]
        public let subjectNames: [String: String]
        public let topicNames: [String: String]
        public let topicSubTopics: [String: [Int]]
        public let venueNames: [String: String]
    }

    /// An event, under its id.
    public struct Event: Codable, Sendable {
        public let description: String?
        public let id: Int
        public let logo: String?
        public let name: String
        public let subTopicIds: [Int]
        public let subjectCode: String?
        public let subtitle: String?
        public let topicIds: [Int]
    }

    /// A performance of an event.
    public struct Performance: Codable, Sendable {
        public let eventId: Int
        public let id: Int
        public let logo: String?
        public let name: String?
        public let prices: [Price]
        public let seatCategories: [SeatCategory]
        public let seatMapImage: String?
        public let start: Int
        public let venueCode: String
    }

    /// A price of a performance.
    public struct Price: Codable, Sendable {
        public let amount: Int
        public let audienceSubCategoryId: Int
        public let seatCategoryId: Int
    }

    /// A seat category of a performance.
    public struct SeatCategory: Codable, Sendable {
        public let areas: [Area]
        public let seatCategoryId: Int
    }

    /// An area of a seat category.
    public struct Area: Codable, Sendable {
        public let areaId: Int
        public let blockIds: [Int]
    }
}
