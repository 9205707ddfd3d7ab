import Foundation

@testable import ModelMapper

// One class hierarchy, Item → Book → SignedBook, twice: with `MappedObject` and `@Field`, and written by hand with
// `init(from:)`, `encode(to:)` and `CodingKeys` in every class, using the library's wrappers where the fields use
// their features (a `Default` for an initial value, `Coerced` for a coercion). The tests decode and encode both and
// expect the same values, errors, reports, trees and JSON.

/// The root of the mapped hierarchy, and the base of its polymorphism.
class FieldItem: MappedObject, PolymorphicBase {
    @Field("ITEM_ID") var id: Int
    @Field var title = "Untitled"
    @Field var price: Double?
    @Field var unknown = UnknownKeys()
    /// Not a field: left alone by the decoder, the encoder and the reflector.
    var cachedLabel = "none"

    static var discriminator: TypeDiscriminator<FieldItem> {
        TypeDiscriminator(
            key: "kind",
            [
                "item": .subclass(FieldItem.self), "book": .subclass(FieldBook.self),
                "signed": .subclass(FieldSignedBook.self),
            ])
    }
}

class FieldBook: FieldItem {
    @Field("AUTHOR_NM") var author: String?
    @Field var pages = 0
}

final class FieldSignedBook: FieldBook {
    @Field var signer: String
    @Field("SIGNED_IN", through: Coerced<Int>.self) var year = 0
}

/// A container of the hierarchy's kinds, told apart by the discriminator.
final class FieldShelf: MappedObject {
    @Field(through: Polymorphic<FieldItem>.self) var featured: FieldItem
    @Field(through: PolymorphicArray<FieldItem>.self) var items: [FieldItem]
}

enum UntitledProvider: DefaultValueProvider {
    static var defaultValue: String { "Untitled" }
}

enum NoPagesProvider: DefaultValueProvider {
    static var defaultValue: Int { 0 }
}

/// The same root, written by hand.
class HandItem: Codable, PolymorphicBase {
    var id: Int
    var title: String
    var price: Double?
    var unknown: UnknownKeys

    private enum CodingKeys: String, CodingKey {
        case id = "ITEM_ID"
        case title, price, unknown
    }

    required init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(Int.self, forKey: .id)
        title = try container.decode(Default<UntitledProvider>.self, forKey: .title).wrappedValue
        price = try container.decodeIfPresent(Double.self, forKey: .price)
        unknown = try container.decode(UnknownKeys.self, forKey: .unknown)
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(title, forKey: .title)
        try container.encodeIfPresent(price, forKey: .price)
        try container.encode(unknown, forKey: .unknown)
    }

    static var discriminator: TypeDiscriminator<HandItem> {
        TypeDiscriminator(
            key: "kind",
            [
                "item": .subclass(HandItem.self), "book": .subclass(HandBook.self),
                "signed": .subclass(HandSignedBook.self),
            ])
    }
}

class HandBook: HandItem {
    var author: String?
    var pages: Int

    private enum CodingKeys: String, CodingKey {
        case author = "AUTHOR_NM"
        case pages
    }

    required init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        author = try container.decodeIfPresent(String.self, forKey: .author)
        pages = try container.decode(Default<NoPagesProvider>.self, forKey: .pages).wrappedValue
        try super.init(from: decoder)
    }

    override func encode(to encoder: any Encoder) throws {
        try super.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(author, forKey: .author)
        try container.encode(pages, forKey: .pages)
    }
}

final class HandSignedBook: HandBook {
    var signer: String
    var year: Int

    private enum CodingKeys: String, CodingKey {
        case signer
        case year = "SIGNED_IN"
    }

    required init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        signer = try container.decode(String.self, forKey: .signer)
        year = try container.decode(Coerced<Default<NoPagesProvider>>.self, forKey: .year).wrappedValue.wrappedValue
        try super.init(from: decoder)
    }

    override func encode(to encoder: any Encoder) throws {
        try super.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(signer, forKey: .signer)
        try container.encode(year, forKey: .year)
    }
}

struct HandShelf: Codable {
    @Polymorphic var featured: HandItem
    @PolymorphicArray var items: [HandItem]
}

/// The values of an item of either hierarchy, with its level (1 for an item, 3 for a signed book), to compare them.
struct ItemValues: Equatable, CustomStringConvertible {
    var level: Int
    var id: Int
    var title: String
    var price: Double?
    var unknown: [String: JSONValue]
    var author: String?
    var pages: Int?
    var signer: String?
    var year: Int?

    init(_ item: FieldItem) {
        level = 1
        id = item.id
        title = item.title
        price = item.price
        unknown = item.unknown.entries
        if let book = item as? FieldBook {
            level = 2
            author = book.author
            pages = book.pages
        }
        if let signed = item as? FieldSignedBook {
            level = 3
            signer = signed.signer
            year = signed.year
        }
    }

    init(_ item: HandItem) {
        level = 1
        id = item.id
        title = item.title
        price = item.price
        unknown = item.unknown.entries
        if let book = item as? HandBook {
            level = 2
            author = book.author
            pages = book.pages
        }
        if let signed = item as? HandSignedBook {
            level = 3
            signer = signed.signer
            year = signed.year
        }
    }

    var description: String {
        "L\(level)(id: \(id), title: \(title), price: \(price.map { "\($0)" } ?? "nil"), unknown: \(unknown), "
            + "author: \(author ?? "nil"), pages: \(pages.map { "\($0)" } ?? "nil"), signer: \(signer ?? "nil"), "
            + "year: \(year.map { "\($0)" } ?? "nil"))"
    }
}
