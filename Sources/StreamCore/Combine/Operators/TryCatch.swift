#if !canImport(Combine)
extension Publishers {
  /// A publisher that replaces a failed upstream with another publisher from a throwing handler.
  ///
  /// Created by ``Publisher/tryCatch(_:)``.
  public struct TryCatch<Upstream: Publisher, NewPublisher: Publisher>: Publisher
  where Upstream.Output == NewPublisher.Output {
    public typealias Output = Upstream.Output
    public typealias Failure = any Error

    /// The publisher that may fail.
    public let upstream: Upstream
    /// Creates the replacement publisher from the failure, or throws.
    public let handler: (Upstream.Failure) throws -> NewPublisher

    /// Creates a publisher that continues with `handler(error)` if `upstream` fails.
    public init(upstream: Upstream, handler: @escaping (Upstream.Failure) throws -> NewPublisher) {
      self.upstream = upstream
      self.handler = handler
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let handler = self.handler
      let chain = ChainSubscription(downstream: subscriber, name: "TryCatch")
      chain.attach(upstream) { completion in
        switch completion {
        case .finished:
          return .complete(.finished)
        case .failure(let error):
          do {
            let replacement = try handler(error)
            return .attach { $0.attach(replacement) { .complete($0.erasingError) } }
          } catch {
            return .complete(.failure(error))
          }
        }
      }
    }
  }
}

extension Publisher {
  /// Replaces a failure with the publisher a throwing `handler` returns; if it throws, the stream fails with that
  /// error.
  ///
  /// - Parameter handler: Returns the publisher to continue with, or throws.
  /// - Returns: A publisher that fails with `any Error`.
  public func tryCatch<P: Publisher>(_ handler: @escaping (Failure) throws -> P) -> Publishers.TryCatch<Self, P>
  where P.Output == Output {
    Publishers.TryCatch(upstream: self, handler: handler)
  }
}
#endif
