public import StreamCore

/// A property's publisher: its current value (if asked for), then each change, finishing when the property's
/// source is gone.
///
/// A subscription keeps the property alive until it is cancelled or the publisher finishes, as Combine's
/// subscriptions keep their subject (so a derived property observed through its publisher keeps updating, and a
/// ``MutableProperty`` observed through its publisher is not released, while subscribed).
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
  /// The property, which each live subscription keeps alive; `nil` for the library's own subscriptions that follow
  /// a property without keeping it (see ``followingOnly``).
  @usableFromInline
  let owner: AnyObject?

  @usableFromInline
  init(storage: PropertyStorage<Value>, sendsCurrentValue: Bool, owner: AnyObject?) {
    self.storage = storage
    self.sendsCurrentValue = sendsCurrentValue
    self.owner = owner
  }

  /// The same values, through subscriptions that keep the property's storage alive but not the property: what the
  /// library's operators follow an inner or source property with (`flatMap`, `zip`, `<~`), so that releasing the
  /// property finishes them, as in ReactiveSwift.
  package var followingOnly: PropertyPublisher<Value> {
    PropertyPublisher(storage: storage, sendsCurrentValue: sendsCurrentValue, owner: nil)
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
      receivesCurrentValue: sendsCurrentValue,
      owner: owner
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
