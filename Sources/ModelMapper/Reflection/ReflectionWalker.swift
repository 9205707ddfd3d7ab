import Foundation

/// The engine behind ``DictionaryReflector``: an iterative depth-first walk that keeps the containers being built
/// on its own stack, so that the call stack stays flat however deep the value is.
struct ReflectionWalker {
    /// One entry of a container being built: the object key, or `nil` for an array position.
    struct Child {
        let key: String?
        let value: Any
    }

    /// The kind of container a value reflects to.
    enum Kind {
        case object
        case array
        /// An array whose elements are sorted when it is complete.
        case set
    }

    /// What a single value reflects to.
    enum Outcome {
        /// A finished JSON value.
        case value(Any)
        /// A `nil`, or a value left out under ``DictionaryReflector/UnsupportedValueStrategy/omit``.
        case absent
        /// A container whose children are still to be reflected; `identity` is the class instance it stands for,
        /// `model` the struct or class type whose stored properties are the children (hints name its keys).
        case container(Kind, [Child], identity: ObjectIdentifier?, model: Any.Type? = nil)
    }

    /// A container on the stack: its pending children and the part already reflected.
    struct Frame {
        let kind: Kind
        let children: [Child]
        /// How the parent reaches this container; `nil` for the top level.
        let step: SourceStep?
        let identity: ObjectIdentifier?
        /// How many containers deep the container is in the result, itself included.
        let depth: Int
        /// Under hints: for a model (a struct or class), the hints for its keys; for any other container, the hints
        /// passed on to its elements or values. `nil` without hints.
        let hints: HintTree?
        /// Whether the children are a model's stored properties, which hints name.
        let isModel: Bool
        /// Where a hinted model writes its keys in the backend's spelling, through
        /// ``ObjectBox/write(_:to:codingKey:pending:location:)``.
        let box: ObjectBox?
        var next = 0
        var object: [String: Any] = [:]
        var array: [Any] = []

        init(
            kind: Kind, children: [Child], step: SourceStep?, identity: ObjectIdentifier?, depth: Int,
            hints: HintTree? = nil, isModel: Bool = false
        ) {
            self.kind = kind
            self.children = children
            self.step = step
            self.identity = identity
            self.depth = depth
            self.hints = hints
            self.isModel = isModel
            box = isModel && hints != nil ? ObjectBox(tracksOwners: true) : nil
            if kind != .object {
                array.reserveCapacity(children.count)
            } else if box == nil {
                object.reserveCapacity(children.count)
            }
        }

        mutating func append(_ value: Any, key: String?) {
            if kind == .object, let key {
                object[key] = value
            } else {
                array.append(value)
            }
        }
    }

    /// The associated values of an enum case, reflected as an object.
    struct EnumPayload {
        let children: [Child]
    }

    let options: DictionaryReflector
    /// Whether hints apply, the call site's and each type's own: for the value reflected, not for a dictionary key
    /// reflected on its own (keys are data).
    private let hinted: Bool
    /// The hints of the types met, merged with their call sites' as the encoder merges them.
    private var merger = HintMerger()
    /// Where the walk starts: empty for the top level; the dictionary's location for a key reflected on its own.
    private let basePath: String
    /// The number of containers around the value being walked: zero for the top level, the depth of the
    /// dictionary for one of its keys.
    private let depthOffset: Int
    /// For a key: the class instances on the path to its dictionary, with their locations.
    private let outerAncestors: [ObjectIdentifier: String]
    private var stack: [Frame] = []
    /// The class instances whose containers are on the stack, with their stack index.
    private var ancestors: [ObjectIdentifier: Int] = [:]

    /// A walker for a value reflected by ``DictionaryReflector/reflect(_:hints:)``, to which hints apply.
    init(options: DictionaryReflector) {
        self.init(options: options, hinted: true, basePath: "", depthOffset: 0, outerAncestors: [:])
    }

    private init(
        options: DictionaryReflector,
        hinted: Bool,
        basePath: String,
        depthOffset: Int,
        outerAncestors: [ObjectIdentifier: String]
    ) {
        self.options = options
        self.hinted = hinted
        self.basePath = basePath
        self.depthOffset = depthOffset
        self.outerAncestors = outerAncestors
    }

