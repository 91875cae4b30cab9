#if !canImport(Combine)
/// A type that can deliver a sequence of values over time to subscribers.
///
/// A publisher delivers elements to one or more ``Subscriber`` instances. Its `Output` and `Failure` must match the
/// subscriber's `Input` and `Failure`. Every publisher in this library follows the contract described in the
/// <doc:Contracts> article: it never sends more values than were requested, sends nothing after a completion or a
/// cancellation, and never calls a subscriber while holding one of its own locks.
///
/// ```swift
/// let cancellable = [1, 2, 3].publisher
///   .map { $0 * 10 }
///   .sink { print($0) }
/// // Prints "10", "20", "30"
/// ```
///
/// Whether a publisher is *cold* (each subscription starts its own work) or *hot* (subscribers share one source) is
/// visible in its type: cold publishers conform to ``DeferredPublisherProtocol``.
public protocol Publisher<Output, Failure> {
  /// The kind of values this publisher produces.
  associatedtype Output

  /// The kind of error this publisher may fail with; `Never` if it cannot fail.
  associatedtype Failure: Error

  /// Attaches `subscriber` to this publisher.
  ///
  /// Implement this to accept subscribers; call `subscribe(_:)` to attach one.
  func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure
}

extension Publisher {
  /// Attaches `subscriber` to this publisher.
  ///
  /// - Parameter subscriber: The subscriber to attach. It first receives a ``Subscription``, then values, then at
  ///   most one completion.
  @inlinable
  public func subscribe<S: Subscriber>(_ subscriber: S) where S.Input == Output, S.Failure == Failure {
    receive(subscriber: subscriber)
  }

  /// Attaches a subject to this publisher, so the subject re-publishes everything this publisher sends.
  ///
  /// - Parameter subject: The subject to forward to.
  /// - Returns: A cancellable that ends the forwarding.
  public func subscribe<S: Subject>(_ subject: S) -> AnyCancellable where S.Output == Output, S.Failure == Failure {
    let forwarder = SubjectForwarder(subject: subject)
    receive(subscriber: forwarder)
    return AnyCancellable(forwarder)
  }
}

/// A namespace for the publisher types this library defines, named as in Combine.
public enum Publishers {}
#endif
