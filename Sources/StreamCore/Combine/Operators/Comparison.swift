#if !canImport(Combine)
extension Publishers {
  /// A publisher that publishes the greatest value under an ordering once upstream finishes.
  ///
  /// Created by ``Publisher/min()``, ``Publisher/max()`` and their `by:` forms. The kept value is replaced when
  /// `areInIncreasingOrder(kept, new)` is `true`, so among equal values the first is kept.
  public struct Comparison<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    /// The publisher whose values are compared.
    public let upstream: Upstream
    /// The ordering; the greatest value under it is published.
    public let areInIncreasingOrder: (Upstream.Output, Upstream.Output) -> Bool

    /// Creates a publisher of the greatest value of `upstream` under `areInIncreasingOrder`.
    public init(upstream: Upstream, areInIncreasingOrder: @escaping (Upstream.Output, Upstream.Output) -> Bool) {
      self.upstream = upstream
      self.areInIncreasingOrder = areInIncreasingOrder
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let ordered = areInIncreasingOrder
      let reducer = StepReducer<Output, Output?, Output, Failure, Failure>(
        state: nil,
        step: { kept, value in
          if let current = kept, !ordered(current, value) { return .next }
          kept = value
          return .next
        },
        finish: { $0 }
      )
      upstream.subscribe(subscriber, through: reducer, name: "Comparison")
    }
  }

  /// A publisher that publishes the greatest value under a throwing ordering once upstream finishes.
  ///
  /// Created by ``Publisher/tryMin(by:)`` and ``Publisher/tryMax(by:)``.
  public struct TryComparison<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = any Error

    /// The publisher whose values are compared.
    public let upstream: Upstream
    /// The throwing ordering; the greatest value under it is published.
    public let areInIncreasingOrder: (Upstream.Output, Upstream.Output) throws -> Bool

    /// Creates a publisher of the greatest value of `upstream` under `areInIncreasingOrder`.
    public init(
      upstream: Upstream,
      areInIncreasingOrder: @escaping (Upstream.Output, Upstream.Output) throws -> Bool
    ) {
      self.upstream = upstream
      self.areInIncreasingOrder = areInIncreasingOrder
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let ordered = areInIncreasingOrder
      let reducer = StepReducer<Output, Output?, Output, Upstream.Failure, any Error>(
        state: nil,
        throwingStep: { kept, value in
          if let current = kept, try !ordered(current, value) { return .next }
          kept = value
          return .next
        },
        finish: { $0 }
      )
      upstream.subscribe(subscriber, through: reducer, name: "TryComparison")
    }
  }
}

extension Publisher where Output: Comparable {
  /// Publishes the smallest value once upstream finishes.
  ///
  /// ```swift
  /// let cancellable = [3, 1, 2].publisher.min().sink { print($0) }
  /// // Prints "1"
  /// ```
  public func min() -> Publishers.Comparison<Self> {
    min(by: <)
  }

  /// Publishes the largest value once upstream finishes.
  ///
  /// ```swift
  /// let cancellable = [3, 1, 2].publisher.max().sink { print($0) }
  /// // Prints "3"
  /// ```
  public func max() -> Publishers.Comparison<Self> {
    max(by: <)
  }
}

extension Publisher {
  /// Publishes the smallest value under `areInIncreasingOrder` once upstream finishes; the first of equals wins.
  public func min(by areInIncreasingOrder: @escaping (Output, Output) -> Bool) -> Publishers.Comparison<Self> {
    Publishers.Comparison(upstream: self) { kept, new in areInIncreasingOrder(new, kept) }
  }

  /// Publishes the largest value under `areInIncreasingOrder` once upstream finishes; the first of equals wins.
  public func max(by areInIncreasingOrder: @escaping (Output, Output) -> Bool) -> Publishers.Comparison<Self> {
    Publishers.Comparison(upstream: self, areInIncreasingOrder: areInIncreasingOrder)
  }

  /// Like ``min(by:)`` with a throwing ordering; if it throws, the stream fails.
  public func tryMin(
    by areInIncreasingOrder: @escaping (Output, Output) throws -> Bool
  ) -> Publishers.TryComparison<Self> {
    Publishers.TryComparison(upstream: self) { kept, new in try areInIncreasingOrder(new, kept) }
  }

  /// Like ``max(by:)`` with a throwing ordering; if it throws, the stream fails.
  public func tryMax(
    by areInIncreasingOrder: @escaping (Output, Output) throws -> Bool
  ) -> Publishers.TryComparison<Self> {
    Publishers.TryComparison(upstream: self, areInIncreasingOrder: areInIncreasingOrder)
  }
}
#endif
