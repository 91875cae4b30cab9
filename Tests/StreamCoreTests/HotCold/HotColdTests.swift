import StreamCore
import TestSupport
import Testing

/// Compiles only for cold publishers: the type system tells hot from cold.
private func requireCold<P: DeferredPublisherProtocol>(_ publisher: P) -> P { publisher }

@Suite struct HotColdTests {
  @Test func coldChainsStayColdAndRunOncePerSubscription() {
    let counter = Counter()
    let chain = requireCold(
      Deferred { Just(counter.increment()) }
        .map { $0 * 10 }
        .filter { $0 > 0 }
        .removeDuplicates()
        .flatMap { Just($0) }
        .merge(with: Empty())
        .zip(Just(1))
        .map(\.0)
    )
    #expect(counter.value == 0)
    #expect(chain.record().values == [10])
    #expect(chain.record().values == [20])
    #expect(counter.value == 2)
  }

  @Test func erasedColdPublisherStaysCold() {
    let counter = Counter()
    let erased: AnyDeferredPublisher<Int, Never> = Deferred { Just(counter.increment()) }
      .map { $0 + 1 }
      .eraseToAnyDeferredPublisher()
    _ = requireCold(erased)
    #expect(counter.value == 0)
    #expect(erased.record().values == [2])
  }

  @Test func sharedPublisherRunsItsWorkOnce() {
    let counter = Counter()
    let upstream = PassthroughSubject<Int, Never>()
    let shared = Deferred { () -> PassthroughSubject<Int, Never> in
      counter.increment()
      return upstream
    }
    .share()
    let first = shared.record()
    let second = shared.record()
    upstream.send(1)
    #expect(counter.value == 1)
    #expect(first.values == [1])
    #expect(second.values == [1])
  }
}

@Suite struct DeferredFutureTests {
  @Test func neverRunsBeforeASubscription() {
    let counter = Counter()
    let future = DeferredFuture<Int, Never> { promise in promise(.success(counter.increment())) }
    _ = requireCold(future)
    #expect(counter.value == 0)
    #expect(future.record().events == [.subscription, .value(1), .finished])
    #expect(future.record().values == [2])
  }

  @Test func composedFuturesStayFutures() {
    let counter = Counter()
    let base = DeferredFuture<Int, TestError> { $0(.success(counter.increment())) }
    let mapped: DeferredFuture<Int, TestError> = base.map { $0 * 10 }
    let chained: DeferredFuture<String, TestError> = mapped.flatMap { value in
      DeferredFuture<String, TestError> { $0(.success("#\(value)")) }
    }
    let combined: DeferredFuture<(String, Int), TestError> = chained.combineLatest(base)
    let recovered: DeferredFuture<String, Never> = combined.map { "\($0.0)/\($0.1)" }.replaceError(with: "x")
    #expect(counter.value == 0)
    #expect(recovered.record().values == ["#10/2"])
  }

  @Test func failureShortCircuitsAndIsReplaced() {
    let failing = DeferredFuture<Int, TestError> { $0(.failure(TestError())) }
    #expect(failing.map { $0 + 1 }.record().events == [.subscription, .failure("oops")])
    #expect(failing.replaceError(with: 0).record().values == [0])
  }

  @Test func erasesToAnyDeferredFuture() {
    let erased = DeferredFuture<Int, Never> { $0(.success(1)) }.map { $0 + 1 }.eraseToAnyDeferredFuture()
    #expect(erased.record().values == [2])
  }

  @Test func asyncFormRunsPerSubscriptionAndDelivers() async {
    let counter = Counter()
    let future = DeferredFuture { counter.increment() }
    #expect(counter.value == 0)
    let values = await withCheckedContinuation { continuation in
      var cancellable: AnyCancellable?
      cancellable = future.sink { value in
        continuation.resume(returning: value)
        withExtendedLifetime(cancellable) {}
      }
    }
    #expect(values == 1)
    #expect(counter.value == 1)
  }

  @Test func cancellingTheSubscriptionCancelsTheTask() async {
    let started = AsyncGate()
    let finished = AsyncGate()
    let future = DeferredFuture<Int, any Error> {
      await started.open()
      do {
        try await Task.sleep(for: .seconds(60))
      } catch {
        await finished.open()
        throw error
      }
      return 1
    }
    let subscriber = future.record()
    await started.wait()
    subscriber.cancel()
    await finished.wait()
    #expect(subscriber.values.isEmpty)
  }
}

/// A one-shot gate that tasks can wait on.
private actor AsyncGate {
  private var isOpen = false
  private var waiters: [CheckedContinuation<Void, Never>] = []

  func open() {
    isOpen = true
    for waiter in waiters { waiter.resume() }
    waiters = []
  }

  func wait() async {
    if isOpen { return }
    await withCheckedContinuation { waiters.append($0) }
  }
}
