import StreamCore
import TestSupport
import Testing

@Suite struct FlatMapFailureOverloadTests {
  @Test func aNeverFailingUpstreamTakesTheInnerFailure() {
    let subject = PassthroughSubject<Int, Never>()
    let merged:
      Publishers.FlatMap<Fail<Int, TestError>, Publishers.SetFailureType<PassthroughSubject<Int, Never>, TestError>> =
        subject.flatMap { _ in Fail<Int, TestError>(error: TestError()) }
    let subscriber = merged.record()
    subject.send(1)
    #expect(subscriber.events == [.subscription, .failure("oops")])
  }

  @Test func neitherSideFailingKeepsNever() {
    let subject = PassthroughSubject<Int, Never>()
    let merged: Publishers.FlatMap<Just<Int>, PassthroughSubject<Int, Never>> = subject.flatMap { Just($0 * 10) }
    let subscriber = merged.record()
    subject.send(1)
    subject.send(2)
    #expect(subscriber.values == [10, 20])
  }

  @Test func aNeverFailingInnerTakesTheUpstreamFailure() {
    let subject = PassthroughSubject<Int, TestError>()
    let merged:
      Publishers.FlatMap<Publishers.SetFailureType<Just<Int>, TestError>, PassthroughSubject<Int, TestError>> =
        subject.flatMap(maxPublishers: .max(1)) { Just($0 * 10) }
    let subscriber = merged.record()
    subject.send(1)
    subject.send(completion: .failure(TestError()))
    #expect(subscriber.events == [.subscription, .value(10), .failure("oops")])
  }
}

@Suite struct SwitchToLatestFailureOverloadTests {
  @Test func aNeverFailingUpstreamTakesTheInnerFailure() {
    let subject = PassthroughSubject<Result<Int, TestError>, Never>()
    typealias Inner = Result<Int, TestError>.Publisher
    typealias Outer = Publishers.MapKeyPath<PassthroughSubject<Result<Int, TestError>, Never>, Inner>
    let latest: Publishers.SwitchToLatest<Inner, Publishers.SetFailureType<Outer, TestError>> =
      subject
      .map(\.publisher)
      .switchToLatest()
    let subscriber = latest.record()
    subject.send(.success(1))
    subject.send(.failure(TestError()))
    #expect(subscriber.events == [.subscription, .value(1), .failure("oops")])
  }

  @Test func neitherSideFailingKeepsNever() {
    let subject = PassthroughSubject<Int, Never>()
    let latest: Publishers.SwitchToLatest<Just<Int>, Publishers.Map<PassthroughSubject<Int, Never>, Just<Int>>> =
      subject.map { Just($0) }.switchToLatest()
    let subscriber = latest.record()
    subject.send(1)
    #expect(subscriber.values == [1])
  }

  @Test func aNeverFailingInnerTakesTheUpstreamFailure() {
    let subject = PassthroughSubject<Int, TestError>()
    typealias Inner = Publishers.SetFailureType<Just<Int>, TestError>
    typealias Outer = Publishers.Map<Publishers.Map<PassthroughSubject<Int, TestError>, Just<Int>>, Inner>
    let latest: Publishers.SwitchToLatest<Inner, Outer> = subject.map { Just($0) }.switchToLatest()
    let subscriber = latest.record()
    subject.send(2)
    subject.send(completion: .failure(TestError()))
    #expect(subscriber.events == [.subscription, .value(2), .failure("oops")])
  }
}