    // MARK: - Walk

    /// Reflects `root`; under hints, `hints` are the call site's for it.
    mutating func walk(_ root: Any, hints: HintTree? = nil) throws -> Any {
        switch try classify(root, step: nil) {
        case .value(let value):
            return value
        case .absent:
            return NSNull()
        case .container(let kind, let children, let identity, let model):
            try push(kind, children, step: nil, identity: identity, model: model, callSite: hints)
        }
        while let top = stack.indices.last {
            let index = stack[top].next
            guard index < stack[top].children.count else {
                let frame = stack.removeLast()
                if let identity = frame.identity { ancestors[identity] = nil }
                let result = try finish(frame)
                guard let parent = stack.indices.last else { return result }
                if case .key(let key) = frame.step {
                    try add(result, key: key, to: parent)
                } else {
                    stack[parent].append(result, key: nil)
                }
                continue
            }
            stack[top].next = index + 1
            let child = stack[top].children[index]
            let step: SourceStep = child.key.map { .key($0) } ?? .index(index)
            switch try classify(child.value, step: step) {
            case .value(let value):
                try add(value, key: child.key, to: top)
            case .absent:
                if child.key == nil || options.nilStrategy == .null {
                    try add(NSNull(), key: child.key, to: top)
                }
            case .container(let kind, let children, let identity, let model):
                try push(kind, children, step: step, identity: identity, model: model, callSite: hintsPassed(to: child))
            }
        }
        return NSNull()  // not reached: the loop returns when the top-level container is complete
    }

    private mutating func push(
        _ kind: Kind, _ children: [Child], step: SourceStep?, identity: ObjectIdentifier?, model: Any.Type?,
        callSite: HintTree?
    ) throws {
        let depth = (stack.last?.depth ?? depthOffset) + levels(to: step)
        guard depth <= options.maximumDepth else {
            throw ModelMapperError.depthLimit(options.maximumDepth, at: location(step))
        }
        if let identity { ancestors[identity] = stack.count }
        guard hinted else {
            stack.append(Frame(kind: kind, children: children, step: step, identity: identity, depth: depth))
            return
        }
        // A model is written with its own hints merged under its call site's; any other container passes its call
        // site's on to its elements or values, as the encoder does.
        let hints = try model.map { try merger.hints(for: $0, callSite: callSite, recipe: options.recipe) } ?? callSite
        stack.append(
            Frame(
                kind: kind, children: children, step: step, identity: identity, depth: depth, hints: hints,
                isModel: model != nil && kind == .object))
    }

    // MARK: - Hints

    /// The call site's hints for a child of the container on top of the stack: a model's hint for the child's key
    /// gives its nested hints; any other container passes its own on.
    private func hintsPassed(to child: Child) -> HintTree? {
        guard hinted, let frame = stack.last, let hints = frame.hints else { return nil }
        guard frame.isModel else { return hints }
        return child.key.flatMap { hints.hint(forKey: $0)?.nestedHints }
    }

    /// Where a model's key is written: where its hint says (``HintSource/writeTarget(modelKey:)``, shared with the
    /// encoder), or under the key itself.
    private func target(forKey key: String, in frame: Frame) -> WriteTarget {
        guard let hint = frame.hints?.hint(forKey: key) else { return .key(key) }
        return hint.source.writeTarget(modelKey: key)
    }

    /// How many levels below the container on top of the stack the child reached by `step` lands: one, or one per
    /// segment of the key path a hint writes it at.
    private func levels(to step: SourceStep?) -> Int {
        guard let frame = stack.last, frame.box != nil, case .key(let key)? = step else { return 1 }
        return target(forKey: key, in: frame).depth
    }

