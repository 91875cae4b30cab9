import StreamCore
import TestSupport
import Testing

@Suite struct SequenceOperatorsTests {
  @Test func mapStaysASequenceAndRunsAtOnce() {
    var calls = 0
    let mapped: Publishers.Sequence<[Int], Never> = [1, 2].publisher.map {
      calls += 1
      return $0 * 10
    }
    #expect(calls == 2)
    #expect(mapped == Publishers.Sequence(sequence: [10, 20]))
    #expect(mapped.record().events == [.subscription, .value(10), .value(20), .finished])
  }

  @Test func valueOperatorsStaySequences() {
    let numbers = [1, 1, 2, 5, 1].publisher
    #expect(numbers.filter { $0 > 1 }.sequence == [2, 5])
    #expect(numbers.compactMap { $0 > 1 ? "\($0)" : nil }.sequence == ["2", "5"])
    #expect(Array(numbers.drop { $0 < 2 }.sequence) == [2, 5, 1])
    #expect(Array(numbers.dropFirst(3).sequence) == [5, 1])
    #expect(Array(numbers.prefix(2).sequence) == [1, 1])
    #expect(numbers.prefix { $0 < 2 }.sequence == [1, 1])
    #expect(numbers.scan(0, +).sequence == [1, 2, 4, 9, 10])
    #expect(numbers.removeDuplicates().sequence == [1, 2, 5, 1])
    #expect([1, nil].publisher.replaceNil(with: 0).sequence == [1, 0])
    #expect(Array(10...20).publisher.output(in: 2..<4).sequence == [12, 13])
    #expect([1, 2].publisher.output(in: 1..<9).sequence == [2])
  }

  @Test func setFailureTypeKeepsTheSequence() {
    let typed: Publishers.Sequence<[Int], TestError> = [1, 2].publisher.setFailureType(to: TestError.self)
    #expect(typed.record().values == [1, 2])
  }

  @Test func reducingOperatorsAnswerAtOnce() {
    let numbers = [3, 1, 2].publisher
    #expect(numbers.collect() == Result<[Int], Never>.Publisher([3, 1, 2]))
    #expect(numbers.reduce(0, +) == Result<Int, Never>.Publisher(6))
    #expect(numbers.allSatisfy { $0 > 0 } == Result<Bool, Never>.Publisher(true))
    #expect(numbers.contains { $0 > 2 } == Result<Bool, Never>.Publisher(true))
    #expect(numbers.contains(4) == Result<Bool, Never>.Publisher(false))
    #expect(numbers.count() == Just(3))
    #expect(Set([1, 2]).publisher.count() == Result<Int, Never>.Publisher(2))
    #expect(numbers.setFailureType(to: TestError.self).count() == Result<Int, TestError>.Publisher(3))
  }

  @Test func throwingReducersFail() {
    #expect(
      [1].publisher.tryReduce(0) { _, _ in throw TestError() }.record().events == [.subscription, .failure("oops")]
    )
    #expect(
      [1].publisher.tryAllSatisfy { _ in throw TestError() }.record().events == [.subscription, .failure("oops")]
    )
    #expect([1].publisher.tryContains { _ in throw TestError() }.record().events == [.subscription, .failure("oops")])
    #expect([1, 2].publisher.tryReduce(0, +).record().values == [3])
  }

  @Test func pickingOperatorsReturnAnOptionalPublisher() {
    let numbers = [3, 1, 2].publisher
    #expect(numbers.min() == Optional(1).publisher)
    #expect(numbers.max() == Optional(3).publisher)
    #expect(numbers.min(by: >) == Optional(3).publisher)
    #expect(numbers.max(by: >) == Optional(1).publisher)
    #expect(numbers.first() == Optional(3).publisher)
    #expect(numbers.first { $0 < 3 } == Optional(1).publisher)
    #expect(numbers.last() == Optional(2).publisher)
    #expect(numbers.last { $0 > 2 } == Optional(3).publisher)
    #expect(numbers.output(at: 1) == Optional(1).publisher)
    #expect(numbers.output(at: 7) == Int?.none.publisher)
    #expect([Int]().publisher.first().record().events == [.subscription, .finished])
  }

  @Test func appendAndPrependJoinTheElements() {
    #expect([1].publisher.append(2, 3).sequence == [1, 2, 3])
    #expect([1].publisher.append(2...3).sequence == [1, 2, 3])
    #expect([1].publisher.append([2].publisher).sequence == [1, 2])
    #expect([3].publisher.prepend(1, 2).sequence == [1, 2, 3])
    #expect([3].publisher.prepend(1...2).sequence == [1, 2, 3])
    #expect([2].publisher.prepend([1].publisher).sequence == [1, 2])
  }

  @Test func ignoreOutputIsEmpty() {
    let empty: Empty<Int, Never> = [1, 2].publisher.ignoreOutput()
    #expect(empty.record().events == [.subscription, .finished])
  }

  @Test func badArgumentsTrapWithAMessage() async {
    await #expect(processExitsWith: .failure) { _ = [1].publisher.prefix(-1) }
    await #expect(processExitsWith: .failure) { _ = [1].publisher.dropFirst(-1) }
    await #expect(processExitsWith: .failure) { _ = [1].publisher.output(in: -2..<1) }
  }
}
