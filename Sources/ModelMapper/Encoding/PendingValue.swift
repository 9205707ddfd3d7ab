import Foundation

/// A part of the output that is still being written: a nested object or array that containers write into by
/// reference, or the storage of a `superEncoder()`. Turned into a plain value once, when its parent is finished.
class PendingValue {
    func finish() -> Any { [String: Any]() }

    @inline(__always)
    static func finish(_ value: Any) -> Any {
        guard type(of: value) is PendingValue.Type else { return value }
        return (value as AnyObject as? PendingValue)?.finish() ?? value
    }
}

/// The `null` that pads an array written by index until something is written there. It has no state, so one
/// instance serves every array.
final class Filler: PendingValue, @unchecked Sendable {
    static let shared = Filler()
    override func finish() -> Any { NSNull() }
}

/// The storage behind a `superEncoder()`: whatever the super encoder encoded, or an empty object when it encoded
/// nothing, read when the container it belongs to is finished.
final class SuperEncoderSlot: PendingValue {
    let encoder: DictionaryEncoderImpl

    init(encoder: DictionaryEncoderImpl) {
        self.encoder = encoder
    }

    override func finish() -> Any {
        encoder.takeValue() ?? [String: Any]()
    }
}
