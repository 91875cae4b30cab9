public import StreamCore

/// The shared state of a property: its current value and its subscribers, in StreamCore's subject engine.
///
/// Subscriptions to a property's publishers retain the storage, not the property, so observing never keeps a
/// ``MutableProperty`` alive. A derived property's storage also owns what keeps its value up to date — for `map`,
/// the other single-source steps and `combineLatest`, its registrations as a dependent of its sources' cores; for
/// the other operators, a subscription — and ends it when the storage goes (the property and all its subscriptions
/// are gone). Nothing holds a storage weakly: a weak reference would give it a side table and slow down every retain
/// and release of it.
@usableFromInline
final class PropertyStorage<Value> {
  @usableFromInline
  let core: SubjectCore<Value, Never>
  /// A constant never changes: its publishers send the value and finish.
  @usableFromInline
  let isConstant: Bool
  /// Written once, right after creation, before any other thread can reach the storage; read only in `deinit`.
  private var upstream: (any Cancellable)?

  @usableFromInline
  init(value: Value, isConstant: Bool = false) {
    core = SubjectCore(current: value, deliversLatestOnDemand: true)
    self.isConstant = isConstant
  }

  /// Creates the storage of a derived property around `core`, which `upstream` feeds until the storage goes.
  @usableFromInline
  init(core: SubjectCore<Value, Never>, upstream: any Cancellable) {
    self.core = core
    self.isConstant = false
    self.upstream = upstream
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

  /// Makes the storage of a property whose value is `transform` applied to the value of `source`.
  ///
  /// The new storage's core is a dependent of the source's core (see StreamCore's `CoreDependent`): the source's
  /// delivery turn computes each derived value and sends it, before the source's own subscribers run. No
  /// subscription, conduit or updater sits between the two, so a chain of `map`s costs a closure call and one
  /// delivery turn per hop. Inlinable, so that the closure reading the source's value is specialized in the caller.
  @inlinable
  static func mapped<Source>(
    from source: PropertyStorage<Source>,
    _ transform: @escaping (Source) -> Value
  ) -> PropertyStorage {
    if source.isConstant { return PropertyStorage(value: transform(source.value), isConstant: true) }
    return dependent(of: source) { sourceValue in
      let core = SubjectCore<Value, Never>(current: transform(sourceValue), deliversLatestOnDemand: true)
      return (core, { core.sendFromSourceTurn(transform($0.assumingMemoryBound(to: Source.self).pointee)) })
    }
  }

  /// Makes the storage of a property of the values of `source` that satisfy `isIncluded`, starting from `initial` if
  /// the current one does not: ``stepped(from:_:)`` for `filter`, with its own receive closure, as ``mapped(from:_:)``
  /// has, so that a skipped value costs one closure call and a kept one no `Optional` on the way.
  @inlinable
  static func filtered(
    from source: PropertyStorage,
    initial: Value,
    _ isIncluded: @escaping (Value) -> Bool
  ) -> PropertyStorage {
    if source.isConstant {
      return PropertyStorage(value: isIncluded(source.value) ? source.value : initial, isConstant: true)
    }
    return dependent(of: source) { sourceValue in
      let core = SubjectCore<Value, Never>(
        current: isIncluded(sourceValue) ? sourceValue : initial,
        deliversLatestOnDemand: true
      )
      return (
        core,
        { pointer in
          let value = pointer.assumingMemoryBound(to: Value.self).pointee
          if isIncluded(value) { core.sendFromSourceTurn(value) }
        }
      )
    }
  }

  /// Makes the storage of a property that folds each value of `source` into a running result, starting from
  /// `nextPartialResult(initialResult, current)`: ``stepped(from:_:)`` for `scan`, with its own receive closure.
  @inlinable
  static func scanned<Source>(
    from source: PropertyStorage<Source>,
    _ initialResult: Value,
    _ nextPartialResult: @escaping (Value, Source) -> Value
  ) -> PropertyStorage {
    if source.isConstant {
      return PropertyStorage(value: nextPartialResult(initialResult, source.value), isConstant: true)
    }
    return dependent(of: source) { sourceValue in
      // A registration that starts over starts a fresh result.
      let result = ValueCell(nextPartialResult(initialResult, sourceValue))
      let core = SubjectCore<Value, Never>(current: result.value, deliversLatestOnDemand: true)
      return (
        core,
        { pointer in
          result.value = nextPartialResult(result.value, pointer.assumingMemoryBound(to: Source.self).pointee)
          core.sendFromSourceTurn(result.value)
        }
      )
    }
  }

  /// Makes the storage of a property derived from `source` one step per source value, as a dependent of the
  /// source's delivery turn, as ``mapped(from:_:)`` does: `first` makes the first value from the source's current
  /// one, and `next` each later value, or `nil` to keep the current one (`filter`, `removeDuplicates`).
  ///
  /// `makeSteps` makes a fresh pair, with fresh state (the last value `removeDuplicates` compares with), each time the
  /// registration starts over. The source's turn calls `next` one value at a time, so its state needs no lock.
  @inlinable
  static func stepped<Source>(
    from source: PropertyStorage<Source>,
    _ makeSteps: () -> (first: (Source) -> Value, next: (Source) -> Value?)
  ) -> PropertyStorage {
    if source.isConstant { return PropertyStorage(value: makeSteps().first(source.value), isConstant: true) }
    return dependent(of: source) { sourceValue in
      let (first, next) = makeSteps()
      let core = SubjectCore<Value, Never>(current: first(sourceValue), deliversLatestOnDemand: true)
      return (
        core,
        { pointer in
          if let value = next(pointer.assumingMemoryBound(to: Source.self).pointee) { core.sendFromSourceTurn(value) }
        }
      )
    }
  }

  /// Makes the storage of a property whose core is a dependent of the core of `source`, which is not constant:
  /// `start` makes the core from the source's current value, and what the source's turn calls with a pointer to
  /// each later source value. The new storage holds the source's storage, and ends the registration when it goes.
  @inlinable
  static func dependent<Source>(
    of source: PropertyStorage<Source>,
    _ start: (Source) -> (SubjectCore<Value, Never>, (UnsafeRawPointer) -> Void)
  ) -> PropertyStorage {
    let (core, dependent) = source.core.addDependent { sourceValue in
      let (core, receive) = start(sourceValue)
      return (core, CoreDependent(receive: receive, complete: { core.send(completion: .finished) }))
    }
    // Holds the source's storage, and with it whatever feeds the source, for as long as this storage lives.
    return PropertyStorage(core: core, upstream: AnyCancellable { source.core.removeDependent(dependent) })
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

/// Feeds a ``PropertyStorage`` from an upstream publisher.
///
/// It holds the storage's subject core, not the storage: the storage's lifetime is decided by its property and
/// its subscribers, and when the storage goes it cancels this updater. Holding the core strongly, rather than the
/// storage weakly, keeps the storage free of a weak-reference side table, which would put every retain and release
/// of it on the runtime's slow path.
///
/// Every field is guarded by `lock`. The value path (`receive(_:)` once attached) touches no generic enum,
/// `Optional<Value>` or generic struct: in the unspecialized code PropertyKit runs, each costs a run-time metadata
/// lookup per value, several times the cost of the hop itself. What happens before attachment is kept out of line.
final class PropertyUpdater<Value>: Subscriber, Cancellable {
  private let lock = Lock()
  /// The core of the storage fed, once attached.
  @exclusivity(unchecked) private var core: SubjectCore<Value, Never>?
  /// Whether upstream finished before the storage was attached.
  @exclusivity(unchecked) private var finishedBeforeAttaching = false
  /// The latest value received before the storage was attached.
  @exclusivity(unchecked) private var latestBeforeAttaching: Value?
  private let subscription = SubscriptionSlot()

  init(storage: PropertyStorage<Value>?) {
    core = storage?.core
  }

  /// Whether a value arrived before the storage was attached.
  var hasValue: Bool {
    lock.withLock { core == nil && latestBeforeAttaching != nil }
  }

  /// Creates the storage from the latest value received, or else from `fallback`, and feeds it from now on.
  func attach(orStartFrom fallback: Value?) -> PropertyStorage<Value> {
    lock.lock()
    guard core == nil, let value = latestBeforeAttaching ?? fallback else {
      trap("PropertyUpdater<\(Value.self)>: attached twice or without a value")
    }
    let storage = PropertyStorage(value: value)
    core = storage.core
    latestBeforeAttaching = nil
    let finished = finishedBeforeAttaching
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
    guard let core else {
      keepUntilAttached(input)
      return .none
    }
    lock.unlock()
    core.send(input)
    return .none
  }

  /// With the lock held, before attachment: keeps `input` as the value to start from. Releases the lock. Out of
  /// line so that `receive(_:)` never materializes the metadata of `Optional<Value>`.
  @inline(never)
  private func keepUntilAttached(_ input: Value) {
    latestBeforeAttaching = input
    lock.unlock()
  }

  func receive(completion: Subscribers.Completion<Never>) {
    subscription.take()
    lock.lock()
    let core = self.core
    if core == nil { finishedBeforeAttaching = true }
    lock.unlock()
    core?.send(completion: .finished)
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
