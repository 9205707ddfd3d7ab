import Foundation
import ModelMapper
import ModelMapperRecipeModels
import Testing

@Suite struct DictionaryReflectorTests {
    // MARK: - Scalars

    static let scalars: [ReflectionCase] = [
        ReflectionCase("String", { "text" }, { "text" }),
        ReflectionCase("Int", { 42 }, { 42 }),
        ReflectionCase("Bool", { true }, { true }),
        ReflectionCase("Double", { 2.5 }, { 2.5 }),
        ReflectionCase("Int8", { Int8(-8) }, { -8 }),
        ReflectionCase("Int16", { Int16.max }, { 32_767 }),
        ReflectionCase("Int32", { Int32.min }, { -2_147_483_648 }),
        ReflectionCase("Int64", { Int64.min }, { Int.min }),
        ReflectionCase("UInt", { UInt(5) }, { 5 }),
        ReflectionCase("UInt8", { UInt8.max }, { 255 }),
        ReflectionCase("UInt32", { UInt32.max }, { 4_294_967_295 }),
        ReflectionCase("UInt64 that fits an Int", { UInt64(Int.max) }, { Int.max }),
        ReflectionCase("UInt64 above Int.max", { UInt64.max }, { UInt64(18_446_744_073_709_551_615) }),
        ReflectionCase("UInt above Int.max", { UInt.max }, { UInt64(18_446_744_073_709_551_615) }),
        ReflectionCase("Float keeps its short form", { Float(0.1) }, { 0.1 }),
        ReflectionCase("Float with an exponent", { Float(1e-7) }, { 1e-7 }),
        ReflectionCase("Character", { Character("é") }, { "é" }),
        ReflectionCase("Substring", { "hello world".dropFirst(6) }, { "world" }),
        ReflectionCase("Unicode.Scalar", { Unicode.Scalar(UInt8(65)) }, { "A" }),
        ReflectionCase("AnyHashable", { AnyHashable(7) }, { 7 }),
        ReflectionCase("nil at the top level", { Int?.none as Any }, { NSNull() }),
        ReflectionCase("doubly optional", { Int??.some(.some(3)) as Any }, { 3 }),
    ]

    @Test(arguments: scalars)
    func scalar(_ row: ReflectionCase) throws {
        try expectReflection(of: row.value(), is: row.expected())
    }

    @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
    @Test func wideIntegersThatFit() throws {
        try expectReflection(of: [Int128(-7), Int128(Int.min)], is: [-7, Int.min])
        try expectReflection(of: [UInt128(UInt64.max), UInt128(3)], is: [UInt64.max, 3] as [Any])
    }

    @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
    @Test func integerBeyondUInt64Throws() {
        let big = Int128(UInt64.max) + 1
        let error = expectReflectionError(of: ["big": big], code: .unsupportedValue, location: "big")
        #expect(error?.message == "A value of type Int128 does not fit in an Int or a UInt64.")
    }

    @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
    @Test func integerBeyondUInt64DescribedOnRequest() throws {
        var reflector = DictionaryReflector()
        reflector.unsupportedValueStrategy = .describe
        try expectReflection(
            of: ["big": Int128(-1) << 100],
            using: reflector,
            is: ["big": "-1267650600228229401496703205376"]
        )
    }

    #if !(os(macOS) && arch(x86_64))
        @Test func float16KeepsItsShortForm() throws {
            try expectReflection(of: [Float16(0.5), Float16(0.1)], is: [0.5, 0.1])
        }
    #endif

    // MARK: - Foundation Values

    static let foundationValues: [ReflectionCase] = [
        ReflectionCase("Date", { Date(timeIntervalSince1970: 981_173_106.75) }, { 981_173_106.75 - 978_307_200 }),
        ReflectionCase(
            "URL", { URL(string: "https://example.com/a/b?c=1#d") as Any },
            {
                "https://example.com/a/b?c=1#d"
            }),
        ReflectionCase("file URL", { URL(fileURLWithPath: "/tmp/x y.txt") }, { "file:///tmp/x%20y.txt" }),
        ReflectionCase("Data", { Data([1, 2, 255]) }, { "AQL/" }),
        ReflectionCase("empty Data", { Data() }, { "" }),
        ReflectionCase(
            "UUID", { UUID(uuidString: "e621e1f8-c36c-495a-93fc-0c247a3e6e5f") as Any },
            {
                "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"
            }),
        ReflectionCase("Decimal", { Decimal(string: "19.99") ?? 0 }, { Decimal(string: "19.99") ?? 0 }),
        ReflectionCase("NSDecimalNumber", { NSDecimalNumber(string: "-0.5") }, { Decimal(-0.5) }),
    ]

