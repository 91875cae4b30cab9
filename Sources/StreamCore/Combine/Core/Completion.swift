#if !canImport(Combine)
extension Subscribers {
  /// How a publisher ended: it finished normally, or it failed with an error.
  @frozen
  public enum Completion<Failure: Error> {
    /// The publisher finished normally.
    case finished
    /// The publisher stopped because of `error`.
    case failure(Failure)
  }
}

extension Subscribers.Completion: Equatable where Failure: Equatable {}
extension Subscribers.Completion: Hashable where Failure: Hashable {}
extension Subscribers.Completion: Sendable where Failure: Sendable {}

extension Subscribers.Completion {
  /// The same completion with its error transformed.
  @inlinable
  public func mapError<NewFailure: Error>(
    _ transform: (Failure) -> NewFailure
  ) -> Subscribers.Completion<NewFailure> {
    switch self {
    case .finished: .finished
    case .failure(let error): .failure(transform(error))
    }
  }

  /// The completion with its error erased to `any Error`.
  @inlinable
  var erasingError: Subscribers.Completion<any Error> {
    mapError { $0 }
  }
}
#endif
