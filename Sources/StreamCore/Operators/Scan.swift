extension Publishers {
  /// A publisher that publishes each step of an accumulation over its upstream's values.
  ///
  /// Created by ``Publisher/scan(_:_:)``.
  public struct Scan<Upstream: Publisher, Output>: Publisher {
    public typealias Failure = Upstream.Failure

    /// The publisher whose values are accumulated.
    public let upstream: Upstream
    /// The value the accumulation starts from.
    public let initialResult: Output
    /// Combines the accumulation so far with the next value.
    public let nextPartialResult: (Output, Upstream.Output) -> Output

    /// Creates a publisher of the running accumulation of `upstream`'s values.
    public init(
      upstream: Upstream,
      initialResult: Output,
      nextPartialResult: @escaping (Output, Upstream.Output) -> Output
    ) {
      self.upstream = upstream
      self.initialResult = initialResult
      self.nextPartialResult = nextPartialResult
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let next = nextPartialResult
      let transformer = StepTransformer<Upstream.Output, Output, Output, Failure, Failure>(state: initialResult) {
        accumulated,
        value in
        accumulated = next(accumulated, value)
        return .emit(accumulated)
      }
      upstream.subscribe(subscriber, through: transformer, name: "Scan")
    }
  }
}

extension Publisher {
  /// Publishes each step of an accumulation: the result of combining the previous step with the next value.
  ///
  /// ```swift
  /// let cancellable = [1, 2, 3].publisher.scan(0, +).sink { print($0) }
  /// // Prints "1", "3", "6"
  /// ```
  ///
  /// - Parameters:
  ///   - initialResult: The value the accumulation starts from.
  ///   - nextPartialResult: Combines the accumulation so far with the next value.
  /// - Returns: A publisher of the running accumulation.
  public func scan<T>(
    _ initialResult: T,
    _ nextPartialResult: @escaping (T, Output) -> T
  ) -> Publishers.Scan<Self, T> {
    Publishers.Scan(upstream: self, initialResult: initialResult, nextPartialResult: nextPartialResult)
  }
}