    @Test(arguments: foundationValues)
    func foundationValue(_ row: ReflectionCase) throws {
        try expectReflection(of: row.value(), is: row.expected())
    }

    static let iso8601Dates: [ReflectionCase] = [
        ReflectionCase("Date", { Date(timeIntervalSince1970: 981_173_106.75) }, { "2001-02-03T04:05:06Z" }),
        ReflectionCase("Date before 1970", { Date(timeIntervalSince1970: -0.5) }, { "1969-12-31T23:59:59Z" }),
        ReflectionCase("leap day", { Date(timeIntervalSince1970: 951_782_400) }, { "2000-02-29T00:00:00Z" }),
        ReflectionCase(
            "last second of 9999", { Date(timeIntervalSince1970: 253_402_300_799) },
            {
                "9999-12-31T23:59:59Z"
            }),
    ]

    @Test(arguments: iso8601Dates)
    func iso8601Date(_ row: ReflectionCase) throws {
        var reflector = DictionaryReflector()
        reflector.dateEncodingStrategy = .iso8601
        try expectReflection(of: row.value(), using: reflector, is: row.expected())
    }

    static let dateStrategies: [ReflectionCase] = [
        ReflectionCase(
            "deferredToDate", { DictionaryEncoder.DateEncodingStrategy.deferredToDate },
            {
                981_173_106.75 - 978_307_200
            }),
        ReflectionCase("iso8601", { DictionaryEncoder.DateEncodingStrategy.iso8601 }, { "2001-02-03T04:05:06Z" }),
        ReflectionCase(
            "iso8601WithFractionalSeconds", { DictionaryEncoder.DateEncodingStrategy.iso8601WithFractionalSeconds },
            {
                "2001-02-03T04:05:06.750Z"
            }),
        ReflectionCase(
            "secondsSince1970", { DictionaryEncoder.DateEncodingStrategy.secondsSince1970 }, { 981_173_106.75 }),
        ReflectionCase(
            "millisecondsSince1970", { DictionaryEncoder.DateEncodingStrategy.millisecondsSince1970 },
            {
                981_173_106_750.0
            }),
        ReflectionCase(
            "custom",
            {
                DictionaryEncoder.DateEncodingStrategy.custom { date, encoder in
                    var container = encoder.container(keyedBy: YearKey.self)
                    try container.encode(Int(date.timeIntervalSince1970 / 31_557_600) + 1970, forKey: .year)
                }
            },
            {
                ["year": 2001]
            }),
        ReflectionCase(
            "formatted", { DictionaryEncoder.DateEncodingStrategy.formatted(DictionaryReflectorTests.dayFormatter) },
            {
                "2001/02/03"
            }),
    ]

