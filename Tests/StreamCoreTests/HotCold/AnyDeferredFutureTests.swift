import StreamCore
import TestSupport
import Testing

@Suite struct AnyDeferredFutureTests {
  private struct Failed: Error, Equatable {}

  @Test func theLabelledInitializerRunsItsWorkOncePerSubscription() {
    let attempts = Counter()
    let future = AnyDeferredFuture<Int, Never>(attemptToFulfill: { promise in
      promise(.success(attempts.increment() * 10))
    })
    #expect(attempts.value == 0)
    #expect(future.record().events == [.subscription, .value(10), .finished])
    #expect(future.record().events == [.subscription, .value(20), .finished])
    #expect(attempts.value == 2)
  }

  @Test func theLabelledInitializerDeliversAFailure() {
    let future = AnyDeferredFuture<Int, Failed>(attemptToFulfill: { promise in promise(.failure(Failed())) })
    #expect(future.record().events == [.subscription, .failure("\(Failed())")])
  }

  @Test func aTrailingClosureStillMakesTheSameFutureThroughTheUnlabelledInitializer() async {
    let trailing = AnyDeferredFuture<Int, Never> { promise in promise(.success(1)) }
    let labelled = AnyDeferredFuture<Int, Never>(attemptToFulfill: { promise in promise(.success(2)) })
    #expect(await trailing.value == 1)
    #expect(await labelled.value == 2)
  }
}
