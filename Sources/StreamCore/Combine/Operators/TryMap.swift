#if !canImport(Combine)
extension Publishers {
  /// A publisher that transforms every value with a throwing closure; a thrown error fails the stream.
  ///
  /// Created by ``Publisher/tryMap(_:)``.
  public struct TryMap<Upstream: Publisher, Output>: Publisher {
    public typealias Failure = any Error

    /// The publisher whose values are transformed.
    public let upstream: Upstream

    /// The throwing transformation.
    public let transform: (Upstream.Output) throws -> Output

    /// Creates a publisher that applies `transform` to each value of `upstream`.
    public init(upstream: Upstream, transform: @escaping (Upstream.Output) throws -> Output) {
      self.upstream = upstream
      self.transform = transform
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let transform = self.transform
      let transformer = StepTransformer<Upstream.Output, Void, Output, Upstream.Failure, any Error>(state: ()) {
        _,
        value in
        .emit(try transform(value))
      }
      upstream.subscribe(subscriber, through: transformer, name: "TryMap")
    }
  }
}

extension Publisher {
  /// Transforms every value with a throwing closure; if it throws, the stream fails with that error and upstream
  /// is cancelled.
  ///
  /// ```swift
  /// struct Negative: Error {}
  /// let cancellable = [1, -1, 2].publisher
  ///   .tryMap { value -> Int in
  ///     guard value >= 0 else { throw Negative() }
  ///     return value
  ///   }
  ///   .sink(receiveCompletion: { print($0) }, receiveValue: { print($0) })
  /// // Prints "1", then "failure(Negative())"
  /// ```
  ///
  /// - Parameter transform: A closure that turns each value into a new one, or throws.
  /// - Returns: A publisher of the transformed values that fails with `any Error`.
  public func tryMap<T>(_ transform: @escaping (Output) throws -> T) -> Publishers.TryMap<Self, T> {
    Publishers.TryMap(upstream: self, transform: transform)
  }
}

extension Publishers.TryMap {
  /// Fuses a map into this throwing map: one stage instead of two.
  ///
  /// ```swift
  /// let fused: Publishers.TryMap<Publishers.Sequence<[Int], Never>, String> = Publishers.Sequence(sequence: [1])
  ///   .tryMap { $0 + 1 }
  ///   .map { "\($0)" }
  /// let cancellable = fused.sink(receiveCompletion: { _ in }, receiveValue: { print($0) })
  /// // Prints "2"
  /// ```
  public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.TryMap<Upstream, T> {
    let first = self.transform
    return Publishers.TryMap(upstream: upstream) { transform(try first($0)) }
  }

  /// Fuses a second throwing map into this one: one stage instead of two.
  ///
  /// ```swift
  /// let cancellable = Publishers.Sequence<[Int], Never>(sequence: [1])
  ///   .tryMap { $0 + 1 }
  ///   .tryMap { $0 * 10 }
  ///   .sink(receiveCompletion: { _ in }, receiveValue: { print($0) })
  /// // Prints "20"
  /// ```
  public func tryMap<T>(_ transform: @escaping (Output) throws -> T) -> Publishers.TryMap<Upstream, T> {
    let first = self.transform
    return Publishers.TryMap(upstream: upstream) { try transform(try first($0)) }
  }
}
#endif
