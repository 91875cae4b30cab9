#if !canImport(Combine)
extension Publishers {
  /// A publisher that maps each upstream value to a publisher and merges the values of those publishers.
  ///
  /// Created by `flatMap(maxPublishers:_:)`, which has an overload for each mix of failing and `Never`-failing
  /// publishers, as in Combine.
  public struct FlatMap<NewPublisher: Publisher, Upstream: Publisher>: Publisher
  where NewPublisher.Failure == Upstream.Failure {
    public typealias Output = NewPublisher.Output
    public typealias Failure = Upstream.Failure

    /// The publisher whose values are mapped.
    public let upstream: Upstream
    /// How many inner publishers may be subscribed at once.
    public let maxPublishers: Subscribers.Demand
    /// Maps a value to the publisher whose values are merged.
    public let transform: (Upstream.Output) -> NewPublisher

    /// Creates a publisher that merges the publishers `transform` makes from `upstream`'s values.
    public init(
      upstream: Upstream,
      maxPublishers: Subscribers.Demand,
      transform: @escaping (Upstream.Output) -> NewPublisher
    ) {
      require(maxPublishers > 0, "flatMap(maxPublishers: \(maxPublishers)): must allow at least one publisher")
      self.upstream = upstream
      self.maxPublishers = maxPublishers
      self.transform = transform
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let subscription = FlatMapSubscription<Upstream.Output, NewPublisher, S>(
        downstream: subscriber,
        maxPublishers: maxPublishers,
        transform: transform
      )
      subscription.pump.start(with: subscription)
      upstream.subscribe(OuterSubscriber(parent: subscription))
    }
  }
}

extension Publisher {
  /// Maps every value to a publisher and merges the values of all those publishers into one stream.
  ///
  /// At most `maxPublishers` inner publishers are subscribed at once; with `.max(1)` they run one after another.
  /// Inner publishers are asked for all their values, which wait in a buffer while downstream has no demand.
  /// Finishes when upstream and every inner publisher have finished; fails as soon as any of them fails.
  ///
  /// ```swift
  /// let cancellable = [1, 2].publisher
  ///   .flatMap { [$0, $0 * 10].publisher }
  ///   .sink { print($0) }
  /// // Prints "1", "10", "2", "20"
  /// ```
  ///
  /// - Parameters:
  ///   - maxPublishers: The most inner publishers subscribed at once.
  ///   - transform: Returns the publisher for a value.
  /// - Returns: A publisher of the merged inner values.
  public func flatMap<T, P: Publisher>(
    maxPublishers: Subscribers.Demand = .unlimited,
    _ transform: @escaping (Output) -> P
  ) -> Publishers.FlatMap<P, Self> where T == P.Output, P.Failure == Failure {
    Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers, transform: transform)
  }
}

extension Publisher where Failure == Never {
  /// Maps every value to a publisher that may fail and merges their values; this publisher, which cannot fail,
  /// takes the inner publishers' failure type.
  ///
  /// ```swift
  /// struct Oops: Error {}
  /// let cancellable = [1, 2].publisher
  ///   .flatMap { $0 == 1 ? Result<Int, Oops>.success(10).publisher : Result<Int, Oops>.failure(Oops()).publisher }
  ///   .sink(receiveCompletion: { print($0) }, receiveValue: { print($0) })
  /// // Prints "10", then "failure(Oops())"
  /// ```
  ///
  /// - Parameters:
  ///   - maxPublishers: The most inner publishers subscribed at once.
  ///   - transform: Returns the publisher for a value.
  /// - Returns: A publisher of the merged inner values that fails with the inner publishers' error.
  public func flatMap<P: Publisher>(
    maxPublishers: Subscribers.Demand = .unlimited,
    _ transform: @escaping (Output) -> P
  ) -> Publishers.FlatMap<P, Publishers.SetFailureType<Self, P.Failure>> {
    Publishers.FlatMap(
      upstream: Publishers.SetFailureType(upstream: self),
      maxPublishers: maxPublishers,
      transform: transform
    )
  }

  /// Maps every value to a publisher that cannot fail and merges their values; neither side can fail.
  ///
  /// ```swift
  /// let cancellable = [1, 2].publisher.flatMap { Just($0 * 10) }.sink { print($0) }
  /// // Prints "10", "20"
  /// ```
  ///
  /// - Parameters:
  ///   - maxPublishers: The most inner publishers subscribed at once.
  ///   - transform: Returns the publisher for a value.
  /// - Returns: A publisher of the merged inner values.
  public func flatMap<P: Publisher>(
    maxPublishers: Subscribers.Demand = .unlimited,
    _ transform: @escaping (Output) -> P
  ) -> Publishers.FlatMap<P, Self> where P.Failure == Never {
    Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers, transform: transform)
  }
}

extension Publisher {
  /// Maps every value to a publisher that cannot fail and merges their values; the inner publishers take this
  /// publisher's failure type.
  ///
  /// ```swift
  /// let cancellable = [1, 2].publisher.setFailureType(to: URLError.self)
  ///   .flatMap { Just($0 * 10) }
  ///   .sink(receiveCompletion: { print($0) }, receiveValue: { print($0) })
  /// // Prints "10", "20", then "finished"
  /// ```
  ///
  /// - Parameters:
  ///   - maxPublishers: The most inner publishers subscribed at once.
  ///   - transform: Returns the publisher for a value.
  /// - Returns: A publisher of the merged inner values that fails with this publisher's error.
  public func flatMap<P: Publisher>(
    maxPublishers: Subscribers.Demand = .unlimited,
    _ transform: @escaping (Output) -> P
  ) -> Publishers.FlatMap<Publishers.SetFailureType<P, Failure>, Self> where P.Failure == Never {
    Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers) {
      Publishers.SetFailureType<P, Failure>(upstream: transform($0))
    }
  }
}
#endif
