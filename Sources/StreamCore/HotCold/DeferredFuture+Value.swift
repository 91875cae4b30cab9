// A future's value, awaited: the publisher runs once and its one value, or its failure, is the result. Combine's
// `Future` has the same `value` where StreamCore defines it; these helpers serve both.

extension DeferredFutureProtocol where Output: Sendable {
  /// Runs the future and returns its value; throws its failure, or `CancellationError` if the task is cancelled
  /// first (which cancels the work).
  ///
  /// ```swift
  /// let greeting = try await DeferredFuture { await loadGreeting() }.value
  /// ```
  public var value: Output {
    get async throws {
      try await firstValue(of: self)
    }
  }
}

extension DeferredFutureProtocol where Output: Sendable, Failure == Never {
  /// Runs the future and returns its value, without `try`.
  ///
  /// Cancelling the waiting task does not cancel the work: a future that cannot fail has no error to end the wait
  /// with, so it waits for the value. Use ``AsyncPublisher`` (`values` of a publisher that cannot fail) to stop
  /// waiting on cancellation.
  ///
  /// ```swift
  /// let greeting = await DeferredFuture { await loadGreeting() }.value
  /// ```
  public var value: Output {
    get async {
      await onlyValue(of: self)
    }
  }
}

/// The one value of a publisher that cannot fail and sends exactly one value.
///
/// Traps with a message if the publisher finishes without a value: a future that does so breaks its contract.
func onlyValue<P: Publisher>(of publisher: P) async -> P.Output where P.Output: Sendable, P.Failure == Never {
  await withCheckedContinuation { continuation in
    let subscription = KeptSubscription()
    subscription.keep(
      publisher.sink(
        receiveCompletion: { _ in
          if subscription.release() {
            trap("\(P.self) finished without a value; a future must send exactly one value")
          }
        },
        receiveValue: { value in
          subscription.markDelivered()
          continuation.resume(returning: value)
        }
      )
    )
  }
}

/// Keeps a sink's subscription alive until its publisher completes.
// @unchecked: all state is guarded by the pooled lock.
private final class KeptSubscription: @unchecked Sendable {
  private var cancellable: AnyCancellable?
  private var isCompleted = false
  private var isDelivered = false

  /// Stores `cancellable`, unless the publisher already completed while subscribing.
  func keep(_ cancellable: AnyCancellable) {
    let lock = LockPool.lock(for: self)
    lock.lock()
    let dropped = isCompleted ? cancellable : nil
    if !isCompleted { self.cancellable = cancellable }
    lock.unlock()
    withExtendedLifetime(dropped) {}
  }

  func markDelivered() {
    let lock = LockPool.lock(for: self)
    lock.lock()
    isDelivered = true
    lock.unlock()
  }

  /// Lets go of the subscription; returns `true` if no value was delivered before completion.
  func release() -> Bool {
    let lock = LockPool.lock(for: self)
    lock.lock()
    isCompleted = true
    let released = cancellable.take()
    let missed = !isDelivered
    lock.unlock()
    withExtendedLifetime(released) {}
    return missed
  }
}

/// The first value of a single-value publisher, or its failure; `CancellationError` if it finished empty or the
/// task was cancelled.
func firstValue<P: Publisher>(of publisher: P) async throws -> P.Output where P.Output: Sendable {
  let lifetime = AsyncIteratorLifetime(subscribingTo: publisher)
  guard let value = try await lifetime.bridge.next().get() else { throw CancellationError() }
  return value
}
