import Foundation
import ModelMapper

/// The choices one input makes beyond its data: the options of the decoder, the encoder and the reflector, and
/// which extra work (a "lane") runs besides the decoding every input gets.
///
/// Five bytes, so that each part of the configuration is independent of the others:
///
/// - `decoding`: the decoder's key, date and data strategies, its non-conforming float strategy and a small
///   `maximumDepth` (as the single settings byte always did), and, mixed with `family`, the reflector's options.
/// - `extras`: the decoder's scalar `coercions`, `strictness` and `recipe`.
/// - `encoding`: the encoder's key, date, data and non-conforming float strategies.
/// - `lanes`: the extra lane, the encoder's `maximumDepth` and `recipe` (the reflector's `recipe` too).
/// - `family`: which third of the model family is decoded, and (its high four bits) the decoder's shape `coercions`.
///   (Taken from `decoding` alone, the third was fixed by
///   the key strategy: `decoding` rotated right by three is congruent to twice `decoding` modulo 3.)
struct FuzzSettings {
    let decoding: UInt8
    let extras: UInt8
    let encoding: UInt8
    let lanes: UInt8
    let family: UInt8

    /// Settings from up to five bytes; missing ones are zero.
    init(_ bytes: [UInt8]) {
        func byte(_ index: Int) -> UInt8 { index < bytes.count ? bytes[index] : 0 }
        decoding = byte(0)
        extras = byte(1)
        encoding = byte(2)
        lanes = byte(3)
        family = byte(4)
    }

    /// The recipe names a decode or an encode may ask for: none, one every recipe type has, the input's own hints,
    /// hints that are invalid, and one that no type has.
    static let recipes: [String?] = [nil, "v2", "generated", "malformed", nil, "v2", "generated", "unknown"]

    /// The extra work an input does besides decoding the family: one lane per input keeps every input cheap.
    enum Lane: Int, CaseIterable {
        /// Nothing more.
        case none
        /// Decoded values encoded with the other hint trees, `encodeToDictionary`, and `reverseRemap` of what the
        /// encoder wrote without hints; and updated (`DictionaryDecoder.update`) from the source and their own
        /// encoding.
        case crossEncoding
        /// `reverseRemap` of the source, of the remapped tree and of the reflected values.
        case reverseRemap
        /// `decodeWithReport`, the report's accessors and its description; and, once per input, decodes through a
        /// `MappingMonitor` checked against the reports (`FuzzLaneMonitor.swift`).
        case report
        /// Class graphs (cycles, shared children, weak and unowned back-references, closures) reflected and encoded.
        case classGraph
        /// An `Encodable` type that misuses the `Encoder` API and nests containers and super encoders deeply.
        case hostileEncoding
        /// Values built straight from the bytes (NaN and infinite dates and numbers, 128-bit integers) encoded
        /// and reflected.
        case builtValues
        /// The rest of the public API: the legacy facade's reflection and JSON calls, `decode(_:fromJSON:)`, and
        /// the hint tree's own methods.
        case facade
        /// Polymorphic kinds (an enum and a class hierarchy) whose payloads keep unknown keys, decoded with a report
        /// and encoded back with every tree.
        case keptKinds
        /// `DictionaryDecoder.update` of decoded values with a patch drawn from the input, through every tree.
        case updates
        /// The shape wrappers decoded by `JSONDecoder` from the JSON text of the source, and by
        /// `DictionaryDecoder` from the tree and from the text.
        case foreignCoders
    }

    /// The lanes the `lanes` byte chooses: its low three bits, as they always did (the other bits choose the
    /// encoder's depth and recipe). The lanes after ``Lane/facade`` are chosen where these bits say ``Lane/none``,
    /// by the first byte the lane reads (see `FuzzRun.runLane(_:)`), so the committed seeds keep their lanes.
    static let lanesChosenBySettings = 8

    var lane: Lane { Lane(rawValue: Int(lanes) % FuzzSettings.lanesChosenBySettings) ?? .none }

    /// Which third of the model family an input decodes.
    var familyThird: Int { Int(family) % 3 }

