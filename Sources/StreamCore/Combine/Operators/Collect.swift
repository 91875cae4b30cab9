#if !canImport(Combine)
extension Publishers {
  /// A publisher that collects all of its upstream's values into one array, published when upstream finishes.
  ///
  /// Created by ``Publisher/collect()``.
  public struct Collect<Upstream: Publisher>: Publisher {
    public typealias Output = [Upstream.Output]
    public typealias Failure = Upstream.Failure

    /// The publisher whose values are collected.
    public let upstream: Upstream

    /// Creates a publisher of all of `upstream`'s values in one array.
    public init(upstream: Upstream) {
      self.upstream = upstream
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let reducer = StepReducer<Upstream.Output, Output, Output, Failure, Failure>(
        state: [],
        step: { collected, value in
          collected.append(value)
          return .next
        },
        finish: { $0 }
      )
      upstream.subscribe(subscriber, through: reducer, name: "Collect")
    }
  }
}

extension Publisher {
  /// Collects every value into one array, published when upstream finishes. A failure discards the values.
  ///
  /// ```swift
  /// let cancellable = [1, 2, 3].publisher.collect().sink { print($0) }
  /// // Prints "[1, 2, 3]"
  /// ```
  ///
  /// - Returns: A publisher of one array.
  /// - Complexity: O(*n*) memory for *n* values.
  public func collect() -> Publishers.Collect<Self> {
    Publishers.Collect(upstream: self)
  }
}
#endif
