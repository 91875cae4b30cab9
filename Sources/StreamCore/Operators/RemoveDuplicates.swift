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

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let predicate = self.predicate
      let transformer = StepTransformer<Output, Output?, Output, Failure, Failure>(state: nil) { previous, value in
        if let last = previous, predicate(last, value) { return .skip }
        previous = value
        return .emit(value)
      }
      upstream.subscribe(subscriber, through: transformer, name: "RemoveDuplicates")
    }
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
