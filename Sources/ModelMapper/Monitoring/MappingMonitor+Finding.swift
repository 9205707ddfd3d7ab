import Foundation

extension MappingMonitor {
    /// What a monitor's entry counts: a kind of report finding (``MappingReport/Kind``) or a kind of failure,
    /// `Codable` as its name: a report kind's (`"unmappedSourceKey"`), or `failure.` and the error's kind
    /// (`"failure.typeMismatch"`, a ``ModelMapperError/Code-swift.struct``'s name, `"failure.other"`).
    public struct Finding: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
        /// The finding's name, as it is encoded.
        public let name: String

        private init(name: String) { self.name = name }

        /// The finding of a report entry of `kind`.
        public init(_ kind: MappingReport.Kind) { self.init(name: kind.name) }

        /// A failed decode with an error of the kind named (`typeMismatch`, a ``ModelMapperError/Code-swift.struct``).
        public static func failure(_ kind: String) -> Finding { Finding(name: "failure." + kind) }

        /// Whether the finding is a failed decode rather than a report entry.
        public var isFailure: Bool { name.hasPrefix("failure.") }

        /// The report kind the finding counts, or `nil` for a failure.
        public var reportKind: MappingReport.Kind? {
            isFailure ? nil : MappingReport.Kind(named: name)
        }

        /// The finding in words: a report kind's words (`unmapped source key`), or `failure (typeMismatch)`.
        public var description: String {
            if isFailure { return "failure (\(name.dropFirst("failure.".count)))" }
            return reportKind?.description ?? name
        }

        /// Orders report kinds as ``MappingReport/Kind`` does, then failures by name.
        public static func < (lhs: Finding, rhs: Finding) -> Bool {
            switch (lhs.reportKind, rhs.reportKind) {
            case (let left?, let right?): left < right
            case (.some, nil): true
            case (nil, .some): false
            case (nil, nil): lhs.name < rhs.name
            }
        }

        /// Reads a finding from its name.
        public init(from decoder: any Decoder) throws {
            self.init(name: try decoder.singleValueContainer().decode(String.self))
        }

        /// Writes the finding as its name.
        public func encode(to encoder: any Encoder) throws {
            try encoder.encodeSingleValue(name)
        }

