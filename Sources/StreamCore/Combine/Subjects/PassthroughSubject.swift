#if !canImport(Combine)
/// A hot subject that forwards the values sent to it to its current subscribers.
///
/// It keeps no value: a subscriber sees only what is sent after it subscribed, and only while it has demand.
/// Sending is thread-safe. Deliveries are serialized and first-in, first-out: a value sent from inside a
/// subscriber (or from another thread during a delivery) is delivered after the current value has reached every
/// subscriber, never recursively.
///
/// ```swift
/// let subject = PassthroughSubject<Int, Never>()
/// let cancellable = subject.sink { value in
///   print("got \(value)")
///   if value == 1 { subject.send(2) }
/// }
/// subject.send(1)
/// // Prints "got 1", then "got 2"
/// ```
public final class PassthroughSubject<Output, Failure: Error>: Subject {
  @usableFromInline
  package let core = SubjectCore<Output, Failure>(current: nil)

  /// Creates a subject with no subscribers.
  public init() {}

  /// Cancels the subscriptions the subject received as a subscriber, as Combine's subjects do.
  deinit {
    core.cancelUpstreams()
  }

  public func send(_ input: Output) {
    core.send(input)
  }

  public func send(completion: Subscribers.Completion<Failure>) {
    core.send(completion: completion)
  }

  public func send(subscription: any Subscription) {
    core.attachUpstream(subscription)
  }

  @inlinable
  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    core.subscribe(subscriber, owner: self)
  }
}

// @unchecked: all state lives in `SubjectCore` behind its lock; values cross threads only when they are Sendable.
extension PassthroughSubject: @unchecked Sendable where Output: Sendable {}
#endif
