#if !canImport(Combine)
extension Publishers {
  /// A publisher that transforms every value with a closure.
  ///
  /// Created by ``Publisher/map(_:)-((Output)->T)``. Consecutive maps fuse into one stage.
  public struct Map<Upstream: Publisher, Output>: Publisher {
    public typealias Failure = Upstream.Failure

    /// The publisher whose values are transformed.
    public let upstream: Upstream

    /// The transformation applied to each value.
    public let transform: (Upstream.Output) -> Output

    /// Creates a publisher that applies `transform` to each value of `upstream`.
    public init(upstream: Upstream, transform: @escaping (Upstream.Output) -> Output) {
      self.upstream = upstream
      self.transform = transform
    }

    @inlinable
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      upstream.receive(subscriber: MapSubscriber(downstream: subscriber, transform: transform))
    }
  }
}

/// Forwards the upstream subscription untouched and transforms values on their way down: no allocation, no lock.
@usableFromInline
struct MapSubscriber<Input, Downstream: Subscriber>: Subscriber, CustomStringConvertible {
  @usableFromInline
  typealias Failure = Downstream.Failure

  @usableFromInline
  let downstream: Downstream
  @usableFromInline
  let transform: (Input) -> Downstream.Input

  @inlinable
  init(downstream: Downstream, transform: @escaping (Input) -> Downstream.Input) {
    self.downstream = downstream
    self.transform = transform
  }

  @usableFromInline
  var combineIdentifier: CombineIdentifier { downstream.combineIdentifier }

  @usableFromInline
  var description: String { "Map" }

  @inlinable
  func receive(subscription: any Subscription) {
    downstream.receive(subscription: subscription)
  }

  @inlinable
  func receive(_ input: Input) -> Subscribers.Demand {
    downstream.receive(transform(input))
  }

  @inlinable
  func receive(completion: Subscribers.Completion<Failure>) {
    downstream.receive(completion: completion)
  }
}

extension Publisher {
  /// Transforms every value with `transform`.
  ///
  /// ```swift
  /// let cancellable = [1, 2, 3].publisher.map { $0 * 10 }.sink { print($0) }
  /// // Prints "10", "20", "30"
  /// ```
  ///
  /// - Parameter transform: A closure that turns each value into a new one.
  /// - Returns: A publisher of the transformed values.
  /// - Complexity: O(1) per value; no allocation or lock per value.
  @inlinable
  public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.Map<Self, T> {
    Publishers.Map(upstream: self, transform: transform)
  }

  /// Replaces `nil` values with `output`.
  ///
  /// ```swift
  /// let cancellable = [1, nil, 3].publisher.replaceNil(with: 0).sink { print($0) }
  /// // Prints "1", "0", "3"
  /// ```
  public func replaceNil<T>(with output: T) -> Publishers.Map<Self, T> where Output == T? {
    Publishers.Map(upstream: self) { $0 ?? output }
  }
}

extension Publishers.Map {
  /// Fuses a second map into this one.
  @inlinable
  public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.Map<Upstream, T> {
    let first = self.transform
    return Publishers.Map(upstream: upstream) { transform(first($0)) }
  }

  /// Fuses a throwing map into this one.
  public func tryMap<T>(_ transform: @escaping (Output) throws -> T) -> Publishers.TryMap<Upstream, T> {
    let first = self.transform
    return Publishers.TryMap(upstream: upstream) { try transform(first($0)) }
  }
}

// The subscription goes to the downstream, which lets go of it when it is done.
extension MapSubscriber: ReleasesSubscription where Downstream: ReleasesSubscription {}
#endif
