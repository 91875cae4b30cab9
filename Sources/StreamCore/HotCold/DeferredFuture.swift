/// A cold publisher of one result whose work runs once per subscription, never at creation.
///
/// Create it like a ``Future``, with a closure that fulfils a promise, or with an `async` closure. Unlike `Future`,
/// nothing runs until someone subscribes, and each subscriber runs the work anew:
///
/// ```swift
/// var runs = 0
/// let future = DeferredFuture<Int, Never> { promise in
///   runs += 1
///   promise(.success(runs))
/// }
/// print(runs)                              // Prints "0"
/// let a = future.sink { print($0) }        // Prints "1"
/// let b = future.sink { print($0) }        // Prints "2"
/// ```
///
/// The work starts when the subscription is made; its value is delivered once the subscriber asks for it.
/// Cancelling the subscription cancels the `async` work (its `Task`) and drops the promise of the closure form.
public struct DeferredFuture<Output, Failure: Error>: DeferredFutureProtocol {
  /// The closure that fulfils the future; only its first call counts.
  ///
  /// It is `@Sendable`, like ``Future/Promise``: a callback on another thread may capture it.
  public typealias Promise = @Sendable (Result<Output, Failure>) -> Void

  private let starter: (@escaping Promise) -> AnyCancellable

  init(starting starter: @escaping (@escaping Promise) -> AnyCancellable) {
    self.starter = starter
  }

  /// Creates a future whose `attemptToFulfill` runs once per subscription with that subscription's promise.
  public init(_ attemptToFulfill: @escaping (@escaping Promise) -> Void) {
    self.init(starting: { promise in
      attemptToFulfill(promise)
      return AnyCancellable {}
    })
  }

  public func start(_ completion: @escaping (Result<Output, Failure>) -> Void) -> AnyCancellable {
    let once = OncePromise(completion)
    let work = starter { once.fulfill($0) }
    return AnyCancellable {
      once.cancel()
      work.cancel()
    }
  }

  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    let subscription = FutureConduitTo(downstream: subscriber)
    subscriber.receive(subscription: subscription)
    let work = start { subscription.resolve($0) }
    subscription.onCancel(work)
  }
}

extension DeferredFuture where Failure == Never {
  /// Creates a future whose `operation` runs in a new `Task` once per subscription.
  ///
  /// ```swift
  /// let greeting = DeferredFuture { await loadGreeting() }
  /// ```
  public init(operation: @escaping @Sendable () async -> Output) {
    self.init(starting: { promise in
      let task = Task { promise(.success(await operation())) }
      return AnyCancellable { task.cancel() }
    })
  }
}

extension DeferredFuture where Failure == any Error {
  /// Creates a future whose throwing `operation` runs in a new `Task` once per subscription; a thrown error
  /// (including `CancellationError`) fails it.
  public init(operation: @escaping @Sendable () async throws -> Output) {
    self.init(starting: { promise in
      let task = Task {
        do {
          promise(.success(try await operation()))
        } catch {
          promise(.failure(error))
        }
      }
      return AnyCancellable { task.cancel() }
    })
  }
}

extension DeferredFuture {
  /// Creates a future whose `operation`, throwing only `Failure`, runs in a new `Task` once per subscription.
  ///
  /// The typed-throws form: the error the closure throws is the future's failure, with no cast.
  ///
  /// ```swift
  /// enum CheckoutError: Error { case declined }
  /// let checkout = DeferredFuture<String, CheckoutError> { () async throws(CheckoutError) -> String in
  ///   throw .declined
  /// }
  /// let cancellable = checkout.sink(receiveCompletion: { print($0) }, receiveValue: { print($0) })
  /// // Prints "failure(CheckoutError.declined)" once the task has run
  /// ```
  @_disfavoredOverload
  public init(operation: @escaping @Sendable () async throws(Failure) -> Output) {
    self.init(starting: { promise in
      let task = Task {
        do throws(Failure) {
          promise(.success(try await operation()))
        } catch {
          promise(.failure(error))
        }
      }
      return AnyCancellable { task.cancel() }
    })
  }
}

/// Calls a completion at most once, and never after `cancel()`.
// @unchecked: `completion` is guarded by the pooled lock; the promise that captures this may run on any thread.
private final class OncePromise<Output, Failure: Error>: @unchecked Sendable {
  private var completion: ((Result<Output, Failure>) -> Void)?  // Guarded by the pooled lock.

  init(_ completion: @escaping (Result<Output, Failure>) -> Void) {
    self.completion = completion
  }

  func fulfill(_ result: Result<Output, Failure>) {
    let lock = LockPool.lock(for: self)
    lock.lock()
    let completion = self.completion.take()
    lock.unlock()
    completion?(result)
  }

  func cancel() {
    let lock = LockPool.lock(for: self)
    lock.lock()
    let released = completion.take()
    lock.unlock()
    withExtendedLifetime(released) {}
  }
}
