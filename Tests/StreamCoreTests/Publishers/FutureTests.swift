import Dispatch
import StreamCore
import TestSupport
import Testing

extension FutureTests {
  @Test("a cancelled subscription is released at once, before the future resolves")
  func aCancelledSubscriptionIsReleasedBeforeTheFutureResolves() {
    let future = Future<Int, Never> { _ in }
    weak var weakSubscription: AnyObject?
    weak var weakSubscriber: TestSubscriber<Int, Never>?
    do {
      let subscriber = TestSubscriber<Int, Never>(demand: .max(1))
      weakSubscriber = subscriber
      future.subscribe(subscriber)
      weakSubscription = subscriber.subscription.map { $0 as AnyObject }
      #expect(weakSubscription != nil)
      subscriber.cancel()
    }
    #expect(weakSubscription == nil)
    #expect(weakSubscriber == nil)
    withExtendedLifetime(future) {}
  }

  @Test func subscriptionsAreReleasedWhenTheFutureResolves() {
    var promise: Future<Int, TestError>.Promise?
    let future = Future<Int, TestError> { promise = $0 }
    weak var weakSubscription: AnyObject?
    do {
      let subscriber = TestSubscriber<Int, TestError>(demand: .max(1))
      future.subscribe(subscriber)
      weakSubscription = subscriber.subscription.map { $0 as AnyObject }
    }
    promise?(.failure(TestError()))
    #expect(weakSubscription == nil)
  }
}

/// Wrapping callback APIs in futures compiles in Swift 6 mode without workarounds: the promise is `@Sendable`.
@Suite struct FuturePromiseTests {
  /// A completion-handler API of the usual shape: a plain, non-`@Sendable` closure parameter.
  private func fetchAnswer(_ completion: @escaping (Result<Int, TestError>) -> Void) {
    completion(.success(42))
  }

  @Test func aPromiseCapturedByAnotherThreadsCallbackDelivers() async {
    let future = Future<Int, Never> { promise in
      DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(1)) { promise(.success(7)) }
    }
    #expect(await future.value == 7)
  }

  @Test func aPromisePassesStraightToACompletionHandler() async throws {
    let future = Future<Int, TestError> { promise in fetchAnswer(promise) }
    #expect(try await future.value == 42)
    let deferred = DeferredFuture<Int, TestError> { promise in fetchAnswer(promise) }
    #expect(try await deferred.value == 42)
  }

  @Test func aDeferredPromiseCapturedByAnotherThreadsCallbackDelivers() async {
    let deferred = DeferredFuture<String, Never> { promise in
      DispatchQueue.global().async { promise(.success("done")) }
    }
    #expect(await deferred.value == "done")
  }

  @Test func onlyTheFirstFulfilmentCounts() async {
    let future = Future<Int, Never> { promise in
      promise(.success(1))
      promise(.success(2))
    }
    #expect(await future.value == 1)
    #expect(future.record().events == [.subscription, .value(1), .finished])
  }

  @Test func aNeverFailingDeferredFutureFinishingEmptyTraps() async {
    await #expect(processExitsWith: .failure) {
      _ = await BrokenFuture().value
    }
  }
}

/// A future that breaks its contract: it finishes without a value.
private struct BrokenFuture: DeferredFutureProtocol {
  typealias Output = Int
  typealias Failure = Never

  func start(_ completion: @escaping (Result<Int, Never>) -> Void) -> AnyCancellable {
    AnyCancellable {}
  }

  func receive<S: Subscriber>(subscriber: S) where S.Input == Int, S.Failure == Never {
    Empty<Int, Never>().receive(subscriber: subscriber)
  }
}
