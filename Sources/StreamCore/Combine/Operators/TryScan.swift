#if !canImport(Combine)
extension Publishers {
  /// A publisher that publishes each step of an accumulation with a throwing closure; a thrown error fails the
  /// stream.
  ///
  /// Created by ``Publisher/tryScan(_:_:)``.
  public struct TryScan<Upstream: Publisher, Output>: Publisher {
    public typealias Failure = any Error

    /// The publisher whose values are accumulated.
    public let upstream: Upstream
    /// The value the accumulation starts from.
    public let initialResult: Output
    /// Combines the accumulation so far with the next value, or throws.
    public let nextPartialResult: (Output, Upstream.Output) throws -> Output

    /// Creates a publisher of the running accumulation of `upstream`'s values.
    public init(
      upstream: Upstream,
      initialResult: Output,
      nextPartialResult: @escaping (Output, Upstream.Output) throws -> Output
    ) {
      self.upstream = upstream
      self.initialResult = initialResult
      self.nextPartialResult = nextPartialResult
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let next = nextPartialResult
      let transformer = StepTransformer<Upstream.Output, Output, Output, Upstream.Failure, any Error>(
        state: initialResult
      ) { accumulated, value in
        accumulated = try next(accumulated, value)
        return .emit(accumulated)
      }
      upstream.subscribe(subscriber, through: transformer, name: "TryScan")
    }
  }
}

extension Publisher {
  /// Publishes each step of an accumulation made with a throwing closure; if it throws, the stream fails.
  ///
  /// - Parameters:
  ///   - initialResult: The value the accumulation starts from.
  ///   - nextPartialResult: Combines the accumulation so far with the next value, or throws.
  /// - Returns: A publisher of the running accumulation that fails with `any Error`.
  public func tryScan<T>(
    _ initialResult: T,
    _ nextPartialResult: @escaping (T, Output) throws -> T
  ) -> Publishers.TryScan<Self, T> {
    Publishers.TryScan(upstream: self, initialResult: initialResult, nextPartialResult: nextPartialResult)
  }
}
#endif
