import Foundation

/// The state of one encode call: options, merged hints, and the first error a method that cannot throw ran into.
final class EncodingContext {
    let options: DictionaryEncoder.Options
    /// Whether ModelMapper writes `[String: Value]` itself, so no key strategy or hint renames keys that are data.
    let convertsStringDictionaries: Bool
    // `@exclusivity(unchecked)`: one encode call uses it, on one thread, and no method hands out overlapping
    // accesses; the run-time checks cost as much as the cache lookups they guarded.

    @exclusivity(unchecked) private(set) var deferredError: (any Error)?
    @exclusivity(unchecked) private var merger = HintMerger()
    /// Whether each type met is a `[String: Value]` dictionary, cached: the runtime's conformance check is dear.
    @exclusivity(unchecked) private var stringKeyedDictionaryTypes = TypeCache<Bool>()

    init(_ options: DictionaryEncoder.Options, hasHints: Bool) {
        self.options = options
        convertsStringDictionaries = !options.usesDefaultKeys || hasHints
    }

    /// The hints to write a value of type `T` with: its own, overridden by the call site's; `nil` when there are none.
    func hints<T>(for type: T.Type, callSite: HintTree?) throws -> HintTree? {
        try merger.hints(for: type, callSite: callSite, recipe: options.recipe)
    }

    func isStringKeyedDictionary<T>(_ type: T.Type) -> Bool {
        stringKeyedDictionaryTypes.value(for: type) { type is any StringKeyedEncodableDictionary.Type }
    }

    func record(_ error: any Error) {
        if deferredError == nil { deferredError = error }
    }

    func recordMisuse(_ message: String, codingPath: @autoclosure () -> [any CodingKey]) {
        guard deferredError == nil else { return }
        record(
            EncodingFailure.invalidValue(NSNull(), codingPath: codingPath(), message))
    }

    /// Whether a container `depth` containers deep is within the limit; records the first depth error otherwise.
    func admits(depth: Int, at position: @autoclosure () -> EncodingPosition) -> Bool {
        guard depth > options.maximumDepth else { return true }
        if deferredError == nil {
            record(
                ModelMapperError.depthLimit(options.maximumDepth, at: MappingPath(codingPath: position().codingPath)))
        }
        return false
    }

    /// Throws when `depth` is beyond the limit; the position is built only on failure.
    @inline(__always)
    func check(depth: Int, at position: @autoclosure () -> EncodingPosition) throws {
        guard depth <= options.maximumDepth else {
            throw ModelMapperError.depthLimit(options.maximumDepth, at: MappingPath(codingPath: position().codingPath))
        }
    }
}

/// Where a keyed or unkeyed container is, as the position's links rather than the position: the standard library's
/// box copies a container on every call.
protocol EncoderContainer {
    var encoder: DictionaryEncoderImpl { get }
    var node: CodingPathNode { get }
    var depth: Int { get }
}

extension EncoderContainer {
    var position: EncodingPosition { EncodingPosition(above: .encoder(encoder), node: node, key: nil, depth: depth) }

    /// The position of the value under `key` in this container, made in one step to spare the hot path a retain.
    @inline(__always)
    func position(of key: any CodingKey, containers: Int = 1) -> EncodingPosition {
        EncodingPosition(above: .encoder(encoder), node: node, key: key, depth: depth + containers - 1)
    }

    @inline(__always)
    func nestedPosition(_ key: any CodingKey, containers: Int = 1) -> EncodingPosition {
        EncodingPosition(
            above: .encoder(encoder), node: node.appending(key, step: nil), key: nil, depth: depth + containers)
    }

    var codingPath: [any CodingKey] { position.codingPath }

    /// Throws beyond the depth limit, so that an endless `encode(to:)` (a class cycle through `superEncoder()`) stops.
    @inline(__always)
    func ensureWithinDepthLimit() throws {
        try encoder.context.check(depth: depth, at: position)
    }
}
