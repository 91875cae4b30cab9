import StreamCore
import TestSupport
import Testing

private typealias Success = Result<Int, TestError>.Publisher

private let four = Success(4)
private let failed = Success(TestError())

/// The events a publisher sends to a subscriber with unlimited demand.
private func events<P: Publisher>(_ publisher: P) -> [Event<P.Output>] where P.Output: Equatable {
  publisher.record().events
}

@Suite struct ResultPublisherOperatorsTests {
  @Test func specialisedOperatorsKeepResultPublishers() {
    let mapped: Result<String, TestError>.Publisher = four.map { "\($0)" }
    #expect(mapped.result == .success("4"))
    let counted: Result<Int, TestError>.Publisher = four.count()
    #expect(counted.result == .success(1))
    let collected: Result<[Int], TestError>.Publisher = four.collect()
    #expect(collected.result == .success([4]))
    let reduced: Result<Int, TestError>.Publisher = four.reduce(10, +)
    #expect(reduced.result == .success(14))
    let scanned: Result<Int, TestError>.Publisher = four.scan(10, +)
    #expect(scanned.result == .success(14))
    #expect(four.contains(4).result == .success(true))
    #expect(four.contains { $0 > 5 }.result == .success(false))
    #expect(four.allSatisfy { $0 > 3 }.result == .success(true))
    let same: [Result<Int, TestError>.Publisher] = [
      four.min(), four.max(), four.min(by: <), four.max(by: <), four.first(), four.last(), four.removeDuplicates(),
      four.removeDuplicates(by: ==), four.replaceEmpty(with: 0), four.retry(2),
    ]
    #expect(same.allSatisfy { $0 == four })
  }

  @Test func aFailureStaysAFailure() {
    #expect(failed.map { $0 + 1 }.result == .failure(TestError()))
    #expect(failed.count().result == .failure(TestError()))
    #expect(failed.contains(4).result == .failure(TestError()))
    #expect(failed.reduce(0, +).result == .failure(TestError()))
    #expect(events(failed.collect()) == [.subscription, .failure("oops")])
  }

  @Test func mapErrorAndReplaceErrorTransformTheFailure() {
    let renamed: Result<Int, TestError>.Publisher = failed.mapError { _ in TestError(name: "renamed") }
    #expect(renamed.result == .failure(TestError(name: "renamed")))
    let replaced: Result<Int, Never>.Publisher = failed.replaceError(with: 0)
    #expect(replaced.result == .success(0))
    #expect(four.replaceError(with: 0).result == .success(4))
    let widened: Result<Int, TestError>.Publisher = Result<Int, Never>.Publisher(4).setFailureType(to: TestError.self)
    #expect(widened.result == .success(4))
  }

  @Test func throwingOperatorsFailWithTheThrownError() {
    let thrown = TestError(name: "thrown")
    #expect(events(four.tryMap { _ -> Int in throw thrown }) == [.subscription, .failure("thrown")])
    #expect(events(four.tryMap { $0 * 10 }) == [.subscription, .value(40), .finished])
    #expect(events(four.tryAllSatisfy { _ in throw thrown }) == [.subscription, .failure("thrown")])
    #expect(events(four.tryContains { $0 == 4 }) == [.subscription, .value(true), .finished])
    #expect(events(four.tryMin { _, _ in throw thrown }) == [.subscription, .failure("thrown")])
    #expect(events(four.tryMax(by: <)) == [.subscription, .value(4), .finished])
    #expect(events(four.tryRemoveDuplicates { _, _ in throw thrown }) == [.subscription, .failure("thrown")])
    #expect(events(four.tryReduce(1) { $0 + $1 }) == [.subscription, .value(5), .finished])
    #expect(events(four.tryScan(1) { _, _ in throw thrown }) == [.subscription, .failure("thrown")])
    #expect(events(failed.tryMap { $0 }) == [.subscription, .failure("oops")])
  }

  @Test func ignoreOutputIsAnEmptyThatFinishes() {
    let ignored: Empty<Int, TestError> = four.ignoreOutput()
    #expect(events(ignored) == [.subscription, .finished])
  }
}
