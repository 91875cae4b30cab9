#if !canImport(Combine)
/// A cold publisher that creates a new publisher for each subscriber.
///
/// The closure runs once per subscription, never at creation, so work inside it starts only when someone
/// subscribes:
///
/// ```swift
/// var calls = 0
/// let publisher = Deferred { () -> Just<Int> in
///   calls += 1
///   return Just(calls)
/// }
/// print(calls)                                   // Prints "0"
/// let first = publisher.sink { print($0) }       // Prints "1"
/// let second = publisher.sink { print($0) }      // Prints "2"
/// ```
public struct Deferred<DeferredPublisher: Publisher>: Publisher {
  public typealias Output = DeferredPublisher.Output
  public typealias Failure = DeferredPublisher.Failure

  /// The closure that creates a publisher for each subscriber.
  public let createPublisher: () -> DeferredPublisher

  /// Creates a publisher that calls `createPublisher` for every subscriber.
  public init(createPublisher: @escaping () -> DeferredPublisher) {
    self.createPublisher = createPublisher
  }

  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    createPublisher().subscribe(subscriber)
  }
}
#endif
