/// A type-erased cold future: any ``DeferredFutureProtocol`` behind one type.
///
/// ```swift
/// func loadProfile() -> AnyDeferredFuture<Profile, APIError> {
///   DeferredFuture { promise in api.profile(completion: promise) }
///     .map(Profile.init)
///     .eraseToAnyDeferredFuture()
/// }
/// ```
public struct AnyDeferredFuture<Output, Failure: Error>: DeferredFutureProtocol {
  private let future: DeferredFuture<Output, Failure>

  /// Wraps `future`.
  public init<F: DeferredFutureProtocol>(_ future: F) where F.Output == Output, F.Failure == Failure {
    if let erased = future as? AnyDeferredFuture<Output, Failure> {
      self = erased
    } else if let concrete = future as? DeferredFuture<Output, Failure> {
      self.future = concrete
    } else {
      self.future = DeferredFuture(starting: { future.start($0) })
    }
  }

  /// Creates an erased ``DeferredFuture`` whose `attemptToFulfill` runs once per subscription with its promise.
  ///
  /// ```swift
  /// let answer = AnyDeferredFuture<Int, Never> { promise in promise(.success(42)) }
  /// let cancellable = answer.sink { print($0) }
  /// // Prints "42"
  /// ```
  public init(_ attemptToFulfill: @escaping (@escaping DeferredFuture<Output, Failure>.Promise) -> Void) {
    future = DeferredFuture(attemptToFulfill)
  }

  /// Creates an erased ``DeferredFuture`` whose `attemptToFulfill` runs once per subscription with its promise:
  /// CombineEx's labelled spelling.
  ///
  /// The same future as the unlabelled initializer makes; code ported from CombineEx that spells the label compiles
  /// unchanged. A trailing closure still picks the unlabelled initializer (this one is disfavoured), so neither
  /// spelling is ambiguous.
  ///
  /// ```swift
  /// let answer = AnyDeferredFuture<Int, Never>(attemptToFulfill: { promise in promise(.success(42)) })
  /// let cancellable = answer.sink { print($0) }
  /// // Prints "42"
  /// ```
  ///
  /// - Parameter attemptToFulfill: Runs once per subscription, with the promise that completes it.
  @_disfavoredOverload
  public init(attemptToFulfill: @escaping (@escaping DeferredFuture<Output, Failure>.Promise) -> Void) {
    self.init(attemptToFulfill)
  }

  public func start(_ completion: @escaping (Result<Output, Failure>) -> Void) -> AnyCancellable {
    future.start(completion)
  }

  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    future.receive(subscriber: subscriber)
  }
}