    /// Adds a finished child to the container at `index` of the stack; a hinted model writes it where its hint
    /// says, through the encoder's own write path, which reports two keys writing one place.
    private mutating func add(_ value: Any, key: String?, to index: Int) throws {
        guard let box = stack[index].box, let key else {
            stack[index].append(value, key: key)
            return
        }
        let target = target(forKey: key, in: stack[index])
        guard stack[index].depth + target.depth - 1 <= options.maximumDepth else {
            throw ModelMapperError.depthLimit(options.maximumDepth, at: location(.key(key)))
        }
        try box.write(value, to: target, codingKey: key, pending: false, location: { location(upTo: index) })
    }

    private func finish(_ frame: Frame) throws -> Any {
        if let box = frame.box { return box.finishedDictionary() }
        switch frame.kind {
        case .object: return frame.object
        case .array: return frame.array
        case .set: return try Self.sorted(frame.array)
        }
    }

    // MARK: - Classification

    /// Reflects one value as far as it goes without looking at its children.
    private func classify(_ original: Any, step: SourceStep?) throws -> Outcome {
        var value = original
        var identity: ObjectIdentifier?
        var replacements = 0
        func replace(_ replacement: Any) throws {
            replacements += 1
            guard replacements <= options.maximumDepth else {
                throw ModelMapperError.replacementLimit(
                    of: type(of: original), options.maximumDepth, at: location(step))
            }
            value = replacement
        }
        while true {
            let type = type(of: value)
            // The common Swift types first, compared by metatype: cheap, and never bridges to Foundation.
            if type == String.self || type == Int.self || type == Bool.self { return .value(value) }
            if type == Double.self, let double = value as? Double { return try number(double, step: step) }
            if type == [String: Any].self, let object = value as? [String: Any] {
                return .container(.object, object.map { Child(key: $0.key, value: $0.value) }, identity: identity)
            }
            if type == [Any].self, let array = value as? [Any] {
                return .container(.array, array.map { Child(key: nil, value: $0) }, identity: identity)
            }
            if type == EnumPayload.self, let payload = value as? EnumPayload {
                return .container(.object, payload.children, identity: nil)
            }
            if type is AnyClass {
                // Foundation objects first, before any cast to a Swift protocol or value type: on Linux such a
                // cast bridges a Foundation collection deeply, which never ends for one that contains itself.
                if Self.isFoundationScalarClass(type) {
                    switch try foundationScalar(value, type: type, step: step) {
                    case .done(let outcome): return outcome
                    case .replace(let replacement):
                        try replace(replacement)
                        continue
                    case .notLeaf: break
                    }
                }
                let instance = ObjectIdentifier(value as AnyObject)
                if let ancestor = ancestors[instance] {
                    return try cycle(type, firstReachedAt: location(upTo: ancestor), step: step)
                }
                if let outer = outerAncestors[instance] {
                    return try cycle(type, firstReachedAt: outer, step: step)
                }
                if identity == nil { identity = instance }
                if let outcome = try foundationCollection(value, type: type, step: step, identity: identity) {
                    return outcome
                }
            }
            if let optional = value as? any OptionalValue {
                guard let wrapped = optional.wrappedValue else { return .absent }
                value = wrapped
                continue
            }
            if let custom = value as? any CustomDictionaryReflectable {
                try replace(custom.dictionaryRepresentation)
                continue
            }
            switch try leaf(value, type: type, step: step) {
            case .done(let outcome): return outcome
            case .replace(let replacement):
                try replace(replacement)
                continue
            case .notLeaf: break
            }
            if let raw = value as? any RawRepresentable {
                try replace(raw.rawValue)
                continue
            }
            switch try structure(value, step: step, identity: identity) {
            case .done(let outcome): return outcome
            case .replace(let replacement): try replace(replacement)
            case .notLeaf: return try unsupported(value, "has no JSON representation", step: step)
            }
        }
    }

    /// The result of looking at a value as a scalar.
    private enum LeafResult {
        case done(Outcome)
        case replace(Any)
        case notLeaf
    }

    /// Foundation classes read as scalars, never as objects with properties, and never tracked for cycles.
    private static func isFoundationScalarClass(_ type: Any.Type) -> Bool {
        type is NSNumber.Type || type is NSNull.Type || type is NSString.Type || type is NSDate.Type
            || type is NSData.Type || type is NSURL.Type || type is NSUUID.Type
    }