    /// A fixed `yyyy/MM/dd` formatter in UTC.
    static let dayFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy/MM/dd"
        return formatter
    }()

    @Test(arguments: dateStrategies)
    func dateStrategy(_ row: ReflectionCase) throws {
        var reflector = DictionaryReflector()
        reflector.dateEncodingStrategy = try #require(row.value() as? DictionaryEncoder.DateEncodingStrategy)
        try expectReflection(
            of: ["at": Date(timeIntervalSince1970: 981_173_106.75)],
            using: reflector,
            is: ["at": row.expected()]
        )
    }

    @Test func fractionalSecondsRoundToTheNearestMillisecond() throws {
        var reflector = DictionaryReflector()
        reflector.dateEncodingStrategy = .iso8601WithFractionalSeconds
        try expectReflection(
            of: [Date(timeIntervalSince1970: 59.9996), Date(timeIntervalSince1970: -0.001)],
            using: reflector,
            is: ["1970-01-01T00:01:00.000Z", "1969-12-31T23:59:59.999Z"]
        )
    }

    @Test func dateBeyondYear9999Throws() {
        var reflector = DictionaryReflector()
        reflector.dateEncodingStrategy = .iso8601
        let error = expectReflectionError(
            of: Event(name: "far", at: Date(timeIntervalSince1970: 253_402_300_800)),
            using: reflector,
            code: .unsupportedValue,
            location: "at"
        )
        #expect(error?.message == "A value of type Date is too far from 1970 to be written as calendar text.")
    }

    @Test func customDateStrategyErrorsPassThrough() {
        var reflector = DictionaryReflector()
        reflector.dateEncodingStrategy = .custom { _, _ in throw CustomStrategyError() }
        #expect(throws: CustomStrategyError.self) {
            _ = try reflector.reflect(Event(name: "x", at: Date(timeIntervalSince1970: 0)))
        }
    }

    @Test func dataStrategies() throws {
        var reflector = DictionaryReflector()
        reflector.dataEncodingStrategy = .deferredToData
        try expectReflection(of: ["bytes": Data([0, 127, 255])], using: reflector, is: ["bytes": [0, 127, 255]])
        reflector.dataEncodingStrategy = .custom { data, encoder in
            var container = encoder.singleValueContainer()
            try container.encode(data.map { String($0, radix: 16) }.joined())
        }
        try expectReflection(of: ["bytes": Data([0, 127, 255])], using: reflector, is: ["bytes": "07fff"])
    }

    @Test func decimalStrategies() throws {
        let price = try #require(Decimal(string: "12345678901234567890.12"))
        var reflector = DictionaryReflector()
        reflector.decimalStrategy = .string
        try expectReflection(of: ["price": price], using: reflector, is: ["price": "12345678901234567890.12"])
        reflector.decimalStrategy = .decimal
        try expectReflection(of: ["price": price], using: reflector, is: ["price": price])
        reflector.decimalStrategy = .double
        try expectReflection(of: ["price": price], using: reflector, is: ["price": 1.2345678901234567e19])
        try expectReflection(
            of: [Decimal(string: "19.99") ?? 0, NSDecimalNumber(string: "-0.5")], using: reflector, is: [19.99, -0.5])
    }

    // MARK: - Non-Finite Numbers

    static let nonFiniteNumbers: [ReflectionCase] = [
        ReflectionCase("Double.nan", { Double.nan }, { "NaN" }),
        ReflectionCase("Double.infinity", { Double.infinity }, { "+Inf" }),
        ReflectionCase("-Double.infinity", { -Double.infinity }, { "-Inf" }),
        ReflectionCase("Float.nan", { Float.nan }, { "NaN" }),
        ReflectionCase("-Float.infinity", { -Float.infinity }, { "-Inf" }),
        ReflectionCase("Decimal.nan", { Decimal.nan }, { "NaN" }),
        ReflectionCase("NSNumber infinity", { NSNumber(value: Double.infinity) }, { "+Inf" }),
    ]

    @Test(arguments: nonFiniteNumbers)
    func nonFiniteNumberThrows(_ row: ReflectionCase) {
        let error = expectReflectionError(
            of: Reading(sensor: "t1", values: [1.5, row.value()]),
            code: .unsupportedValue,
            location: "values[1]"
        )
        #expect(error?.message.hasSuffix("is not a valid JSON number.") == true)
    }

    static let nonFiniteMessages: [ReflectionCase] = [
        ReflectionCase("Double", { Double.nan }, { "The Double value nan is not a valid JSON number." }),
        ReflectionCase("Float", { -Float.infinity }, { "The Float value -inf is not a valid JSON number." }),
        ReflectionCase("Decimal", { Decimal.nan }, { "The Decimal value NaN is not a valid JSON number." }),
    ]

    @Test(arguments: nonFiniteMessages)
    func nonFiniteNumberMessage(_ row: ReflectionCase) {
        let error = expectReflectionError(of: ["x": row.value()], code: .unsupportedValue, location: "x")
        #expect(error?.message == row.expected() as? String)
    }

    #if arch(x86_64) && os(Linux)
        @Test func float80BeyondDoubleRangeIsUnsupported() throws {
            let huge = Float80.greatestFiniteMagnitude
            let error = expectReflectionError(of: ["x": huge], code: .unsupportedValue, location: "x")
            #expect(error?.message == "A value of type Float80 is too large for a Double.")
            try expectReflection(of: ["x": Float80(0.1)], is: ["x": 0.1])
        }
    #endif

    @Test(arguments: nonFiniteNumbers)
    func nonFiniteNumberConvertedToString(_ row: ReflectionCase) throws {
        var reflector = DictionaryReflector()
        reflector.nonConformingFloatEncodingStrategy = .convertToString(
            positiveInfinity: "+Inf", negativeInfinity: "-Inf", nan: "NaN")
        try expectReflection(
            of: Reading(sensor: "t1", values: [1.5, row.value()]),
            using: reflector,
            is: ["sensor": "t1", "values": [1.5, row.expected()]]
        )
    }

    // MARK: - Structs and Classes

    @Test func nestedStructsAndClasses() throws {
        try expectReflection(
            of: Department.sample,
            is: [
                "name": "Engineering",
                "id": 7,
                "manager": ["name": "Ann", "age": 51, "address": "1 Main St"],
                "members": [
                    ["name": "Bob", "age": 30, "address": "2 Side St", "aDog": ["name": "Rex", "weight": 12.5]],
                    ["name": "Cy", "age": 25, "address": "3 Hill Rd", "aDog": ["name": "Fido", "weight": 8.0]],
                ],
            ]
        )
    }

    @Test func errorLocationNamesThePropertyPath() {
        var department = Department.sample
        department.members[1].aDog?.weight = .nan
        let error = expectReflectionError(of: department, code: .unsupportedValue, location: "members[1].aDog.weight")
        #expect(error?.description.hasSuffix("(at members[1].aDog.weight)") == true)
    }

    @Test func superclassProperties() throws {
        try expectReflection(
            of: GuideDog(name: "Max", weight: 30, handler: "Dee"),
            is: ["id": 1, "name": "Max", "weight": 30.0, "handler": "Dee", "certified": true]
        )
    }

    @Test func emptyStructIsAnEmptyObject() throws {
        try expectReflection(of: Empty(), is: [String: Any]())
        try expectReflection(of: [Empty(), Empty()], is: [[String: Any](), [String: Any]()])
    }

    @Test func reflectToDictionaryReturnsTheObject() throws {
        let object = try DictionaryReflector().reflectToDictionary(Dog(name: "Rex", weight: 12.5))
        expectValidJSONTree(object)
        expectReflectedTree(object, is: ["name": "Rex", "weight": 12.5])
    }

    static let nonObjects: [ReflectionCase] = [
        ReflectionCase(
            "array", { [1, 2] }, { "A value of type Array<Int> reflects to an array, not to a dictionary." }),
        ReflectionCase("string", { "x" }, { "A value of type String reflects to a string, not to a dictionary." }),
        ReflectionCase(
            "raw enum", { Compass.north }, { "A value of type Compass reflects to a string, not to a dictionary." }),
        ReflectionCase("number", { 1.5 }, { "A value of type Double reflects to a number, not to a dictionary." }),
        ReflectionCase(
            "nil", { Dog?.none as Any }, { "A value of type Optional<Dog> reflects to null, not to a dictionary." }),
    ]

    @Test(arguments: nonObjects)
    func reflectToDictionaryRejectsNonObjects(_ row: ReflectionCase) {
        let error = #expect(throws: ModelMapperError.self) {
            _ = try DictionaryReflector().reflectToDictionary(row.value())
        }
        #expect(error?.code == .unsupportedValue)
        #expect(error?.message == row.expected() as? String)
        #expect(error?.location == "")
    }

    // MARK: - Collections

    static let collections: [ReflectionCase] = [
        ReflectionCase("Array", { [3, 1, 2] }, { [3, 1, 2] }),
        ReflectionCase("Array of models", { [Dog(name: "Rex", weight: 1)] }, { [["name": "Rex", "weight": 1.0]] }),
        ReflectionCase("ContiguousArray", { ContiguousArray(["a", "b"]) }, { ["a", "b"] }),
        ReflectionCase("ArraySlice", { [1, 2, 3][1...] }, { [2, 3] }),
        ReflectionCase("String.UTF8View", { "hi".utf8 }, { [104, 105] }),
        ReflectionCase("nested arrays", { [[1], [], [2, 3]] }, { [[1], [Any](), [2, 3]] }),
        ReflectionCase(
            "[Any] with mixed values", { [1, "x", 2.5, true, Compass.north] as [Any] },
            {
                [1, "x", 2.5, true, "N"]
            }),
    ]

    @Test(arguments: collections)
    func collection(_ row: ReflectionCase) throws {
        try expectReflection(of: row.value(), is: row.expected())
    }

    // MARK: - Optionals

    @Test func nilPropertiesAreOmittedByDefault() throws {
        try expectReflection(
            of: Contact(name: "Ann", email: nil, phone: "555", nickname: .some(nil)),
            is: ["name": "Ann", "phone": "555"]
        )
    }

    @Test func nilPropertiesBecomeNullOnRequest() throws {
        var reflector = DictionaryReflector()
        reflector.nilStrategy = .null
        try expectReflection(
            of: Contact(name: "Ann", email: nil, phone: "555", nickname: .some(nil)),
            using: reflector,
            is: ["name": "Ann", "email": NSNull(), "phone": "555", "nickname": NSNull()]
        )
    }

    @Test func nilArrayElementsBecomeNullToKeepPositions() throws {
        try expectReflection(of: ["scores": [1, nil, 3] as [Int?]], is: ["scores": [1, NSNull(), 3]])
    }

    @Test func nilDictionaryValuesFollowTheNilStrategy() throws {
        let values: [String: Int?] = ["a": 1, "b": nil]
        try expectReflection(of: values, is: ["a": 1])
        var reflector = DictionaryReflector()
        reflector.nilStrategy = .null
        try expectReflection(of: values, using: reflector, is: ["a": 1, "b": NSNull()])
    }

    @Test func nullInAnExistingTreeStays() throws {
        try expectReflection(of: ["a": NSNull()] as [String: Any], is: ["a": NSNull()])
    }

    // MARK: - Enums

    static let enums: [ReflectionCase] = [
        ReflectionCase("String raw value", { Compass.north }, { "N" }),
        ReflectionCase("Int raw value", { Priority.high }, { 3 }),
        ReflectionCase("case without values", { Shape.empty }, { "empty" }),
        ReflectionCase("one unlabelled value", { Shape.dot(5) }, { ["dot": ["_0": 5]] }),
        ReflectionCase("one labelled value", { Shape.circle(radius: 1.5) }, { ["circle": ["radius": 1.5]] }),
        ReflectionCase(
            "labelled and unlabelled values", { Shape.rectangle(width: 2, 3) },
            {
                ["rectangle": ["width": 2, "_1": 3]]
            }),
        ReflectionCase(
            "values that are models", { Shape.named("n", Dog(name: "Rex", weight: 1)) },
            {
                ["named": ["_0": "n", "_1": ["name": "Rex", "weight": 1.0]]]
            }),
        ReflectionCase("nil associated value", { Shape.optional(nil) }, { ["optional": [String: Any]()] }),
        ReflectionCase(
            "indirect", { Expression.add(.number(1), .number(2)) },
            {
                ["add": ["_0": ["number": ["_0": 1]], "_1": ["number": ["_0": 2]]]]
            }),
        ReflectionCase(
            "raw value inside a model", { Route(from: .north, to: .south, priority: .low) },
            {
                ["from": "N", "to": "S", "priority": 1]
            }),
        ReflectionCase("OptionSet", { Permissions([.read, .write]) }, { 3 }),
        ReflectionCase("RawRepresentable struct", { UserID(rawValue: "u-1") }, { "u-1" }),
    ]

    @Test(arguments: enums)
    func enumCase(_ row: ReflectionCase) throws {
        try expectReflection(of: row.value(), is: row.expected())
    }

    // MARK: - Property Wrappers

    @Test func propertyWrapperStorageAppearsUnderThePropertyName() throws {
        try expectReflection(
            of: Settings(),
            is: ["volume": 7, "label": "main", "boxed": ["value": 2], "_raw": 1, "raw": 2]
        )
    }

    @Test func lazyPropertyAppearsOnceComputed() throws {
        var settings = Settings()
        try expectReflection(
            of: settings,
            is: ["volume": 7, "label": "main", "boxed": ["value": 2], "_raw": 1, "raw": 2]
        )
        _ = settings.summary
        try expectReflection(
            of: settings,
            is: ["volume": 7, "label": "main", "boxed": ["value": 2], "_raw": 1, "raw": 2, "summary": "main: 7"]
        )
    }

    @Test func wrappedNilFollowsTheNilStrategy() throws {
        var settings = Settings()
        settings.label = nil
        try expectReflection(of: settings, is: ["volume": 7, "boxed": ["value": 2], "_raw": 1, "raw": 2])
    }

    // MARK: - Dictionaries

    static let dictionaries: [ReflectionCase] = [
        ReflectionCase("String keys", { ["a": 1, "b": 2] }, { ["a": 1, "b": 2] }),
        ReflectionCase("Int keys", { [1: "one", -2: "minus two"] }, { ["1": "one", "-2": "minus two"] }),
        ReflectionCase("Bool keys", { [true: 1, false: 0] }, { ["true": 1, "false": 0] }),
        ReflectionCase("Double keys", { [1.5: "x"] }, { ["1.5": "x"] }),
        ReflectionCase("raw-value enum keys", { [Compass.north: 1, Compass.south: 2] }, { ["N": 1, "S": 2] }),
        ReflectionCase(
            "UUID keys", { [UUID(uuidString: "e621e1f8-c36c-495a-93fc-0c247a3e6e5f"): true] },
            {
                ["E621E1F8-C36C-495A-93FC-0C247A3E6E5F": true]
            }),
        ReflectionCase("struct keys", { [GridPoint(x: 1, y: 2): "a"] }, { ["{\"x\":1,\"y\":2}": "a"] }),
        ReflectionCase("AnyHashable keys", { [AnyHashable("a"): 1, AnyHashable(2): 2] }, { ["a": 1, "2": 2] }),
        ReflectionCase(
            "model values", { ["rex": Dog(name: "Rex", weight: 1)] },
            {
                ["rex": ["name": "Rex", "weight": 1.0]]
            }),
        ReflectionCase("nested", { [1: [2: [3: "deep"]]] }, { ["1": ["2": ["3": "deep"]]] }),
    ]

    @Test(arguments: dictionaries)
    func dictionary(_ row: ReflectionCase) throws {
        try expectReflection(of: row.value(), is: row.expected())
    }

    @Test func keysThatCollideThrow() {
        let keys: [AnyHashable: String] = [AnyHashable(1): "number", AnyHashable("1"): "string"]
        let error = expectReflectionError(of: ["lookup": keys], code: .unsupportedValue, location: "lookup")
        #expect(error?.message.hasSuffix("both become \"1\".") == true)
    }

    @Test func existingFoundationTreeKeepsBooleansApartFromNumbers() throws {
        let json = Data(
            #"{"flag": true, "one": 1, "zero": 0, "half": 0.5, "none": null, "list": [false, 2, "x"]}"#.utf8)
        let tree = try JSONSerialization.jsonObject(with: json)
        try expectReflection(
            of: tree,
            is: ["flag": true, "one": 1, "zero": 0, "half": 0.5, "none": NSNull(), "list": [false, 2, "x"]]
        )
    }

    @Test func foundationNumbersAndContainers() throws {
        let tree: [String: Any] = [
            "yes": NSNumber(value: true),
            "one": NSNumber(value: Int8(1)),
            "big": NSNumber(value: UInt64.max),
            "pi": NSNumber(value: 3.25),
            "text": NSString(string: "s"),
            "list": NSArray(array: [1, "two"]),
            "map": NSDictionary(dictionary: ["k": 1]),
        ]
        try expectReflection(
            of: tree,
            is: [
                "yes": true, "one": 1, "big": UInt64.max, "pi": 3.25, "text": "s", "list": [1, "two"],
                "map": ["k": 1],
            ]
        )
    }

    @Test func foundationCollectionsAreReadLikeSwiftOnes() throws {
        let dictionary = NSMutableDictionary()
        dictionary["text"] = "a"
        dictionary[NSNumber(value: 2)] = NSNull()
        dictionary["dog"] = Dog(name: "Rex", weight: 1)
        let tree: [String: Any] = [
            "dictionary": dictionary,
            "array": NSArray(array: [NSDate(timeIntervalSince1970: 0), Dog(name: "Fido", weight: 2)]),
            "set": NSSet(array: ["b", "c", "a"]),
        ]
        try expectReflection(
            of: tree,
            is: [
                "dictionary": ["text": "a", "2": NSNull(), "dog": ["name": "Rex", "weight": 1.0]],
                "array": [-978_307_200.0, ["name": "Fido", "weight": 2.0]],
                "set": ["a", "b", "c"],
            ]
        )
    }

    // MARK: - Tuples

    static let tuples: [ReflectionCase] = [
        ReflectionCase("unlabelled", { (1, "two", 3.5) }, { [1, "two", 3.5] }),
        ReflectionCase("labelled", { (x: 1, y: 2) }, { ["x": 1, "y": 2] }),
        ReflectionCase("partly labelled", { (x: 1, 2) }, { ["x": 1, "_1": 2] }),
        ReflectionCase("nested", { (point: (1, 2), name: "p") }, { ["point": [1, 2], "name": "p"] }),
        ReflectionCase("with a nil", { (1, Int?.none) }, { [1, NSNull()] }),
        ReflectionCase("labelled with a nil", { (a: 1, b: Int?.none) }, { ["a": 1] }),
        ReflectionCase("empty", { () }, { [Any]() }),
        ReflectionCase(
            "in a model", { Segment(ends: (from: 1, to: 2), tags: ("a", "b")) },
            {
                ["ends": ["from": 1, "to": 2], "tags": ["a", "b"]]
            }),
    ]

    @Test(arguments: tuples)
    func tuple(_ row: ReflectionCase) throws {
        try expectReflection(of: row.value(), is: row.expected())
    }

    // MARK: - Sets

    static let sets: [ReflectionCase] = [
        ReflectionCase("strings sort", { Set(["pear", "apple", "fig"]) }, { ["apple", "fig", "pear"] }),
        ReflectionCase("numbers sort numerically", { Set([10, 9, 100, -1]) }, { [-1, 9, 10, 100] }),
        ReflectionCase("mixed numbers", { Set<AnyHashable>([2, 1.5, UInt64.max]) }, { [1.5, 2, UInt64.max] }),
        ReflectionCase("raw-value enums sort by raw value", { Set([Compass.south, .north]) }, { ["N", "S"] }),
        ReflectionCase(
            "models sort by JSON text", { Set([GridPoint(x: 2, y: 0), GridPoint(x: 1, y: 5)]) },
            {
                [["x": 1, "y": 5], ["x": 2, "y": 0]]
            }),
        ReflectionCase("booleans", { Set([true, false]) }, { [false, true] }),
        ReflectionCase("empty", { Set<Int>() }, { [Any]() }),
    ]

    @Test(arguments: sets)
    func set(_ row: ReflectionCase) throws {
        try expectReflection(of: row.value(), is: row.expected())
    }

    // MARK: - The library's own values

    @Test func aBagIsReflectedAsItsKeysAndAJSONValueAsItsValue() throws {
        struct Event {
            var id: Int
            var metadata: JSONValue
            var unknown: UnknownKeys
        }
        let event = Event(
            id: 1, metadata: ["x": [1, true, 2.5], "s": "t"],
            unknown: UnknownKeys(["theme": "dark", "n": 1, "r": 1.0, "o": ["a": [false]]]))
        try expectReflection(
            of: event,
            is: [
                "id": 1, "metadata": ["x": [1, true, 2.5] as [Any], "s": "t"] as [String: Any],
                "unknown": ["theme": "dark", "n": 1, "r": 1.0, "o": ["a": [false]]] as [String: Any],
            ] as [String: Any])
        try expectReflection(of: JSONValue.integer(3), is: 3)
        try expectReflection(of: UnknownKeys(), is: [String: Any]())
    }

    // MARK: - Customisation

    static let customisations: [ReflectionCase] = [
        ReflectionCase("dictionary", { Temperature(kelvin: 300) }, { ["celsius": 27] }),
        ReflectionCase(
            "another model", { Masked(secret: "s3cret", visible: Dog(name: "Rex", weight: 2)) },
            {
                ["name": "Rex", "weight": 2.0]
            }),
        ReflectionCase("inside a model", { ["t": Temperature(kelvin: 273)] }, { ["t": ["celsius": 0]] }),
        ReflectionCase("nil is omitted", { ["t": Hidden()] }, { [String: Any]() }),
        ReflectionCase(
            "wrapper that chooses its own representation", { Thermostat() }, { ["target": ["celsius": 20]] }),
    ]

    @Test(arguments: customisations)
    func customRepresentation(_ row: ReflectionCase) throws {
        try expectReflection(of: row.value(), is: row.expected())
    }

    @Test func representationThatReturnsItselfHitsTheDepthLimit() {
        let error = expectReflectionError(of: ["loop": SelfRepresenting()], code: .depthLimitExceeded, location: "loop")
        #expect(
            error?.message
                == "A value of type SelfRepresenting was replaced by its representation more than 256 times in a row."
        )
    }

    // MARK: - Unsupported Values

    /// The button's closure is left out under every unsupported-value strategy: closures follow their own
    /// strategy (see `DictionaryReflectorDefaultsTests`).
    static let unsupportedStrategies: [ReflectionCase] = [
        ReflectionCase(
            "omit", { DictionaryReflector.UnsupportedValueStrategy.omit }, { ["name": "b", "tags": [NSNull()]] }),
        ReflectionCase(
            "describe", { DictionaryReflector.UnsupportedValueStrategy.describe },
            {
                ["name": "b", "tags": ["Int"]]
            }),
    ]

    @Test func unsupportedValueThrowsByDefault() {
        let error = expectReflectionError(
            of: Button(name: "b", action: {}, tags: [Int.self]),
            code: .unsupportedValue,
            location: "tags[0]"
        )
        #expect(error?.message == "A value of type Int.Type has no JSON representation.")
    }

    @Test(arguments: unsupportedStrategies)
    func unsupportedValueStrategy(_ row: ReflectionCase) throws {
        var reflector = DictionaryReflector()
        reflector.unsupportedValueStrategy = try #require(row.value() as? DictionaryReflector.UnsupportedValueStrategy)
        try expectReflection(of: Button(name: "b", action: {}, tags: [Int.self]), using: reflector, is: row.expected())
    }
}

