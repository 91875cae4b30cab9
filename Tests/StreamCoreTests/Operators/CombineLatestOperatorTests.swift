import StreamCore
import TestSupport
import Testing

@Suite struct CombineLatestOperatorTests {
  @Test func everyCallReturnsCombinesType() {
    let a = Just(1)
    let pair: Publishers.CombineLatest<Just<Int>, Just<String>> = a.combineLatest(Just("b"))
    let mapped: Publishers.Map<Publishers.CombineLatest<Just<Int>, Just<Int>>, Int> = a.combineLatest(Just(2), +)
    let three: Publishers.CombineLatest3<Just<Int>, Just<Int>, Just<Int>> = a.combineLatest(a, a)
    let seven: Publishers.Aggregate<(Int, Int, Int, Int, Int, Int, Int), Never> = a.combineLatest(a, a, a, a, a, a)
    #expect(pair.map(\.1).record().values == ["b"])
    #expect(mapped.record().values == [3])
    #expect(three.map { $0 + $1 + $2 }.record().values == [3])
    #expect(seven.map { "\($0)" }.record().values == ["(1, 1, 1, 1, 1, 1, 1)"])
  }

  @Test func theOperatorIsBoundToItsUpstream() {
    let name = CurrentValueSubject<String, Never>("Ann")
    let combine = name.combineLatest
    #expect(combine.upstream === name)
    let subscriber = combine(Just(30)) { "\($0) \($1)" }.record()
    name.send("Bo")
    #expect(subscriber.values == ["Ann 30", "Bo 30"])
  }

  @Test func aColdUpstreamStaysCold() {
    let cold = Deferred { Just(1) }.combineLatest(Deferred { Just(2) })
    #expect(cold.eraseToAnyDeferredPublisher().map(+).record().values == [3])
  }
}
