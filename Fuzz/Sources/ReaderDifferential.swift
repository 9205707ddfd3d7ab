import Foundation

@testable import ModelMapper

/// The differential check of the library's JSON reader: for every JSON input, `JSONReader` (the tree), the scanned
/// document as the decoder walks it (one level at a time) and `JSONSerialization` must all reject the text or all
/// accept it with the same values as the decoder observes them (number kinds, booleans apart from numbers, exact
/// string scalars). A disagreement stops the run.
///
/// The library is compiled with `-enable-testing` for this (`.ci/fuzz.sh`), so that the internal reader is
/// reachable here.
func fuzzCheckJSONReader(_ data: Data) {
    for fragmentsAllowed in [true, false] {
        let options: JSONSerialization.ReadingOptions = fragmentsAllowed ? [.fragmentsAllowed] : []
        let reader = try? JSONReader.value(from: data, fragmentsAllowed: fragmentsAllowed)
        let foundation = try? JSONSerialization.jsonObject(with: data, options: options)
        // The scanned document as the decoder walks it, one level at a time through `TreeValue`.
        let lazy = try? JSONReader.lazyValue(from: data, fragmentsAllowed: fragmentsAllowed)
        let readerValue = reader.map(FuzzObservedJSON.init)
        let lazyValue = lazy.map(FuzzObservedJSON.init)
        let foundationValue = foundation.map(FuzzObservedJSON.init)
        guard readerValue != foundationValue || lazyValue != foundationValue else { continue }
        fuzzFailure(
            "JSONReader and JSONSerialization disagree (fragments \(fragmentsAllowed)): reader "
                + "\(readerValue.map { "\($0)" } ?? "rejected"), walked one level at a time "
                + "\(lazyValue.map { "\($0)" } ?? "rejected"), JSONSerialization "
                + "\(foundationValue.map { "\($0)" } ?? "rejected")")
    }
}

/// A parsed value as the decoder observes it.
indirect enum FuzzObservedJSON: Equatable {
    case null
    case bool(Bool)
    case int(Int64)
    case uint(UInt64)
    case double(UInt64)
    case decimal(Decimal)
    case string([UInt32])
    case array([FuzzObservedJSON])
    case object([[UInt32]], [FuzzObservedJSON])
    case other(String)

    init(_ value: Any) {
        if TreeValue.isNull(value) {
            self = .null
        } else if let bool = TreeValue.bool(value) {
            self = .bool(bool)
        } else if let number = TreeValue.number(value) {
            switch number {
            case .int(let int): self = .int(int)
            case .uint(let uint): self = .uint(uint)
            case .double(let double): self = .double(double.bitPattern)
            case .decimal(let decimal): self = .decimal(decimal)
            }
        } else if let string = TreeValue.string(value) {
            self = .string(string.unicodeScalars.map(\.value))
        } else if let array = TreeValue.array(value) {
            self = .array(array.map(FuzzObservedJSON.init))
        } else if let object = TreeValue.dictionary(value) {
            let members = object.map { ($0.key.unicodeScalars.map(\.value), FuzzObservedJSON($0.value)) }
                .sorted { $0.0.lexicographicallyPrecedes($1.0) }
            self = .object(members.map(\.0), members.map(\.1))
        } else {
            self = .other("\(type(of: value))")
        }
    }
}

/// The walk of scanned text against the decode of its tree: `decode(_:from: Data)` (which reads an object's keys as
/// bytes where it can, and its members where it cannot) must give what a decode of `JSONReader`'s tree of the same
/// text gives, the same value or the same error, for every model of the recipe family. A disagreement stops the run.
func fuzzCheckDocumentWalk(_ decoder: DictionaryDecoder, _ data: Data) {
    guard let tree = try? JSONReader.value(from: data) else { return }
    compareWalk(FuzzDepartment.self, decoder, data, tree)
    compareWalk(FuzzPerson.self, decoder, data, tree)
    compareWalk(FuzzPeople.self, decoder, data, tree)
}

private func compareWalk<T: Decodable & Equatable>(
    _ type: T.Type, _ decoder: DictionaryDecoder, _ data: Data, _ tree: Any
) {
    let walked = Result { try decoder.decode(type, from: data) }
    let read = Result { try decoder.decode(type, from: tree) }
    switch (walked, read) {
    case (.success(let walked), .success(let read)) where walked == read: return
    case (.failure(let walked), .failure(let read)) where "\(walked)" == "\(read)": return
    default:
        fuzzFailure("decode(\(type), from: Data) gave \(walked), the decode of its tree \(read)")
    }
}
