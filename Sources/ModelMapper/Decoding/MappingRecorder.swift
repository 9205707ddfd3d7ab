/// Collects what a decode did for its ``MappingReport``. The decoder's `recorder` is `nil` unless a report or
/// strictness is asked for, so that a recording site otherwise costs one pointer check.
final class MappingRecorder {
    /// One coding key's read. The reads of all objects share one log, each linked to its object's previous read, so
    /// that recording allocates nothing per object.
    struct Read {
        let name: String
        /// The source key the read took whole (a plain key step), if any.
        let sourceKey: String?
        let hinted: Bool
        /// The index in the log of the object's read before this one; `nil` for its first.
        let previous: Int?
    }

    /// One object read through keyed containers (a class and its superclass share one), kept on its node. Its state
    /// is `@exclusivity(unchecked)`: one decode uses it, on one thread, through methods that never hand out
    /// overlapping accesses, and the run-time checks would cost on every read.
    final class ObjectRecord {
        let node: CodingPathNode
        let hints: HintTree
        /// How many keys the object has.
        let keyCount: Int
        /// The object read through its hints, or a scanned one read through its byte view, whose members are made only
        /// if the report needs more than its key count (``source(indexingKeys:)``).
        @exclusivity(unchecked) private var object: Object
        /// The log indices of the object's first and last reads; `nil` before the first.
        @exclusivity(unchecked) fileprivate var firstRead: Int?
        @exclusivity(unchecked) fileprivate var lastRead: Int?
        /// The number of the object's reads; a key read twice counts twice.
        @exclusivity(unchecked) fileprivate var readCount = 0
        /// The coding keys whose fallback candidate is already reported, once per key; made for the first.
        @exclusivity(unchecked) fileprivate var fallbacks: Set<String>?
        @exclusivity(unchecked) fileprivate var shape: PathShape?
        /// The objects read at the same place with the same hints, which this one's reads are judged with.
        @exclusivity(unchecked) fileprivate var group: Group?
        @exclusivity(unchecked) fileprivate var isSettled = false
        /// What the object's containers claimed when a decode failed in it (see ``MappingRecorder/failing(_:)``).
        @exclusivity(unchecked) fileprivate var claimsAtFailure: CodingPathNode.Claims?

        fileprivate func hasCodingKey(_ name: String) -> Bool {
            (claimsAtFailure ?? node.claims).include(name)
        }

        private enum Object {
            case read(HintedObject)
            case scanned(JSONNode)
        }

        init(node: CodingPathNode, source: HintedObject) {
            self.node = node
            hints = source.hints
            keyCount = source.object.count
            object = .read(source)
        }

        /// A record of a scanned object read through its byte view, whose keys are distinct (``JSONObjectView``): its
        /// key count is its token's member count.
        init(node: CodingPathNode, scanned: JSONNode, hints: HintTree) {
            self.node = node
            self.hints = hints
            keyCount = scanned.document.tokens[scanned.index].count
            object = .scanned(scanned)
        }

        /// Takes the members (and their key index) a container made of `scanned`, when that is the record's object,
        /// so that ``source(indexingKeys:)`` does not make them again.
        func adopt(_ made: HintedObject, of scanned: JSONNode) {
            guard case .scanned(let own) = object, own.document === scanned.document, own.index == scanned.index
            else { return }
            object = .read(HintedObject(object: made.object, hints: hints, keyIndex: made.keyIndex))
        }

        /// The object read through its hints, made from a scanned object's members, indexed by `indexKeys` (what a
        /// key strategy converts them to), the first time it is asked for.
        func source(indexingKeys indexKeys: ([String: Any]) -> KeyIndex?) -> HintedObject {
            switch object {
            case .read(let source): return source
            case .scanned(let scanned):
                let members = scanned.document.members(of: scanned.index)
                let source = HintedObject(object: members, hints: hints, keyIndex: indexKeys(members))
                object = .read(source)
                return source
            }
        }
    }

    /// Records not yet settled, in opening order (outer first), and those settled out of order, kept until the report.
    @exclusivity(unchecked) private var records: [ObjectRecord] = []
    /// The reads of the records not yet settled, in order, and perhaps of some settled ones.
    @exclusivity(unchecked) private var log: [Read] = []
    /// Whether kept objects' reads interleave in the log; then dropping a record no longer cuts the log back.
    @exclusivity(unchecked) private var readsInterleave = false
    /// The findings made on the way (all but unused hints and unmapped keys), one per kind and grouped place.
    @exclusivity(unchecked) private var findings: [Finding] = []
    @exclusivity(unchecked) private var findingIndices: [FindingKey: Int] = [:]
    /// Whether findings are grouped by place (`members[*].age`), as a report shows them; tests turn it off.
    let groupsFindings: Bool

