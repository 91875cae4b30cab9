extension Publishers {
  /// A publisher whose closure sends values and a completion through a
  /// ``Publishers/CustomSubscriptionHandler``, honouring demand.
  ///
  /// The closure runs for each subscriber, after the subscriber received its subscription, with a handler for that
  /// subscription; it is not called if the subscriber cancelled at once. Unlike CombineEx's, this publisher honours
  /// demand: values sent beyond the subscriber's demand are buffered and delivered as it asks for more, never past
  /// it; a completion waits for the buffered values; nothing is delivered after a cancel or a completion. To declare
  /// the publisher cold, so that it erases to ``AnyDeferredPublisher``, use ``DeferredCustom``.
  ///
  /// ```swift
  /// let publisher = Publishers.Custom<Int, Never> { handler in
  ///   handler.sendValue(1)
  ///   handler.sendValue(2)
  ///   handler.sendValue(3)
  ///   handler.sendCompletion(.finished)
  /// }
  /// let subscription = publisher.prefix(2).sink { print($0) }
  /// // Prints "1", "2"
  /// ```
  public struct Custom<Output, Failure: Error>: Publisher, Sendable {
    /// The closure that drives each subscription.
    public let subscriptionHandler: @Sendable (any CustomSubscriptionHandler<Output, Failure>) -> Void

    /// Creates a publisher that calls `subscriptionHandler` with a new handler for each subscriber.
    ///
    /// - Parameter subscriptionHandler: Sends values and a completion through the handler it is given, at once or
    ///   later, from any thread.
    public init(_ subscriptionHandler: @escaping @Sendable (any CustomSubscriptionHandler<Output, Failure>) -> Void) {
      self.subscriptionHandler = subscriptionHandler
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let subscription = CustomSubscription(subscriber)
      subscriber.receive(subscription: subscription)
      guard !subscription.isCancelled else { return }
      subscriptionHandler(subscription)
    }
  }
}
