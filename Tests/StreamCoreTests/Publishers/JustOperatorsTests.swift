import StreamCore
import TestSupport
import Testing

@Suite struct JustOperatorsTests {
  @Test func mapStaysAJustAndRunsAtOnce() {
    var calls = 0
    let mapped: Just<String> = Just(4).map {
      calls += 1
      return "\($0)"
    }
    #expect(calls == 1)
    #expect(mapped == Just("4"))
    #expect(mapped.record().events == [.subscription, .value("4"), .finished])
  }

  @Test func operatorsThatKeepTheValueReturnAJust() {
    let just = Just(4)
    let same: [Just<Int>] = [
      just.min(), just.max(), just.removeDuplicates(), just.first(), just.last(),
      just.min(by: <), just.max(by: <), just.removeDuplicates(by: ==),
      just.replaceError(with: 0), just.replaceEmpty(with: 0), just.retry(2),
    ]
    #expect(same.allSatisfy { $0 == just })
  }

  @Test func questionsAnswerWithAJust() {
    #expect(Just(4).contains(4) == Just(true))
    #expect(Just(4).contains(5) == Just(false))
    #expect(Just(4).allSatisfy { $0 > 5 } == Just(false))
    #expect(Just(4).contains { $0 > 3 } == Just(true))
    #expect(Just(4).collect() == Just([4]))
    #expect(Just("a").count() == Just(1))
  }

  @Test func filteringOperatorsReturnAnOptionalPublisher() {
    #expect(Just(4).filter { $0 > 3 } == Optional(4).publisher)
    #expect(Just(4).filter { $0 > 5 } == Int?.none.publisher)
    #expect(Just(4).compactMap { $0 > 5 ? $0 : nil } == Int?.none.publisher)
    #expect(Just(4).dropFirst() == Int?.none.publisher)
    #expect(Just(4).dropFirst(0) == Optional(4).publisher)
    #expect(Just(4).drop { $0 < 3 } == Optional(4).publisher)
    #expect(Just(4).first { $0 > 5 } == Int?.none.publisher)
    #expect(Just(4).last { $0 > 3 } == Optional(4).publisher)
    #expect(Just(4).output(at: 0) == Optional(4).publisher)
    #expect(Just(4).output(at: 1) == Int?.none.publisher)
    #expect(Just(4).output(in: 0..<2) == Optional(4).publisher)
    #expect(Just(4).output(in: 1...) == Int?.none.publisher)
    #expect(Just(4).prefix(1) == Optional(4).publisher)
    #expect(Just(4).prefix(0) == Int?.none.publisher)
    #expect(Just(4).prefix { $0 > 5 } == Int?.none.publisher)
    #expect(Just(4).filter { $0 > 5 }.record().events == [.subscription, .finished])
  }

  @Test func throwingOperatorsReturnAResultPublisher() {
    let failing: Result<Int, any Error>.Publisher = Just(4).tryMap { _ in throw TestError() }
    #expect(failing.record().events == [.subscription, .failure("oops")])
    #expect(Just(4).tryMap { $0 + 1 }.record().values == [5])
    #expect(Just(4).tryAllSatisfy { $0 > 3 }.record().values == [true])
    #expect(Just(4).tryContains { _ in throw TestError() }.record().events == [.subscription, .failure("oops")])
    #expect(Just(4).tryRemoveDuplicates { _, _ in throw TestError() }.record().events.count == 2)
    #expect(Just(4).tryReduce(1, +).record().values == [5])
    #expect(Just(4).tryScan(1) { _, _ in throw TestError() }.record().events == [.subscription, .failure("oops")])
  }

  @Test func accumulatingOperatorsApplyTheClosureOnce() {
    #expect(Just(4).reduce(10, +) == Result<Int, Never>.Publisher(14))
    #expect(Just(4).scan(10, +) == Result<Int, Never>.Publisher(14))
  }

  @Test func failureTypeOperatorsReturnAResultPublisher() {
    let typed: Result<Int, TestError>.Publisher = Just(4).setFailureType(to: TestError.self)
    #expect(typed == Result<Int, TestError>.Publisher(4))
    let mapped: Result<Int, TestError>.Publisher = Just(4).mapError(TestError.from)
    #expect(mapped.record().values == [4])
  }

  @Test func ignoreOutputIsEmpty() {
    let empty: Empty<Int, Never> = Just(4).ignoreOutput()
    #expect(empty.record().events == [.subscription, .finished])
  }

  @Test func negativeArgumentsTrap() async {
    await #expect(processExitsWith: .failure) { _ = Just(1).dropFirst(-1) }
    await #expect(processExitsWith: .failure) { _ = Just(1).prefix(-1) }
    await #expect(processExitsWith: .failure) { _ = Just(1).output(at: -1) }
  }
}

extension TestError {
  /// `mapError`'s transform for a publisher that cannot fail; never called.
  fileprivate static func from(_ never: Never) -> TestError {}
}
