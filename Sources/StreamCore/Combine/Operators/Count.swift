#if !canImport(Combine)
extension Publishers {
  /// A publisher that publishes how many values its upstream emitted, once it finishes.
  ///
  /// Created by ``Publisher/count()``.
  public struct Count<Upstream: Publisher>: Publisher {
    public typealias Output = Int
    public typealias Failure = Upstream.Failure

    /// The publisher whose values are counted.
    public let upstream: Upstream

    /// Creates a publisher of the number of values `upstream` emits.
    public init(upstream: Upstream) {
      self.upstream = upstream
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let reducer = StepReducer<Upstream.Output, Int, Int, Failure, Failure>(
        state: 0,
        step: { count, _ in
          count += 1
          return .next
        },
        finish: { $0 }
      )
      upstream.subscribe(subscriber, through: reducer, name: "Count")
    }
  }
}

extension Publishers.Count: Equatable where Upstream: Equatable {}

extension Publisher {
  /// Publishes the number of values once upstream finishes.
  ///
  /// ```swift
  /// let cancellable = ["a", "b"].publisher.count().sink { print($0) }
  /// // Prints "2"
  /// ```
  public func count() -> Publishers.Count<Self> {
    Publishers.Count(upstream: self)
  }
}
#endif
