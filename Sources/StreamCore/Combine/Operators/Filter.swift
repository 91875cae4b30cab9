#if !canImport(Combine)
extension Publishers {
  /// A publisher that republishes only the values that satisfy a predicate.
  ///
  /// Created by ``Publisher/filter(_:)``. Consecutive filters fuse into one stage.
  public struct Filter<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    /// The publisher whose values are filtered.
    public let upstream: Upstream

    /// The predicate a value must satisfy to pass.
    public let isIncluded: (Upstream.Output) -> Bool

    /// Creates a publisher that passes on the values of `upstream` that satisfy `isIncluded`.
    public init(upstream: Upstream, isIncluded: @escaping (Upstream.Output) -> Bool) {
      self.upstream = upstream
      self.isIncluded = isIncluded
    }

    @inlinable
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      upstream.receive(subscriber: FilterSubscriber(downstream: subscriber, isIncluded: isIncluded))
    }
  }
}

/// Forwards the upstream subscription untouched; a dropped value is replaced by asking upstream for one more.
@usableFromInline
struct FilterSubscriber<Downstream: Subscriber>: Subscriber, CustomStringConvertible {
  @usableFromInline
  typealias Input = Downstream.Input
  @usableFromInline
  typealias Failure = Downstream.Failure

  @usableFromInline
  let downstream: Downstream
  @usableFromInline
  let isIncluded: (Input) -> Bool

  @inlinable
  init(downstream: Downstream, isIncluded: @escaping (Input) -> Bool) {
    self.downstream = downstream
    self.isIncluded = isIncluded
  }

  @usableFromInline
  var combineIdentifier: CombineIdentifier { downstream.combineIdentifier }

  @usableFromInline
  var description: String { "Filter" }

  @inlinable
  func receive(subscription: any Subscription) {
    downstream.receive(subscription: subscription)
  }

  @inlinable
  func receive(_ input: Input) -> Subscribers.Demand {
    isIncluded(input) ? downstream.receive(input) : .max(1)
  }

  @inlinable
  func receive(completion: Subscribers.Completion<Failure>) {
    downstream.receive(completion: completion)
  }
}

extension Publisher {
  /// Republishes only the values that satisfy `isIncluded`.
  ///
  /// ```swift
  /// let cancellable = (1...6).publisher.filter { $0.isMultiple(of: 2) }.sink { print($0) }
  /// // Prints "2", "4", "6"
  /// ```
  ///
  /// - Parameter isIncluded: Returns `true` for values to keep.
  /// - Returns: A publisher of the kept values.
  /// - Complexity: O(1) per value; no allocation or lock per value.
  @inlinable
  public func filter(_ isIncluded: @escaping (Output) -> Bool) -> Publishers.Filter<Self> {
    Publishers.Filter(upstream: self, isIncluded: isIncluded)
  }
}

extension Publishers.Filter {
  /// Fuses a second filter into this one.
  @inlinable
  public func filter(_ isIncluded: @escaping (Output) -> Bool) -> Publishers.Filter<Upstream> {
    let first = self.isIncluded
    return Publishers.Filter(upstream: upstream) { first($0) && isIncluded($0) }
  }
}

extension Publishers.Filter {
  /// Fuses a throwing filter into this filter: one stage instead of two.
  ///
  /// ```swift
  /// let subject = PassthroughSubject<Int, Never>()
  /// let fused: Publishers.TryFilter<PassthroughSubject<Int, Never>> = subject
  ///   .filter { $0 > 1 }
  ///   .tryFilter { $0 < 4 }
  /// let cancellable = fused.sink(receiveCompletion: { _ in }, receiveValue: { print($0) })
  /// subject.send(3)  // Prints "3"
  /// ```
  public func tryFilter(_ isIncluded: @escaping (Output) throws -> Bool) -> Publishers.TryFilter<Upstream> {
    let first = self.isIncluded
    return Publishers.TryFilter(upstream: upstream) { try first($0) && isIncluded($0) }
  }
}

// The subscription goes to the downstream, which lets go of it when it is done.
extension FilterSubscriber: ReleasesSubscription where Downstream: ReleasesSubscription {}
#endif
