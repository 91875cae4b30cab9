#if !canImport(Combine)
extension Publishers {
  /// A publisher that republishes the values that satisfy a throwing predicate; a thrown error fails the stream.
  ///
  /// Created by ``Publisher/tryFilter(_:)``.
  public struct TryFilter<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = any Error

    /// The publisher whose values are filtered.
    public let upstream: Upstream

    /// The throwing predicate.
    public let isIncluded: (Upstream.Output) throws -> Bool

    /// Creates a publisher that passes on the values of `upstream` that satisfy `isIncluded`.
    public init(upstream: Upstream, isIncluded: @escaping (Upstream.Output) throws -> Bool) {
      self.upstream = upstream
      self.isIncluded = isIncluded
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let isIncluded = self.isIncluded
      let transformer = StepTransformer<Output, Void, Output, Upstream.Failure, any Error>(state: ()) { _, value in
        try isIncluded(value) ? .emit(value) : .skip
      }
      upstream.subscribe(subscriber, through: transformer, name: "TryFilter")
    }
  }
}

extension Publisher {
  /// Republishes the values that satisfy a throwing predicate; if it throws, the stream fails with that error.
  ///
  /// ```swift
  /// let cancellable = [1, 2, 3].publisher.tryFilter { $0 != 2 }.sink(
  ///   receiveCompletion: { print($0) },
  ///   receiveValue: { print($0) }
  /// )
  /// // Prints "1", "3", "finished"
  /// ```
  ///
  /// - Parameter isIncluded: Returns `true` for values to keep, or throws.
  /// - Returns: A publisher of the kept values that fails with `any Error`.
  public func tryFilter(_ isIncluded: @escaping (Output) throws -> Bool) -> Publishers.TryFilter<Self> {
    Publishers.TryFilter(upstream: self, isIncluded: isIncluded)
  }
}

extension Publishers.TryFilter {
  /// Fuses a filter into this throwing filter: one stage instead of two.
  ///
  /// ```swift
  /// let subject = PassthroughSubject<Int, Never>()
  /// let fused: Publishers.TryFilter<PassthroughSubject<Int, Never>> = subject
  ///   .tryFilter { $0 > 1 }
  ///   .filter { $0 < 4 }
  /// let cancellable = fused.sink(receiveCompletion: { _ in }, receiveValue: { print($0) })
  /// subject.send(3)  // Prints "3"
  /// ```
  public func filter(_ isIncluded: @escaping (Output) -> Bool) -> Publishers.TryFilter<Upstream> {
    let first = self.isIncluded
    return Publishers.TryFilter(upstream: upstream) { try first($0) && isIncluded($0) }
  }

  /// Fuses a second throwing filter into this one: one stage instead of two.
  ///
  /// ```swift
  /// let subject = PassthroughSubject<Int, Never>()
  /// let cancellable = subject
  ///   .tryFilter { $0 > 1 }
  ///   .tryFilter { $0 < 4 }
  ///   .sink(receiveCompletion: { _ in }, receiveValue: { print($0) })
  /// subject.send(3)  // Prints "3"
  /// ```
  public func tryFilter(_ isIncluded: @escaping (Output) throws -> Bool) -> Publishers.TryFilter<Upstream> {
    let first = self.isIncluded
    return Publishers.TryFilter(upstream: upstream) { try first($0) && isIncluded($0) }
  }
}
#endif
