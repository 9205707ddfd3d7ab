import Foundation
import Testing

@testable import ModelMapper

/// The view a keyed container reads a scanned object through: keys compared as bytes, the next key expected after
/// the last one found. Every answer it gives must be the answer of the object's members looked up by `String`, and it
/// must say it cannot decide wherever bytes do not decide (non-ASCII or escaped keys, equal keys) or its comparisons
/// run past their budget.
@Suite struct JSONObjectViewTests {
    private static func node(_ text: String) throws -> JSONNode {
        let document = try #require(try JSONDocument.scanned(Data(text.utf8)))
        return JSONNode(document: document, index: 0)
    }

    /// Whether a lookup agrees with the members: a found value equal to the member's, a missing key missing there.
    private static func agrees(_ lookup: JSONObjectView.Lookup, with member: Any?) -> Bool {
        switch lookup {
        case .found(let token): member.map { ObservedJSON($0) == ObservedJSON(token.shallowValue) } ?? false
        case .missing: member == nil
        case .undecided: true
        }
    }

    @Test func keysReadInTheTextsOrderAreFoundOneAfterAnother() throws {
        var view = try #require(JSONObjectView(try Self.node(#"{"id": 1, "name": "Ada", "tags": [1, 2], "ok": true}"#)))
        guard case .found(let id) = view.lookup("id") else { Issue.record("id not found"); return }
        #expect(id.shallowValue as? Int == 1)
        guard case .found(let name) = view.lookup("name") else { Issue.record("name not found"); return }
        #expect(name.shallowValue as? String == "Ada")
        guard case .found(let tags) = view.lookup("tags") else { Issue.record("tags not found"); return }
        #expect(tags.shallowValue is JSONNode)
        guard case .found(let ok) = view.lookup("ok") else { Issue.record("ok not found"); return }
        #expect(ok.shallowValue as? Bool == true)
        // Out of order, and round again from the start.
        guard case .found(let again) = view.lookup("name") else { Issue.record("name not found again"); return }
        #expect(again.shallowValue as? String == "Ada")
        guard case .missing = view.lookup("absent") else { Issue.record("absent found"); return }
        guard case .missing = view.lookup("Name") else { Issue.record("a key of another case found"); return }
        guard case .missing = view.lookup("") else { Issue.record("the empty key found"); return }
    }

    @Test func anEmptyObjectHasNoKeysButANonASCIINameIsUndecided() throws {
        var view = try #require(JSONObjectView(try Self.node("{}")))
        guard case .missing = view.lookup("a") else { Issue.record("a key found in {}"); return }
        guard case .undecided = view.lookup("\u{212A}") else { Issue.record("a non-ASCII name decided"); return }
    }

    /// A `String` compares by canonical equivalence: the Kelvin sign is the letter `K`, and `é` written as one scalar
    /// is `e` and an accent. Bytes cannot see that, so the view leaves such names and keys to the members.
    @Test func whatBytesCannotDecideIsLeftToTheMembers() throws {
        var ascii = try #require(JSONObjectView(try Self.node(#"{"K": 1, "e": 2}"#)))
        guard case .undecided = ascii.lookup("\u{212A}") else { Issue.record("the Kelvin sign decided"); return }
        for text in [
            #"{"\u212A": 1}"#, "{\"\u{212A}\": 1}", #"{"caf\u00e9": 1}"#, "{\"e\u{301}\": 1}", #"{"\u0061": 1}"#,
            #"{"a\nb": 1}"#,
        ] {
            #expect(JSONObjectView(try Self.node(text)) == nil, "\(text)")
        }
    }

    @Test func equalKeysAreLeftToTheMembersWhichKeepTheLast() throws {
        #expect(JSONObjectView(try Self.node(#"{"a": 1, "b": 2, "a": 3}"#)) == nil)
        // Past the pairwise limit, through the hash table.
        let keys = (0..<40).map { "key\($0)" } + ["key7"]
        let text = "{" + keys.enumerated().map { "\"\($1)\": \($0)" }.joined(separator: ", ") + "}"
        #expect(JSONObjectView(try Self.node(text)) == nil)
        let members = try Self.node(text).document.members(of: 0)
        #expect(members["key7"] as? Int == 40)
    }

