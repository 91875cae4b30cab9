#if !canImport(Combine)
extension Publishers {
  /// A publisher that publishes each step of an accumulation over its upstream's values.
  ///
  /// Created by ``Publisher/scan(_:_:)``.
  public struct Scan<Upstream: Publisher, Output>: Publisher {
    public typealias Failure = Upstream.Failure

    /// The publisher whose values are accumulated.
    public let upstream: Upstream
    /// The value the accumulation starts from.
    public let initialResult: Output
    /// Combines the accumulation so far with the next value.
    public let nextPartialResult: (Output, Upstream.Output) -> Output

    /// Creates a publisher of the running accumulation of `upstream`'s values.
    public init(
      upstream: Upstream,
      initialResult: Output,
      nextPartialResult: @escaping (Output, Upstream.Output) -> Output
    ) {
      self.upstream = upstream
      self.initialResult = initialResult
      self.nextPartialResult = nextPartialResult
    }

    @inlinable
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      upstream.receive(
        subscriber:
          ScanSubscriber(downstream: subscriber, initialResult: initialResult, nextPartialResult: nextPartialResult)
      )
    }
  }
}

/// The subscriber `scan` puts between its upstream and downstream: it adds no subscription of its own.
///
/// The running result is kept without a lock: `receive(_:)` calls are serialized by the subscriber contract, and
/// nothing else reads it.
@usableFromInline
final class ScanSubscriber<Input, Downstream: Subscriber>: Subscriber, CustomStringConvertible {
  @usableFromInline
  typealias Failure = Downstream.Failure

  @usableFromInline
  let downstream: Downstream
  @usableFromInline
  let nextPartialResult: (Downstream.Input, Input) -> Downstream.Input
  @usableFromInline
  var result: Downstream.Input

  @inlinable
  init(
    downstream: Downstream,
    initialResult: Downstream.Input,
    nextPartialResult: @escaping (Downstream.Input, Input) -> Downstream.Input
  ) {
    self.downstream = downstream
    self.result = initialResult
    self.nextPartialResult = nextPartialResult
  }

  @usableFromInline
  var combineIdentifier: CombineIdentifier { downstream.combineIdentifier }

  @usableFromInline
  var description: String { "Scan" }

  @inlinable
  func receive(subscription: any Subscription) {
    downstream.receive(subscription: subscription)
  }

  @inlinable
  func receive(_ input: Input) -> Subscribers.Demand {
    result = nextPartialResult(result, input)
    return downstream.receive(result)
  }

  @inlinable
  func receive(completion: Subscribers.Completion<Failure>) {
    downstream.receive(completion: completion)
  }
}

extension Publisher {
  /// Publishes each step of an accumulation: the result of combining the previous step with the next value.
  ///
  /// ```swift
  /// let cancellable = [1, 2, 3].publisher.scan(0, +).sink { print($0) }
  /// // Prints "1", "3", "6"
  /// ```
  ///
  /// - Parameters:
  ///   - initialResult: The value the accumulation starts from.
  ///   - nextPartialResult: Combines the accumulation so far with the next value.
  /// - Returns: A publisher of the running accumulation.
  public func scan<T>(
    _ initialResult: T,
    _ nextPartialResult: @escaping (T, Output) -> T
  ) -> Publishers.Scan<Self, T> {
    Publishers.Scan(upstream: self, initialResult: initialResult, nextPartialResult: nextPartialResult)
  }
}
#endif
