import StreamCore
import TestSupport
import Testing

@Suite struct ZipOperatorTests {
  @Test func everyCallReturnsCombinesType() {
    let a = [1, 2].publisher
    let pair: Publishers.Zip<Publishers.Sequence<[Int], Never>, Just<String>> = a.zip(Just("b"))
    let mapped:
      Publishers.Map<Publishers.Zip<Publishers.Sequence<[Int], Never>, Publishers.Sequence<[Int], Never>>, Int> =
        a.zip(a, +)
    let four: Publishers.Zip4<Publishers.Sequence<[Int], Never>, Just<Int>, Just<Int>, Just<Int>> =
      a.zip(Just(3), Just(4), Just(5))
    #expect(pair.map(\.1).record().values == ["b"])
    #expect(mapped.record().values == [2, 4])
    #expect(four.map { $0 + $1 + $2 + $3 }.record().values == [13])
  }

  @Test func theOperatorIsBoundToItsUpstream() {
    let letters = PassthroughSubject<String, Never>()
    let pairUp = letters.zip
    #expect(pairUp.upstream === letters)
    let subscriber = pairUp([1, 2].publisher) { "\($0)\($1)" }.record()
    letters.send("a")
    letters.send("b")
    #expect(subscriber.values == ["a1", "b2"])
  }
}