        /// A failed decode's finding and paths: the coding path, and the source path noted at `site` (else the same),
        /// with `[*]` for array indices and dictionary keys; its first paths keep this failure's indices.
        static func failure(of error: any Error, at site: FailureTrace.Site?, in source: Any?) -> MappingMonitor.Found {
            func kind(at path: MappingPath) -> ValueKind { source.map { .at(path, in: $0) } ?? .absent }
            let finding: Finding
            var codingPath: [any CodingKey] = []
            switch error {
            case let error as ModelMapperError:
                // The location is a source path: grouped where the decode noted it, else by its indices.
                let grouped =
                    site?.groupedSourcePath
                    ?? MappingPath(
                        error.location.components.map { component in
                            if case .index = component { return .anyIndex }
                            return component
                        })
                let first = MappingPath.keepingIndices(of: error.location, in: grouped)
                return MappingMonitor.Found(
                    finding: .failure(error.code.name), modelPath: grouped, sourcePath: grouped, firstModelPath: first,
                    firstSourcePath: first, count: 1, valueKind: kind(at: error.location))
            case DecodingError.keyNotFound(let key, let context):
                finding = .failure("keyNotFound")
                codingPath = context.codingPath + [key]
            case DecodingError.typeMismatch(_, let context):
                finding = .failure("typeMismatch")
                codingPath = context.codingPath
            case DecodingError.valueNotFound(_, let context):
                finding = .failure("valueNotFound")
                codingPath = context.codingPath
            case DecodingError.dataCorrupted(let context):
                finding = .failure("dataCorrupted")
                codingPath = context.codingPath
            default:
                finding = .failure("other")
            }
            let concrete = MappingPath(codingPath: codingPath)
            let grouped = MappingPath(
                codingPath.map { AnyCodingKey.isElement($0) ? .anyIndex : MappingPath.Component($0) })
            let firstModelPath = MappingPath.keepingIndices(of: concrete, in: grouped)
            guard let site else {
                return MappingMonitor.Found(
                    finding: finding, modelPath: grouped, sourcePath: grouped, firstModelPath: firstModelPath,
                    firstSourcePath: firstModelPath, count: 1, valueKind: kind(at: concrete))
            }
            return MappingMonitor.Found(
                finding: finding, modelPath: grouped, sourcePath: site.groupedSourcePath,
                firstModelPath: firstModelPath,
                firstSourcePath: .keepingIndices(of: site.sourcePath, in: site.groupedSourcePath),
                count: 1, valueKind: kind(at: site.sourcePath))
        }
    }

    /// The kind of value found where a finding is, in the source: never the value itself.
    public struct ValueKind: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
        /// The kind's name, as it is encoded: `string`.
        public let name: String

        private init(_ name: String) { self.name = name }

        /// A string.
        public static let string = ValueKind("string")
        /// A whole number.
        public static let integer = ValueKind("integer")
        /// A number with a fraction or an exponent (a `Double`, a `Decimal`).
        public static let number = ValueKind("number")
        /// `true` or `false`.
        public static let boolean = ValueKind("boolean")
        /// `null`.
        public static let null = ValueKind("null")
        /// An object (a dictionary).
        public static let object = ValueKind("object")
        /// An array.
        public static let array = ValueKind("array")
        /// A `Date` leaf of a property list.
        public static let date = ValueKind("date")
        /// A `Data` leaf of a property list.
        public static let data = ValueKind("data")
        /// Nothing: the key is not in the source (a hint that found nothing, a missing key).
        public static let absent = ValueKind("absent")
        /// A value of another type.
        public static let other = ValueKind("other")

        /// The kind's name.
        public var description: String { name }

        /// Orders kinds by name.
        public static func < (lhs: ValueKind, rhs: ValueKind) -> Bool { lhs.name < rhs.name }

        /// Reads a kind from its name.
        public init(from decoder: any Decoder) throws {
            self.init(try decoder.singleValueContainer().decode(String.self))
        }

        /// Writes the kind as its name.
        public func encode(to encoder: any Encoder) throws {
            try encoder.encodeSingleValue(name)
        }

        static func of(_ value: Any) -> ValueKind {
            if TreeValue.isNull(value) { return .null }
            if TreeValue.isBoolean(value) { return .boolean }
            switch TreeValue.number(value) {
            case .int?, .uint?: return .integer
            case .double?, .decimal?: return .number
            case nil: break
            }
            if TreeValue.string(value) != nil { return .string }
            if TreeValue.dictionary(value) != nil { return .object }
            if TreeValue.array(value) != nil { return .array }
            if TreeValue.date(value) != nil { return .date }
            if TreeValue.data(value) != nil { return .data }
            return .other
        }

        /// The kind at `path` in `source`; for `[*]`, the first element's that has the rest of the path. At most
        /// ``visitLimit`` values are visited, so that several `[*]` over long arrays stay cheap.
        static func at(_ path: MappingPath, in source: Any) -> ValueKind {
            var budget = visitLimit
            return at(path.components[...], in: source, budget: &budget) ?? (budget > 0 ? .absent : .other)
        }

        static let visitLimit = 10_000

        /// Only a `[*]` (or `*`) recurses, so the call stack grows with the wildcards of the path, not its length.
        private static func at(
            _ components: ArraySlice<MappingPath.Component>, in start: Any, budget: inout Int
        ) -> ValueKind? {
            var value = start
            var components = components
            while let first = components.first {
                guard budget > 0 else { return nil }
                budget -= 1
                components = components.dropFirst()
                switch first {
                case .key(let key):
                    guard let object = TreeValue.dictionary(value) else { return nil }
                    if let child = object[key] {
                        value = child
                        continue
                    }
                    guard key == "*" else { return nil }
                    return firstKind(
                        of: object.keys.sorted().lazy.compactMap { object[$0] }, components, budget: &budget)
                case .index(let index):
                    guard let array = TreeValue.array(value), array.indices.contains(index) else { return nil }
                    value = array[index]
                case .anyIndex:
                    guard let array = TreeValue.array(value) else { return nil }
                    return firstKind(of: array, components, budget: &budget)
                }
            }
            return of(value)
        }

        private static func firstKind(
            of elements: some Sequence<Any>, _ rest: ArraySlice<MappingPath.Component>, budget: inout Int
        ) -> ValueKind? {
            for element in elements {
                if let kind = at(rest, in: element, budget: &budget) { return kind }
                if budget <= 0 { return nil }
            }
            return nil
        }
    }
}
