#if !canImport(Combine)
extension Publishers {
  /// A publisher that transforms values and drops the `nil` results.
  ///
  /// Created by ``Publisher/compactMap(_:)``.
  public struct CompactMap<Upstream: Publisher, Output>: Publisher {
    public typealias Failure = Upstream.Failure

    /// The publisher whose values are transformed.
    public let upstream: Upstream

    /// The transformation; `nil` results are dropped.
    public let transform: (Upstream.Output) -> Output?

    /// Creates a publisher that applies `transform` to each value and passes on the non-`nil` results.
    public init(upstream: Upstream, transform: @escaping (Upstream.Output) -> Output?) {
      self.upstream = upstream
      self.transform = transform
    }

    @inlinable
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      upstream.receive(subscriber: CompactMapSubscriber(downstream: subscriber, transform: transform))
    }
  }
}

@usableFromInline
struct CompactMapSubscriber<Input, Downstream: Subscriber>: Subscriber, CustomStringConvertible {
  @usableFromInline
  typealias Failure = Downstream.Failure

  @usableFromInline
  let downstream: Downstream
  @usableFromInline
  let transform: (Input) -> Downstream.Input?

  @inlinable
  init(downstream: Downstream, transform: @escaping (Input) -> Downstream.Input?) {
    self.downstream = downstream
    self.transform = transform
  }

  @usableFromInline
  var combineIdentifier: CombineIdentifier { downstream.combineIdentifier }

  @usableFromInline
  var description: String { "CompactMap" }

  @inlinable
  func receive(subscription: any Subscription) {
    downstream.receive(subscription: subscription)
  }

  @inlinable
  func receive(_ input: Input) -> Subscribers.Demand {
    guard let output = transform(input) else { return .max(1) }
    return downstream.receive(output)
  }

  @inlinable
  func receive(completion: Subscribers.Completion<Failure>) {
    downstream.receive(completion: completion)
  }
}

extension Publisher {
  /// Transforms every value and republishes the non-`nil` results.
  ///
  /// ```swift
  /// let cancellable = ["1", "x", "3"].publisher.compactMap { Int($0) }.sink { print($0) }
  /// // Prints "1", "3"
  /// ```
  ///
  /// - Parameter transform: Returns a new value, or `nil` to drop it.
  /// - Returns: A publisher of the non-`nil` results.
  @inlinable
  public func compactMap<T>(_ transform: @escaping (Output) -> T?) -> Publishers.CompactMap<Self, T> {
    Publishers.CompactMap(upstream: self, transform: transform)
  }
}

extension Publishers.CompactMap {
  /// Fuses a second compact map into this one: one stage instead of two.
  ///
  /// ```swift
  /// let subject = PassthroughSubject<String, Never>()
  /// let fused: Publishers.CompactMap<PassthroughSubject<String, Never>, Int> = subject
  ///   .compactMap { Int($0) }
  ///   .compactMap { $0 > 0 ? $0 : nil }
  /// let cancellable = fused.sink { print($0) }
  /// subject.send("-1")  // Prints nothing
  /// subject.send("2")  // Prints "2"
  /// ```
  public func compactMap<T>(_ transform: @escaping (Output) -> T?) -> Publishers.CompactMap<Upstream, T> {
    let first = self.transform
    return Publishers.CompactMap(upstream: upstream) { first($0).flatMap(transform) }
  }

  /// Fuses a map into this compact map: one stage instead of two.
  ///
  /// ```swift
  /// let subject = PassthroughSubject<String, Never>()
  /// let fused: Publishers.CompactMap<PassthroughSubject<String, Never>, Int> = subject
  ///   .compactMap { Int($0) }
  ///   .map { $0 * 10 }
  /// let cancellable = fused.sink { print($0) }
  /// subject.send("2")  // Prints "20"
  /// ```
  public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.CompactMap<Upstream, T> {
    let first = self.transform
    return Publishers.CompactMap(upstream: upstream) { first($0).map(transform) }
  }
}

// The subscription goes to the downstream, which lets go of it when it is done.
extension CompactMapSubscriber: ReleasesSubscription where Downstream: ReleasesSubscription {}
#endif