// MARK: - Test Support

@Suite struct DictionaryReflectorTestSupportTests {
    @Test func comparisonIsStrictAboutScalarTypes() {
        #expect(sameReflectedTree(1, 1))
        #expect(!sameReflectedTree(1.0, 1))
        #expect(!sameReflectedTree(1, true))
        #expect(!sameReflectedTree(UInt64(1), 1))
        #expect(!sameReflectedTree("1", 1))
        #expect(!sameReflectedTree(NSNull(), "null"))
    }

    @Test func comparisonIsStrictAboutContainers() {
        #expect(sameReflectedTree(["a": [1, "x"]] as [String: Any], ["a": [1, "x"]] as [String: Any]))
        #expect(!sameReflectedTree(["a": 1] as [String: Any], ["a": 1, "b": 2]))
        #expect(!sameReflectedTree([1, 2] as [Any], [2, 1]))
        #expect(!sameReflectedTree([1, 2], [1, 2]), "an [Int] is not a reflected [Any]")
        #expect(!sameReflectedTree(["a": 1], ["a": 1]), "a [String: Int] is not a reflected [String: Any]")
    }
}

// MARK: - Test Types

/// Fixtures live inside the suite so that their names cannot clash with types of other test files.
extension DictionaryReflectorTests {
    fileprivate struct CustomStrategyError: Error {}

