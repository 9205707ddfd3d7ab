import Foundation
import Testing

@testable import ModelMapper

/// What `DictionaryReflector` does by default with the two things ordinary class models hold besides data:
/// closures (left out: behaviour, not data) and back-references to an instance that is being reflected around them
/// (left out: that instance is already written in full), and the strategies that choose otherwise.
@Suite struct DictionaryReflectorDefaultsTests {
    // MARK: - Closures

    @Test func closurePropertiesAreLeftOutByDefault() throws {
        let model = Controls()
        try expectReflection(of: model, is: ["title": "Save", "handlers": [NSNull(), NSNull()]])
    }

    @Test func closuresOfEveryShapeAreRecognised() throws {
        let closures: [String: Any] = [
            "plain": { () -> Void in },
            "sendable": { @Sendable (value: Int) -> String in "\(value)" },
            "throwing": { (value: Int) throws -> Int in value },
            "async": { () async -> Void in },
            "curried": { (a: Int) -> (Int) -> Int in { b in a + b } },
            "method": Counter().increment,
            "cFunction": { (value: Int32) -> Int32 in value } as @convention(c) (Int32) -> Int32,
            "kept": 1,
        ]
        try expectReflection(of: closures, is: ["kept": 1])
    }

    @Test func aClosureAtTheTopLevelIsNull() throws {
        try expectReflection(of: { () -> Void in }, is: NSNull())
    }

    @Test func anOmittedClosureFollowsTheNilStrategy() throws {
        var reflector = DictionaryReflector()
        reflector.nilStrategy = .null
        try expectReflection(
            of: Controls(), using: reflector,
            is: [
                "title": "Save", "onTap": NSNull(), "onLongPress": NSNull(), "onDismiss": NSNull(),
                "handlers": [NSNull(), NSNull()],
            ])
    }

    @Test func closuresThrowOnRequest() {
        var reflector = DictionaryReflector()
        reflector.closureStrategy = .throw
        let error = expectReflectionError(
            of: Controls(), using: reflector, code: .unsupportedValue, location: "onTap")
        #expect(error?.message == "A closure of type () -> () has no JSON representation.")
    }

    @Test func closuresAreDescribedOnRequest() throws {
        var reflector = DictionaryReflector()
        reflector.closureStrategy = .describe
        try expectReflection(
            of: Controls(), using: reflector,
            is: [
                "title": "Save", "onTap": "(Function)", "onLongPress": "(Function)",
                "handlers": ["(Function)", "(Function)"],
            ])
    }

    @Test func theClosureStrategyDoesNotApplyToOtherUnsupportedValues() {
        // A metatype, even of a function type, is not a closure: it still follows the unsupported-value strategy.
        var reflector = DictionaryReflector()
        reflector.closureStrategy = .describe
        let error = expectReflectionError(
            of: ["type": ((Int) -> Int).self], using: reflector, code: .unsupportedValue, location: "type")
        #expect(error?.message == "A value of type ((Int) -> Int).Type has no JSON representation.")
    }

    @Test(arguments: [
        (ClosureTypeName.of((() -> Void).self), true),
        (ClosureTypeName.of(((Int) throws -> [String: Int]).self), true),
        (ClosureTypeName.of((@Sendable (Int) async -> (Int) -> Int).self), true),
        (ClosureTypeName.of(((Int) -> Int).Type.self), false),
        (ClosureTypeName.of([(Int) -> Int].self), false),
        (ClosureTypeName.of(((Int) -> Int, Int).self), false),
        (ClosureTypeName.of([String: (Int) -> Int].self), false),
        (ClosureTypeName.of(Int.self), false),
    ])
    func functionTypesAreToldApartByTheirArrow(_ type: ClosureTypeName, _ isFunction: Bool) {
        #expect(ReflectionWalker.isFunctionType(type.type) == isFunction)
    }

    // MARK: - Back-references