    /// The decode's key strategy, which indexes the keys of a scanned object when the report needs its members.
    private let keyDecodingStrategy: DictionaryDecoder.KeyDecodingStrategy
    /// The source keys the strategy has converted for the records' indexes, each once.
    @exclusivity(unchecked) private var keyConversions = KeyIndex.Conversions()

    init(keyDecodingStrategy: DictionaryDecoder.KeyDecodingStrategy, groupsFindings: Bool = true) {
        self.groupsFindings = groupsFindings
        self.keyDecodingStrategy = keyDecodingStrategy
    }
    private let root = PathShape()
    @exclusivity(unchecked) private var groups: [Group] = []

    deinit {
        // Breaks the cycles: a node and its unsettled record; a group, its first record and that record's shape.
        for record in records { record.node.reportRecord = nil }
        for group in groups {
            group.first.shape = nil
            group.first.group = nil
        }
    }

    /// Whether each type `decodeIfPresent` meets is a missing-key notice, cached: the conformance check is dear.
    @exclusivity(unchecked) private var notices = TypeCache<(any MissingKeyDefaultNotice.Type)?>()

    func missingKeyDefaultNotice<T>(_ type: T.Type) -> (any MissingKeyDefaultNotice.Type)? {
        notices.value(for: type) { type as? any MissingKeyDefaultNotice.Type }
    }

    /// A keyed container was opened over `source` at `node`: the first makes the object's record, kept on the node.
    func opened(_ source: HintedObject, at node: CodingPathNode) {
        guard node.reportRecord == nil else { return }
        keep(ObjectRecord(node: node, source: source), at: node)
    }

    /// A keyed container was opened at `node` over a scanned object read through its byte view, with `hints`.
    func opened(scanned: JSONNode, hints: HintTree, at node: CodingPathNode) {
        guard node.reportRecord == nil else { return }
        keep(ObjectRecord(node: node, scanned: scanned, hints: hints), at: node)
    }

    private func keep(_ record: ObjectRecord, at node: CodingPathNode) {
        let shape = root.shape(of: record)
        record.group = shape.group(for: record, in: &groups)
        node.reportRecord = record
        records.append(record)
    }

    /// The decoder is done with the value at `node`: its object's record, if any, is judged with its group
    /// (``settle(_:finished:)``) and let go; reads through a container kept past this point are not recorded.
    func finished(_ node: CodingPathNode, completed: Bool = true) {
        guard let record = node.reportRecord else { return }
        settle(record, finished: completed)
        node.reportRecord = nil
        // Objects settle inside out: the record is usually the last kept, dropped with its reads (the last logged
        // unless others interleaved). One settled out of that order stays until the report.
        guard records.last === record else { return }
        records.removeLast()
        if !readsInterleave, let firstRead = record.firstRead { log.removeSubrange(firstRead...) }
    }

    /// A decode is failing at `node` and will take back its containers' claims: the record keeps them first.
    func failing(_ node: CodingPathNode) {
        guard let record = node.reportRecord, record.claimsAtFailure == nil else { return }
        record.claimsAtFailure = node.claims
    }

    /// Adds an object's reads to its group: the hints used, the keys unread. A failed object (`finished` false) counts
    /// every key its coding keys could read as read, and says nothing of unused hints.
    private func settle(_ record: ObjectRecord, finished: Bool = true) {
        guard !record.isSettled, let group = record.group else { return }
        record.isSettled = true
        group.objectCount += 1
        if finished { group.hasFinishedObject = true }
        if group.usedHintKeys.count < group.hints.count {
            for read in reads(of: record) where read.hinted { group.usedHintKeys.insert(read.name) }
        }
        // An inline model's object is its owner's, which reports what neither reads.
        if record.node.isInline { return }
        if !readsEveryKey(record) {
            for path in unmappedPaths(record, finished: finished) { group.addUnmapped(path, in: record) }
        }
    }

