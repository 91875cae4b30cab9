public import StreamCore

/// A property's publisher: its current value (if asked for), then each change, finishing when the property's
/// source is gone.
///
/// A subscription keeps the property's state alive, so a derived property observed through its publisher keeps
/// updating after the property object itself is released; it never keeps a ``MutableProperty`` alive.
///
/// ```swift
/// let count = MutableProperty(1)
/// let cancellable = count.publisher.sink { print($0) }  // Prints "1"
/// count.value = 2                                      // Prints "2"
/// ```
public struct PropertyPublisher<Value>: Publisher {
  /// The values the publisher sends: the property's values.
  public typealias Output = Value
  /// A property's publisher never fails; it only finishes.
  public typealias Failure = Never

  @usableFromInline
  let storage: PropertyStorage<Value>
  @usableFromInline
  let sendsCurrentValue: Bool

  @usableFromInline
  init(storage: PropertyStorage<Value>, sendsCurrentValue: Bool) {
    self.storage = storage
    self.sendsCurrentValue = sendsCurrentValue
  }

  /// Attaches `subscriber`: it gets the current value (if asked for), then each change, then the end.
  @inlinable
  public func receive<S: Subscriber>(subscriber: S) where S.Input == Value, S.Failure == Never {
    if storage.isConstant || storage.core.hasCompleted {
      // Nothing will change: the value (if asked for), then the end.
      if sendsCurrentValue {
        Just(storage.value).subscribe(subscriber)
      } else {
        Empty<Value, Never>().subscribe(subscriber)
      }
      return
    }
    storage.core.subscribe(
      StorageRetainingSubscriber(downstream: subscriber, storage: storage),
      receivesCurrentValue: sendsCurrentValue
    )
  }
}

/// Forwards to `downstream` and keeps a property's storage alive for as long as the subscription holds it.
@usableFromInline
struct StorageRetainingSubscriber<Downstream: Subscriber>: Subscriber {
  @usableFromInline
  typealias Input = Downstream.Input
  @usableFromInline
  typealias Failure = Downstream.Failure

  @usableFromInline
  let downstream: Downstream
  @usableFromInline
  let storage: AnyObject

  @inlinable
  init(downstream: Downstream, storage: AnyObject) {
    self.downstream = downstream
    self.storage = storage
  }

  @inlinable
  var combineIdentifier: CombineIdentifier { downstream.combineIdentifier }

  @inlinable
  func receive(subscription: any Subscription) {
    downstream.receive(subscription: subscription)
  }

  @inlinable
  func receive(_ input: Input) -> Subscribers.Demand {
    downstream.receive(input)
  }

  @inlinable
  func receive(completion: Subscribers.Completion<Failure>) {
    downstream.receive(completion: completion)
  }
}

// The subscription goes to the downstream, which lets go of it when it is done.
extension StorageRetainingSubscriber: ReleasesSubscription where Downstream: ReleasesSubscription {}