    private func leaf(_ value: Any, type: Any.Type, step: SourceStep?) throws -> LeafResult {
        if type == Date.self, let date = value as? Date { return try self.date(date, step: step) }
        if type == URL.self, let url = value as? URL { return .done(.value(url.absoluteString)) }
        if type == UUID.self, let uuid = value as? UUID { return .done(.value(uuid.uuidString)) }
        if type == Data.self, let data = value as? Data { return try self.data(data, step: step) }
        if type == Decimal.self, let decimal = value as? Decimal { return try self.decimal(decimal, step: step) }
        if type == Character.self || type == Unicode.Scalar.self || type == StaticString.self {
            return .done(.value(String(describing: value)))
        }
        if let string = value as? any StringProtocol { return .done(.value(String(string))) }
        if let integer = value as? any BinaryInteger { return try self.integer(integer, step: step) }
        if let float = value as? any BinaryFloatingPoint { return .done(try self.float(float, step: step)) }
        if type == AnyHashable.self, let hashable = value as? AnyHashable { return .replace(hashable.base) }
        return .notLeaf
    }

    /// An `NSDictionary`, `NSArray` or `NSSet` as a container, read one level at a time; `nil` for anything else.
    private func foundationCollection(_ value: Any, type: Any.Type, step: SourceStep?, identity: ObjectIdentifier?)
        throws -> Outcome?
    {
        if type is NSDictionary.Type, let dictionary = value as? NSDictionary {
            let pairs = FoundationContainer.pairs(of: dictionary)
            return .container(.object, try entries(pairs, step: step, identity: identity), identity: identity)
        }
        if type is NSArray.Type, let array = value as? NSArray {
            let elements = FoundationContainer.elements(of: array)
            return .container(.array, elements.map { Child(key: nil, value: $0) }, identity: identity)
        }
        if type is NSSet.Type, let set = value as? NSSet {
            let elements = FoundationContainer.elements(of: set)
            return .container(.set, elements.map { Child(key: nil, value: $0) }, identity: identity)
        }
        return nil
    }

    private func foundationScalar(_ value: Any, type: Any.Type, step: SourceStep?) throws -> LeafResult {
        if type is NSNull.Type { return .done(.value(NSNull())) }
        if type is NSNumber.Type, let object = value as? NSNumber {
            if type == TreeValue.booleanNumberClass { return .done(.value(object.boolValue)) }
            if let decimal = object as? NSDecimalNumber { return try self.decimal(decimal.decimalValue, step: step) }
            switch TreeValue.number(value) {
            case .int(let int)?: return try integer(int, step: step)
            case .uint(let uint)?: return try integer(uint, step: step)
            case .double(let double)?: return .done(try number(double, step: step))
            case .decimal(let decimal)?: return try self.decimal(decimal, step: step)
            case nil: return .done(try number(object.doubleValue, step: step))
            }
        }
        if type is NSString.Type, let string = value as? String { return .done(.value(string)) }
        if type is NSDate.Type, let date = value as? NSDate {
            return .replace(Date(timeIntervalSinceReferenceDate: date.timeIntervalSinceReferenceDate))
        }
        if type is NSURL.Type, let url = value as? NSURL {
            let string: String? = url.absoluteString  // optional on Darwin only
            if let string { return .done(.value(string)) }
        }
        if type is NSUUID.Type, let uuid = value as? NSUUID { return .done(.value(uuid.uuidString)) }
        if type is NSData.Type, let data = value as? NSData { return .replace(Data(referencing: data)) }
        return .notLeaf
    }

    // MARK: - Scalars

    private func integer(_ integer: some BinaryInteger, step: SourceStep?) throws -> LeafResult {
        if let int = Int(exactly: integer) { return .done(.value(int)) }
        if let uint = UInt64(exactly: integer) { return .done(.value(uint)) }
        return .done(try unsupported(integer, "does not fit in an Int or a UInt64", step: step))
    }

