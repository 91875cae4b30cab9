#if !canImport(Combine)
extension Publishers {
  /// A publisher that republishes only the values at positions in a range, then finishes.
  ///
  /// Created by ``Publisher/output(at:)``, ``Publisher/output(in:)`` and ``Publisher/prefix(_:)``.
  public struct Output<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    /// The publisher whose values are selected.
    public let upstream: Upstream
    /// The zero-based positions to republish.
    public let range: CountableRange<Int>

    /// Creates a publisher of `upstream`'s values at positions in `range`. Traps if `range` starts below zero.
    public init(upstream: Upstream, range: CountableRange<Int>) {
      require(range.lowerBound >= 0, "output(in: \(range)): positions must not be negative")
      self.upstream = upstream
      self.range = range
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let range = self.range
      guard !range.isEmpty else {
        subscriber.receive(subscription: Subscriptions.empty)
        subscriber.receive(completion: .finished)
        return
      }
      let transformer = StepTransformer<Output, Int, Output, Failure, Failure>(state: 0) { position, value in
        defer { position += 1 }
        if position < range.lowerBound { return .skip }
        return position == range.upperBound - 1 ? .emitAndFinish(value) : .emit(value)
      }
      upstream.subscribe(subscriber, through: transformer, name: "Output")
    }
  }
}

extension Publisher {
  /// Republishes only the value at position `index` (zero-based), then finishes.
  ///
  /// ```swift
  /// let cancellable = ["a", "b", "c"].publisher.output(at: 1).sink { print($0) }
  /// // Prints "b"
  /// ```
  public func output(at index: Int) -> Publishers.Output<Self> {
    output(in: index...index)
  }

  /// Republishes only the values at positions in `range` (zero-based), then finishes.
  ///
  /// ```swift
  /// let cancellable = (10...20).publisher.output(in: 2..<4).sink { print($0) }
  /// // Prints "12", "13"
  /// ```
  public func output<R: RangeExpression>(in range: R) -> Publishers.Output<Self> where R.Bound == Int {
    Publishers.Output(upstream: self, range: range.relative(to: 0..<Int.max))
  }

  /// Republishes at most the first `maxLength` values, then finishes.
  ///
  /// ```swift
  /// let cancellable = (1...9).publisher.prefix(2).sink { print($0) }
  /// // Prints "1", "2"
  /// ```
  public func prefix(_ maxLength: Int) -> Publishers.Output<Self> {
    require(maxLength >= 0, "prefix(\(maxLength)): the length must not be negative")
    return output(in: 0..<maxLength)
  }
}
#endif
