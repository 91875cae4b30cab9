#if !canImport(Combine)
extension Publishers {
  /// A publisher that drops a value when it equals the value published just before it.
  ///
  /// Created by ``Publisher/removeDuplicates()`` and ``Publisher/removeDuplicates(by:)``.
  public struct RemoveDuplicates<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    /// The publisher whose duplicates are removed.
    public let upstream: Upstream

    /// Returns `true` when the second value duplicates the first.
    public let predicate: (Output, Output) -> Bool

    /// Creates a publisher that drops values of `upstream` that `predicate` finds equal to their predecessor.
    public init(upstream: Upstream, predicate: @escaping (Output, Output) -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    @inlinable
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      upstream.receive(subscriber: RemoveDuplicatesSubscriber(downstream: subscriber, predicate: predicate))
    }
  }
}

/// The subscriber `removeDuplicates` puts between its upstream and downstream: it adds no subscription of its own.
///
/// The previous value is kept without a lock: `receive(_:)` calls are serialized by the subscriber contract, and
/// nothing else reads it.
@usableFromInline
final class RemoveDuplicatesSubscriber<Downstream: Subscriber>: Subscriber, CustomStringConvertible {
  @usableFromInline
  typealias Input = Downstream.Input
  @usableFromInline
  typealias Failure = Downstream.Failure

  @usableFromInline
  let downstream: Downstream
  @usableFromInline
  let predicate: (Input, Input) -> Bool
  @usableFromInline
  var previous: Input?

  @inlinable
  init(downstream: Downstream, predicate: @escaping (Input, Input) -> Bool) {
    self.downstream = downstream
    self.predicate = predicate
  }

  @usableFromInline
  var combineIdentifier: CombineIdentifier { downstream.combineIdentifier }

  @usableFromInline
  var description: String { "RemoveDuplicates" }

  @inlinable
  func receive(subscription: any Subscription) {
    downstream.receive(subscription: subscription)
  }

  @inlinable
  func receive(_ input: Input) -> Subscribers.Demand {
    if let previous, predicate(previous, input) { return .max(1) }
    previous = input
    return downstream.receive(input)
  }

  @inlinable
  func receive(completion: Subscribers.Completion<Failure>) {
    downstream.receive(completion: completion)
  }
}

extension Publisher where Output: Equatable {
  /// Drops a value when it equals the value published just before it.
  ///
  /// ```swift
  /// let cancellable = [1, 1, 2, 2, 1].publisher.removeDuplicates().sink { print($0) }
  /// // Prints "1", "2", "1"
  /// ```
  ///
  /// - Returns: A publisher without consecutive duplicates.
  public func removeDuplicates() -> Publishers.RemoveDuplicates<Self> {
    Publishers.RemoveDuplicates(upstream: self, predicate: ==)
  }
}

extension Publisher {
  /// Drops a value when `predicate` says it duplicates the value published just before it.
  ///
  /// ```swift
  /// let cancellable = ["a", "A", "b"].publisher
  ///   .removeDuplicates { $0.lowercased() == $1.lowercased() }
  ///   .sink { print($0) }
  /// // Prints "a", "b"
  /// ```
  ///
  /// - Parameter predicate: Returns `true` when the second value duplicates the first.
  /// - Returns: A publisher without consecutive duplicates.
  public func removeDuplicates(
    by predicate: @escaping (Output, Output) -> Bool
  ) -> Publishers.RemoveDuplicates<Self> {
    Publishers.RemoveDuplicates(upstream: self, predicate: predicate)
  }
}
#endif
