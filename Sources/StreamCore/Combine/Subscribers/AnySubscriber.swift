#if !canImport(Combine)
/// A type-erased subscriber.
///
/// Wraps another subscriber, a subject, or three closures.
@frozen
public struct AnySubscriber<Input, Failure: Error>: Subscriber, CustomStringConvertible {
  @usableFromInline
  let receiveSubscriptionBody: ((any Subscription) -> Void)?
  @usableFromInline
  let receiveValueBody: ((Input) -> Subscribers.Demand)?
  @usableFromInline
  let receiveCompletionBody: ((Subscribers.Completion<Failure>) -> Void)?

  public let combineIdentifier: CombineIdentifier
  private let describe: () -> String

  /// Wraps `subscriber`.
  public init<S: Subscriber>(_ subscriber: S) where S.Input == Input, S.Failure == Failure {
    if let erased = subscriber as? AnySubscriber<Input, Failure> {
      self = erased
      return
    }
    combineIdentifier = subscriber.combineIdentifier
    receiveSubscriptionBody = subscriber.receive(subscription:)
    receiveValueBody = subscriber.receive(_:)
    receiveCompletionBody = subscriber.receive(completion:)
    describe = { String(describing: subscriber) }
  }

  /// Wraps `subject`, so that it re-publishes what it receives.
  public init<S: Subject>(_ subject: S) where S.Output == Input, S.Failure == Failure {
    self.init(SubjectForwarder(subject: subject))
  }

  /// Creates a subscriber from closures. A missing closure ignores that event; a missing `receiveValue` asks for
  /// no more values.
  public init(
    receiveSubscription: ((any Subscription) -> Void)? = nil,
    receiveValue: ((Input) -> Subscribers.Demand)? = nil,
    receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil
  ) {
    combineIdentifier = CombineIdentifier()
    receiveSubscriptionBody = receiveSubscription
    receiveValueBody = receiveValue
    receiveCompletionBody = receiveCompletion
    describe = { "Anonymous AnySubscriber" }
  }

  public var description: String { describe() }

  @inlinable
  public func receive(subscription: any Subscription) {
    receiveSubscriptionBody?(subscription)
  }

  @inlinable
  public func receive(_ value: Input) -> Subscribers.Demand {
    receiveValueBody?(value) ?? .none
  }

  @inlinable
  public func receive(completion: Subscribers.Completion<Failure>) {
    receiveCompletionBody?(completion)
  }
}

extension AnySubscriber: CustomPlaygroundDisplayConvertible {
  /// What a playground shows for the subscriber: its ``description``, as in Combine.
  public var playgroundDescription: Any { description }
}
#endif
