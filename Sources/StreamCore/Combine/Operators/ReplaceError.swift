#if !canImport(Combine)
extension Publishers {
  /// A publisher that replaces a failure with a final value and finishes normally.
  ///
  /// Created by ``Publisher/replaceError(with:)``.
  public struct ReplaceError<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Never

    /// The publisher that may fail.
    public let upstream: Upstream
    /// The value published in place of a failure.
    public let output: Upstream.Output

    /// Creates a publisher that publishes `output` and finishes if `upstream` fails.
    public init(upstream: Upstream, output: Output) {
      self.upstream = upstream
      self.output = output
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
      let output = self.output
      let subscription = FinalValueSubscription<Upstream, S>(downstream: subscriber, name: "ReplaceError") {
        completion,
        _ in
        if case .failure = completion { return .sendThenFinish(output) }
        return .complete(.finished)
      }
      upstream.subscribe(subscription)
    }
  }
}

extension Publisher {
  /// Replaces a failure with `output`, then finishes; the result cannot fail.
  ///
  /// ```swift
  /// struct Oops: Error {}
  /// let cancellable = Fail<Int, Oops>(error: Oops()).replaceError(with: -1).sink { print($0) }
  /// // Prints "-1"
  /// ```
  public func replaceError(with output: Output) -> Publishers.ReplaceError<Self> {
    Publishers.ReplaceError(upstream: self, output: output)
  }
}
#endif