    /// A floating-point number of any width, by the encoder's rule (``ScalarTreeValue/float(_:_:)``); a `Float80`
    /// beyond a `Double`'s range follows ``DictionaryReflector/unsupportedValueStrategy``.
    private func float<F: BinaryFloatingPoint>(_ float: F, step: SourceStep?) throws -> Outcome {
        switch ScalarTreeValue.float(float, options.nonConformingFloatEncodingStrategy) {
        case .value(let value):
            if let double = value as? Double, !double.isFinite {
                return try unsupported(float, "is too large for a Double", step: step)
            }
            return .value(value)
        default:
            throw ModelMapperError.nonConformingFloat(float, at: location(step))
        }
    }

    /// A finite `Double`, or a NaN or an infinity by ``DictionaryReflector/nonConformingFloatEncodingStrategy``.
    private func number(_ double: Double, step: SourceStep?) throws -> Outcome {
        double.isFinite ? .value(double) : try float(double, step: step)
    }

    /// A `Decimal` by ``DictionaryReflector/decimalStrategy``; a NaN follows
    /// ``DictionaryReflector/nonConformingFloatEncodingStrategy`` unless it is written as a string.
    private func decimal(_ decimal: Decimal, step: SourceStep?) throws -> LeafResult {
        switch options.decimalStrategy {
        case .double where !decimal.isNaN:
            return .done(.value(decimal.nearestDouble))
        case .string:
            return .done(.value(decimal.description))
        case .double, .decimal:
            guard case .value(let value) = ScalarTreeValue.decimal(decimal, options.nonConformingFloatEncodingStrategy)
            else {
                throw ModelMapperError.nonConformingFloat(decimal, at: location(step))
            }
            return .done(.value(value))
        }
    }

    /// A `Date` by ``DictionaryReflector/dateEncodingStrategy``, exactly as the encoder writes it
    /// (``ScalarTreeValue/date(_:_:)``); a date no calendar text or number can stand for follows
    /// ``DictionaryReflector/unsupportedValueStrategy``.
    private func date(_ date: Date, step: SourceStep?) throws -> LeafResult {
        switch ScalarTreeValue.date(date, options.dateEncodingStrategy) {
        case .value(let value):
            return .done(.value(value))
        case .throughEncoder:
            // A date that encodes itself is its number of seconds since 2001, and one that is not finite is a
            // non-conforming number, reported by the reflector like any other.
            if case .deferredToDate = options.dateEncodingStrategy, !date.timeIntervalSinceReferenceDate.isFinite {
                return .done(try float(date.timeIntervalSinceReferenceDate, step: step))
            }
            return .done(try throughEncoder(step: step) { try $0.box(date) })
        case .nonConforming:
            return .done(try unsupported(date, "is not a finite number of seconds", step: step))
        case .outsideCalendar:
            return .done(try unsupported(date, "is too far from 1970 to be written as calendar text", step: step))
        }
    }

    /// `Data` by ``DictionaryReflector/dataEncodingStrategy``, exactly as the encoder writes it
    /// (``ScalarTreeValue/data(_:_:)``).
    private func data(_ data: Data, step: SourceStep?) throws -> LeafResult {
        guard case .value(let value) = ScalarTreeValue.data(data, options.dataEncodingStrategy) else {
            return .done(try throughEncoder(step: step) { try $0.box(data) })
        }
        return .done(.value(value))
    }

    /// What a strategy that encodes through an `Encoder` (`deferredToDate`, `deferredToData`, `custom`) writes: the
    /// encoder's own implementation, set up from the reflector's options as deep as the value is, runs it, so the
    /// strategy means what it means for ``DictionaryEncoder``. Its tree is used as it is. A depth error is reported
    /// at the value's location; errors the strategy throws are passed on unchanged.
    private func throughEncoder(step: SourceStep?, _ encode: (DictionaryEncoderImpl) throws -> Any) throws
        -> Outcome
    {
        let context = EncodingContext(options.encoderOptions, hasHints: false)
        let depth = (stack.last?.depth ?? depthOffset) + levels(to: step) - 1
        let encoder = DictionaryEncoderImpl(
            context: context, parent: nil, node: .start, key: nil, hints: nil, depth: depth)
        do {
            let tree = try encode(encoder)
            if let error = context.deferredError { throw error }
            return .value(tree)
        } catch let error as ModelMapperError {
            throw error.relocated(under: location(step))
        }
    }

