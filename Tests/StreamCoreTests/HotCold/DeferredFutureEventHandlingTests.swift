import StreamCore
import TestSupport
import Testing

@Suite struct DeferredFutureEventHandlingTests {
  @Test func handleValueKeepsAFutureAndRunsOncePerRun() {
    let seen = LockedValue<[Int]>([])
    let future: DeferredFuture<Int, Never> = DeferredFuture<Int, Never> { $0(.success(1)) }
      .handleValue { value in seen.withLock { $0.append(value) } }
    #expect(seen.value == [])
    let subscriber = TestSubscriber<Int, Never>()
    future.subscribe(subscriber)
    future.subscribe(TestSubscriber<Int, Never>())
    #expect(seen.value == [1, 1])
    #expect(subscriber.events == [.subscription, .value(1), .finished])
  }

  @Test func handleErrorKeepsAFutureAndSeesOnlyTheFailure() {
    let seen = LockedValue<[TestError]>([])
    let failing: DeferredFuture<Int, TestError> = AnyDeferredFuture(
      DeferredFuture<Int, TestError> { $0(.failure(TestError())) }
    )
    .handleError { error in seen.withLock { $0.append(error) } }
    let subscriber = TestSubscriber<Int, TestError>()
    failing.subscribe(subscriber)
    DeferredFuture<Int, TestError> { $0(.success(1)) }
      .handleError { error in seen.withLock { $0.append(error) } }
      .subscribe(TestSubscriber<Int, TestError>())
    #expect(seen.value == [TestError()])
    #expect(subscriber.events == [.subscription, .failure("oops")])
  }

  @Test func handleFinishedKeepsAFutureAndRunsBeforeDelivery() {
    let log = LockedValue<[String]>([])
    let future: DeferredFuture<Int, Never> = DeferredFuture<Int, Never> { $0(.success(1)) }
      .handleFinished { log.withLock { $0.append("finished") } }
    let cancellable = future.sink { value in log.withLock { $0.append("value \(value)") } }
    #expect(log.value == ["finished", "value 1"])
    withExtendedLifetime(cancellable) {}
  }

  @Test func aCancelledRunCallsNoHandler() {
    let seen = LockedValue(0)
    let promise = LockedValue<DeferredFuture<Int, Never>.Promise?>(nil)
    let future = DeferredFuture<Int, Never> { fulfil in promise.value = fulfil }
      .handleValue { _ in seen.withLock { $0 += 1 } }
    let cancellable = future.sink { _ in }
    cancellable.cancel()
    promise.value?(.success(1))
    #expect(seen.value == 0)
  }
}
