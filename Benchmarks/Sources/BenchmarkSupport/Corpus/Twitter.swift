import Foundation
import ModelMapper

// Codable models of twitter.json covering every key, in two spellings: `Twitter` declares `CodingKeys` with the
// document's snake_case keys (what a `JSONDecoder` user writes), `TwitterCamel` has none and is read through
// `TwitterCamel.hints` by ModelMapper and through `.convertFromSnakeCase` by `JSONDecoder`. Fields that are null
// throughout the document are `JSONValue?`. A status is a class because it holds its retweeted status.
// Written from the document's keys; `Corpus.swift` checks that every variant decodes the same models.

/// twitter.json's models with the document's keys in `CodingKeys`.
public enum Twitter {
    /// The document's `SearchResult` objects.
    public struct SearchResult: Codable, Sendable {
        public let statuses: [Status]
        public let searchMetadata: SearchMetadata

        enum CodingKeys: String, CodingKey {
            case statuses
            case searchMetadata = "search_metadata"
        }
    }

    /// The document's `SearchMetadata` objects.
    public struct SearchMetadata: Codable, Sendable {
        public let completedIn: Double
        public let maxId: Int
        public let maxIdStr: String
        public let nextResults: String
        public let query: String
        public let refreshUrl: String
        public let count: Int
        public let sinceId: Int
        public let sinceIdStr: String

        enum CodingKeys: String, CodingKey {
            case completedIn = "completed_in"
            case maxId = "max_id"
            case maxIdStr = "max_id_str"
            case nextResults = "next_results"
            case query
            case refreshUrl = "refresh_url"
            case count
            case sinceId = "since_id"
            case sinceIdStr = "since_id_str"
        }
    }

    /// The document's `Status` objects.
    public final class Status: Codable, Sendable {
        public let metadata: StatusMetadata
        public let createdAt: String
        public let id: Int
        public let idStr: String
        public let text: String
        public let source: String
        public let truncated: Bool
        public let inReplyToStatusId: Int?
        public let inReplyToStatusIdStr: String?
        public let inReplyToUserId: Int?
        public let inReplyToUserIdStr: String?
        public let inReplyToScreenName: String?
        public let user: User
        public let geo: JSONValue?
        public let coordinates: JSONValue?
        public let place: JSONValue?
        public let contributors: JSONValue?
        public let retweetedStatus: Status?
        public let retweetCount: Int
        public let favoriteCount: Int
        public let entities: Entities
        public let favorited: Bool
        public let retweeted: Bool
        public let possiblySensitive: Bool?
        public let lang: String

        enum CodingKeys: String, CodingKey {
            case metadata
            case createdAt = "created_at"
            case id
            case idStr = "id_str"
            case text
            case source
            case truncated
            case inReplyToStatusId = "in_reply_to_status_id"
            case inReplyToStatusIdStr = "in_reply_to_status_id_str"
            case inReplyToUserId = "in_reply_to_user_id"
            case inReplyToUserIdStr = "in_reply_to_user_id_str"
            case inReplyToScreenName = "in_reply_to_screen_name"
            case user
            case geo
            case coordinates
            case place
            case contributors
            case retweetedStatus = "retweeted_status"
            case retweetCount = "retweet_count"
            case favoriteCount = "favorite_count"
            case entities
            case favorited
            case retweeted
            case possiblySensitive = "possibly_sensitive"
            case lang
        }
    }

    /// The document's `StatusMetadata` objects.
    public struct StatusMetadata: Codable, Sendable {
        public let resultType: String
        public let isoLanguageCode: String

        enum CodingKeys: String, CodingKey {
            case resultType = "result_type"
            case isoLanguageCode = "iso_language_code"
        }
    }

    /// The document's `User` objects.
    public struct User: Codable, Sendable {
        public let id: Int
        public let idStr: String
        public let name: String
        public let screenName: String
        public let location: String
        public let description: String
        public let url: String?
        public let entities: UserEntities
        public let protected: Bool
        public let followersCount: Int
        public let friendsCount: Int
        public let listedCount: Int
        public let createdAt: String
        public let favouritesCount: Int
        public let utcOffset: Int?
        public let timeZone: String?
        public let geoEnabled: Bool
        public let verified: Bool
        public let statusesCount: Int
        public let lang: String
        public let contributorsEnabled: Bool
        public let isTranslator: Bool
        public let isTranslationEnabled: Bool
        public let profileBackgroundColor: String
        public let profileBackgroundImageUrl: String
        public let profileBackgroundImageUrlHttps: String
        public let profileBackgroundTile: Bool
        public let profileImageUrl: String
        public let profileImageUrlHttps: String
        public let profileBannerUrl: String?
        public let profileLinkColor: String
        public let profileSidebarBorderColor: String
        public let profileSidebarFillColor: String
        public let profileTextColor: String
        public let profileUseBackgroundImage: Bool
        public let defaultProfile: Bool
        public let defaultProfileImage: Bool
        public let following: Bool
        public let followRequestSent: Bool
        public let notifications: Bool