    func read(_ found: FoundValue, forKey name: String, in record: ObjectRecord) {
        let sourceKey: String?
        if case .key(let key) = found.step { sourceKey = key } else { sourceKey = nil }
        if records.last !== record { readsInterleave = true }
        log.append(Read(name: name, sourceKey: sourceKey, hinted: found.hint != nil, previous: record.lastRead))
        record.lastRead = log.count - 1
        if record.firstRead == nil { record.firstRead = record.lastRead }
        record.readCount += 1
        guard let hint = found.hint, case .candidates(let candidates) = hint.source,
            let first = candidates.first?.spellings.first
        else {
            return
        }
        // The first candidate read as a plain key renders as itself: no need to render it to compare.
        if let sourceKey, sourceKey == first, PathText.isPlain(sourceKey) { return }
        var read = ""
        found.step.render(into: &read)
        guard read != first else { return }
        guard record.fallbacks?.insert(name).inserted ?? true else { return }
        if record.fallbacks == nil { record.fallbacks = [name] }
        let location = ValueLocation(node: record.node, key: AnyCodingKey(stringValue: name), step: found.step)
        add(.fallbackCandidate, at: location, detail: "read \"\(read)\" instead of \"\(first)\"")
    }

    /// The reads of one object, last first.
    private func reads(of record: ObjectRecord) -> UnfoldSequence<Read, Int?> {
        sequence(state: record.lastRead) { [log] index in
            guard let current = index else { return nil }
            let read = log[current]
            index = read.previous
            return read
        }
    }

    /// Whether the reads took every key of the object whole (counting distinct keys suffices: each is the object's).
    private func readsEveryKey(_ record: ObjectRecord) -> Bool {
        let count = record.keyCount
        guard count > 0 else { return true }
        guard record.readCount >= count else { return false }
        guard record.readCount <= 16 else { return Set(reads(of: record).compactMap(\.sourceKey)).count == count }
        var distinct = 0
        var index = record.lastRead
        while let current = index {
            let read = log[current]
            index = read.previous
            guard let key = read.sourceKey else { continue }
            var earlier = read.previous
            var repeated = false
            while let other = earlier, !repeated {
                repeated = log[other].sourceKey == key
                earlier = log[other].previous
            }
            if !repeated { distinct += 1 }
        }
        return distinct == count
    }

    /// The source-key paths no coding key read or claimed (``HintedObject/unread(claiming:isModelKey:)``); for an
    /// unfinished object, what no coding key of its containers could claim.
    private func unmappedPaths(_ record: ObjectRecord, finished: Bool) -> [[String]] {
        let consumed = Set(reads(of: record).compactMap(\.sourceKey))
        let readKeys = Set(reads(of: record).map(\.name))
        var paths: [[String]] = []
        let source = record.source {
            keyDecodingStrategy.keyIndex(for: $0, at: record.node, conversions: &keyConversions)
        }
        let unread = source.unread(
            claiming: consumed, isModelKey: { readKeys.contains($0) || (!finished && record.hasCodingKey($0)) },
            inlineParts: record.node.inlineParts)
        for (key, part) in unread {
            part.paths(prefix: [key], into: &paths)
        }
        return paths
    }

    func coerced(_ input: CoercionInput, to type: Any.Type, at location: ValueLocation) {
        coerced(input, to: "\(type)", at: location)
    }

    /// A scalar was read as something else: `null`, or the object or array its JSON text holds.
    func coerced(_ input: CoercionInput, to target: @autoclosure () -> String, at location: ValueLocation) {
        add(.coercion, at: location, detail: "converted \(ScalarCoercion.describe(input)) to \(target())")
    }

    func wrappedInArray(_ found: String, at location: ValueLocation) {
        add(.coercion, at: location, detail: "wrapped \(found) in a one-element array")
    }

    /// A lossy wrapper at `node` dropped a value: an element or entry of its value, or its whole value.
    func dropped(_ drop: LossyDrop, at node: CodingPathNode) {
        let location: ValueLocation
        switch drop.kind {
        case .droppedElement(let index), .droppedUnknownKind(let index, _):
            location = ValueLocation(
                node: node, index: index, step: node.step?.elementStep(index) ?? .index(index))
        case .droppedEntry(let key):
            location = ValueLocation(node: node, key: AnyCodingKey(dictionaryKey: key), step: .key(key))
        case .replacedWithDefault:
            location = .root(node)
        }
        add(.droppedValue, at: location, detail: drop.description)
    }

    /// A wrapper gave its default for a missing key (at `target`, where the key was looked for) or for `null`.
    func defaulted(at location: ValueLocation, lookedAt target: WriteTarget? = nil, detail: @autoclosure () -> String) {
        add(.defaultApplied, at: location, lookedAt: target, detail: detail())
    }

    func keptUnknownValue(at location: ValueLocation, detail: @autoclosure () -> String) {
        add(.unknownValueKept, at: location, detail: detail())
    }

