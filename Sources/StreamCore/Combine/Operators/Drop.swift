#if !canImport(Combine)
extension Publishers {
  /// A publisher that skips a number of values before republishing the rest.
  ///
  /// Created by ``Publisher/dropFirst(_:)``.
  public struct Drop<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    /// The publisher whose values are republished.
    public let upstream: Upstream
    /// How many values to skip.
    public let count: Int

    /// Creates a publisher that skips the first `count` values of `upstream`. Traps if `count` is negative.
    public init(upstream: Upstream, count: Int) {
      require(count >= 0, "dropFirst(\(count)): the count must not be negative")
      self.upstream = upstream
      self.count = count
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let transformer = StepTransformer<Output, Int, Output, Failure, Failure>(state: count) { remaining, value in
        guard remaining > 0 else { return .emit(value) }
        remaining -= 1
        return .skip
      }
      upstream.subscribe(subscriber, through: transformer, name: "Drop")
    }
  }
}

extension Publisher {
  /// Skips the first `count` values, then republishes the rest.
  ///
  /// ```swift
  /// let cancellable = [1, 2, 3].publisher.dropFirst().sink { print($0) }
  /// // Prints "2", "3"
  /// ```
  public func dropFirst(_ count: Int = 1) -> Publishers.Drop<Self> {
    Publishers.Drop(upstream: self, count: count)
  }
}
#endif