        enum CodingKeys: String, CodingKey {
            case id
            case idStr = "id_str"
            case name
            case screenName = "screen_name"
            case location
            case description
            case url
            case entities
            case protected
            case followersCount = "followers_count"
            case friendsCount = "friends_count"
            case listedCount = "listed_count"
            case createdAt = "created_at"
            case favouritesCount = "favourites_count"
            case utcOffset = "utc_offset"
            case timeZone = "time_zone"
            case geoEnabled = "geo_enabled"
            case verified
            case statusesCount = "statuses_count"
            case lang
            case contributorsEnabled = "contributors_enabled"
            case isTranslator = "is_translator"
            case isTranslationEnabled = "is_translation_enabled"
            case profileBackgroundColor = "profile_background_color"
            case profileBackgroundImageUrl = "profile_background_image_url"
            case profileBackgroundImageUrlHttps = "profile_background_image_url_https"
            case profileBackgroundTile = "profile_background_tile"
            case profileImageUrl = "profile_image_url"
            case profileImageUrlHttps = "profile_image_url_https"
            case profileBannerUrl = "profile_banner_url"
            case profileLinkColor = "profile_link_color"
            case profileSidebarBorderColor = "profile_sidebar_border_color"
            case profileSidebarFillColor = "profile_sidebar_fill_color"
            case profileTextColor = "profile_text_color"
            case profileUseBackgroundImage = "profile_use_background_image"
            case defaultProfile = "default_profile"
            case defaultProfileImage = "default_profile_image"
            case following
            case followRequestSent = "follow_request_sent"
            case notifications
        }
    }

    /// The document's `UserEntities` objects.
    public struct UserEntities: Codable, Sendable {
        public let url: URLEntities?
        public let description: URLEntities
    }

    /// The document's `URLEntities` objects.
    public struct URLEntities: Codable, Sendable {
        public let urls: [URLEntity]
    }

    /// The document's `URLEntity` objects.
    public struct URLEntity: Codable, Sendable {
        public let url: String
        public let expandedUrl: String
        public let displayUrl: String
        public let indices: [Int]

        enum CodingKeys: String, CodingKey {
            case url
            case expandedUrl = "expanded_url"
            case displayUrl = "display_url"
            case indices
        }
    }

    /// The document's `Entities` objects.
    public struct Entities: Codable, Sendable {
        public let hashtags: [Hashtag]
        public let symbols: [JSONValue]
        public let urls: [URLEntity]
        public let userMentions: [UserMention]
        public let media: [Media]?

        enum CodingKeys: String, CodingKey {
            case hashtags
            case symbols
            case urls
            case userMentions = "user_mentions"
            case media
        }
    }

    /// The document's `Hashtag` objects.
    public struct Hashtag: Codable, Sendable {
        public let text: String
        public let indices: [Int]
    }

    /// The document's `UserMention` objects.
    public struct UserMention: Codable, Sendable {
        public let screenName: String
        public let name: String
        public let id: Int
        public let idStr: String
        public let indices: [Int]

        enum CodingKeys: String, CodingKey {
            case screenName = "screen_name"
            case name
            case id
            case idStr = "id_str"
            case indices
        }
    }

    /// The document's `Media` objects.
    public struct Media: Codable, Sendable {
        public let id: Int
        public let idStr: String
        public let indices: [Int]
        public let mediaUrl: String
        public let mediaUrlHttps: String
        public let url: String
        public let displayUrl: String
        public let expandedUrl: String
        public let type: String
        public let sizes: MediaSizes
        public let sourceStatusId: Int?
        public let sourceStatusIdStr: String?

        enum CodingKeys: String, CodingKey {
            case id
            case idStr = "id_str"
            case indices
            case mediaUrl = "media_url"
            case mediaUrlHttps = "media_url_https"
            case url
            case displayUrl = "display_url"
            case expandedUrl = "expanded_url"
            case type
            case sizes
            case sourceStatusId = "source_status_id"
            case sourceStatusIdStr = "source_status_id_str"
        }
    }