    fileprivate struct Event {
        var name: String
        var at: Date
    }

    fileprivate struct Reading {
        var sensor: String
        var values: [Any]
    }

    fileprivate struct Dog: Hashable {
        var name: String
        var weight: Double
    }

    fileprivate struct Person {
        var name: String
        var age: Int
        var address: String
        var aDog: Dog?
    }

    fileprivate struct Department {
        var name: String
        var id: Int
        var members: [Person]
        var manager: Person

        static let sample = Department(
            name: "Engineering",
            id: 7,
            members: [
                Person(name: "Bob", age: 30, address: "2 Side St", aDog: Dog(name: "Rex", weight: 12.5)),
                Person(name: "Cy", age: 25, address: "3 Hill Rd", aDog: Dog(name: "Fido", weight: 8)),
            ],
            manager: Person(name: "Ann", age: 51, address: "1 Main St", aDog: nil)
        )
    }

    fileprivate class Animal {
        let id = 1
        var name: String
        init(name: String) { self.name = name }
    }

    fileprivate class Canine: Animal {
        var weight: Double
        init(name: String, weight: Double) {
            self.weight = weight
            super.init(name: name)
        }
    }

    fileprivate final class GuideDog: Canine {
        var handler: String
        var certified = true
        init(name: String, weight: Double, handler: String) {
            self.handler = handler
            super.init(name: name, weight: weight)
        }
    }

