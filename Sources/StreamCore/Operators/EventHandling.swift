// CombineEx's one-event shorthands for `handleEvents`, each returning the same `Publishers.HandleEvents`.

extension Publisher {
  /// Calls `receiveSubscription` when upstream hands over its subscription, without changing the stream.
  ///
  /// Shorthand for ``handleEvents(receiveSubscription:receiveOutput:receiveCompletion:receiveCancel:receiveRequest:isolation:)``
  /// with one closure. Cold publishers stay cold.
  ///
  /// ```swift
  /// let cancellable = Just(1).handleSubscription { print("subscribed") }.sink { print($0) }
  /// // Prints "subscribed", then "1"
  /// ```
  ///
  /// - Parameter receiveSubscription: Called once per subscription; `nil` does nothing.
  /// - Returns: A publisher that calls `receiveSubscription`, then passes every event on unchanged.
  public func handleSubscription(
    _ receiveSubscription: (@Sendable () -> Void)? = nil
  ) -> Publishers.HandleEvents<Self> {
    Publishers.HandleEvents(
      upstream: self,
      receiveSubscription: receiveSubscription.map { handler in { _ in handler() } },
      receiveRequest: nil
    )
  }

  /// Calls `receiveValue` with each value before it goes downstream.
  ///
  /// ```swift
  /// let cancellable = [1, 2].publisher.handleValue { print("saw \($0)") }.sink { _ in }
  /// // Prints "saw 1", "saw 2"
  /// ```
  ///
  /// - Parameter receiveValue: Called with each value; `nil` does nothing.
  /// - Returns: A publisher that calls `receiveValue`, then passes every event on unchanged.
  public func handleValue(_ receiveValue: (@Sendable (Output) -> Void)? = nil) -> Publishers.HandleEvents<Self> {
    Publishers.HandleEvents(upstream: self, receiveOutput: receiveValue, receiveRequest: nil)
  }

  /// Calls `receiveError` with the failure, if the stream fails, before it goes downstream.
  ///
  /// ```swift
  /// let cancellable = Fail<Int, URLError>(error: URLError(.timedOut))
  ///   .handleError { print("failed: \($0.code)") }
  ///   .sink(receiveCompletion: { _ in }, receiveValue: { _ in })
  /// // Prints "failed: NSURLErrorDomain.Code(rawValue: -1001)"
  /// ```
  ///
  /// - Parameter receiveError: Called once with the failure; `nil` does nothing.
  /// - Returns: A publisher that calls `receiveError`, then passes every event on unchanged.
  public func handleError(_ receiveError: (@Sendable (Failure) -> Void)? = nil) -> Publishers.HandleEvents<Self> {
    Publishers.HandleEvents(
      upstream: self,
      receiveCompletion: receiveError.map { handler in
        { if case .failure(let error) = $0 { handler(error) } }
      },
      receiveRequest: nil
    )
  }

  /// Calls `receiveFinished` when the stream finishes normally, before the completion goes downstream.
  ///
  /// ```swift
  /// let cancellable = [1, 2].publisher.handleFinished { print("done") }.sink { print($0) }
  /// // Prints "1", "2", "done"
  /// ```
  ///
  /// - Parameter receiveFinished: Called once on `.finished` (not on a failure); `nil` does nothing.
  /// - Returns: A publisher that calls `receiveFinished`, then passes every event on unchanged.
  public func handleFinished(_ receiveFinished: (@Sendable () -> Void)? = nil) -> Publishers.HandleEvents<Self> {
    Publishers.HandleEvents(
      upstream: self,
      receiveCompletion: receiveFinished.map { handler in
        { if case .finished = $0 { handler() } }
      },
      receiveRequest: nil
    )
  }

  /// Calls `receiveCompletion` with the completion, finished or failed, before it goes downstream.
  ///
  /// ```swift
  /// let cancellable = [1].publisher.handleCompletion { print($0) }.sink { _ in }
  /// // Prints "finished"
  /// ```
  ///
  /// - Parameter receiveCompletion: Called once with the completion; `nil` does nothing.
  /// - Returns: A publisher that calls `receiveCompletion`, then passes every event on unchanged.
  public func handleCompletion(
    _ receiveCompletion: (@Sendable (Subscribers.Completion<Failure>) -> Void)? = nil
  ) -> Publishers.HandleEvents<Self> {
    Publishers.HandleEvents(upstream: self, receiveCompletion: receiveCompletion, receiveRequest: nil)
  }

  /// Calls `receiveCancel` when downstream cancels.
  ///
  /// ```swift
  /// let subject = PassthroughSubject<Int, Never>()
  /// let cancellable = subject.handleCancel { print("cancelled") }.sink { _ in }
  /// cancellable.cancel()
  /// // Prints "cancelled"
  /// ```
  ///
  /// - Parameter receiveCancel: Called once if downstream cancels (not after a completion); `nil` does nothing.
  /// - Returns: A publisher that calls `receiveCancel`, then passes every event on unchanged.
  public func handleCancel(_ receiveCancel: (@Sendable () -> Void)? = nil) -> Publishers.HandleEvents<Self> {
    Publishers.HandleEvents(upstream: self, receiveCancel: receiveCancel, receiveRequest: nil)
  }
}