    private func unsupported(_ value: Any, _ reason: String, step: SourceStep?) throws -> Outcome {
        switch options.unsupportedValueStrategy {
        case .throw:
            throw ModelMapperError.unsupported(value, reason, at: location(step))
        case .omit:
            return .absent
        case .describe:
            return .value(ReflectionWalker.describe(value))
        }
    }

    /// `String(describing:)`, except for a `Date` whose interval is not finite, whose description traps in
    /// Foundation: it is described by its interval (`Date(timeIntervalSince1970: nan)`).
    static func describe(_ value: Any) -> String {
        if let date = value as? Date, !date.timeIntervalSince1970.isFinite {
            return "Date(timeIntervalSince1970: \(date.timeIntervalSince1970))"
        }
        return String(describing: value)
    }

    /// A value that leads back to `type`'s instance, first reached at `location`, which contains it.
    private func cycle(_ type: Any.Type, firstReachedAt location: String, step: SourceStep?) throws -> Outcome {
        switch options.cycleStrategy {
        case .throw:
            throw ModelMapperError.instanceCycle(of: type, firstReachedAt: location, at: self.location(step))
        case .reference:
            return .container(.object, [Child(key: "$ref", value: Self.jsonPath(location))], identity: nil)
        case .omit:
            return .absent
        }
    }

    /// A closure, by ``DictionaryReflector/closureStrategy``.
    private func closure(_ value: Any, step: SourceStep?) throws -> Outcome {
        switch options.closureStrategy {
        case .omit:
            return .absent
        case .throw:
            throw ModelMapperError.closure(value, at: location(step))
        case .describe:
            return .value(String(describing: value))
        }
    }

    /// Whether `type` is a function type: its name has an arrow outside any parentheses, brackets or angle
    /// brackets (`(Int) -> String`, `@Sendable () async throws -> ()`), unlike a metatype of a function type
    /// (`((Int) -> Int).Type`) or a tuple of closures. Only values that `Mirror` shows without a display style and
    /// without children are asked, so a struct whose generic arguments are function types never is.
    static func isFunctionType(_ type: Any.Type) -> Bool {
        let name = String(reflecting: type)
        var depth = 0
        var previous: Character = " "
        for character in name {
            switch character {
            case "(", "[", "<": depth += 1
            case ")", "]": depth -= 1
            case ">":
                if previous == "-" {
                    if depth == 0 { return true }
                } else {
                    depth -= 1
                }
            default: break
            }
            previous = character
        }
        return false
    }

    // MARK: - Structure

    /// Reflects a value with `Mirror`, by its display style.
    private func structure(_ value: Any, step: SourceStep?, identity: ObjectIdentifier?) throws -> LeafResult {
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .optional {
            guard let wrapped = mirror.children.first else { return .done(.absent) }
            return .replace(wrapped.value)
        }
        return .done(try structure(value, mirror: mirror, step: step, identity: identity))
    }

