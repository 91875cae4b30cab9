extension Publishers {
  /// What the closure of a ``Publishers/Custom`` or ``DeferredCustom`` publisher uses to reach its subscriber.
  ///
  /// Each subscription gets its own handler. It may be kept and used from any thread, at any time: values sent
  /// while the subscriber has no demand are buffered and delivered, in order, as it asks for more; a completion sent
  /// while values are buffered is delivered after them; after a cancel or a completion, everything sent is dropped.
  ///
  /// ```swift
  /// let numbers = DeferredCustom<Int, Never> { handler in
  ///   for number in 1...3 where !handler.isCancelled {
  ///     handler.sendValue(number)
  ///   }
  ///   handler.sendCompletion(.finished)
  /// }
  /// let subscription = numbers.sink { print($0) }
  /// // Prints "1", "2", "3"
  /// ```
  public protocol CustomSubscriptionHandler<Output, Failure>: Sendable {
    /// The type of the values the handler sends.
    associatedtype Output
    /// The type of the failure the handler may send.
    associatedtype Failure: Error

    /// Sends `value` to the subscriber, or buffers it until the subscriber asks for it.
    ///
    /// Dropped once the subscription is cancelled or a completion was sent.
    ///
    /// - Parameter value: The value to send.
    func sendValue(_ value: Output)

    /// Ends the subscription with `completion`, delivered after any buffered values.
    ///
    /// Only the first completion counts; later ones, and values sent after it, are dropped.
    ///
    /// - Parameter completion: The completion to send.
    func sendCompletion(_ completion: Subscribers.Completion<Failure>)

    /// Whether the subscriber cancelled the subscription. Once `true`, it stays `true`.
    var isCancelled: Bool { get }

    /// How many more values the subscriber takes now without buffering: what it asked for, less what was
    /// delivered or is buffered. `.none` once the subscription is cancelled or completed.
    var demand: Subscribers.Demand { get }
  }
}
