import Foundation

/// Output written by reference (nested object or array, `superEncoder()` storage), finished with its parent.
class PendingValue {
    func finish() -> Any { [String: Any]() }

    @inline(__always)
    static func finish(_ value: Any) -> Any {
        guard type(of: value) is PendingValue.Type else { return value }
        return (value as AnyObject as? PendingValue)?.finish() ?? value
    }
}

/// The `null` padding an array written by index; stateless, so one instance serves every array.
final class Filler: PendingValue, @unchecked Sendable {
    static let shared = Filler()
    override func finish() -> Any { NSNull() }
}

/// A `superEncoder()`'s storage: what it encoded (or an empty object), read when its container is finished.
final class SuperEncoderSlot: PendingValue {
    let encoder: DictionaryEncoderImpl

    init(encoder: DictionaryEncoderImpl) {
        self.encoder = encoder
    }

    override func finish() -> Any {
        encoder.takeValue() ?? [String: Any]()
    }
}
