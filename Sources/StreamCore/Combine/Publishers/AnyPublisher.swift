#if !canImport(Combine)
/// A type-erased publisher.
///
/// Use ``Publisher/eraseToAnyPublisher()`` to hide an operator chain's type at an API boundary. Erasing a cold
/// publisher this way forgets that it is cold; use ``AnyDeferredPublisher`` to keep that.
///
/// ```swift
/// func numbers() -> AnyPublisher<Int, Never> {
///   [1, 2, 3].publisher.map { $0 * 2 }.eraseToAnyPublisher()
/// }
/// ```
@frozen
public struct AnyPublisher<Output, Failure: Error>: Publisher, CustomStringConvertible {
  @usableFromInline
  let box: PublisherBoxBase<Output, Failure>

  /// Wraps `publisher`.
  @inlinable
  public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
    if let erased = publisher as? AnyPublisher<Output, Failure> {
      box = erased.box
    } else {
      box = PublisherBox(publisher)
    }
  }

  public var description: String { "AnyPublisher" }

  @inlinable
  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    box.receive(subscriber: subscriber)
  }
}

extension Publisher {
  /// Wraps this publisher in an ``AnyPublisher``, hiding its type.
  @inlinable
  public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> {
    AnyPublisher(self)
  }
}

extension AnyPublisher {
  /// Returns itself: it is already erased.
  @inlinable
  public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> {
    self
  }
}

@usableFromInline
class PublisherBoxBase<Output, Failure: Error>: Publisher {
  @usableFromInline
  init() {}

  @usableFromInline
  func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    fatalError("abstract")
  }
}

@usableFromInline
final class PublisherBox<Base: Publisher>: PublisherBoxBase<Base.Output, Base.Failure> {
  @usableFromInline
  let base: Base

  @usableFromInline
  init(_ base: Base) {
    self.base = base
    super.init()
  }

  @usableFromInline
  override func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    base.receive(subscriber: subscriber)
  }
}

extension AnyPublisher: CustomPlaygroundDisplayConvertible {
  /// What a playground shows for the publisher: its ``description``, `"AnyPublisher"`, as in Combine.
  public var playgroundDescription: Any { description }
}
#endif
