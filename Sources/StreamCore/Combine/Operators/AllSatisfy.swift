#if !canImport(Combine)
extension Publishers {
  /// A publisher that publishes whether every value of its upstream satisfies a predicate.
  ///
  /// Created by ``Publisher/allSatisfy(_:)``.
  public struct AllSatisfy<Upstream: Publisher>: Publisher {
    public typealias Output = Bool
    public typealias Failure = Upstream.Failure

    /// The publisher whose values are tested.
    public let upstream: Upstream
    /// The predicate every value must satisfy.
    public let predicate: (Upstream.Output) -> Bool

    /// Creates a publisher that reports whether every value of `upstream` satisfies `predicate`.
    public init(upstream: Upstream, predicate: @escaping (Upstream.Output) -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let predicate = self.predicate
      let reducer = StepReducer<Upstream.Output, Void, Bool, Failure, Failure>(
        state: (),
        step: { _, value in predicate(value) ? .next : .finish(false) },
        finish: { _ in true }
      )
      upstream.subscribe(subscriber, through: reducer, name: "AllSatisfy")
    }
  }

  /// A publisher that publishes whether every value satisfies a throwing predicate.
  ///
  /// Created by ``Publisher/tryAllSatisfy(_:)``.
  public struct TryAllSatisfy<Upstream: Publisher>: Publisher {
    public typealias Output = Bool
    public typealias Failure = any Error

    /// The publisher whose values are tested.
    public let upstream: Upstream
    /// The throwing predicate every value must satisfy.
    public let predicate: (Upstream.Output) throws -> Bool

    /// Creates a publisher that reports whether every value of `upstream` satisfies `predicate`.
    public init(upstream: Upstream, predicate: @escaping (Upstream.Output) throws -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let predicate = self.predicate
      let reducer = StepReducer<Upstream.Output, Void, Bool, Upstream.Failure, any Error>(
        state: (),
        throwingStep: { _, value in try predicate(value) ? .next : .finish(false) },
        finish: { _ in true }
      )
      upstream.subscribe(subscriber, through: reducer, name: "TryAllSatisfy")
    }
  }
}

extension Publisher {
  /// Publishes `false` and finishes at the first value that fails `predicate`; `true` if upstream finishes first.
  ///
  /// ```swift
  /// let cancellable = [2, 4, 6].publisher.allSatisfy { $0.isMultiple(of: 2) }.sink { print($0) }
  /// // Prints "true"
  /// ```
  public func allSatisfy(_ predicate: @escaping (Output) -> Bool) -> Publishers.AllSatisfy<Self> {
    Publishers.AllSatisfy(upstream: self, predicate: predicate)
  }

  /// Like ``allSatisfy(_:)`` with a throwing predicate; if it throws, the stream fails.
  public func tryAllSatisfy(_ predicate: @escaping (Output) throws -> Bool) -> Publishers.TryAllSatisfy<Self> {
    Publishers.TryAllSatisfy(upstream: self, predicate: predicate)
  }
}
#endif
