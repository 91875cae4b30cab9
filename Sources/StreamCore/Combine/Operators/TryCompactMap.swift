#if !canImport(Combine)
extension Publishers {
  /// A publisher that transforms values with a throwing closure and drops the `nil` results.
  ///
  /// Created by ``Publisher/tryCompactMap(_:)``.
  public struct TryCompactMap<Upstream: Publisher, Output>: Publisher {
    public typealias Failure = any Error

    /// The publisher whose values are transformed.
    public let upstream: Upstream

    /// The throwing transformation; `nil` results are dropped.
    public let transform: (Upstream.Output) throws -> Output?

    /// Creates a publisher that applies `transform` and passes on the non-`nil` results.
    public init(upstream: Upstream, transform: @escaping (Upstream.Output) throws -> Output?) {
      self.upstream = upstream
      self.transform = transform
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let transform = self.transform
      let transformer = StepTransformer<Upstream.Output, Void, Output, Upstream.Failure, any Error>(state: ()) {
        _,
        value in
        try transform(value).map { .emit($0) } ?? .skip
      }
      upstream.subscribe(subscriber, through: transformer, name: "TryCompactMap")
    }
  }
}

extension Publisher {
  /// Transforms every value with a throwing closure and republishes the non-`nil` results; if it throws, the
  /// stream fails with that error.
  ///
  /// ```swift
  /// let cancellable = ["1", "x", "3"].publisher.tryCompactMap { Int($0) }.sink(
  ///   receiveCompletion: { _ in },
  ///   receiveValue: { print($0) }
  /// )
  /// // Prints "1", "3"
  /// ```
  ///
  /// - Parameter transform: Returns a new value, `nil` to drop it, or throws.
  /// - Returns: A publisher of the non-`nil` results that fails with `any Error`.
  public func tryCompactMap<T>(
    _ transform: @escaping (Output) throws -> T?
  ) -> Publishers.TryCompactMap<Self, T> {
    Publishers.TryCompactMap(upstream: self, transform: transform)
  }
}

extension Publishers.TryCompactMap {
  /// Fuses a throwing compact map into this one: one stage instead of two.
  ///
  /// ```swift
  /// let subject = PassthroughSubject<String, Never>()
  /// let fused: Publishers.TryCompactMap<PassthroughSubject<String, Never>, Int> = subject
  ///   .tryCompactMap { Int($0) }
  ///   .compactMap { $0 > 0 ? $0 : nil }
  /// let cancellable = fused.sink(receiveCompletion: { _ in }, receiveValue: { print($0) })
  /// subject.send("2")  // Prints "2"
  /// ```
  public func compactMap<T>(_ transform: @escaping (Output) throws -> T?) -> Publishers.TryCompactMap<Upstream, T> {
    let first = self.transform
    return Publishers.TryCompactMap(upstream: upstream) { try first($0).flatMap(transform) }
  }
}
#endif
