#if !canImport(Combine)
extension Result {
  /// A publisher that emits a result's value once and finishes, or fails at once with its error.
  ///
  /// Create one with a result's ``Swift/Result/publisher`` property. A `.success` waits for the subscriber's
  /// first request, then emits the value and finishes; a `.failure` fails on subscription, without demand.
  ///
  /// ```swift
  /// struct Oops: Error {}
  /// let success = Result<Int, Oops>.success(1).publisher
  ///   .sink(receiveCompletion: { print($0) }, receiveValue: { print($0) })
  /// // Prints "1", then "finished"
  /// let failure = Result<Int, Oops>.failure(Oops()).publisher
  ///   .sink(receiveCompletion: { print($0) }, receiveValue: { print($0) })
  /// // Prints "failure(Oops())"
  /// ```
  public struct Publisher: StreamCore.Publisher {
    public typealias Output = Success

    /// The result every subscriber receives.
    public let result: Result

    /// Creates a publisher of `result`.
    public init(_ result: Result) {
      self.result = result
    }

    /// Creates a publisher that emits `output` and finishes.
    public init(_ output: Output) {
      self.init(.success(output))
    }

    /// Creates a publisher that fails with `failure` on subscription.
    public init(_ failure: Failure) {
      self.init(.failure(failure))
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Success, S.Failure == Failure {
      switch result {
      case .success(let value):
        subscriber.receive(subscription: SingleValueSubscription(value, downstream: subscriber, name: "Once"))
      case .failure(let error):
        subscriber.receive(subscription: Subscriptions.empty)
        subscriber.receive(completion: .failure(error))
      }
    }
  }

  /// A publisher of this result: its value then `.finished`, or its error.
  ///
  /// ```swift
  /// let cancellable = Result<Int, Never>.success(7).publisher.sink { print($0) }
  /// // Prints "7"
  /// ```
  public var publisher: Publisher {
    Publisher(self)
  }
}

extension Result.Publisher: Equatable where Success: Equatable, Failure: Equatable {}
extension Result.Publisher: Sendable where Success: Sendable, Failure: Sendable {}
#endif
