import StreamCore
import Testing

@Suite struct CompositeErrorMapTests {
  @Test func triesTheMappingsInOrderAndEachMappingMakesANewMap() {
    let empty = CompositeErrorMap<LoadError>()
    let first = empty.mapping(NetworkError.self) { .network($0) }
    let both = first.mapping(NetworkError.self) { _ in .parse(.badJSON) }
    #expect(empty.resolving(NetworkError.offline) == nil)
    #expect(first.resolving(NetworkError.offline)?.name == "network(offline)")
    #expect(both.resolving(NetworkError.offline)?.name == "network(offline)")
    #expect(both.resolving(ParseError.badJSON) == nil)
  }
}
