#if !canImport(Combine)
extension Publishers {
  /// A publisher that publishes a default value if its upstream finishes without emitting anything.
  ///
  /// Created by ``Publisher/replaceEmpty(with:)``.
  public struct ReplaceEmpty<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    /// The publisher that may be empty.
    public let upstream: Upstream
    /// The value published if `upstream` is empty.
    public let output: Upstream.Output

    /// Creates a publisher that publishes `output` if `upstream` finishes empty.
    public init(upstream: Upstream, output: Output) {
      self.upstream = upstream
      self.output = output
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let output = self.output
      let subscription = FinalValueSubscription<Upstream, S>(downstream: subscriber, name: "ReplaceEmpty") {
        completion,
        sentAny in
        if case .finished = completion, !sentAny { return .sendThenFinish(output) }
        return .complete(completion)
      }
      upstream.subscribe(subscription)
    }
  }
}

extension Publisher {
  /// Publishes `output` if upstream finishes without emitting a value; otherwise passes everything on.
  ///
  /// ```swift
  /// let cancellable = Empty<Int, Never>().replaceEmpty(with: 0).sink { print($0) }
  /// // Prints "0"
  /// ```
  public func replaceEmpty(with output: Output) -> Publishers.ReplaceEmpty<Self> {
    Publishers.ReplaceEmpty(upstream: self, output: output)
  }
}
#endif
