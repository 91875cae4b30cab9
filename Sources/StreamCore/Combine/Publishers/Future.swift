#if !canImport(Combine)
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
///
/// Wrapping a callback API, in Swift 6 mode:
///
/// ```swift
/// let answer = Future<Int, Never> { promise in
///   DispatchQueue.global().asyncAfter(deadline: .now() + 0.1) { promise(.success(42)) }
/// }
/// print(await answer.value)  // Prints "42"
/// ```
public final class Future<Output, Failure: Error>: Publisher {
  /// The closure that fulfils a future.
  ///
  /// It is `@Sendable` (Combine's is not): it guards itself with a lock, so it may be captured by a callback that
  /// runs on another thread, the most common use of a future, and still be passed wherever a plain
  /// `(Result<Output, Failure>) -> Void` completion handler is expected.
  public typealias Promise = @Sendable (Result<Output, Failure>) -> Void

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
#endif
