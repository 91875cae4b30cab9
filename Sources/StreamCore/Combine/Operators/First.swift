#if !canImport(Combine)
extension Publishers {
  /// A publisher that publishes the first value of its upstream, then finishes.
  ///
  /// Created by ``Publisher/first()``.
  public struct First<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    /// The publisher whose first value is published.
    public let upstream: Upstream

    /// Creates a publisher of `upstream`'s first value.
    public init(upstream: Upstream) {
      self.upstream = upstream
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(subscriber, through: firstReducer(of: Upstream.self) { _ in true }, name: "First")
    }
  }

  /// A publisher that publishes the first value that satisfies a predicate, then finishes.
  ///
  /// Created by ``Publisher/first(where:)``.
  public struct FirstWhere<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    /// The publisher whose values are searched.
    public let upstream: Upstream
    /// The predicate the published value satisfies.
    public let predicate: (Output) -> Bool

    /// Creates a publisher of the first value of `upstream` that satisfies `predicate`.
    public init(upstream: Upstream, predicate: @escaping (Output) -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(subscriber, through: firstReducer(of: Upstream.self, predicate), name: "FirstWhere")
    }
  }

  /// A publisher that publishes the first value that satisfies a throwing predicate, then finishes.
  ///
  /// Created by ``Publisher/tryFirst(where:)``.
  public struct TryFirstWhere<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = any Error

    /// The publisher whose values are searched.
    public let upstream: Upstream
    /// The throwing predicate the published value satisfies.
    public let predicate: (Output) throws -> Bool

    /// Creates a publisher of the first value of `upstream` that satisfies `predicate`.
    public init(upstream: Upstream, predicate: @escaping (Output) throws -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let predicate = self.predicate
      let reducer = StepReducer<Output, Void, Output, Upstream.Failure, any Error>(
        state: (),
        throwingStep: { _, value in try predicate(value) ? .finish(value) : .next },
        finish: { _ in nil }
      )
      upstream.subscribe(subscriber, through: reducer, name: "TryFirstWhere")
    }
  }
}

private func firstReducer<Upstream: Publisher>(
  of: Upstream.Type,
  _ predicate: @escaping (Upstream.Output) -> Bool
) -> StepReducer<Upstream.Output, Void, Upstream.Output, Upstream.Failure, Upstream.Failure> {
  StepReducer(state: (), step: { _, value in predicate(value) ? .finish(value) : .next }, finish: { _ in nil })
}

extension Publisher {
  /// Publishes the first value, then finishes and cancels upstream. Finishes with no value if upstream is empty.
  ///
  /// ```swift
  /// let cancellable = [3, 4].publisher.first().sink { print($0) }
  /// // Prints "3"
  /// ```
  public func first() -> Publishers.First<Self> {
    Publishers.First(upstream: self)
  }

  /// Publishes the first value that satisfies `predicate`, then finishes and cancels upstream.
  ///
  /// ```swift
  /// let cancellable = [1, 4, 6].publisher.first { $0.isMultiple(of: 2) }.sink { print($0) }
  /// // Prints "4"
  /// ```
  public func first(where predicate: @escaping (Output) -> Bool) -> Publishers.FirstWhere<Self> {
    Publishers.FirstWhere(upstream: self, predicate: predicate)
  }

  /// Publishes the first value that satisfies a throwing predicate; if it throws, the stream fails.
  public func tryFirst(where predicate: @escaping (Output) throws -> Bool) -> Publishers.TryFirstWhere<Self> {
    Publishers.TryFirstWhere(upstream: self, predicate: predicate)
  }
}
#endif
