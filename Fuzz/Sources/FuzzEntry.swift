import Foundation
import ModelMapper

/// libFuzzer's entry point: one call per input.
///
/// An input that starts like JSON text is parsed with `JSONSerialization` (and also handed to the decoder as
/// `Data`); any other input drives ``FuzzNativeTreeGenerator`` to build a native tree. Either way the tree is decoded
/// into every type of the model family, with no hints, with hints drawn from the input, and through the legacy
/// facade; it is also remapped and reflected, and every decoded value is encoded and reflected in turn.
///
/// A crash, a leak, a time-out, a thrown error of a kind the library does not document, or a reflected tree that
/// JSONSerialization rejects, stops the run.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzModelMapper(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: start, count: count))
    FuzzCase(bytes).run()
    return 0
}

struct FuzzCase {
    let bytes: [UInt8]

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Bytes that can start a JSON document (after optional whitespace).
    static let jsonStarts = Set("{[\"-0123456789tfn \t\r\n".utf8)

    func run() {
        guard let first = bytes.first else { return }
        if FuzzCase.jsonStarts.contains(first) {
            runJSON()
        } else {
            runNative()
        }
    }

    // MARK: - Input shapes

    /// JSON text. A document shaped like a recipe (`{"source": …, "hints": …}`) is decoded from its source through
    /// its legacy hints; any other document is the source itself. Hints are also drawn from the text's bytes.
    private func runJSON() {
        let settings = bytes.last ?? 0
        let decoder = FuzzCase.decoder(settings)
        let data = Data(bytes)
        // The `Data` entry points: parsing errors (invalid UTF-8, depth, trailing garbage) become errors.
        expectDocumented { try decoder.decode(FuzzDepartment.self, from: data) }
        expectDocumented { try LLModelTool.decode(FuzzPerson.self, jsonData: data) }
        guard let object = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]) else {
            return
        }
        var source: Any = object
        var legacy: [String: Any]?
        if let recipe = object as? [String: Any], let recipeSource = recipe["source"] {
            source = recipeSource
            legacy = recipe["hints"] as? [String: Any]
        }
        var hintGenerator = FuzzHintGenerator(reader: FuzzByteReader(bytes.reversed()))
        let generated = hintGenerator.tree()
        exercise(source, legacy: legacy, generated: generated, decoder: decoder, settings: settings)
    }

    /// A native tree built from the bytes after the first: Swift and Foundation values, every integer width,
    /// non-finite floats, long strings and arrays, deep chains, non-string keys and self-containing containers.
    private func runNative() {
        var reader = FuzzByteReader(Array(bytes.dropFirst()))
        let settings = reader.byte()
        var hintGenerator = FuzzHintGenerator(reader: reader)
        let generated = hintGenerator.tree()
        let legacy = hintGenerator.legacy()
        var treeGenerator = FuzzNativeTreeGenerator(reader: hintGenerator.reader)
        let source = treeGenerator.value()
        exercise(source, legacy: legacy, generated: generated, decoder: FuzzCase.decoder(settings), settings: settings)
        treeGenerator.breakCycles()
        hintGenerator.breakCycles()
    }

    // MARK: - The library calls

    private func exercise(
        _ source: Any, legacy: [String: Any]?, generated: HintTree, decoder: DictionaryDecoder, settings: UInt8
    ) {
        var trees: [HintTree] = [.empty, generated]
        if let legacy {
            if let tree = expectDocumented({ try HintTree(legacy: legacy) }) { trees.append(tree) }
            // Only a native dictionary: `as?` on a Foundation one bridges it deeply, which never ends on a
            // self-containing one (the library reads those one level at a time; the harness must not bridge).
            if type(of: source) == [String: Any].self, let dictionary = source as? [String: Any] {
                expectDocumented { try LLModelTool.decode(FuzzDepartment.self, resDic: dictionary, hintDic: legacy) }
            }
        }
        let reflector = FuzzCase.reflector(settings)
        expectValidJSON { try reflector.reflect(source) }
        for hints in trees {
            decodeFamily(source, hints: hints, decoder: decoder, reflector: reflector, settings: settings)
            if let remapped = expectDocumented({ try hints.remap(source, maximumDepth: decoder.maximumDepth) }) {
                expectValidJSON { try reflector.reflect(remapped) }
                decode(FuzzJSON.self, remapped, hints: .empty, decoder: decoder, reflector: reflector)
            }
        }
    }

    /// Decodes the source into a third of the family's types, chosen by the input's settings byte, so that one
    /// input stays cheap (libFuzzer wants many executions a second) while the corpus as a whole meets every type.
    private func decodeFamily(
        _ source: Any, hints: HintTree, decoder: DictionaryDecoder, reflector: DictionaryReflector, settings: UInt8
    ) {
        let family: [(Any, HintTree, DictionaryDecoder, DictionaryReflector) -> Void] = [
            { decode(FuzzDepartment.self, $0, hints: $1, decoder: $2, reflector: $3) },
            { decode([FuzzPerson].self, $0, hints: $1, decoder: $2, reflector: $3) },
            { decode(FuzzPersonUpper.self, $0, hints: $1, decoder: $2, reflector: $3) },
            { decode(FuzzPeople.self, $0, hints: $1, decoder: $2, reflector: $3) },
            { decode(FuzzScalars.self, $0, hints: $1, decoder: $2, reflector: $3) },
            { decode([FuzzScalars].self, $0, hints: $1, decoder: $2, reflector: $3) },
            { decode(FuzzRequired.self, $0, hints: $1, decoder: $2, reflector: $3) },
            { decode(FuzzWrapped.self, $0, hints: $1, decoder: $2, reflector: $3) },
            { decode(FuzzCollections.self, $0, hints: $1, decoder: $2, reflector: $3) },
            { decode(FuzzNode.self, $0, hints: $1, decoder: $2, reflector: $3) },
            { decode(FuzzJSON.self, $0, hints: $1, decoder: $2, reflector: $3) },
            { decode(FuzzHandWritten.self, $0, hints: $1, decoder: $2, reflector: $3) },
            { decode(FuzzEvent.self, $0, hints: $1, decoder: $2, reflector: $3) },
            { decode([String: FuzzDog].self, $0, hints: $1, decoder: $2, reflector: $3) },
            { decode(Int8.self, $0, hints: $1, decoder: $2, reflector: $3) },
            { decode(Coerced<UInt16>.self, $0, hints: $1, decoder: $2, reflector: $3) },
            { decode(LossyArray<Double>.self, $0, hints: $1, decoder: $2, reflector: $3) },
        ]
        let third = Int(settings.rotateRight3) % 3
        for (index, decodeOne) in family.enumerated() where index % 3 == third {
            decodeOne(source, hints, decoder, reflector)
        }
    }

    /// Decodes one type; a decoded value is then encoded and reflected.
    private func decode<T: Codable>(
        _ type: T.Type, _ source: Any, hints: HintTree, decoder: DictionaryDecoder, reflector: DictionaryReflector
    ) {
        guard let value = expectDocumented({ try decoder.decode(type, from: source, hints: hints) }) else { return }
        expectValidJSON { try reflector.reflect(value) }
        // Encodes through the wrappers' `encode(to:)`. JSONEncoder's own errors (NaN, …) are expected.
        _ = try? JSONEncoder().encode([value])
        // ENCODER: when `DictionaryEncoder` lands, add here (the models are already `Codable`):
        //     if let tree = expectDocumented({ try DictionaryEncoder().encode(value, hints: hints) }) {
        //         expectValidJSON { tree }
        //         expectDocumented { try decoder.decode(T.self, from: tree, hints: hints) }
        //     }
    }

    // MARK: - Configuration drawn from the input

    static let formatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(secondsFromGMT: 0)
        formatter.dateFormat = "yyyy-MM-dd'T'HH:mm:ss'Z'"
        return formatter
    }()

    static func decoder(_ settings: UInt8) -> DictionaryDecoder {
        var decoder = DictionaryDecoder()
        decoder.keyDecodingStrategy =
            switch settings % 6 {
            case 0: .useDefaultKeys
            case 1: .convertFromSnakeCase
            case 2: .convertFromKebabCase
            case 3: .caseInsensitive
            case 4: .custom { path in FuzzKey(path.last?.stringValue.lowercased() ?? "") }
            default: .useDefaultKeys
            }
        decoder.dateDecodingStrategy =
            switch settings / 6 % 6 {
            case 0: .deferredToDate
            case 1: .secondsSince1970
            case 2: .millisecondsSince1970
            case 3: .iso8601
            case 4: .formatted(formatter)
            default: .custom { decoder in Date(timeIntervalSince1970: try Double(from: decoder)) }
            }
        decoder.dataDecodingStrategy = settings & 0x40 == 0 ? .base64 : .deferredToData
        if settings & 0x80 != 0 {
            decoder.nonConformingFloatDecodingStrategy = .convertFromString(
                positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
            decoder.maximumDepth = 16
        }
        return decoder
    }

    static func reflector(_ settings: UInt8) -> DictionaryReflector {
        var reflector = DictionaryReflector()
        let bits = settings.byteSwapped
        reflector.nilStrategy = bits & 1 == 0 ? .omit : .null
        reflector.dateStrategy = bits & 2 == 0 ? .iso8601 : .millisecondsSince1970
        reflector.dataStrategy = bits & 4 == 0 ? .base64 : .byteArray
        reflector.decimalStrategy = [.double, .string, .decimal][Int(bits >> 3) % 3]
        reflector.nonFiniteFloatStrategy =
            bits & 0x20 == 0 ? .throw : .convertToString(positiveInfinity: "+", negativeInfinity: "-", nan: "n")
        reflector.cycleStrategy = [.throw, .reference, .omit][Int(bits >> 6) % 3]
        reflector.unsupportedValueStrategy = [.throw, .omit, .describe][Int(bits) % 3]
        if bits & 0x10 != 0 { reflector.maximumDepth = 12 }
        return reflector
    }
}

struct FuzzKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(_ string: String) { stringValue = string }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

extension UInt8 {
    /// The byte rotated right by three bits: a choice independent of the low bits the decoder options use.
    fileprivate var rotateRight3: UInt8 { self >> 3 | self << 5 }
}
