#if !canImport(Combine)
extension Publishers {
  /// A publisher that ignores values until another publisher emits, then republishes the rest.
  ///
  /// Created by ``Publisher/drop(untilOutputFrom:)``.
  public struct DropUntilOutput<Upstream: Publisher, Other: Publisher>: Publisher
  where Other.Failure == Upstream.Failure {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    /// The publisher whose values are republished.
    public let upstream: Upstream
    /// The publisher whose first value opens the gate.
    public let other: Other

    /// Creates a publisher that drops `upstream`'s values until `other` emits.
    public init(upstream: Upstream, other: Other) {
      self.upstream = upstream
      self.other = other
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      UntilOutputSubscription(downstream: subscriber, mode: .drop).start(main: upstream, trigger: other) { $0 }
    }
  }
}

extension Publisher {
  /// Ignores values until `publisher` emits its first value, then republishes every value. If `publisher`
  /// finishes without a value, this finishes too.
  ///
  /// ```swift
  /// let values = PassthroughSubject<Int, Never>()
  /// let start = PassthroughSubject<Void, Never>()
  /// let cancellable = values.drop(untilOutputFrom: start).sink { print($0) }
  /// values.send(1)  // Prints nothing
  /// start.send()
  /// values.send(2)  // Prints "2"
  /// ```
  public func drop<P: Publisher>(untilOutputFrom publisher: P) -> Publishers.DropUntilOutput<Self, P>
  where P.Failure == Failure {
    Publishers.DropUntilOutput(upstream: self, other: publisher)
  }
}
#endif
