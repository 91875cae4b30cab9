#if !canImport(Combine)
/// The values of a publisher that cannot fail, as an `AsyncSequence`.
///
/// Created by `values`. Each iterator subscribes once and asks for one value at a time.
/// Breaking out of the loop, or cancelling the task, cancels the subscription.
///
/// ```swift
/// for await value in [1, 2, 3].publisher.values {
///   print(value)
/// }
/// // Prints "1", "2", "3"
/// ```
public struct AsyncPublisher<Upstream: Publisher>: AsyncSequence
where Upstream.Failure == Never, Upstream.Output: Sendable {
  public typealias Element = Upstream.Output

  private let upstream: Upstream

  /// Creates the async sequence of `upstream`'s values.
  public init(_ upstream: Upstream) {
    self.upstream = upstream
  }

  public func makeAsyncIterator() -> Iterator {
    Iterator(lifetime: AsyncIteratorLifetime(subscribingTo: upstream))
  }

  /// Awaits the publisher's values one by one.
  public struct Iterator: AsyncIteratorProtocol {
    let lifetime: AsyncIteratorLifetime<Upstream.Output, Never>

    public mutating func next() async -> Upstream.Output? {
      switch await lifetime.bridge.next() {
      case .success(let value): value
      }
    }
  }
}

/// The values of a publisher that can fail, as an `AsyncSequence` that throws the failure.
///
/// Created by `values`.
///
/// ```swift
/// do {
///   for try await value in request.values { print(value) }
/// } catch {
///   print("failed: \(error)")
/// }
/// ```
public struct AsyncThrowingPublisher<Upstream: Publisher>: AsyncSequence where Upstream.Output: Sendable {
  public typealias Element = Upstream.Output

  private let upstream: Upstream

  /// Creates the async sequence of `upstream`'s values.
  public init(_ upstream: Upstream) {
    self.upstream = upstream
  }

  public func makeAsyncIterator() -> Iterator {
    Iterator(lifetime: AsyncIteratorLifetime(subscribingTo: upstream))
  }

  /// Awaits the publisher's values one by one, throwing its failure.
  public struct Iterator: AsyncIteratorProtocol {
    let lifetime: AsyncIteratorLifetime<Upstream.Output, Upstream.Failure>

    public mutating func next() async throws -> Upstream.Output? {
      try await lifetime.bridge.next().get()
    }
  }
}

@available(*, unavailable)
extension AsyncPublisher.Iterator: Sendable {}

@available(*, unavailable)
extension AsyncThrowingPublisher.Iterator: Sendable {}

extension Publisher where Failure == Never, Output: Sendable {
  /// This publisher's values as an `AsyncSequence`.
  public var values: AsyncPublisher<Self> {
    AsyncPublisher(self)
  }
}

extension Publisher where Output: Sendable {
  /// This publisher's values as an `AsyncSequence` that throws the publisher's failure.
  public var values: AsyncThrowingPublisher<Self> {
    AsyncThrowingPublisher(self)
  }
}

extension Future where Output: Sendable {
  /// The future's value, once it is fulfilled; throws its failure, or `CancellationError` if the task is cancelled
  /// first.
  public var value: Output {
    get async throws {
      try await firstValue(of: self)
    }
  }
}

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

extension Future where Output: Sendable, Failure == Never {
  /// The future's value, once it is fulfilled.
  ///
  /// As in Combine, a future that cannot fail gives its value without `try`. Cancelling the waiting task does not
  /// end the wait: there is no error to throw, and the future's work runs whether or not anyone waits.
  ///
  /// ```swift
  /// let answer = Future<Int, Never> { promise in promise(.success(42)) }
  /// print(await answer.value)  // Prints "42"
  /// ```
  public var value: Output {
    get async {
      await onlyValue(of: self)
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
private func onlyValue<P: Publisher>(of publisher: P) async -> P.Output where P.Output: Sendable, P.Failure == Never {
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
private func firstValue<P: Publisher>(of publisher: P) async throws -> P.Output where P.Output: Sendable {
  let lifetime = AsyncIteratorLifetime(subscribingTo: publisher)
  guard let value = try await lifetime.bridge.next().get() else { throw CancellationError() }
  return value
}
#endif