    static let formatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(secondsFromGMT: 0)
        formatter.dateFormat = "yyyy-MM-dd'T'HH:mm:ss'Z'"
        return formatter
    }()

    static let userInfoKey = CodingUserInfoKey(rawValue: "fuzz")!

    // MARK: - Decoder

    /// The decoder every decode of the input uses.
    var decoder: DictionaryDecoder {
        var decoder = DictionaryDecoder()
        decoder.keyDecodingStrategy =
            switch decoding % 6 {
            case 0: .useDefaultKeys
            case 1: .convertFromSnakeCase
            case 2: .convertFromKebabCase
            case 3: .caseInsensitive
            case 4: .custom { path in FuzzKey(path.last?.stringValue.lowercased() ?? "") }
            default: .useDefaultKeys
            }
        decoder.dateDecodingStrategy =
            switch decoding / 6 % 6 {
            case 0: .deferredToDate
            case 1: .secondsSince1970
            case 2: .millisecondsSince1970
            case 3: .iso8601
            case 4: .formatted(FuzzSettings.formatter)
            default: .custom { decoder in Date(timeIntervalSince1970: try Double(from: decoder)) }
            }
        decoder.dataDecodingStrategy = decoding & 0x40 == 0 ? .base64 : .deferredToData
        if decoding & 0x80 != 0 {
            decoder.nonConformingFloatDecodingStrategy = .convertFromString(
                positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
            decoder.maximumDepth = 16
        }
        // The scalar coercions from `extras`, the shape coercions from the bits of `family` its modulo leaves alone.
        decoder.coercions = DictionaryDecoder.Coercions(rawValue: Int(extras & 0x0F) | Int(family >> 4) << 4)
        decoder.strictness =
            switch extras >> 4 & 3 {
            case 2: .unmappedSourceKeys
            case 3: .all
            default: []
            }
        decoder.recipe = FuzzSettings.recipes[Int(extras >> 6)]
        decoder.userInfo = [FuzzSettings.userInfoKey: "decoding"]
        return decoder
    }

    // MARK: - Encoder

    /// The encoder every encode of the input uses (the round-trip invariant excepted).
    var encoder: DictionaryEncoder {
        var encoder = DictionaryEncoder()
        encoder.keyEncodingStrategy =
            switch encoding & 3 {
            case 0: .useDefaultKeys
            case 1: .convertToSnakeCase
            case 2: .convertToKebabCase
            default: .custom { path in FuzzKey(path.last?.stringValue.uppercased() ?? "") }
            }
        encoder.dateEncodingStrategy =
            switch encoding >> 2 & 7 {
            case 0: .deferredToDate
            case 1: .secondsSince1970
            case 2: .millisecondsSince1970
            case 4: .formatted(FuzzSettings.formatter)
            case 5:
                .custom { date, encoder in
                    var container = encoder.singleValueContainer()
                    try container.encode(date.timeIntervalSince1970)
                }
            case 6: .custom { _, _ in }
            default: .iso8601
            }
        encoder.dataEncodingStrategy =
            switch encoding >> 5 & 3 {
            case 1: .deferredToData
            case 2:
                .custom { data, encoder in
                    var container = encoder.unkeyedContainer()
                    try container.encode(data.count)
                    try container.encode(data.base64EncodedString())
                }
            case 3: .custom { _, _ in }
            default: .base64
            }
        if encoding & 0x80 != 0 {
            encoder.nonConformingFloatEncodingStrategy = .convertToString(
                positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        }
        encoder.maximumDepth = [512, 3, 40, 0][Int(lanes >> 3 & 3)]
        encoder.recipe = FuzzSettings.recipes[Int(lanes >> 5)]
        encoder.userInfo = [FuzzSettings.userInfoKey: "encoding"]
        return encoder
    }

    // MARK: - The pair the round-trip invariant uses

    /// The encoder whose output ``roundTripDecoder`` reads back exactly: coding keys as they are, dates as their
    /// own `Double` (every other date strategy rounds), and the decoder's data and non-conforming float strategies
    /// mirrored.
    var roundTripEncoder: DictionaryEncoder {
        var encoder = DictionaryEncoder()
        encoder.dataEncodingStrategy = decoding & 0x40 == 0 ? .base64 : .deferredToData
        if decoding & 0x80 != 0 {
            encoder.nonConformingFloatEncodingStrategy = .convertToString(
                positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        }
        return encoder
    }

    /// The decoder that reads ``roundTripEncoder``'s output: the input's decoder with exact keys, dates as their
    /// own `Double` and no strictness (a value that decoded strictly must also decode leniently).
    var roundTripDecoder: DictionaryDecoder {
        var decoder = decoder
        decoder.keyDecodingStrategy = .useDefaultKeys
        decoder.dateDecodingStrategy = .deferredToDate
        decoder.strictness = []
        return decoder
    }

    // MARK: - Reflector

    /// The reflector every reflection of the input uses.
    var reflector: DictionaryReflector {
        var reflector = DictionaryReflector()
        // Mixed with the family byte: from `decoding` alone, the reflector's options were tied to the decoder's.
        let bits = decoding ^ (family &* 37)
        reflector.nilStrategy = bits & 1 == 0 ? .omit : .null
        reflector.dateEncodingStrategy =
            switch (bits >> 1 & 1) + (extras & 0x20 == 0 ? 0 : 2) {
            case 0: .iso8601
            case 1: .millisecondsSince1970
            case 2: .iso8601WithFractionalSeconds
            // A date that encodes the date again, through the encoder the reflector runs it on: cut by the depth
            // limit.
            default:
                .custom { date, encoder in
                    var container = encoder.singleValueContainer()
                    try container.encode(date)
                }
            }
        reflector.dataEncodingStrategy =
            switch (bits >> 2 & 1) + (extras & 0x40 == 0 ? 0 : 2) {
            case 0: .base64
            case 1: .deferredToData
            case 2:
                .custom { data, encoder in
                    var container = encoder.singleValueContainer()
                    try container.encode(data.count)
                }
            default:
                .custom { data, encoder in
                    var container = encoder.singleValueContainer()
                    try container.encode(data)
                }
            }
        reflector.decimalStrategy = [.double, .string, .decimal][Int(bits >> 3) % 3]
        reflector.nonConformingFloatEncodingStrategy =
            bits & 0x20 == 0 ? .throw : .convertToString(positiveInfinity: "+", negativeInfinity: "-", nan: "n")
        reflector.cycleStrategy = [.throw, .reference, .omit][Int(bits >> 6) % 3]
        reflector.unsupportedValueStrategy = [.throw, .omit, .describe][Int(bits) % 3]
        if bits & 0x10 != 0 { reflector.maximumDepth = 12 }
        // The encoder's recipe, so that reflecting with hints writes what encoding with them writes.
        reflector.recipe = FuzzSettings.recipes[Int(lanes >> 5)]
        return reflector
    }
}

/// A coding key made from any string, for custom key strategies and hand-written containers.
struct FuzzKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(_ string: String) { stringValue = string }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}
