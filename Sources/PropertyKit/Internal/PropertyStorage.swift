public import StreamCore

/// The shared state of a property: its current value and its subscribers, in StreamCore's subject engine.
///
/// Subscriptions to a property's publishers retain the storage, not the property, so observing never keeps a
/// ``MutableProperty`` alive. A derived property's storage also owns the subscription that keeps its value up to
/// date, and cancels it when the storage goes (the property and all its subscriptions are gone).
@usableFromInline
final class PropertyStorage<Value> {
  @usableFromInline
  let core: SubjectCore<Value, Never>
  /// A constant never changes: its publishers send the value and finish.
  @usableFromInline
  let isConstant: Bool
  /// Written once, right after creation, before any other thread can reach the storage; read only in `deinit`.
  private var upstream: (any Cancellable)?

  init(value: Value, isConstant: Bool = false) {
    core = SubjectCore(current: value)
    self.isConstant = isConstant
  }

  deinit {
    upstream?.cancel()
  }

  @usableFromInline
  var value: Value {
    core.currentValue
  }

  /// Keeps `value` up to date from `source`, applying `transform` to each of its values, for as long as this
  /// storage lives; the storage finishes when `source` finishes.
  ///
  /// `source` is subscribed to with its current value first, so nothing committed between reading the source's
  /// value and listening to it is missed.
  func follow<Source: Publisher>(_ source: Source, transform: @escaping (Source.Output) -> Value)
  where Source.Failure == Never {
    let updater = PropertyUpdater(storage: self, transform: transform)
    source.subscribe(updater)
    upstream = updater
  }
}

/// Feeds a ``PropertyStorage`` from an upstream publisher; holds the storage weakly, so the storage's lifetime
/// is decided by its property and its subscribers.
final class PropertyUpdater<Input, Value>: Subscriber, Cancellable {
  private weak let storage: PropertyStorage<Value>?
  private let transform: (Input) -> Value
  private let subscription = SubscriptionSlot()

  init(storage: PropertyStorage<Value>, transform: @escaping (Input) -> Value) {
    self.storage = storage
    self.transform = transform
  }

  func receive(subscription: any Subscription) {
    guard self.subscription.store(subscription) else { return subscription.cancel() }
    subscription.request(.unlimited)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    guard let storage else {
      cancel()
      return .none
    }
    storage.core.send(transform(input))
    return .none
  }

  func receive(completion: Subscribers.Completion<Never>) {
    _ = subscription.take()
    storage?.core.send(completion: .finished)
  }

  func cancel() {
    subscription.take()?.cancel()
  }
}

/// A subscription held until it is taken once, thread-safely; a subscription arriving after that is refused.
final class SubscriptionSlot: @unchecked Sendable {
  // @unchecked: `state` is guarded by `lock`.
  private enum State {
    case waiting
    case holding(any Subscription)
    case done
  }

  private let lock = Lock()
  private var state = State.waiting

  /// Stores `subscription`; `false` if the slot was already used.
  func store(_ subscription: any Subscription) -> Bool {
    lock.withLock {
      guard case .waiting = state else { return false }
      state = .holding(subscription)
      return true
    }
  }

  /// Takes the subscription, if one is held, leaving the slot done.
  @discardableResult
  func take() -> (any Subscription)? {
    lock.withLock {
      defer { state = .done }
      if case .holding(let subscription) = state { return subscription }
      return nil
    }
  }
}