    /// Keys with the same length, first eight and last eight bytes collide in the view's hash. Checking 20 000 of them
    /// pair by pair would take 200 million comparisons; the check gives up after a few steps a key and the members
    /// are read instead.
    @Test(.timeLimit(.minutes(1)))
    func keysMadeToCollideGiveUpTheViewInLinearTime() throws {
        let keys = (0..<20_000).map { "prefix00" + String(format: "%05d", $0) + "suffix00" }
        let text = "{" + keys.map { "\"\($0)\": 0" }.joined(separator: ",") + "}"
        let start = ContinuousClock.now
        #expect(JSONObjectView(try Self.node(text)) == nil)
        #expect(ContinuousClock.now - start < .seconds(1))
    }

    /// A model reading keys against the text's order costs a scan per key; past a few times the object's size in
    /// comparisons the view says so, and its owner reads the members instead.
    @Test func lookupsAgainstTheOrderRunOutOfBudget() throws {
        let count = 1_000
        let text = "{" + (0..<count).map { "\"k\($0)\": \($0)" }.joined(separator: ",") + "}"
        var view = try #require(JSONObjectView(try Self.node(text)))
        var comparedWithoutGivingUp = 0
        for key in (0..<count).reversed() {
            switch view.lookup("k\(key)") {
            case .found(let token): #expect(token.shallowValue as? Int == key)
            case .missing: Issue.record("k\(key) missing")
            case .undecided:
                #expect(comparedWithoutGivingUp > 0)
                return
            }
            comparedWithoutGivingUp += 1
        }
        Issue.record("a thousand lookups in reverse order never ran out of budget")
    }

    /// The property: over generated objects (keys from a small alphabet, so that some repeat; some escaped, some not
    /// ASCII) and generated sequences of names (present, absent, in and out of order), every answer of a view is the
    /// members' answer, and a view exists exactly when every key is plain ASCII and no two are equal.
    @Test func everyAnswerIsTheMembersAnswer() throws {
        var generator = SeededGenerator(
            seed: SeededGenerator(seed: SeededGenerator.baseSeed).derived(0x0B1E_C7F1_E300))
        let plain = [
            "", "a", "b", "id", "name", "user_id", "K", "k", "averyveryverylongkeyname_1", "averyveryverylongkeyname_2",
        ]
        let spelled: [(text: String, name: String)] =
            plain.map { ("\"\($0)\"", $0) } + [
                (#""\u0061""#, "a"), ("\"\u{212A}\"", "\u{212A}"), ("\"caf\u{e9}\"", "caf\u{e9}"),
                (#""tab\there""#, "tab\there"),
            ]
        var views = 0
        for round in 0..<600 {
            let count = generator.int(in: 0...(round % 3 == 0 ? 24 : 8))
            let members = (0..<count).map { _ in generator.pick(spelled) }
            let text = "{" + members.enumerated().map { "\($1.text): \($0)" }.joined(separator: ", ") + "}"
            let node = try Self.node(text)
            let dictionary = node.document.members(of: 0)
            // By bytes: as `String`s, the Kelvin sign's key would count as the plain `K`.
            let plainKeys = members.allSatisfy { member in
                plain.contains { Array("\"\($0)\"".utf8) == Array(member.text.utf8) }
            }
            let distinct = Set(members.map(\.name)).count == members.count
            guard var view = JSONObjectView(node) else {
                #expect(!(plainKeys && distinct), "no view of \(text)")
                continue
            }
            views += 1
            #expect(plainKeys && distinct, "a view of \(text)")
            let names = plain + ["\u{212A}", "caf\u{e9}", "absent"]
            for _ in 0..<generator.int(in: 1...30) {
                let name = generator.pick(names)
                #expect(
                    Self.agrees(view.lookup(name), with: dictionary[name]), "\(name) in \(text), seed \(generator.seed)"
                )
            }
        }
        #expect(views > 100)
    }
}