    /// The document's `MediaSizes` objects.
    public struct MediaSizes: Codable, Sendable {
        public let medium: MediaSize
        public let small: MediaSize
        public let thumb: MediaSize
        public let large: MediaSize
    }

    /// The document's `MediaSize` objects.
    public struct MediaSize: Codable, Sendable {
        public let w: Int
        public let h: Int
        public let resize: String
    }

}

/// twitter.json's models, camelCase, read through hints or a key strategy.
public enum TwitterCamel {
    /// The document's `SearchResult` objects.
    public struct SearchResult: Codable, Sendable {
        public let statuses: [Status]
        public let searchMetadata: SearchMetadata
    }

    /// The document's `SearchMetadata` objects.
    public struct SearchMetadata: Codable, Sendable {
        public let completedIn: Double
        public let maxId: Int
        public let maxIdStr: String
        public let nextResults: String
        public let query: String
        public let refreshUrl: String
        public let count: Int
        public let sinceId: Int
        public let sinceIdStr: String
    }

    /// The document's `Status` objects.
    public final class Status: Codable, Sendable {
        public let metadata: StatusMetadata
        public let createdAt: String
        public let id: Int
        public let idStr: String
        public let text: String
        public let source: String
        public let truncated: Bool
        public let inReplyToStatusId: Int?
        public let inReplyToStatusIdStr: String?
        public let inReplyToUserId: Int?
        public let inReplyToUserIdStr: String?
        public let inReplyToScreenName: String?
        public let user: User
        public let geo: JSONValue?
        public let coordinates: JSONValue?
        public let place: JSONValue?
        public let contributors: JSONValue?
        public let retweetedStatus: Status?
        public let retweetCount: Int
        public let favoriteCount: Int
        public let entities: Entities
        public let favorited: Bool
        public let retweeted: Bool
        public let possiblySensitive: Bool?
        public let lang: String
    }

    /// The document's `StatusMetadata` objects.
    public struct StatusMetadata: Codable, Sendable {
        public let resultType: String
        public let isoLanguageCode: String
    }

    /// The document's `User` objects.
    public struct User: Codable, Sendable {
        public let id: Int
        public let idStr: String
        public let name: String
        public let screenName: String
        public let location: String
        public let description: String
        public let url: String?
        public let entities: UserEntities
        public let protected: Bool
        public let followersCount: Int
        public let friendsCount: Int
        public let listedCount: Int
        public let createdAt: String
        public let favouritesCount: Int
        public let utcOffset: Int?
        public let timeZone: String?
        public let geoEnabled: Bool
        public let verified: Bool
        public let statusesCount: Int
        public let lang: String
        public let contributorsEnabled: Bool
        public let isTranslator: Bool
        public let isTranslationEnabled: Bool
        public let profileBackgroundColor: String
        public let profileBackgroundImageUrl: String
        public let profileBackgroundImageUrlHttps: String
        public let profileBackgroundTile: Bool
        public let profileImageUrl: String
        public let profileImageUrlHttps: String
        public let profileBannerUrl: String?
        public let profileLinkColor: String
        public let profileSidebarBorderColor: String
        public let profileSidebarFillColor: String
        public let profileTextColor: String
        public let profileUseBackgroundImage: Bool
        public let defaultProfile: Bool
        public let defaultProfileImage: Bool
        public let following: Bool
        public let followRequestSent: Bool
        public let notifications: Bool
    }

    /// The document's `UserEntities` objects.
    public struct UserEntities: Codable, Sendable {
        public let url: URLEntities?
        public let description: URLEntities
    }

    /// The document's `URLEntities` objects.
    public struct URLEntities: Codable, Sendable {
        public let urls: [URLEntity]
    }

    /// The document's `URLEntity` objects.
    public struct URLEntity: Codable, Sendable {
        public let url: String
        public let expandedUrl: String
        public let displayUrl: String
        public let indices: [Int]
    }

    /// The document's `Entities` objects.
    public struct Entities: Codable, Sendable {
        public let hashtags: [Hashtag]
        public let symbols: [JSONValue]
        public let urls: [URLEntity]
        public let userMentions: [UserMention]
        public let media: [Media]?
    }

    /// The document's `Hashtag` objects.
    public struct Hashtag: Codable, Sendable {
        public let text: String
        public let indices: [Int]
    }

    /// The document's `UserMention` objects.
    public struct UserMention: Codable, Sendable {
        public let screenName: String
        public let name: String
        public let id: Int
        public let idStr: String
        public let indices: [Int]
    }