    /// Records a finding, grouped by kind and place: the first makes the entry and its detail, the others count.
    private func add(
        _ kind: MappingReport.Kind, at location: ValueLocation, lookedAt target: WriteTarget? = nil,
        detail: @autoclosure () -> String
    ) {
        func sourcePath(grouped: Bool) -> MappingPath {
            guard let target else {
                return grouped ? location.groupedSourcePath : location.sourcePath
            }
            var path = location.node.sourcePath(wildcardIndices: grouped)
            path.append(target: target)
            return path
        }
        let key = FindingKey(kind: kind, modelPath: location.groupedModelPath, sourcePath: sourcePath(grouped: true))
        if groupsFindings {
            if let index = findingIndices[key] {
                findings[index].count &+= 1
                return
            }
            findingIndices[key] = findings.count
        }
        findings.append(
            Finding(
                kind: kind, modelPath: key.modelPath, sourcePath: key.sourcePath, detail: detail(), count: 1,
                firstModelPath: location.modelPath, firstSourcePath: sourcePath(grouped: false)))
    }

    struct Finding {
        let kind: MappingReport.Kind
        let modelPath: MappingPath
        let sourcePath: MappingPath
        let detail: String
        var count: Int
        let firstModelPath: MappingPath
        let firstSourcePath: MappingPath

        var entry: MappingReport.Entry {
            MappingReport.Entry(
                kind: kind, modelPath: modelPath, sourcePath: sourcePath, detail: detail, count: count,
                firstModelPath: firstModelPath, firstSourcePath: firstSourcePath)
        }
    }

    private struct FindingKey: Hashable {
        let kind: MappingReport.Kind
        let modelPath: MappingPath
        let sourcePath: MappingPath
    }

    /// The findings recorded on the way, in the order they were first made (for tests).
    var recordedFindings: [Finding] { findings }

    /// The report: the findings made on the way, plus each group's unused hints and unmapped keys.
    /// Objects read with the same hints at one model place (array elements, dictionary values) are judged together,
    /// indices as `[*]`: a hint is unused when none used it, an unmapped key is listed once. Work is in proportion to
    /// what is recorded: paths are made once per group, only for a group with something to report.
    func report(failed: Bool = false) -> MappingReport {
        for record in records { settle(record, finished: !failed) }
        var entries = findings.map(\.entry)
        for group in groups { group.appendEntries(to: &entries) }
        return MappingReport(entries: entries)
    }

    /// The objects read with the same hints at the same place in the model, judged together.
    fileprivate final class Group {
        let hints: HintTree
        /// The first object of the group, whose paths (indices as `[*]`) name the group.
        let first: ObjectRecord
        @exclusivity(unchecked) var usedHintKeys = Set<String>()
        /// The unmapped source keys, each with the number of objects that had it and the paths of the first.
        @exclusivity(unchecked) var unmapped: [[String]: (count: Int, model: MappingPath, source: MappingPath)] = [:]
        @exclusivity(unchecked) var objectCount = 0
        /// Whether an object of the group was read to the end: only then is a hint it did not use unused.
        @exclusivity(unchecked) var hasFinishedObject = false

        init(first: ObjectRecord) {
            self.first = first
            hints = first.hints
        }

        /// Counts an unmapped key; the first object's paths are made now, while its node still names it.
        func addUnmapped(_ keys: [String], in record: ObjectRecord) {
            if let index = unmapped.index(forKey: keys) {
                unmapped.values[index].count += 1
                return
            }
            unmapped[keys] = (1, record.node.modelPath(), Self.join(record.node.sourcePath, keys))
        }

        private static func join(_ path: MappingPath, _ keys: [String]) -> MappingPath {
            var joined = path
            for key in keys { joined.append(.key(key)) }
            return joined
        }

        func appendEntries(to entries: inout [MappingReport.Entry]) {
            let unused = hasFinishedObject ? hints.entries.filter { !usedHintKeys.contains($0.key) } : []
            guard !unused.isEmpty || !unmapped.isEmpty else { return }
            let modelPath = first.node.modelPath(wildcardIndices: true)
            let sourcePath = first.node.sourcePath(wildcardIndices: true)
            for (modelKey, hint) in unused {
                let lookedFor = hint.sourceKeys.isEmpty ? [modelKey] : hint.sourceKeys
                entries.append(
                    MappingReport.Entry(
                        kind: .unusedHint, modelPath: Self.join(modelPath, [modelKey]), sourcePath: sourcePath,
                        detail: "looked for " + lookedFor.map { "\"\($0)\"" }.joined(separator: ", "),
                        count: objectCount, firstModelPath: Self.join(first.node.modelPath(), [modelKey]),
                        firstSourcePath: first.node.sourcePath))
            }
            for (keys, found) in unmapped {
                entries.append(
                    MappingReport.Entry(
                        kind: .unmappedSourceKey, modelPath: modelPath, sourcePath: Self.join(sourcePath, keys),
                        detail: "no coding key read \"\(Self.join(MappingPath(), keys))\"", count: found.count,
                        firstModelPath: found.model, firstSourcePath: found.source))
            }
        }
    }

