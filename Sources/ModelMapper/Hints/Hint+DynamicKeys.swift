extension Hint {
    /// A rule that picks a source key whose name varies per response, such as `"Time Series (5min)"`.
    public enum KeyPattern: Sendable, Hashable {
        /// A key that starts with the text.
        case prefix(String)
        /// A key that ends with the text.
        case suffix(String)

        func matches(_ key: String) -> Bool {
            switch self {
            case .prefix(let prefix): key.hasPrefix(prefix)
            case .suffix(let suffix): key.hasSuffix(suffix)
            }
        }

        /// The pattern as written in messages: `Time Series*`, `*_count`.
        var spelling: String {
            switch self {
            case .prefix(let prefix): "\(prefix)*"
            case .suffix(let suffix): "*\(suffix)"
            }
        }

        var text: String {
            switch self {
            case .prefix(let text), .suffix(let text): text
            }
        }
    }

    /// The order of the elements made from an object whose keys are data.
    public enum EntryOrder: Sendable, Hashable {
        /// Keys in ascending code-point order, which is chronological for ISO 8601 timestamps.
        case ascending
        /// Keys in descending code-point order: newest first for ISO 8601 timestamps.
        case descending
        /// Integer keys in ascending numeric order (`"2"` before `"10"`), then other keys in code-point order.
        case numeric
    }

    /// Reads the one source key matching `pattern`, for a field whose name varies per response:
    /// `["bars": .keyPattern(.prefix("Time Series"))]`. A key spelled exactly as the pattern's text wins, as encoding
    /// writes there; otherwise the first match in code-point order. With no match, the coding key is missing.
    public static func keyPattern(_ pattern: KeyPattern, nested: HintTree = .empty) -> Hint {
        Hint(source: .keyPattern(pattern), nested: nested.isEmpty ? nil : nested)
    }

    /// A copy of this hint that reads an object whose keys are data (a time series by timestamp, a map by id) as an
    /// array, one element per entry: the entry's value with its key added under `codingKey`, or
    /// `[codingKey: key, valueKey: value]` for a value that is not an object. Nested hints apply to each element;
    /// encoding writes the array as it is. `.key("PRICES").entries(keyedInto: "symbol")` reads `["AAPL": 190.5]` as
    /// `[["symbol": "AAPL", "value": 190.5]]`.
    ///
    /// - Parameters:
    ///   - codingKey: The element's coding key that receives the entry's key; not empty.
    ///   - valueKey: The element's coding key that receives a value that is not an object; not empty, not `codingKey`.
    ///   - order: The order of the elements.
    /// - Returns: The hint.
    public func entries(
        keyedInto codingKey: String, valuesInto valueKey: String = "value", order: EntryOrder = .ascending
    )
        -> Hint
    {
        Hint(
            source: source, nested: nestedTree,
            entries: DynamicEntries(keyField: codingKey, valueField: valueKey, order: order), wireForm: wireForm)
    }
}

/// How an object whose keys are data becomes an array: see ``Hint/entries(keyedInto:valuesInto:order:)``.
struct DynamicEntries: Sendable, Hashable {
    let keyField: String
    let valueField: String
    let order: Hint.EntryOrder

    var problem: String? {
        if keyField.isEmpty { return "the coding key for the entries' keys is empty" }
        if valueField.isEmpty { return "the coding key for the entries' values is empty" }
        if keyField == valueField {
            return "the entries' keys and values would both be written under \"\(keyField)\"; pass another valuesInto:"
        }
        return nil
    }

    /// The object's entries as objects in the stated order, with each element's entry key; `nil` for a non-object.
    func elements(of value: Any) -> (elements: [Any], keys: [String])? {
        guard let object = TreeValue.dictionary(value) else { return nil }
        let keys: [String]
        switch order {
        case .ascending: keys = object.keys.sorted()
        case .descending: keys = object.keys.sorted(by: >)
        case .numeric:
            keys = object.keys.sorted { lhs, rhs in
                switch (Int(lhs), Int(rhs)) {
                case (let left?, let right?): left != right ? left < right : lhs < rhs
                case (.some, nil): true
                case (nil, .some): false
                case (nil, nil): lhs < rhs
                }
            }
        }
        var elements: [Any] = []
        var elementKeys: [String] = []
        elements.reserveCapacity(keys.count)
        elementKeys.reserveCapacity(keys.count)
        for key in keys {
            guard let entry = object[key] else { continue }
            var element = TreeValue.dictionary(entry) ?? [valueField: entry]
            element[keyField] = key
            elements.append(element)
            elementKeys.append(key)
        }
        return (elements, elementKeys)
    }
}
