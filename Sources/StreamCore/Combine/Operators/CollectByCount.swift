#if !canImport(Combine)
extension Publishers {
  /// A publisher that groups its upstream's values into arrays of at most `count` values.
  ///
  /// Created by ``Publisher/collect(_:)``.
  public struct CollectByCount<Upstream: Publisher>: Publisher {
    public typealias Output = [Upstream.Output]
    public typealias Failure = Upstream.Failure

    /// The publisher whose values are grouped.
    public let upstream: Upstream
    /// The size of every group but possibly the last.
    public let count: Int

    /// Creates a publisher of `upstream`'s values in groups of `count`. Traps if `count` is less than 1.
    public init(upstream: Upstream, count: Int) {
      require(count > 0, "collect(\(count)): the group size must be at least 1")
      self.upstream = upstream
      self.count = count
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let count = self.count
      var transformer = StepTransformer<Upstream.Output, Output, Output, Failure, Failure>(state: []) {
        group,
        value in
        group.append(value)
        guard group.count == count else { return .absorb }
        defer { group.removeAll(keepingCapacity: true) }
        return .emit(group)
      }
      transformer.finishing = { group in group.isEmpty ? nil : group }
      transformer.demandFactor = count
      upstream.subscribe(subscriber, through: transformer, name: "CollectByCount")
    }
  }
}

extension Publisher {
  /// Groups values into arrays of `count`; when upstream finishes, a partial last group is published too.
  ///
  /// ```swift
  /// let cancellable = [1, 2, 3, 4, 5].publisher.collect(2).sink { print($0) }
  /// // Prints "[1, 2]", "[3, 4]", "[5]"
  /// ```
  ///
  /// - Parameter count: The group size; must be at least 1.
  /// - Returns: A publisher of arrays.
  public func collect(_ count: Int) -> Publishers.CollectByCount<Self> {
    Publishers.CollectByCount(upstream: self, count: count)
  }
}
#endif
