#if !canImport(Combine)
extension Publishers {
  /// A publisher that accumulates all of its upstream's values and publishes the result when upstream finishes.
  ///
  /// Created by ``Publisher/reduce(_:_:)``.
  public struct Reduce<Upstream: Publisher, Output>: Publisher {
    public typealias Failure = Upstream.Failure

    /// The publisher whose values are accumulated.
    public let upstream: Upstream
    /// The value the accumulation starts from.
    public let initial: Output
    /// Combines the accumulation so far with the next value.
    public let nextPartialResult: (Output, Upstream.Output) -> Output

    /// Creates a publisher of the accumulation of all of `upstream`'s values.
    public init(upstream: Upstream, initial: Output, nextPartialResult: @escaping (Output, Upstream.Output) -> Output) {
      self.upstream = upstream
      self.initial = initial
      self.nextPartialResult = nextPartialResult
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let next = nextPartialResult
      let reducer = StepReducer<Upstream.Output, Output, Output, Failure, Failure>(
        state: initial,
        step: { accumulated, value in
          accumulated = next(accumulated, value)
          return .next
        },
        finish: { $0 }
      )
      upstream.subscribe(subscriber, through: reducer, name: "Reduce")
    }
  }
}

extension Publisher {
  /// Accumulates all values and publishes the result once upstream finishes.
  ///
  /// ```swift
  /// let cancellable = [1, 2, 3].publisher.reduce(0, +).sink { print($0) }
  /// // Prints "6"
  /// ```
  ///
  /// - Parameters:
  ///   - initialResult: The value the accumulation starts from.
  ///   - nextPartialResult: Combines the accumulation so far with the next value.
  /// - Returns: A publisher of one value: the final accumulation.
  public func reduce<T>(
    _ initialResult: T,
    _ nextPartialResult: @escaping (T, Output) -> T
  ) -> Publishers.Reduce<Self, T> {
    Publishers.Reduce(upstream: self, initial: initialResult, nextPartialResult: nextPartialResult)
  }
}
#endif