    @Test func aWeakParentIsLeftOutByDefault() throws {
        let root = Node(name: "root")
        let child = Node(name: "child")
        let grandchild = Node(name: "grandchild")
        root.add(child)
        child.add(grandchild)
        try expectReflection(
            of: root,
            is: [
                "name": "root",
                "children": [["name": "child", "children": [["name": "grandchild", "children": [Any]()]]]],
            ])
        // Reflected from below, the parent is data like any other property: only the way back is left out. An
        // array element that leads back becomes null, so that the positions of the others do not shift.
        try expectReflection(
            of: grandchild,
            is: [
                "name": "grandchild", "children": [Any](),
                "parent": [
                    "name": "child", "children": [NSNull()], "parent": ["name": "root", "children": [NSNull()]],
                ],
            ])
    }

    @Test func aTwoObjectCycleIsCutWhereItLeadsBack() throws {
        let owner = Owner(name: "Ann")
        let pet = Pet(name: "Rex", owner: owner)
        owner.pet = pet
        try expectReflection(of: owner, is: ["name": "Ann", "pet": ["name": "Rex"]])
        try expectReflection(of: pet, is: ["name": "Rex", "owner": ["name": "Ann"]])
        owner.pet = nil
    }

    @Test func aDelegateBackReferenceIsLeftOut() throws {
        let screen = Screen()
        try expectReflection(of: screen, is: ["title": "Home", "list": ["rows": 3]])
    }

    @Test func aSharedInstanceIsStillWrittenWhereverItAppears() throws {
        let shared = Node(name: "shared")
        let pair = NodePair(first: shared, second: shared)
        try expectReflection(
            of: pair,
            is: [
                "first": ["name": "shared", "children": [Any]()],
                "second": ["name": "shared", "children": [Any]()],
            ])
    }

    @Test func anOmittedBackReferenceFollowsTheNilStrategy() throws {
        let root = Node(name: "root")
        root.add(Node(name: "child"))
        var reflector = DictionaryReflector()
        reflector.nilStrategy = .null
        try expectReflection(
            of: root, using: reflector,
            is: [
                "name": "root", "parent": NSNull(),
                "children": [["name": "child", "parent": NSNull(), "children": [Any]()]],
            ])
    }

