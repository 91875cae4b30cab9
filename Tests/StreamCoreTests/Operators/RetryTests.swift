import StreamCore
import TestSupport
import Testing

/// An upstream that hands each subscriber the same recording subscription, then calls `didSubscribe` with the
/// number of earlier subscriptions; `send(completion:)` goes to the latest subscriber.
private final class ResubscribedPublisher: Publisher, @unchecked Sendable {
  // @unchecked: a test drives it from one thread.
  typealias Output = Int
  typealias Failure = TestError

  let subscription = ManualSubscription()
  var didSubscribe: (Int) -> Void = { _ in }
  private(set) var subscribeCount = 0
  private var subscriber: AnySubscriber<Int, TestError>?

  func receive<S: Subscriber>(subscriber: S) where S.Input == Int, S.Failure == TestError {
    self.subscriber = AnySubscriber(subscriber)
    subscriber.receive(subscription: subscription)
    let earlier = subscribeCount
    subscribeCount += 1
    didSubscribe(earlier)
  }

  func send(completion: Subscribers.Completion<TestError>) {
    subscriber?.receive(completion: completion)
  }
}

@Suite struct RetryTests {
  @Test func manySynchronousFailuresRetryWithoutGrowingTheStack() {
    let attempts = Counter()
    let subscriber = Deferred { () -> Fail<Int, TestError> in
      _ = attempts.increment()
      return Fail(error: TestError())
    }
    .retry(100_000)
    .record()
    #expect(subscriber.events == [.subscription, .failure("oops")])
    #expect(attempts.value == 100_001)
  }

  @Test func aSynchronousSuccessAfterFailuresEndsTheRetries() {
    let attempts = Counter()
    let subscriber = Deferred { () -> AnyPublisher<Int, TestError> in
      guard attempts.increment() == 50_000 else { return Fail(error: TestError()).eraseToAnyPublisher() }
      return Just(7).setFailureType(to: TestError.self).eraseToAnyPublisher()
    }
    .retry(60_000)
    .record()
    #expect(subscriber.events == [.subscription, .value(7), .finished])
    #expect(attempts.value == 50_000)
  }

  @Test func aCompletionDuringAResubscriptionEndsTheChain() {
    let publisher = ResubscribedPublisher()
    publisher.didSubscribe = { earlier in
      guard earlier > 0 else { return }
      publisher.send(completion: earlier < 5 ? .failure(TestError()) : .finished)
    }
    let subscriber = publisher.retry(5).record(demand: .max(1))
    #expect(subscriber.events == [.subscription])
    #expect(publisher.subscribeCount == 1)
    publisher.send(completion: .failure(TestError()))
    #expect(subscriber.events == [.subscription, .finished])
    #expect(publisher.subscription.history == Array(repeating: .requested(.max(1)), count: 6))
    #expect(publisher.subscribeCount == 6)
  }

  @Test func failuresDuringResubscriptionsUseUpTheRetries() {
    let publisher = ResubscribedPublisher()
    publisher.didSubscribe = { earlier in
      if earlier > 0 && earlier < 10 { publisher.send(completion: .failure(TestError())) }
    }
    let subscriber = publisher.retry(5).record(demand: .max(1))
    publisher.send(completion: .failure(TestError()))
    #expect(subscriber.events == [.subscription, .failure("oops")])
    #expect(publisher.subscribeCount == 6)
  }
}
