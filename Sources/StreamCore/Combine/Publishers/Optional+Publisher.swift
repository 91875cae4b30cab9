#if !canImport(Combine)
extension Optional {
  /// A publisher that emits an optional's value once and finishes, or finishes at once if it is `nil`.
  ///
  /// Create one with an optional's ``Swift/Optional/publisher`` property. A value waits for the subscriber's
  /// first request; `nil` finishes on subscription, without demand.
  ///
  /// ```swift
  /// let some = Optional(1).publisher
  ///   .sink(receiveCompletion: { print($0) }, receiveValue: { print($0) })
  /// // Prints "1", then "finished"
  /// let none = Int?.none.publisher
  ///   .sink(receiveCompletion: { print($0) }, receiveValue: { print($0) })
  /// // Prints "finished"
  /// ```
  public struct Publisher: StreamCore.Publisher {
    public typealias Output = Wrapped
    public typealias Failure = Never

    /// The value every subscriber receives, if any.
    public let output: Wrapped?

    /// Creates a publisher of `output`'s value, or of nothing if it is `nil`.
    public init(_ output: Output?) {
      self.output = output
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Wrapped, S.Failure == Never {
      if let output {
        subscriber.receive(subscription: SingleValueSubscription(output, downstream: subscriber, name: "Optional"))
      } else {
        subscriber.receive(subscription: Subscriptions.empty)
        subscriber.receive(completion: .finished)
      }
    }
  }

  /// A publisher of this optional's value then `.finished`, or of `.finished` alone if it is `nil`.
  ///
  /// ```swift
  /// let cancellable = Optional("a").publisher.sink { print($0) }
  /// // Prints "a"
  /// ```
  public var publisher: Publisher {
    Publisher(self)
  }
}

extension Optional.Publisher: Equatable where Wrapped: Equatable {}
extension Optional.Publisher: Sendable where Wrapped: Sendable {}
#endif
