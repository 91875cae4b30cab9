#if !canImport(Combine)
extension Publishers {
  /// A publisher that drops consecutive duplicates found by a throwing predicate; a thrown error fails the stream.
  ///
  /// Created by ``Publisher/tryRemoveDuplicates(by:)``.
  public struct TryRemoveDuplicates<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = any Error

    /// The publisher whose duplicates are removed.
    public let upstream: Upstream

    /// Returns `true` when the second value duplicates the first, or throws.
    public let predicate: (Output, Output) throws -> Bool

    /// Creates a publisher that drops values that `predicate` finds equal to their predecessor.
    public init(upstream: Upstream, predicate: @escaping (Output, Output) throws -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let predicate = self.predicate
      let transformer = StepTransformer<Output, Output?, Output, Upstream.Failure, any Error>(state: nil) {
        previous,
        value in
        if let last = previous, try predicate(last, value) { return .skip }
        previous = value
        return .emit(value)
      }
      upstream.subscribe(subscriber, through: transformer, name: "TryRemoveDuplicates")
    }
  }
}

extension Publisher {
  /// Drops consecutive duplicates found by a throwing predicate; if it throws, the stream fails with that error.
  ///
  /// - Parameter predicate: Returns `true` when the second value duplicates the first, or throws.
  /// - Returns: A publisher without consecutive duplicates that fails with `any Error`.
  public func tryRemoveDuplicates(
    by predicate: @escaping (Output, Output) throws -> Bool
  ) -> Publishers.TryRemoveDuplicates<Self> {
    Publishers.TryRemoveDuplicates(upstream: self, predicate: predicate)
  }
}
#endif
