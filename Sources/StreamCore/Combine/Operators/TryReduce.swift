#if !canImport(Combine)
extension Publishers {
  /// A publisher that accumulates all values with a throwing closure and publishes the result when upstream
  /// finishes; a thrown error fails the stream.
  ///
  /// Created by ``Publisher/tryReduce(_:_:)``.
  public struct TryReduce<Upstream: Publisher, Output>: Publisher {
    public typealias Failure = any Error

    /// The publisher whose values are accumulated.
    public let upstream: Upstream
    /// The value the accumulation starts from.
    public let initial: Output
    /// Combines the accumulation so far with the next value, or throws.
    public let nextPartialResult: (Output, Upstream.Output) throws -> Output

    /// Creates a publisher of the accumulation of all of `upstream`'s values.
    public init(
      upstream: Upstream,
      initial: Output,
      nextPartialResult: @escaping (Output, Upstream.Output) throws -> Output
    ) {
      self.upstream = upstream
      self.initial = initial
      self.nextPartialResult = nextPartialResult
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let next = nextPartialResult
      let reducer = StepReducer<Upstream.Output, Output, Output, Upstream.Failure, any Error>(
        state: initial,
        throwingStep: { accumulated, value in
          accumulated = try next(accumulated, value)
          return .next
        },
        finish: { $0 }
      )
      upstream.subscribe(subscriber, through: reducer, name: "TryReduce")
    }
  }
}

extension Publisher {
  /// Accumulates all values with a throwing closure and publishes the result once upstream finishes.
  ///
  /// - Parameters:
  ///   - initialResult: The value the accumulation starts from.
  ///   - nextPartialResult: Combines the accumulation so far with the next value, or throws.
  /// - Returns: A publisher of one value that fails with `any Error`.
  public func tryReduce<T>(
    _ initialResult: T,
    _ nextPartialResult: @escaping (T, Output) throws -> T
  ) -> Publishers.TryReduce<Self, T> {
    Publishers.TryReduce(upstream: self, initial: initialResult, nextPartialResult: nextPartialResult)
  }
}
#endif
