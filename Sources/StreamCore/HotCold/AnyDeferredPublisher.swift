/// A type-erased *cold* publisher: like ``AnyPublisher``, but it can only wrap a ``DeferredPublisherProtocol``, so
/// the erased type still promises that every subscription starts its own work.
///
/// ```swift
/// func loadUser(id: Int) -> AnyDeferredPublisher<User, APIError> {
///   Deferred { api.user(id) }.map(\.user).eraseToAnyDeferredPublisher()
/// }
/// ```
public struct AnyDeferredPublisher<Output, Failure: Error>: DeferredPublisherProtocol, CustomStringConvertible {
  @usableFromInline
  let base: AnyPublisher<Output, Failure>

  /// Wraps the cold publisher `publisher`.
  @inlinable
  public init<P: DeferredPublisherProtocol>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
    if let erased = publisher as? AnyDeferredPublisher<Output, Failure> {
      self = erased
    } else {
      base = AnyPublisher(publisher)
    }
  }

  public var description: String { "AnyDeferredPublisher" }

  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    base.receive(subscriber: subscriber)
  }
}

extension DeferredPublisherProtocol {
  /// Wraps this cold publisher in an ``AnyDeferredPublisher``, hiding its type but not its coldness.
  public func eraseToAnyDeferredPublisher() -> AnyDeferredPublisher<Output, Failure> {
    AnyDeferredPublisher(self)
  }
}