    fileprivate struct Empty {}

    fileprivate struct Contact {
        var name: String
        var email: String?
        var phone: String?
        var nickname: String??
    }

    fileprivate enum Compass: String {
        case north = "N"
        case south = "S"
    }

    fileprivate enum Priority: Int {
        case low = 1
        case high = 3
    }

    fileprivate enum Shape {
        case empty
        case dot(Int)
        case circle(radius: Double)
        case rectangle(width: Int, Int)
        case named(String, Dog)
        case optional(Int?)
    }

    fileprivate indirect enum Expression {
        case number(Int)
        case add(Expression, Expression)
    }

    fileprivate struct Route {
        var from: Compass
        var to: Compass
        var priority: Priority?
    }

    fileprivate struct Permissions: OptionSet {
        let rawValue: Int
        static let read = Permissions(rawValue: 1)
        static let write = Permissions(rawValue: 2)
    }

    fileprivate struct UserID: RawRepresentable {
        var rawValue: String
    }

    /// Stores its value in a stored `wrappedValue`, as ModelMapper's own wrappers do.
    @propertyWrapper fileprivate struct Stored<Value> {
        var wrappedValue: Value
    }

    /// Keeps its value under another name, so it is reflected as a whole.
    @propertyWrapper fileprivate struct Boxed<Value> {
        private var value: Value
        var wrappedValue: Value {
            get { value }
            set { value = newValue }
        }
        init(wrappedValue: Value) { value = wrappedValue }
    }

