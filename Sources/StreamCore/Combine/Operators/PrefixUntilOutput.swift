#if !canImport(Combine)
extension Publishers {
  /// A publisher that republishes values until another publisher emits, then finishes.
  ///
  /// Created by ``Publisher/prefix(untilOutputFrom:)``.
  ///
  /// `Other` may fail with any error type: as in Combine, its completion — finished or failed — is ignored, and
  /// values keep passing.
  public struct PrefixUntilOutput<Upstream: Publisher, Other: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    /// The publisher whose values are republished.
    public let upstream: Upstream
    /// The publisher whose first value ends the stream.
    public let other: Other

    /// Creates a publisher of `upstream`'s values until `other` emits.
    public init(upstream: Upstream, other: Other) {
      self.upstream = upstream
      self.other = other
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      UntilOutputSubscription(downstream: subscriber, mode: .prefix).start(main: upstream, trigger: other) { _ in nil }
    }
  }
}

extension Publisher {
  /// Republishes values until `publisher` emits its first value, then finishes and cancels both.
  ///
  /// `publisher` may have any failure type: if it completes — finished or failed — without a value, it is ignored
  /// and values keep passing, as in Combine.
  ///
  /// ```swift
  /// let values = PassthroughSubject<Int, Never>()
  /// let stop = PassthroughSubject<Void, Never>()
  /// let cancellable = values.prefix(untilOutputFrom: stop).sink { print($0) }
  /// values.send(1)  // Prints "1"
  /// stop.send()
  /// values.send(2)  // Prints nothing
  /// ```
  public func prefix<P: Publisher>(untilOutputFrom publisher: P) -> Publishers.PrefixUntilOutput<Self, P> {
    Publishers.PrefixUntilOutput(upstream: self, other: publisher)
  }
}
#endif