    private func structure(_ value: Any, mirror: Mirror, step: SourceStep?, identity: ObjectIdentifier?) throws
        -> Outcome
    {
        switch mirror.displayStyle {
        case .struct?, .class?:
            return .container(.object, Self.properties(of: mirror), identity: identity, model: type(of: value))
        case .enum?:
            guard let payload = mirror.children.first else { return .value(String(describing: value)) }
            let name = payload.label ?? "_0"
            let fields: [Child]
            let payloadMirror = Mirror(reflecting: payload.value)
            if payloadMirror.displayStyle == .tuple {
                fields = Self.tupleElements(of: payloadMirror).map { Child(key: $0.label, value: $0.value) }
            } else {
                fields = [Child(key: "_0", value: payload.value)]
            }
            return .container(.object, [Child(key: name, value: EnumPayload(children: fields))], identity: identity)
        case .collection?:
            // An array converts in one step, much faster than through its mirror's children.
            if let array = value as? [Any] {
                return .container(.array, array.map { Child(key: nil, value: $0) }, identity: identity)
            }
            return .container(.array, mirror.children.map { Child(key: nil, value: $0.value) }, identity: identity)
        case .set?:
            return .container(.set, mirror.children.map { Child(key: nil, value: $0.value) }, identity: identity)
        case .dictionary?:
            let entries = try entries(Self.pairs(of: value, mirror: mirror), step: step, identity: identity)
            return .container(.object, entries, identity: identity)
        case .tuple?:
            let elements = Self.tupleElements(of: mirror)
            if elements.allSatisfy({ $0.positional }) {
                return .container(.array, elements.map { Child(key: nil, value: $0.value) }, identity: identity)
            }
            return .container(.object, elements.map { Child(key: $0.label, value: $0.value) }, identity: identity)
        default:
            let children = Array(mirror.children)
            guard !children.isEmpty else {
                if Self.isFunctionType(type(of: value)) { return try closure(value, step: step) }
                return try unsupported(value, "has no JSON representation", step: step)
            }
            let labels = children.compactMap(\.label)
            if labels.count == children.count, Set(labels).count == labels.count {
                return .container(.object, children.map { Child(key: $0.label, value: $0.value) }, identity: identity)
            }
            return .container(.array, children.map { Child(key: nil, value: $0.value) }, identity: identity)
        }
    }

    /// The stored properties of a struct or class, superclass properties first, with property-wrapper and lazy
    /// storage renamed to the property's own name.
    static func properties(of mirror: Mirror) -> [Child] {
        var mirrors: [Mirror] = []
        var current: Mirror? = mirror
        while let next = current {
            mirrors.append(next)
            current = next.superclassMirror
        }
        let all = mirrors.reversed().flatMap { Array($0.children) }
        let labels = Set(all.compactMap(\.label))
        let lazyPrefix = "$__lazy_storage_$_"
        return all.enumerated().map { position, child in
            guard let label = child.label else { return Child(key: "_\(position)", value: child.value) }
            if label.hasPrefix(lazyPrefix) {
                let name = String(label.dropFirst(lazyPrefix.count))
                if !name.isEmpty, !labels.contains(name) { return Child(key: name, value: child.value) }
            } else if label.hasPrefix("_") {
                let name = String(label.dropFirst())
                if !name.isEmpty, !labels.contains(name) {
                    return Child(key: name, value: wrappedValue(of: child.value))
                }
            }
            return Child(key: label, value: child.value)
        }
    }

    /// The `wrappedValue` a property wrapper stores, or the wrapper itself when it stores none or chooses its
    /// own representation.
    private static func wrappedValue(of storage: Any) -> Any {
        if storage is any CustomDictionaryReflectable { return storage }
        let mirror = Mirror(reflecting: storage)
        guard mirror.displayStyle == .struct || mirror.displayStyle == .class else { return storage }
        return mirror.children.first { $0.label == "wrappedValue" }?.value ?? storage
    }

    /// A tuple's elements, keyed by label or by `_0`, `_1` … when they have none.
    private static func tupleElements(of mirror: Mirror) -> [(label: String, positional: Bool, value: Any)] {
        mirror.children.enumerated().map { position, element in
            if let label = element.label, !label.isEmpty, !label.hasPrefix(".") {
                return (label, false, element.value)
            }
            return ("_\(position)", true, element.value)
        }
    }

    /// The key-value pairs of a Swift dictionary.
    private static func pairs(of value: Any, mirror: Mirror) -> [(key: Any, value: Any)] {
        if let dictionary = value as? [AnyHashable: Any] {
            return dictionary.map { ($0.key.base, $0.value) }
        }
        return mirror.children.map { entry in
            let parts = Array(Mirror(reflecting: entry.value).children)
            guard parts.count == 2 else { return (entry.label ?? "", entry.value) }
            return (parts[0].value, parts[1].value)
        }
    }

