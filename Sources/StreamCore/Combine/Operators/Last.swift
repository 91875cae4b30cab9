#if !canImport(Combine)
extension Publishers {
  /// A publisher that publishes the last value of its upstream once it finishes.
  ///
  /// Created by ``Publisher/last()``.
  public struct Last<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    /// The publisher whose last value is published.
    public let upstream: Upstream

    /// Creates a publisher of `upstream`'s last value.
    public init(upstream: Upstream) {
      self.upstream = upstream
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(subscriber, through: lastReducer(of: Upstream.self) { _ in true }, name: "Last")
    }
  }

  /// A publisher that publishes the last value that satisfies a predicate once upstream finishes.
  ///
  /// Created by ``Publisher/last(where:)``.
  public struct LastWhere<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    /// The publisher whose values are searched.
    public let upstream: Upstream
    /// The predicate the published value satisfies.
    public let predicate: (Output) -> Bool

    /// Creates a publisher of the last value of `upstream` that satisfies `predicate`.
    public init(upstream: Upstream, predicate: @escaping (Output) -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(subscriber, through: lastReducer(of: Upstream.self, predicate), name: "LastWhere")
    }
  }

  /// A publisher that publishes the last value that satisfies a throwing predicate once upstream finishes.
  ///
  /// Created by ``Publisher/tryLast(where:)``.
  public struct TryLastWhere<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = any Error

    /// The publisher whose values are searched.
    public let upstream: Upstream
    /// The throwing predicate the published value satisfies.
    public let predicate: (Output) throws -> Bool

    /// Creates a publisher of the last value of `upstream` that satisfies `predicate`.
    public init(upstream: Upstream, predicate: @escaping (Output) throws -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let predicate = self.predicate
      let reducer = StepReducer<Output, Output?, Output, Upstream.Failure, any Error>(
        state: nil,
        throwingStep: { last, value in
          if try predicate(value) { last = value }
          return .next
        },
        finish: { $0 }
      )
      upstream.subscribe(subscriber, through: reducer, name: "TryLastWhere")
    }
  }
}

private func lastReducer<Upstream: Publisher>(
  of: Upstream.Type,
  _ predicate: @escaping (Upstream.Output) -> Bool
) -> StepReducer<Upstream.Output, Upstream.Output?, Upstream.Output, Upstream.Failure, Upstream.Failure> {
  StepReducer(
    state: nil,
    step: { last, value in
      if predicate(value) { last = value }
      return .next
    },
    finish: { $0 }
  )
}

extension Publisher {
  /// Publishes the last value once upstream finishes; finishes with no value if upstream is empty.
  ///
  /// ```swift
  /// let cancellable = [3, 4].publisher.last().sink { print($0) }
  /// // Prints "4"
  /// ```
  public func last() -> Publishers.Last<Self> {
    Publishers.Last(upstream: self)
  }

  /// Publishes the last value that satisfies `predicate` once upstream finishes.
  ///
  /// ```swift
  /// let cancellable = [2, 4, 5].publisher.last { $0.isMultiple(of: 2) }.sink { print($0) }
  /// // Prints "4"
  /// ```
  public func last(where predicate: @escaping (Output) -> Bool) -> Publishers.LastWhere<Self> {
    Publishers.LastWhere(upstream: self, predicate: predicate)
  }

  /// Publishes the last value that satisfies a throwing predicate; if it throws, the stream fails.
  public func tryLast(where predicate: @escaping (Output) throws -> Bool) -> Publishers.TryLastWhere<Self> {
    Publishers.TryLastWhere(upstream: self, predicate: predicate)
  }
}
#endif
