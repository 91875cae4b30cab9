import StreamCore
import TestSupport
import Testing

@Suite struct JustCombiningTests {
  @Test func appendAndPrependMakeOneSequence() {
    let appended: Publishers.Sequence<[Int], Never> = Just(1).append(2, 3)
    #expect(appended.sequence == [1, 2, 3])
    #expect(Just(1).append(2...3).sequence == [1, 2, 3])
    let prepended: Publishers.Sequence<[Int], Never> = Just(3).prepend(1, 2)
    #expect(prepended.sequence == [1, 2, 3])
    #expect(Just(3).prepend(1...2).sequence == [1, 2, 3])
    #expect(Just(3).prepend().record().values == [3])
  }
}