    /// A dictionary's entries, with every key turned into a string.
    private func entries(_ pairs: [(key: Any, value: Any)], step: SourceStep?, identity: ObjectIdentifier?) throws
        -> [Child]
    {
        var seen: [String: Any] = [:]
        seen.reserveCapacity(pairs.count)
        var children: [Child] = []
        children.reserveCapacity(pairs.count)
        var keyWalker: ReflectionWalker?
        for pair in pairs {
            let key: String
            if type(of: pair.key) == String.self, let string = pair.key as? String {
                key = string
            } else {
                // A key is reflected by a walker of its own, which knows the class instances on the way to the
                // dictionary (a key that leads back to one is a cycle) and how deep the dictionary already is.
                var walker = keyWalker ?? self.keyWalker(step: step, identity: identity)
                keyWalker = walker
                key = try walker.key(pair.key)
            }
            if let other = seen[key] {
                throw ModelMapperError.collidingKeys(other, pair.key, become: key, at: location(step))
            }
            seen[key] = pair.key
            children.append(Child(key: key, value: pair.value))
        }
        return children
    }

    /// A walker for the keys of the dictionary that `step` reaches from the top of the stack.
    private func keyWalker(step: SourceStep?, identity: ObjectIdentifier?) -> ReflectionWalker {
        let location = location(step)
        var outer = outerAncestors
        for (instance, index) in ancestors { outer[instance] = self.location(upTo: index) }
        if let identity { outer[identity] = location }
        return ReflectionWalker(
            options: options,
            hinted: false,
            basePath: location,
            depthOffset: depthOffset + stack.count + 1,
            outerAncestors: outer
        )
    }

    /// A dictionary key as a string: the reflection of the key when it is a string, its JSON text otherwise.
    private mutating func key(_ key: Any) throws -> String {
        let reflected = try walk(key)
        if type(of: reflected) == String.self, let string = reflected as? String { return string }
        return try Self.jsonText(reflected)
    }

    // MARK: - Sets

    /// A set's reflected elements in a stable order.
    static func sorted(_ elements: [Any]) throws -> [Any] {
        let strings = elements.compactMap { type(of: $0) == String.self ? $0 as? String : nil }
        if strings.count == elements.count { return strings.sorted() }
        let numbers = elements.compactMap(Self.sortableNumber)
        if numbers.count == elements.count {
            return numbers.sorted { $0.key < $1.key }.map(\.value)
        }
        let texts = try elements.map { (key: try jsonText($0), value: $0) }
        return texts.sorted { $0.key < $1.key }.map(\.value)
    }

    private static func sortableNumber(_ value: Any) -> (key: Double, value: Any)? {
        let type = type(of: value)
        if type == Int.self, let int = value as? Int { return (Double(int), int) }
        if type == Double.self, let double = value as? Double { return (double, double) }
        if type == UInt64.self, let uint = value as? UInt64 { return (Double(uint), uint) }
        return nil
    }

    static func jsonText(_ value: Any) throws -> String {
        let data = try JSONSerialization.data(
            withJSONObject: value,
            options: [.sortedKeys, .fragmentsAllowed, .withoutEscapingSlashes]
        )
        return String(decoding: data, as: UTF8.self)
    }

    // MARK: - Locations

    /// The path of the child reached by `step` from the container on top of the stack.
    private func location(_ step: SourceStep?) -> String {
        var text = location(upTo: stack.count)
        step?.render(into: &text)
        return text
    }

    /// The path of the container at `index` on the stack.
    private func location(upTo index: Int) -> String {
        var text = basePath
        for frame in stack.prefix(index + 1) {
            frame.step?.render(into: &text)
        }
        return text
    }

    /// A location written as a JSONPath: `$` for the top level.
    static func jsonPath(_ location: String) -> String {
        if location.isEmpty { return "$" }
        return location.hasPrefix("[") ? "$" + location : "$." + location
    }

    /// Describes the kind of a reflected tree for messages.
    static func kind(of tree: Any) -> String {
        let type = type(of: tree)
        if type == [Any].self { return "an array" }
        if type == String.self { return "a string" }
        if type == Bool.self { return "a bool" }
        if type == NSNull.self { return "null" }
        return "a number"
    }
}
