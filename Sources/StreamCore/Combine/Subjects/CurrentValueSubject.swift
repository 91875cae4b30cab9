#if !canImport(Combine)
/// A hot subject that holds a current value, sends it to each new subscriber, then forwards every change.
///
/// Setting ``value`` is the same as calling ``send(_:)``. The value is updated before subscribers are notified, so
/// reading it from a subscriber gives the value being delivered or a newer one. A subscriber that had no demand
/// when values were sent receives the value current at its next request (the latest, not each one it missed),
/// as in Combine.
///
/// ```swift
/// let temperature = CurrentValueSubject<Int, Never>(20)
/// let cancellable = temperature.sink { print($0) }  // Prints "20"
/// temperature.value = 21                             // Prints "21"
/// ```
public final class CurrentValueSubject<Output, Failure: Error>: Subject {
  @usableFromInline
  let core: SubjectCore<Output, Failure>

  /// Creates a subject whose current value is `value`.
  public init(_ value: Output) {
    core = SubjectCore(current: value, deliversLatestOnDemand: true)
  }

  /// Cancels the subscriptions the subject received as a subscriber, as Combine's subjects do.
  deinit {
    core.cancelUpstreams()
  }

  /// The current value. Setting it sends the new value to subscribers; after completion it only stores it.
  @inlinable
  public var value: Output {
    get { core.currentValue }
    set { core.setValue(newValue) }
  }

  @inlinable
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
extension CurrentValueSubject: @unchecked Sendable where Output: Sendable {}
#endif