    @Test func theOtherCycleStrategiesStayAvailable() throws {
        let root = Node(name: "root")
        root.add(Node(name: "child"))
        var reflector = DictionaryReflector()
        reflector.cycleStrategy = .reference
        try expectReflection(
            of: root, using: reflector,
            is: ["name": "root", "children": [["name": "child", "parent": ["$ref": "$"], "children": [Any]()]]])
        reflector.cycleStrategy = .throw
        let error = expectReflectionError(
            of: root, using: reflector, code: .cycleDetected, location: "children[0].parent")
        #expect(
            error?.description
                == "The value here leads back to an instance of Node that contains it (a reference cycle); that "
                + "instance was first reached at the top-level value. (at children[0].parent)")
    }

    @Test func theCycleMessageNamesWhereADeeperInstanceWasFirstReached() {
        let root = Node(name: "root")
        let child = Node(name: "child")
        root.add(child)
        child.add(Node(name: "grandchild"))
        var reflector = DictionaryReflector()
        reflector.cycleStrategy = .throw
        let error = expectReflectionError(
            of: ["tree": root], using: reflector, code: .cycleDetected, location: "tree.children[0].parent")
        #expect(
            error?.message
                == "The value here leads back to an instance of Node that contains it (a reference cycle); that "
                + "instance was first reached at tree.")
        // From the child, its parent is written in full, and the parent's list of children leads back to it.
        let deeper = expectReflectionError(
            of: root.children, using: reflector, code: .cycleDetected, location: "[0].parent.children[0]")
        #expect(deeper?.message.hasSuffix("that instance was first reached at [0].") == true)
    }

    /// Describing a `Date` whose interval is NaN traps in Foundation; the reflector describes it by its interval.
    @Test func aDateWithNoCalendarTextIsDescribedWithoutTrapping() throws {
        var reflector = DictionaryReflector()
        reflector.dateEncodingStrategy = .iso8601
        reflector.unsupportedValueStrategy = .describe
        let dates = [Date(timeIntervalSince1970: .nan), Date(timeIntervalSince1970: .infinity)]
        let tree = try reflector.reflectToDictionary(["dates": dates])
        #expect(tree["dates"] as? [String] == ["Date(timeIntervalSince1970: nan)", "Date(timeIntervalSince1970: inf)"])
        let legacy = LLModelTool.reflectToDict(model: ["when": Date(timeIntervalSince1970: .nan)])
        #expect(legacy["when"] as? String == "Date(timeIntervalSince1970: nan)")
    }

    /// Under the default `.deferredToDate` a date is its number of seconds since 2001, so one that is not finite
    /// follows the non-conforming float strategy, as it does for the encoder.
    @Test func aDateThatIsNotFiniteIsANonConformingNumberByDefault() throws {
        let error = expectReflectionError(
            of: ["when": Date(timeIntervalSince1970: .nan)], code: .unsupportedValue, location: "when")
        #expect(error?.message == "The Double value nan is not a valid JSON number.")
        var reflector = DictionaryReflector()
        reflector.nonConformingFloatEncodingStrategy = .convertToString(
            positiveInfinity: "+", negativeInfinity: "-", nan: "NaN")
        let tree = try reflector.reflectToDictionary(["when": Date(timeIntervalSince1970: -.infinity)])
        #expect(tree["when"] as? String == "-")
    }

    @Test func theDefaultsAreTheDocumentedOnes() {
        let reflector = DictionaryReflector()
        #expect(reflector.cycleStrategy == .omit)
        #expect(reflector.closureStrategy == .omit)
        #expect(reflector.unsupportedValueStrategy == .throw)
        #expect(reflector.decimalStrategy == .decimal)
        // The encoder's defaults, so that reflecting a plain `Codable` model gives what encoding it gives.
        guard case .throw = reflector.nonConformingFloatEncodingStrategy else {
            Issue.record("nonConformingFloatEncodingStrategy is not .throw")
            return
        }
        guard case .deferredToDate = reflector.dateEncodingStrategy else {
            Issue.record("dateEncodingStrategy is not .deferredToDate")
            return
        }
        guard case .base64 = reflector.dataEncodingStrategy else {
            Issue.record("dataEncodingStrategy is not .base64")
            return
        }
    }
}

// MARK: - Test Types

/// A function type, wrapped so that it can sit in a `@Test(arguments:)` table.
struct ClosureTypeName: Sendable, CustomTestStringConvertible {
    let type: any Any.Type

    static func of<T>(_ type: T.Type) -> ClosureTypeName { ClosureTypeName(type: type) }

    var testDescription: String { String(reflecting: type) }
}

extension DictionaryReflectorDefaultsTests {
    fileprivate final class Controls {
        let title = "Save"
        var onTap: () -> Void = {}
        var onLongPress: (@Sendable (Int) async throws -> Bool)? = { _ in true }
        var onDismiss: (() -> Void)?
        var handlers: [(String) -> Void] = [{ _ in }, { _ in }]
    }

    fileprivate final class Counter {
        var count = 0
        func increment() { count += 1 }
    }

    fileprivate final class Node {
        let name: String
        weak var parent: Node?
        var children: [Node] = []

        init(name: String) { self.name = name }

        func add(_ child: Node) {
            child.parent = self
            children.append(child)
        }
    }

    fileprivate struct NodePair {
        var first: Node
        var second: Node
    }

    fileprivate final class Owner {
        let name: String
        var pet: Pet?
        init(name: String) { self.name = name }
    }

    fileprivate final class Pet {
        let name: String
        var owner: Owner
        init(name: String, owner: Owner) {
            self.name = name
            self.owner = owner
        }
    }

    fileprivate protocol ListDelegate: AnyObject {}

    fileprivate final class List {
        let rows = 3
        weak var delegate: (any ListDelegate)?
    }

    fileprivate final class Screen: ListDelegate {
        let title = "Home"
        let list = List()
        init() { list.delegate = self }
    }
}
