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
    core = SubjectCore(current: value, deliversLatestOnDemand: true)
    self.isConstant = isConstant
  }

  deinit {
    upstream?.cancel()
  }

  @usableFromInline
  var value: Value {
    core.currentValue
  }

  /// Keeps `value` up to date from `source` for as long as this storage lives; the storage finishes when
  /// `source` finishes.
  func follow<Source: Publisher>(_ source: Source) where Source.Output == Value, Source.Failure == Never {
    let updater = PropertyUpdater<Value>(storage: self)
    source.subscribe(updater)
    upstream = updater
  }

  /// Makes the storage of a property derived by `publisher`, which sends the derived value at once on
  /// subscription and then every change.
  ///
  /// The first value comes from the subscription itself, so an operator with state (`scan`, `combinePrevious`)
  /// starts exactly once. If the source is busy delivering (on another thread, or re-entrantly on this one) and
  /// the first value is queued behind that delivery, the storage starts from `fallback()` — the same pipeline
  /// applied to the source's current value — until the queued value arrives.
  static func derived<Derived: Publisher>(
    from publisher: Derived,
    fallback: () -> Value
  ) -> PropertyStorage where Derived.Output == Value, Derived.Failure == Never {
    let updater = PropertyUpdater<Value>(storage: nil)
    publisher.subscribe(updater)
    let fallbackValue = updater.hasValue ? nil : fallback()
    let storage = updater.attach(orStartFrom: fallbackValue)
    storage.upstream = updater
    return storage
  }
}

/// Feeds a ``PropertyStorage`` from an upstream publisher; holds the storage weakly, so the storage's lifetime
/// is decided by its property and its subscribers.
final class PropertyUpdater<Value>: Subscriber, Cancellable {
  // `state` is guarded by `lock`.
  private enum State {
    /// The storage does not exist yet; the latest value received meanwhile, and whether upstream finished.
    case waiting(latest: Value?, finished: Bool)
    case attached(PropertyStorage<Value>.WeakReference)
  }

  private let lock = Lock()
  private var state: State
  private let subscription = SubscriptionSlot()

  init(storage: PropertyStorage<Value>?) {
    state = storage.map { .attached(.init($0)) } ?? .waiting(latest: nil, finished: false)
  }

  /// Whether a value arrived before the storage was attached.
  var hasValue: Bool {
    lock.withLock {
      if case .waiting(latest: .some, _) = state { return true }
      return false
    }
  }

  /// Creates the storage from the latest value received, or else from `fallback`, and feeds it from now on.
  func attach(orStartFrom fallback: Value?) -> PropertyStorage<Value> {
    lock.lock()
    guard case .waiting(let latest, let finished) = state, let value = latest ?? fallback else {
      trap("PropertyUpdater<\(Value.self)>: attached twice or without a value")
    }
    let storage = PropertyStorage(value: value)
    state = .attached(.init(storage))
    lock.unlock()
    // Nobody can observe the new storage yet, so completing it here runs no user code.
    if finished { storage.core.send(completion: .finished) }
    return storage
  }

  func receive(subscription: any Subscription) {
    guard self.subscription.store(subscription) else { return subscription.cancel() }
    subscription.request(.unlimited)
  }

  func receive(_ input: Value) -> Subscribers.Demand {
    lock.lock()
    switch state {
    case .waiting(_, let finished):
      state = .waiting(latest: input, finished: finished)
      lock.unlock()
    case .attached(let reference):
      lock.unlock()
      guard let storage = reference.storage else {
        cancel()
        return .none
      }
      storage.core.send(input)
    }
    return .none
  }

  func receive(completion: Subscribers.Completion<Never>) {
    subscription.take()
    lock.lock()
    let storage: PropertyStorage<Value>?
    switch state {
    case .attached(let reference): storage = reference.storage
    case .waiting(let latest, _):
      storage = nil
      state = .waiting(latest: latest, finished: true)
    }
    lock.unlock()
    storage?.core.send(completion: .finished)
  }

  func cancel() {
    subscription.take()?.cancel()
  }
}

extension PropertyStorage {
  /// A weak reference to a storage.
  struct WeakReference {
    weak var storage: PropertyStorage?
    init(_ storage: PropertyStorage) { self.storage = storage }
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