    /// A model place with the indices left out (`members[*].aDog`), one per distinct path, reached by coding keys
    /// from the nearest enclosing object, so that grouping renders no path and hashes few keys.
    fileprivate final class PathShape {
        /// The coding key (`nil` for an array element) this shape is one below its parent by.
        private let name: String?
        /// The shapes one key below: a list while short (comparing short keys beats hashing them), then a table.
        @exclusivity(unchecked) private var children: [PathShape] = []
        @exclusivity(unchecked) private var table: [String: PathShape]?
        @exclusivity(unchecked) private var element: PathShape?
        /// The groups at this place, one per hint tree (usually one).
        @exclusivity(unchecked) private var groups: [Group] = []

        init(name: String? = nil) { self.name = name }

        private func child(_ key: any CodingKey) -> PathShape {
            if AnyCodingKey.isElement(key) {
                if let element { return element }
                let shape = PathShape()
                element = shape
                return shape
            }
            let name = key.stringValue
            if let table {
                if let shape = table[name] { return shape }
            } else if let shape = children.first(where: { $0.name == name }) {
                return shape
            }
            let shape = PathShape(name: name)
            if table != nil {
                table?[name] = shape
            } else if children.count < 8 {
                children.append(shape)
            } else {
                var all = Dictionary(
                    uniqueKeysWithValues: children.lazy.compactMap { child in
                        child.name.map { ($0, child) }
                    })
                all[name] = shape
                table = all
                children = []
            }
            return shape
        }

        /// The last node enclosing a record's object without being one (an array), and its shape: an array's objects
        /// find it in one step. Held, so that the decoder cannot reuse the node meanwhile.
        @exclusivity(unchecked) private var lastEnclosing: (node: CodingPathNode, shape: PathShape)?
        /// The last node whose child was an element, and the elements' shape: its next objects need not ask their key.
        /// Held, as ``lastEnclosing`` is.
        @exclusivity(unchecked) private var lastElements: (parent: CodingPathNode, shape: PathShape)?

        /// The shape of a record's object, asked of the root shape and kept on the record.
        func shape(of record: ObjectRecord) -> PathShape {
            if let shape = record.shape { return shape }
            let node = record.node
            var shape = self
            if node.depth > 0, let parent = node.parent, let key = node.key {
                if let lastElements, lastElements.parent === parent {
                    shape = lastElements.shape
                } else {
                    let enclosing = enclosingShape(parent)
                    shape = enclosing.child(key)
                    if shape === enclosing.element { lastElements = (parent, shape) }
                }
            }
            record.shape = shape
            return shape
        }

        /// The shape of a node enclosing a record's object: on its record for an object; otherwise found by walking up
        /// to the nearest known shape and down again by the keys below it.
        private func enclosingShape(_ node: CodingPathNode) -> PathShape {
            if let shape = node.reportRecord?.shape { return shape }
            if let lastEnclosing, lastEnclosing.node === node { return lastEnclosing.shape }
            var base = self
            var distance = 0
            var current = node
            while current.depth > 0 {
                if distance > 0, let shape = current.reportRecord?.shape {
                    base = shape
                    break
                }
                distance += 1
                guard let parent = current.parent else { break }
                current = parent
            }
            var shape = base
            for up in stride(from: distance - 1, through: 0, by: -1) {
                var step = node
                for _ in 0..<up { step = step.parent ?? step }
                guard let key = step.key else { continue }
                shape = shape.child(key)
            }
            // Not the root shape itself, which would then hold itself.
            if distance > 0 { lastEnclosing = (node, shape) }
            return shape
        }

        /// The group of `record` at this place, made (and added to `groups`) for the first object with its hints.
        func group(for record: ObjectRecord, in all: inout [Group]) -> Group {
            let identity = record.hints.identity
            if let group = groups.first(where: { $0.hints.identity == identity }) { return group }
            let group = Group(first: record)
            groups.append(group)
            all.append(group)
            return group
        }
    }
}

extension CodingPathNode {
    /// The report's record of the node's object; the recorder clears it when done with the object.
    var reportRecord: MappingRecorder.ObjectRecord? {
        get { reportSlot as? MappingRecorder.ObjectRecord }
        set { reportSlot = newValue }
    }
}
