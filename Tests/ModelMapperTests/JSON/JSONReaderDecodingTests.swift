import Foundation
import Testing

@testable import ModelMapper

/// `decode(_:from: Data)` reads through `JSONReader`; it must decode exactly what decoding the tree
/// `JSONSerialization` parses from the same bytes decodes (the path before the reader), or throw the same error
/// case at the same coding path, for every scalar target.
@Suite struct JSONReaderDecodingTests {
    private struct Scalars<Value: Decodable & Equatable>: Decodable, Equatable {
        let value: Value
    }

    private static let numberTexts: [String] = [
        "0", "-0", "1", "-1", "127", "128", "-129", "255", "256", "65535", "2147483647", "2147483648", "4294967296",
        "9223372036854775807", "9223372036854775808", "-9223372036854775808", "-9223372036854775809",
        "18446744073709551615", "18446744073709551616", "1e2", "1E2", "1.0", "-0.0", "1.5", "0.1", "1e-400",
        "3.4028235e38", "3.5e38", "1.7976931348623157e308", "4.9e-324", "12345678901234567.5", "1.00000000000000000001",
        "170141183460469231731687303715884105727", "170141183460469231731687303715884105728",
        "-170141183460469231731687303715884105728", "340282366920938463463374607431768211455",
        "999999999999999999999999999999999999999", "1234567890123456789012345678901234567890123", "1e19", "1e-7",
        "true", "false", "null", "\"12\"", "[]", "{}",
    ]

    private func outcome<Value: Decodable & Equatable>(_ type: Value.Type, _ text: String, viaReader: Bool) -> String {
        let json = "{\"value\": \(text)}"
        let decoder = DictionaryDecoder()
        do {
            let decoded: Scalars<Value>
            if viaReader {
                decoded = try decoder.decode(Scalars<Value>.self, from: Data(json.utf8))
            } else {
                let tree = try JSONSerialization.jsonObject(with: Data(json.utf8), options: [.fragmentsAllowed])
                decoded = try decoder.decode(Scalars<Value>.self, from: tree)
            }
            return "\(decoded.value)"
        } catch let error as DecodingError {
            return "\(DecodingErrorCase(error).map(\.rawValue) ?? "?") at \(error.fullPath)"
        } catch {
            return "\(Swift.type(of: error))"
        }
    }

    private func expectSame<Value: Decodable & Equatable>(
        _ type: Value.Type, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        for text in Self.numberTexts {
            let reader = outcome(type, text, viaReader: true)
            let serialization = outcome(type, text, viaReader: false)
            #expect(reader == serialization, "\(Value.self) from \(text)", sourceLocation: sourceLocation)
        }
    }

    @Test func decodesEveryScalarTargetAsFromTheJSONSerializationTree() {
        expectSame(Int.self)
        expectSame(Int8.self)
        expectSame(Int16.self)
        expectSame(Int32.self)
        expectSame(Int64.self)
        expectSame(UInt.self)
        expectSame(UInt8.self)
        expectSame(UInt32.self)
        expectSame(UInt64.self)
        expectSame(Int128.self)
        expectSame(UInt128.self)
        expectSame(Float.self)
        expectSame(Double.self)
        expectSame(Decimal.self)
        expectSame(Bool.self)
        expectSame(String.self)
        expectSame(Optional<Int>.self)
    }

    @Test func invalidTextThrowsDataCorruptedAtTheRootWithTheReadersError() {
        for text in ["{\"value\": 01}", "{\"value\": 1e400}", "[\"\\uDC00\"]", "", "{\"value\": \"\u{1}\"}"] {
            let error = expectDecodingError(.dataCorrupted, at: []) {
                try DictionaryDecoder().decode(Scalars<Int>.self, from: Data(text.utf8))
            }
            let underlying = error?.context?.underlyingError as? NSError
            #expect(underlying?.domain == NSCocoaErrorDomain)
            #expect(underlying?.code == CocoaError.propertyListReadCorrupt.rawValue)
            expectDecodingError(.dataCorrupted, at: []) {
                try DictionaryDecoder().decode(Scalars<Int>.self, fromJSON: text)
            }
        }
    }

    @Test func jsonStringsAndTheJSONStringWrapperReadThroughTheReader() throws {
        struct Wrapped: Decodable {
            @JSONString var payload: [String: Int]
        }
        let wrapped = try DictionaryDecoder().decode(Wrapped.self, fromJSON: #"{"payload": "{\"a\": 1, \"a\": 2,}"}"#)
        #expect(wrapped.payload == ["a": 2])
        expectDecodingError(.dataCorrupted, at: ["payload"]) {
            try DictionaryDecoder().decode(Wrapped.self, fromJSON: #"{"payload": "{\"a\": 01}"}"#)
        }
        var decoder = DictionaryDecoder()
        decoder.coercions = [.jsonStrings]
        let parsed = try decoder.decode([String: [Int]].self, fromJSON: #"{"list": "[1, 2,]"}"#)
        #expect(parsed == ["list": [1, 2]])
        expectDecodingError(.dataCorrupted, at: ["list"]) {
            try decoder.decode([String: [Int]].self, fromJSON: #"{"list": "[1, 2"}"#)
        }
    }
}
