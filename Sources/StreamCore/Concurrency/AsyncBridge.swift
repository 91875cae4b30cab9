/// Subscribes to a publisher on behalf of an async iterator and hands it one value per `next()` call, asking
/// upstream for one value at a time.
///
/// Tasks awaiting `next()` on copies of one iterator wait in a queue: each value resumes the earliest, and the
/// end resumes them all (a failure reaches the earliest; the others get `nil`). A value that arrives before the
/// subscription ends the iterator: every waiting task, and every later `next()`, gets `nil`.
///
/// Cancelling the awaiting task cancels the subscription; so does dropping the iterator (through
/// ``AsyncIteratorLifetime``).
final class AsyncBridge<Output: Sendable, Failure: Error>: Subscriber, Cancellable, @unchecked Sendable {
  // @unchecked: all state is guarded by `lock`; values cross to the awaiting task only through a continuation.
  typealias Input = Output

  private enum State {
    case awaitingSubscription
    case subscribed(any Subscription)
    case finished(Subscribers.Completion<Failure>?)
  }

  private let lock = Lock()
  private var state = State.awaitingSubscription
  private var buffered = Queue<Output>()
  private var pendingRequests = 0
  private var waiters = Queue<CheckedContinuation<Result<Output?, Failure>, Never>>()

  func receive(subscription: any Subscription) {
    lock.lock()
    guard case .awaitingSubscription = state else {
      lock.unlock()
      return subscription.cancel()
    }
    state = .subscribed(subscription)
    let requests = pendingRequests
    pendingRequests = 0
    lock.unlock()
    if requests > 0 { subscription.request(.max(requests)) }
  }

  func receive(_ input: Output) -> Subscribers.Demand {
    lock.lock()
    if case .awaitingSubscription = state {
      // A value before the subscription breaks the publisher contract: the iterator ends, for the tasks waiting
      // now and for every later `next()`, rather than leave any of them waiting for a subscription.
      state = .finished(nil)
      pendingRequests = 0
      let resumed = takeWaiters()
      lock.unlock()
      for waiter in resumed { waiter.resume(returning: .success(nil)) }
      return .none
    }
    if let waiter = waiters.popFirst() {
      lock.unlock()
      waiter.resume(returning: .success(input))
    } else {
      buffered.append(input)
      lock.unlock()
    }
    return .none
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    lock.lock()
    let resumed = takeWaiters()
    state = .finished(resumed.isEmpty ? completion : nil)
    lock.unlock()
    for (index, waiter) in resumed.enumerated() {
      waiter.resume(returning: index == 0 ? Self.ending(completion) : .success(nil))
    }
  }

  /// The next value, `nil` at the end; a failure is returned, for the caller to throw.
  func next() async -> Result<Output?, Failure> {
    await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        lock.lock()
        if let value = buffered.popFirst() {
          lock.unlock()
          return continuation.resume(returning: .success(value))
        }
        switch state {
        case .finished(let completion):
          state = .finished(nil)
          lock.unlock()
          continuation.resume(returning: completion.map(Self.ending) ?? .success(nil))
        case .awaitingSubscription:
          waiters.append(continuation)
          pendingRequests += 1
          lock.unlock()
        case .subscribed(let subscription):
          waiters.append(continuation)
          lock.unlock()
          subscription.request(.max(1))
        }
      }
    } onCancel: {
      cancel()
    }
  }

  func cancel() {
    lock.lock()
    let subscription: (any Subscription)?
    if case .subscribed(let current) = state { subscription = current } else { subscription = nil }
    if case .finished = state {} else { state = .finished(nil) }
    let resumed = takeWaiters()
    lock.unlock()
    subscription?.cancel()
    for waiter in resumed { waiter.resume(returning: .success(nil)) }
  }

  /// Under the lock: empties the queue of waiting tasks.
  private func takeWaiters() -> [CheckedContinuation<Result<Output?, Failure>, Never>] {
    var taken: [CheckedContinuation<Result<Output?, Failure>, Never>] = []
    while let waiter = waiters.popFirst() { taken.append(waiter) }
    return taken
  }

  private static func ending(_ completion: Subscribers.Completion<Failure>) -> Result<Output?, Failure> {
    switch completion {
    case .finished: .success(nil)
    case .failure(let error): .failure(error)
    }
  }
}

/// Owned only by an async iterator: when the iterator goes away (a `for await` loop ended early), it cancels the
/// subscription.
final class AsyncIteratorLifetime<Output: Sendable, Failure: Error>: Sendable {
  let bridge: AsyncBridge<Output, Failure>

  init<P: Publisher>(subscribingTo publisher: P) where P.Output == Output, P.Failure == Failure {
    bridge = AsyncBridge()
    publisher.subscribe(bridge)
  }

  deinit {
    bridge.cancel()
  }
}