    /// The document's `Media` objects.
    public struct Media: Codable, Sendable {
        public let id: Int
        public let idStr: String
        public let indices: [Int]
        public let mediaUrl: String
        public let mediaUrlHttps: String
        public let url: String
        public let displayUrl: String
        public let expandedUrl: String
        public let type: String
        public let sizes: MediaSizes
        public let sourceStatusId: Int?
        public let sourceStatusIdStr: String?
    }

    /// The document's `MediaSizes` objects.
    public struct MediaSizes: Codable, Sendable {
        public let medium: MediaSize
        public let small: MediaSize
        public let thumb: MediaSize
        public let large: MediaSize
    }

    /// The document's `MediaSize` objects.
    public struct MediaSize: Codable, Sendable {
        public let w: Int
        public let h: Int
        public let resize: String
    }

    /// The hints that read the document into these models: every camelCase key renamed to its snake_case key.
    public static let hints: HintTree = {
        // A retweeted status is read as a status is; it holds no retweeted status itself.
        let retweetedHints: HintTree = [
            "metadata": .nested([
                "resultType": "result_type",
                "isoLanguageCode": "iso_language_code",
            ]),
            "createdAt": "created_at",
            "idStr": "id_str",
            "inReplyToStatusId": "in_reply_to_status_id",
            "inReplyToStatusIdStr": "in_reply_to_status_id_str",
            "inReplyToUserId": "in_reply_to_user_id",
            "inReplyToUserIdStr": "in_reply_to_user_id_str",
            "inReplyToScreenName": "in_reply_to_screen_name",
            "user": .nested([
                "idStr": "id_str",
                "screenName": "screen_name",
                "entities": .nested([
                    "url": .nested([
                        "urls": .nested([
                            "expandedUrl": "expanded_url",
                            "displayUrl": "display_url",
                        ])
                    ]),
                    "description": .nested([
                        "urls": .nested([
                            "expandedUrl": "expanded_url",
                            "displayUrl": "display_url",
                        ])
                    ]),
                ]),
                "followersCount": "followers_count",
                "friendsCount": "friends_count",
                "listedCount": "listed_count",
                "createdAt": "created_at",
                "favouritesCount": "favourites_count",
                "utcOffset": "utc_offset",
                "timeZone": "time_zone",
                "geoEnabled": "geo_enabled",
                "statusesCount": "statuses_count",
                "contributorsEnabled": "contributors_enabled",
                "isTranslator": "is_translator",
                "isTranslationEnabled": "is_translation_enabled",
                "profileBackgroundColor": "profile_background_color",
                "profileBackgroundImageUrl": "profile_background_image_url",
                "profileBackgroundImageUrlHttps": "profile_background_image_url_https",
                "profileBackgroundTile": "profile_background_tile",
                "profileImageUrl": "profile_image_url",
                "profileImageUrlHttps": "profile_image_url_https",
                "profileBannerUrl": "profile_banner_url",
                "profileLinkColor": "profile_link_color",
                "profileSidebarBorderColor": "profile_sidebar_border_color",
                "profileSidebarFillColor": "profile_sidebar_fill_color",
                "profileTextColor": "profile_text_color",
                "profileUseBackgroundImage": "profile_use_background_image",
                "defaultProfile": "default_profile",
                "defaultProfileImage": "default_profile_image",
                "followRequestSent": "follow_request_sent",
            ]),
            "retweetCount": "retweet_count",
            "favoriteCount": "favorite_count",
            "entities": .nested([
                "urls": .nested([
                    "expandedUrl": "expanded_url",
                    "displayUrl": "display_url",
                ]),
                "userMentions": .key(
                    "user_mentions",
                    nested: [
                        "screenName": "screen_name",
                        "idStr": "id_str",
                    ]),
                "media": .nested([
                    "idStr": "id_str",
                    "mediaUrl": "media_url",
                    "mediaUrlHttps": "media_url_https",
                    "displayUrl": "display_url",
                    "expandedUrl": "expanded_url",
                    "sourceStatusId": "source_status_id",
                    "sourceStatusIdStr": "source_status_id_str",
                ]),
            ]),
            "possiblySensitive": "possibly_sensitive",
        ]
        let statusHints = retweetedHints.merging(["retweetedStatus": .key("retweeted_status", nested: retweetedHints)])
        return [
            "statuses": .nested(statusHints),
            "searchMetadata": .key(
                "search_metadata",
                nested: [
                    "completedIn": "completed_in",
                    "maxId": "max_id",
                    "maxIdStr": "max_id_str",
                    "nextResults": "next_results",
                    "refreshUrl": "refresh_url",
                    "sinceId": "since_id",
                    "sinceIdStr": "since_id_str",
                ]),
        ]
    }()
}