    fileprivate struct Settings {
        @Stored var volume = 7
        @Stored var label: String? = "main"
        @Boxed var boxed = 2
        /// A stored property whose name starts with an underscore next to one without: neither is renamed.
        var _raw = 1
        var raw = 2
        lazy var summary: String = "\(label ?? ""): \(volume)"
    }

    fileprivate struct GridPoint: Hashable {
        var x: Int
        var y: Int
    }

    fileprivate struct Segment {
        var ends: (from: Int, to: Int)
        var tags: (String, String)
    }

    fileprivate struct Temperature: CustomDictionaryReflectable {
        var kelvin: Int
        var dictionaryRepresentation: Any { ["celsius": kelvin - 273] }
    }

    fileprivate struct Masked: CustomDictionaryReflectable {
        var secret: String
        var visible: Dog
        var dictionaryRepresentation: Any { visible }
    }

    fileprivate struct Hidden: CustomDictionaryReflectable {
        var dictionaryRepresentation: Any { Int?.none as Any }
    }

    @propertyWrapper fileprivate struct Celsius: CustomDictionaryReflectable {
        var wrappedValue: Int
        var dictionaryRepresentation: Any { ["celsius": wrappedValue] }
    }

    fileprivate struct Thermostat {
        @Celsius var target = 20
    }

    fileprivate struct SelfRepresenting: CustomDictionaryReflectable {
        var dictionaryRepresentation: Any { self }
    }

    fileprivate struct Button {
        var name: String
        var action: () -> Void
        var tags: [Any.Type]
    }
}

/// The key a custom date strategy in these tests writes the year under.
private enum YearKey: String, CodingKey {
    case year
}
