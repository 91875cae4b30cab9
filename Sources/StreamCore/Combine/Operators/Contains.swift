#if !canImport(Combine)
extension Publishers {
  /// A publisher that publishes `true` as soon as upstream emits a given value, or `false` when it finishes without.
  ///
  /// Created by ``Publisher/contains(_:)``.
  public struct Contains<Upstream: Publisher>: Publisher where Upstream.Output: Equatable {
    public typealias Output = Bool
    public typealias Failure = Upstream.Failure

    /// The publisher whose values are searched.
    public let upstream: Upstream
    /// The value searched for.
    public let output: Upstream.Output

    /// Creates a publisher that reports whether `upstream` emits `output`.
    public init(upstream: Upstream, output: Upstream.Output) {
      self.upstream = upstream
      self.output = output
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let output = self.output
      upstream.subscribe(subscriber, through: containsReducer(of: Upstream.self) { $0 == output }, name: "Contains")
    }
  }

  /// A publisher that publishes `true` as soon as upstream emits a value satisfying a predicate, or `false`.
  ///
  /// Created by ``Publisher/contains(where:)``.
  public struct ContainsWhere<Upstream: Publisher>: Publisher {
    public typealias Output = Bool
    public typealias Failure = Upstream.Failure

    /// The publisher whose values are searched.
    public let upstream: Upstream
    /// The predicate searched for.
    public let predicate: (Upstream.Output) -> Bool

    /// Creates a publisher that reports whether `upstream` emits a value satisfying `predicate`.
    public init(upstream: Upstream, predicate: @escaping (Upstream.Output) -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(subscriber, through: containsReducer(of: Upstream.self, predicate), name: "ContainsWhere")
    }
  }

  /// A publisher that publishes `true` as soon as upstream emits a value satisfying a throwing predicate.
  ///
  /// Created by ``Publisher/tryContains(where:)``.
  public struct TryContainsWhere<Upstream: Publisher>: Publisher {
    public typealias Output = Bool
    public typealias Failure = any Error

    /// The publisher whose values are searched.
    public let upstream: Upstream
    /// The throwing predicate searched for.
    public let predicate: (Upstream.Output) throws -> Bool

    /// Creates a publisher that reports whether `upstream` emits a value satisfying `predicate`.
    public init(upstream: Upstream, predicate: @escaping (Upstream.Output) throws -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let predicate = self.predicate
      let reducer = StepReducer<Upstream.Output, Void, Bool, Upstream.Failure, any Error>(
        state: (),
        throwingStep: { _, value in try predicate(value) ? .finish(true) : .next },
        finish: { _ in false }
      )
      upstream.subscribe(subscriber, through: reducer, name: "TryContainsWhere")
    }
  }
}

private func containsReducer<Upstream: Publisher>(
  of: Upstream.Type,
  _ predicate: @escaping (Upstream.Output) -> Bool
) -> StepReducer<Upstream.Output, Void, Bool, Upstream.Failure, Upstream.Failure> {
  StepReducer(state: (), step: { _, value in predicate(value) ? .finish(true) : .next }, finish: { _ in false })
}

extension Publisher where Output: Equatable {
  /// Publishes `true` and finishes as soon as upstream emits `output`; publishes `false` if it finishes without.
  ///
  /// ```swift
  /// let cancellable = [1, 2, 3].publisher.contains(2).sink { print($0) }
  /// // Prints "true"
  /// ```
  public func contains(_ output: Output) -> Publishers.Contains<Self> {
    Publishers.Contains(upstream: self, output: output)
  }
}

extension Publisher {
  /// Publishes `true` and finishes as soon as a value satisfies `predicate`; `false` if none does.
  public func contains(where predicate: @escaping (Output) -> Bool) -> Publishers.ContainsWhere<Self> {
    Publishers.ContainsWhere(upstream: self, predicate: predicate)
  }

  /// Publishes `true` as soon as a value satisfies a throwing predicate; if it throws, the stream fails.
  public func tryContains(where predicate: @escaping (Output) throws -> Bool) -> Publishers.TryContainsWhere<Self> {
    Publishers.TryContainsWhere(upstream: self, predicate: predicate)
  }
}
#endif
