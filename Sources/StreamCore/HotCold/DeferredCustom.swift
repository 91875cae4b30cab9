/// A *cold* ``Publishers/Custom``: its closure runs once per subscription and sends values and a completion through
/// a ``Publishers/CustomSubscriptionHandler``, honouring demand.
///
/// Each subscriber gets its own run of the closure, so the publisher conforms to ``DeferredPublisherProtocol`` and
/// erases to ``AnyDeferredPublisher``. Values sent beyond the subscriber's demand are buffered and delivered as it
/// asks for more (CombineEx's delivers them regardless); a completion waits for the buffered values; nothing is
/// delivered after a cancel or a completion.
///
/// ```swift
/// let countdown = DeferredCustom<Int, Never> { handler in
///   for number in [3, 2, 1] {
///     handler.sendValue(number)
///   }
///   handler.sendCompletion(.finished)
/// }
/// let first = countdown.sink { print($0) }     // Prints "3", "2", "1"
/// let second = countdown.sink { print($0) }    // Prints "3", "2", "1" again: a new run
/// let erased: AnyDeferredPublisher<Int, Never> = countdown.eraseToAnyDeferredPublisher()
/// ```
public struct DeferredCustom<Output, Failure: Error>: DeferredPublisherProtocol, Sendable {
  /// The closure that drives each subscription.
  public let subscriptionHandler: @Sendable (any Publishers.CustomSubscriptionHandler<Output, Failure>) -> Void

  /// Creates a cold publisher that calls `subscriptionHandler` with a new handler for each subscriber.
  ///
  /// - Parameter subscriptionHandler: Sends values and a completion through the handler it is given, at once or
  ///   later, from any thread.
  public init(
    subscriptionHandler: @escaping @Sendable (any Publishers.CustomSubscriptionHandler<Output, Failure>) -> Void
  ) {
    self.subscriptionHandler = subscriptionHandler
  }

  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    Publishers.Custom(subscriptionHandler).receive(subscriber: subscriber)
  }
}
