/// A hot publisher that eventually produces one value, or fails, from work that starts at creation.
///
/// The closure runs at once, in the initializer. Every subscriber, early or late, receives the same result. Use
/// ``DeferredFuture`` for work that should start only when someone subscribes.
///
/// ```swift
/// let future = Future<Int, Never> { promise in promise(.success(42)) }
/// let cancellable = future.sink { print($0) }
/// // Prints "42"
/// ```
public final class Future<Output, Failure: Error>: Publisher {
  /// The closure that fulfils a future.
  public typealias Promise = (Result<Output, Failure>) -> Void

  private let core = FutureCore<Output, Failure>()

  /// Creates a future and runs `attemptToFulfill` at once with its promise. Only the first call of the promise
  /// counts.
  public init(_ attemptToFulfill: @escaping (@escaping Promise) -> Void) {
    let core = self.core
    attemptToFulfill { core.fulfill($0) }
  }

  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    core.attach(subscriber)
  }
}

// @unchecked: all state lives in `FutureCore` behind its lock; the result crosses threads only when Sendable.
extension Future: @unchecked Sendable where Output: Sendable {}
