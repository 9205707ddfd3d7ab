import Foundation
import ModelMapper

// A three-level class hierarchy of eight properties, written twice: with `MappedObject` and `@Field`, and with a
// hand-written `init(from:)` and `encode(to:)` in every class. Both decode the same native tree through
// `DictionaryDecoder`, so the difference between the rows is what finding and filling the fields costs.

class BenchFieldItem: MappedObject {
    @Field("ITEM_ID") var id: Int
    @Field var title = ""
    @Field var price: Double?
}

class BenchFieldBook: BenchFieldItem {
    @Field("AUTHOR_NM") var author: String?
    @Field var pages = 0
    @Field var inPrint = false
}

final class BenchFieldSignedBook: BenchFieldBook {
    @Field var signer: String
    @Field var year = 0
}

class BenchHandItem: Codable {
    var id: Int
    var title: String
    var price: Double?

    private enum CodingKeys: String, CodingKey {
        case id = "ITEM_ID"
        case title, price
    }

    required init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(Int.self, forKey: .id)
        title = try container.decodeIfPresent(String.self, forKey: .title) ?? ""
        price = try container.decodeIfPresent(Double.self, forKey: .price)
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(title, forKey: .title)
        try container.encodeIfPresent(price, forKey: .price)
    }
}

class BenchHandBook: BenchHandItem {
    var author: String?
    var pages: Int
    var inPrint: Bool

    private enum CodingKeys: String, CodingKey {
        case author = "AUTHOR_NM"
        case pages, inPrint
    }

    required init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        author = try container.decodeIfPresent(String.self, forKey: .author)
        pages = try container.decodeIfPresent(Int.self, forKey: .pages) ?? 0
        inPrint = try container.decodeIfPresent(Bool.self, forKey: .inPrint) ?? false
        try super.init(from: decoder)
    }

    override func encode(to encoder: any Encoder) throws {
        try super.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(author, forKey: .author)
        try container.encode(pages, forKey: .pages)
        try container.encode(inPrint, forKey: .inPrint)
    }
}

final class BenchHandSignedBook: BenchHandBook {
    var signer: String
    var year: Int

    private enum CodingKeys: String, CodingKey {
        case signer, year
    }

    required init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        signer = try container.decode(String.self, forKey: .signer)
        year = try container.decodeIfPresent(Int.self, forKey: .year) ?? 0
        try super.init(from: decoder)
    }

    override func encode(to encoder: any Encoder) throws {
        try super.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(signer, forKey: .signer)
        try container.encode(year, forKey: .year)
    }
}

extension Fixtures {
    /// `count` signed books with every key present.
    static func signedBooks(count: Int) -> [[String: Any]] {
        (0..<count).map { (index: Int) -> [String: Any] in
            var book: [String: Any] = ["ITEM_ID": index, "title": "Book \(index)", "AUTHOR_NM": "Author \(index)"]
            book["price"] = Double(index) + 0.5
            book["pages"] = 100 + index % 400
            book["inPrint"] = index % 2 == 0
            book["signer"] = "Signer \(index)"
            book["year"] = 1950 + index % 70
            return book
        }
    }
}

extension Workloads {
    /// A three-level class hierarchy decoded from a native tree: `init(from:)` in every class against `MappedObject`.
    static func mappedObjects(_ sizes: Sizes) -> Workload {
        Workload(
            key: "objects", title: "\(sizes.departmentCount) signed books, a 3-level class hierarchy of 8 fields",
            input: "native", elements: sizes.departmentCount, repetitions: 1,
            makeInput: { Tree(Fixtures.signedBooks(count: sizes.departmentCount)) },
            variants: [
                Row("DictionaryDecoder, init(from:) in every class", .baseline) { input in
                    try DictionaryDecoder().decode([BenchHandSignedBook].self, from: input.value)
                },
                Row("DictionaryDecoder, MappedObject and @Field", .other) { input in
                    try DictionaryDecoder().decode([BenchFieldSignedBook].self, from: input.value)
                },
            ])
    }
}
