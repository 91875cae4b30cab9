#if !canImport(Combine)
extension Publishers {
  /// A publisher that replaces a failed upstream with another publisher.
  ///
  /// Created by ``Publisher/catch(_:)``.
  public struct Catch<Upstream: Publisher, NewPublisher: Publisher>: Publisher
  where Upstream.Output == NewPublisher.Output {
    public typealias Output = Upstream.Output
    public typealias Failure = NewPublisher.Failure

    /// The publisher that may fail.
    public let upstream: Upstream
    /// Creates the replacement publisher from the failure.
    public let handler: (Upstream.Failure) -> NewPublisher

    /// Creates a publisher that continues with `handler(error)` if `upstream` fails.
    public init(upstream: Upstream, handler: @escaping (Upstream.Failure) -> NewPublisher) {
      self.upstream = upstream
      self.handler = handler
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let handler = self.handler
      let chain = ChainSubscription(downstream: subscriber, name: "Catch")
      chain.attach(upstream) { completion in
        switch completion {
        case .finished:
          return .complete(.finished)
        case .failure(let error):
          return .attach { $0.attach(handler(error)) { .complete($0) } }
        }
      }
    }
  }
}

extension Publisher {
  /// Replaces a failure with the publisher `handler` returns; outstanding demand carries over to it.
  ///
  /// ```swift
  /// struct Oops: Error {}
  /// let cancellable = Fail<Int, Oops>(error: Oops())
  ///   .catch { _ in Just(0) }
  ///   .sink { print($0) }
  /// // Prints "0"
  /// ```
  ///
  /// - Parameter handler: Returns the publisher to continue with, given the failure.
  /// - Returns: A publisher with the replacement's failure type.
  public func `catch`<P: Publisher>(_ handler: @escaping (Failure) -> P) -> Publishers.Catch<Self, P>
  where P.Output == Output {
    Publishers.Catch(upstream: self, handler: handler)
  }
}
#endif
