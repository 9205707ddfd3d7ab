import Testing

@testable import ModelMapper

@Suite struct HintTreeTests {
    @Test func emptyTreeIsValid() throws {
        try HintTree.empty.validate()
        #expect(HintTree.empty.isEmpty)
    }
}
