#if !canImport(Combine)
extension Publishers {
  /// A publisher that cannot fail, presented with another failure type.
  ///
  /// Created by ``Publisher/setFailureType(to:)``.
  public struct SetFailureType<Upstream: Publisher, Failure: Error>: Publisher where Upstream.Failure == Never {
    public typealias Output = Upstream.Output

    /// The publisher that cannot fail.
    public let upstream: Upstream

    /// Creates a publisher of `upstream`'s values with the failure type `Failure`.
    public init(upstream: Upstream) {
      self.upstream = upstream
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(
        CompletionMappingSubscriber(downstream: subscriber, name: "SetFailureType") { _ in .finished }
      )
    }
  }
}

extension Publishers.SetFailureType: Equatable where Upstream: Equatable {}

extension Publisher where Failure == Never {
  /// Presents this publisher, which cannot fail, as one that may fail with `failureType`.
  ///
  /// ```swift
  /// let request: AnyPublisher<Int, URLError> = Just(1).setFailureType(to: URLError.self).eraseToAnyPublisher()
  /// ```
  ///
  /// - Parameter failureType: The failure type to present.
  /// - Returns: A publisher with the same values and the new failure type.
  public func setFailureType<E: Error>(to failureType: E.Type) -> Publishers.SetFailureType<Self, E> {
    Publishers.SetFailureType(upstream: self)
  }
}
#endif
