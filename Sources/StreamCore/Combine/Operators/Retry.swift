#if !canImport(Combine)
extension Publishers {
  /// A publisher that resubscribes to its upstream when it fails, up to a number of times.
  ///
  /// Created by ``Publisher/retry(_:)``.
  public struct Retry<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    /// The publisher to retry.
    public let upstream: Upstream
    /// How many times to resubscribe; `nil` retries without limit.
    public let retries: Int?

    /// Creates a publisher that resubscribes to `upstream` up to `retries` times after a failure.
    public init(upstream: Upstream, retries: Int?) {
      if let retries { require(retries >= 0, "retry(\(retries)): the count must not be negative") }
      self.upstream = upstream
      self.retries = retries
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let chain = ChainSubscription(downstream: subscriber, name: "Retry")
      attempt(on: chain, remaining: retries)
    }

    private func attempt<S: Subscriber>(on chain: ChainSubscription<S>, remaining: Int?)
    where S.Input == Output, S.Failure == Failure {
      chain.attach(upstream) { completion in
        guard case .failure = completion, remaining != 0 else { return .complete(completion) }
        return .attach { self.attempt(on: $0, remaining: remaining.map { $0 - 1 }) }
      }
    }
  }
}

extension Publishers.Retry: Equatable where Upstream: Equatable {}

extension Publisher {
  /// Resubscribes to this publisher after a failure, up to `retries` times; the last failure is passed on.
  ///
  /// Each attempt subscribes anew, so a cold upstream (such as a ``Deferred`` network call) runs its work again:
  ///
  /// ```swift
  /// var attempts = 0
  /// let cancellable = Deferred { () -> AnyPublisher<Int, URLError> in
  ///   attempts += 1
  ///   return attempts < 3 ? Fail(error: URLError(.timedOut)).eraseToAnyPublisher()
  ///                       : Just(attempts).setFailureType(to: URLError.self).eraseToAnyPublisher()
  /// }
  /// .retry(2)
  /// .sink(receiveCompletion: { _ in }, receiveValue: { print($0) })
  /// // Prints "3"
  /// ```
  ///
  /// - Parameter retries: How many times to resubscribe after a failure.
  /// - Returns: A publisher that fails only when the last attempt fails.
  public func retry(_ retries: Int) -> Publishers.Retry<Self> {
    Publishers.Retry(upstream: self, retries: retries)
  }
}
#endif
