import StreamCore
import TestSupport
import Testing

@Suite struct DeferredFutureWithTaskTests {
  enum CheckoutError: Error, Equatable { case declined }

  @Test func aTypedThrowingOperationCompilesAsANewUserWritesItAndFailsTyped() async throws {
    let checkout = DeferredFuture<String, CheckoutError> { () async throws(CheckoutError) -> String in
      throw .declined
    }
    await #expect(throws: CheckoutError.declined) { try await checkout.asyncThrowing() }
    let paid = DeferredFuture<String, CheckoutError> { () async throws(CheckoutError) -> String in "paid" }
    #expect(try await paid.asyncThrowing() == "paid")
  }

  @Test func theUntypedFormsStillWin() async throws {
    let plain = DeferredFuture { 1 }
    let throwing = DeferredFuture { () async throws -> Int in 2 }
    let typedPlain: DeferredFuture<Int, Never> = plain
    let typedThrowing: DeferredFuture<Int, any Error> = throwing
    #expect(await typedPlain.async() == 1)
    #expect(try await typedThrowing.asyncThrowing() == 2)
  }

  @Test func withTaskRunsOncePerSubscription() async throws {
    let runs = LockedValue(0)
    let future = DeferredFuture<Int, CheckoutError>.withTask { () throws(CheckoutError) -> Int in
      runs.withLock {
        $0 += 1
        return $0
      }
    }
    #expect(runs.value == 0)
    #expect(try await future.asyncThrowing() == 1)
    #expect(try await future.asyncThrowing() == 2)
    let erased = AnyDeferredFuture<Int, CheckoutError>.withTask { () throws(CheckoutError) -> Int in
      throw .declined
    }
    await #expect(throws: CheckoutError.declined) { try await erased.asyncThrowing() }
  }

  @Test func withTaskOnMainActorRunsOnTheMainActor() async {
    let onMain = DeferredFuture<Bool, Never>.withTaskOnMainActor { MainActor.assertIsolated() == () }
    #expect(await onMain.async())
    let erased = AnyDeferredFuture<Int, Never>.withTaskOnMainActor { 3 }
    #expect(await erased.async() == 3)
  }

  @Test func nonconformingErrorsAreMapped() async {
    struct Wrapped: Error, Equatable { var name: String }
    let mapping: @Sendable (any Error) -> Wrapped = { _ in Wrapped(name: "mapped") }
    let conforming = DeferredFuture<Int, Wrapped>.withTask(
      nonconformingErrorHandler: mapping,
      task: { throw Wrapped(name: "own") }
    )
    let other = AnyDeferredFuture<Int, Wrapped>.withTask(
      nonconformingErrorHandler: mapping,
      task: { throw CancellationError() }
    )
    await #expect(throws: Wrapped(name: "own")) { try await conforming.asyncThrowing() }
    await #expect(throws: Wrapped(name: "mapped")) { try await other.asyncThrowing() }
  }

  @Test func cancellingTheSubscriptionCancelsTheTask() async {
    let started = AsyncStream<Void>.makeStream()
    let cancelled = AsyncStream<Bool>.makeStream()
    let future = DeferredFuture<Int, Never>.withTask {
      started.continuation.yield()
      while !Task.isCancelled { await Task.yield() }
      cancelled.continuation.yield(true)
      return 0
    }
    let cancellable = future.sink { _ in }
    var startedIterator = started.stream.makeAsyncIterator()
    _ = await startedIterator.next()
    cancellable.cancel()
    var cancelledIterator = cancelled.stream.makeAsyncIterator()
    #expect(await cancelledIterator.next() == true)
  }

  @Test func anyDeferredFutureFromAPromiseClosureIsCold() {
    let runs = LockedValue(0)
    let future = AnyDeferredFuture<Int, Never> { promise in
      runs.withLock { $0 += 1 }
      promise(.success(runs.value))
    }
    #expect(runs.value == 0)
    let subscriber = TestSubscriber<Int, Never>()
    future.subscribe(subscriber)
    #expect(subscriber.events == [.subscription, .value(1), .finished])
  }
}
