/// The source keys that a key strategy reads the coding keys of one model from, in the objects of scanned JSON text
/// that have one set of keys in one order: learned from the first such object, through its members and ``KeyIndex``,
/// so that every later object reads each key through its ``JSONObjectView`` as bytes
/// (`Docs/Design.md#key-strategies-read-as-bytes`).
///
/// Which source key a strategy reads for a coding key depends on the object's keys alone, so objects with the same
/// keys read the same one. A shape only remembers what the members answered, and an object follows a shape only
/// when its keys are the shape's, byte for byte (``JSONObjectView/hasSameKeys(as:)``): a shape changes how fast a key
/// is found, never which key it is.
final class KeyShape {
    /// What a coding key reads in an object of the shape.
    enum Answer: Equatable {
        /// The value of this source key.
        case key(String)
        /// Nothing: the object has no key the coding key reads.
        case missing
    }

    private struct Step: LearnedStep {
        let name: String
        let answer: Answer
    }

    /// An object of the shape, whose keys later objects are compared with.
    let reference: JSONObjectView
    @exclusivity(unchecked) private var steps: [Step] = []

    /// The most coding keys a shape learns: a model reads a bounded set of keys.
    static let stepLimit = 256

    init(reference: JSONObjectView) {
        self.reference = reference
    }

    /// The coding keys the shape has learned, in the order it learned them.
    var learnedKeys: [String] { steps.map(\.name) }

    /// The answer learned for `name`, or `nil`: first at `cursor`, an object's place in the steps, then anywhere;
    /// the cursor moves past the step used.
    @inline(__always)
    func answer(forKey name: String, at cursor: inout Int) -> Answer? {
        guard let index = steps.step(named: name, at: &cursor) ?? steps.firstIndex(where: { $0.name == name }) else {
            return nil
        }
        cursor = index &+ 1
        return steps[index].answer
    }

    /// Learns what `name` reads in an object of the shape, unless the shape knows it or is full.
    func learn(_ name: String, _ answer: Answer) {
        guard steps.count < Self.stepLimit, !steps.contains(where: { $0.name == name }) else { return }
        steps.append(Step(name: name, answer: answer))
    }
}

/// The shapes one decode learns, a few for each model type read under a key strategy. A shape, once made, is kept
/// until the decode ends, so that the states of the objects that follow it need not hold it.
struct KeyShapes {
    private struct Entry {
        let keyType: ObjectIdentifier
        var shapes: [KeyShape]
    }

    private var entries: [Entry] = []

    /// The most model types a decode keeps shapes for; objects of further types read through their members.
    static let typeLimit = 32
    /// The most shapes a decode keeps for one model type (the objects of a list that leave out an optional key or
    /// two); objects with other keys read through their members.
    static let shapesPerType = 4

    /// The shape of the model whose coding keys are `keyType` that has the keys of `view`: a kept one, or a new one
    /// with the view as its reference. `nil` past ``typeLimit`` types or ``shapesPerType`` shapes.
    mutating func shape(forKeys keyType: Any.Type, of view: JSONObjectView) -> KeyShape? {
        let type = ObjectIdentifier(keyType)
        guard let index = entries.firstIndex(where: { $0.keyType == type }) else {
            guard entries.count < Self.typeLimit else { return nil }
            let shape = KeyShape(reference: view)
            entries.append(Entry(keyType: type, shapes: [shape]))
            return shape
        }
        if let shape = entries[index].shapes.first(where: { view.hasSameKeys(as: $0.reference) }) { return shape }
        guard entries[index].shapes.count < Self.shapesPerType else { return nil }
        let shape = KeyShape(reference: view)
        entries[index].shapes.append(shape)
        return shape
    }
}
