/// The engine shared by ``PassthroughSubject`` and ``CurrentValueSubject``.
///
/// Delivery is serialized and first-in, first-out: one thread at a time holds the *delivery turn*. An event sent
/// while another is being delivered (from another thread, or re-entrantly from a subscriber) is queued and
/// delivered by the turn holder after the current event reaches every subscriber. No lock is held while a
/// subscriber runs, and before each delivery the subscriber is re-checked (under the lock, or, between the values
/// of a batch, through its atomic liveness flag — under the lock on Apple platforms; see ``drain()``), so no
/// delivery starts after `cancel()` returns.
///
/// State is guarded by `lock`; its fields opt out of dynamic exclusivity checks because the lock already makes
/// every access exclusive. The send path touches no `Optional` or collection of a generic type: in unspecialized
/// generic code each of those costs a run-time metadata lookup, several times the cost of the send itself.
///
/// ## Use from the upper modules (`package` access)
///
/// PropertyKit, StateKit and BindingKit build their value-holding containers on this engine rather than on a
/// copy of it:
/// - ``send(_:)``, ``send(completion:)``, ``currentValue`` and ``subscribe(_:receivesCurrentValue:)`` work as
///   they do for the subjects; `receivesCurrentValue: false` gives a changes-only stream of the same subject.
/// - ``init(current:initialEvent:)`` makes the first event a subscriber receives a function of the current
///   value (for example `DiffedValue(old: nil, new: current.new)`), computed under the lock when the subscriber
///   first asks for a value, so nothing slips between reading the current value and listening for changes.
/// - ``enqueue(_:)`` and ``drain()`` serve a container that guards its state with its own lock: it commits and
///   calls ``enqueue(_:)`` while holding that lock, so events are queued in commit order, then calls ``drain()``
///   after releasing it if ``enqueue(_:)`` returned `true`.
/// - ``addDependent(_:)`` adds a ``CoreDependent``: a step of the delivery itself (PropertyKit's `map`), called by
///   the turn holder with each value before the subscribers; ``sendFromSourceTurn(_:)`` feeds a core whose sends
///   such a dependent serializes, and ``send(updating:)`` one that several dependents feed a part each.
@usableFromInline
package final class SubjectCore<Output, Failure: Error> {
  @usableFromInline
  typealias Conduit = SubjectConduit<Output, Failure>

  @usableFromInline
  enum SubscriberList {
    case none
    case one(Conduit)
    /// Two or more, as their non-generic part, so the fan-out loop is concrete code (see ``ConduitState``).
    case many(SubscriberSlots)

    /// The subscriber of `.one`, unretained.
    @inlinable
    var unretainedOnly: Unmanaged<Conduit> {
      guard case .one(let conduit) = self else { trap("SubscriberList.unretainedOnly on \(self)") }
      return .passUnretained(conduit)
    }
  }

  @usableFromInline let lock: Lock
  @usableFromInline @exclusivity(unchecked) var subscribers = SubscriberList.none
  @usableFromInline @exclusivity(unchecked) var isCompleted = false
  @exclusivity(unchecked) var completion: Subscribers.Completion<Failure>?
  @usableFromInline @exclusivity(unchecked) var isDelivering = false
  /// Derived values updated by the delivery turn before the subscribers; see ``CoreDependent``.
  @usableFromInline @exclusivity(unchecked) var dependents = DependentList.none
  /// How many values were sent to every subscriber, and how many of those the turn holder has taken to deliver
  /// (or found nobody to deliver to). A dependent added after the `n`-th value skips the queued values up to it.
  @usableFromInline @exclusivity(unchecked) var committedCount: UInt64 = 0
  @usableFromInline @exclusivity(unchecked) var deliveredCount: UInt64 = 0
  /// Whether the completion has been taken for delivery: nothing added after that would ever be completed.
  @exclusivity(unchecked) var hasDeliveredCompletion = false
  /// The queued events, first in, first out: values (each for every subscriber, or — with a target — a new
  /// subscriber's first value), then possibly the completion, which is always last. The values sit in a
  /// ``ValueRing`` so that queueing them looks up no type metadata in unspecialized code.
  @exclusivity(unchecked) var pendingValues = ValueRing()
  /// The pending values that are a new subscriber's first value, oldest first, each with its subscriber; every
  /// other pending value is for every subscriber.
  @exclusivity(unchecked) var pendingTargets = Queue<TargetedValue>()
  /// How many values have been queued, and taken from the queue, since the core was made: the positions that
  /// ``pendingTargets`` refers to.
  @exclusivity(unchecked) var queuedValueCount: UInt64 = 0
  /// How many values the turn holder has taken from the queue (or dropped with it at completion).
  @exclusivity(unchecked) var takenValueCount: UInt64 = 0
  /// An empty ring that keeps its memory: a batch delivery swaps it in for the queue it takes, and puts the queue's
  /// ring back here once it has delivered it, so a steady stream of batches allocates nothing.
  @exclusivity(unchecked) var spareValues = ValueRing()
  /// Pending values, plus one for a pending completion (`completion`, delivered once no value is left).
  @exclusivity(unchecked) var pendingCount = 0
  @exclusivity(unchecked) private var upstreams: [any Subscription] = []
  /// How many subscribers slot compactions have moved, in total: the work removals cost beyond O(1) each.
  @exclusivity(unchecked) private var compactionMoves = 0
  /// Whether some subscriber has requested a value; until then a ``PassthroughSubject`` asks its upstream
  /// subscriptions for nothing, so nothing they would send is dropped for want of a subscriber (as in Combine).
  @exclusivity(unchecked) private var hasDownstreamDemand = false
  /// The current value of a ``CurrentValueSubject``; `nil` for a ``PassthroughSubject``.
  @usableFromInline let current: ValueCell<Output>?
  /// Makes a new subscriber's first event from the current value; `nil` sends the current value itself.
  private let initialEvent: ((Output) -> Output)?

  /// Whether new subscribers first get the current value (``CurrentValueSubject``).
  @usableFromInline
  let hasCurrentValue: Bool

  /// Whether a subscriber that missed values for lack of demand gets the current value when it next requests.
  @usableFromInline let deliversLatestOnDemand: Bool
  /// Whether a delivery to one subscriber borrows it: `publishLocked` (to the only subscriber), a new subscriber's
  /// first value, and ``drain()`` (to the only subscriber, or to a new subscriber its first value) deliver without
  /// retaining it, so a cancel during that delivery parks the subscriber in `parkedConduit` instead of letting the
  /// list release it, and the end of the delivery releases it. Guarded by `lock`.
  @usableFromInline @exclusivity(unchecked) var borrowsOnlySubscriber = false
  @usableFromInline @exclusivity(unchecked) var parkedConduit: ConduitState?

  /// Creates a core with a current value (a ``CurrentValueSubject``'s) or, given `nil`, without one.
  ///
  /// With `deliversLatestOnDemand` (which needs a current value), a subscriber that had no demand when a value
  /// was sent receives the value current at its next request, as a property's observer expects; otherwise
  /// (Combine's subjects) values sent without demand are dropped for that subscriber.
  @usableFromInline
  package init(current: Output?, deliversLatestOnDemand: Bool = false) {
    self.lock = Lock()
    self.current = current.map(ValueCell.init)
    self.hasCurrentValue = current != nil
    self.initialEvent = nil
    self.deliversLatestOnDemand = deliversLatestOnDemand && current != nil
  }

  /// Creates a core with a current value whose subscribers first receive `initialEvent(current)`.
  ///
  /// `initialEvent` runs under the core's lock, when a subscriber first has demand, on the value current at that
  /// moment; later events are delivered unchanged. It must be a pure function of its argument: it must not block,
  /// take a lock or call user code.
  ///
  /// A container may share its own lock with the core (`lock`), and then queue what it commits in the critical
  /// section that commits it, with ``enqueueHoldingLock(_:)``: one lock round trip per commit instead of two. It
  /// must then never call the core's other methods while holding the lock.
  package init(current: Output, lock: Lock = Lock(), initialEvent: @escaping (Output) -> Output) {
    self.lock = lock
    self.current = ValueCell(current)
    self.hasCurrentValue = true
    self.initialEvent = initialEvent
    self.deliversLatestOnDemand = false
  }

  deinit {
    pendingValues.removeAll(as: Output.self)
    spareValues.removeAll(as: Output.self)
  }

  /// The current value; the core must have one.
  @usableFromInline
  package var currentValue: Output {
    lock.withLock { current!.value }
  }

  /// The current value, read without the lock, for a container that serializes every write to this core behind a
  /// lock of its own (a write gate) and holds it now: no write can run meanwhile, and the gate orders this read
  /// after the last write. The core must have a current value.
  @inlinable
  package var currentValueWhileWritesAreHeldOff: Output {
    current.unsafelyUnwrapped.value
  }

  // MARK: - Subscribing

  /// Adds `conduit` to the subscribers; returns `false` if the subject has already completed.
  ///
  /// The subject's inlinable `receive(subscriber:)` creates the conduit, so that creating it is specialized in
  /// the caller rather than looked up at run time.
  @usableFromInline
  func attach(_ conduit: Conduit) -> Bool {
    lock.lock()
    guard !isCompleted else {
      lock.unlock()
      return false
    }
    switch subscribers {
    case .none: subscribers = .one(conduit)
    case .one(let first): subscribers = .many(SubscriberSlots(first, conduit))
    case .many(var all):
      subscribers = .none
      all.append(conduit)
      subscribers = .many(all)
    }
    lock.unlock()
    return true
  }

  /// Whether the core has completed: it delivers nothing more, and a new subscriber receives only the completion.
  @usableFromInline
  package var hasCompleted: Bool {
    lock.withLock { isCompleted }
  }

  /// The completion of a completed subject.
  @usableFromInline
  var finalCompletion: Subscribers.Completion<Failure> {
    lock.withLock { completion ?? .finished }
  }

  /// Keeps an upstream subscription (see ``Subject/send(subscription:)``) and asks it for `.unlimited`: at once
  /// for a ``CurrentValueSubject``, which stores what it receives; for a ``PassthroughSubject`` only once some
  /// subscriber has demand. A completed subject cancels it instead.
  func attachUpstream(_ subscription: any Subscription) {
    lock.lock()
    let accepted = !isCompleted
    if accepted { upstreams.append(subscription) }
    let pull = hasCurrentValue || hasDownstreamDemand
    lock.unlock()
    if !accepted {
      subscription.cancel()
    } else if pull {
      subscription.request(.unlimited)
    }
  }

  /// Cancels every upstream subscription; the subject calls this when it is deallocated, as Combine's do.
  func cancelUpstreams() {
    lock.lock()
    let cancelled = upstreams
    upstreams = []
    lock.unlock()
    for subscription in cancelled { subscription.cancel() }
  }

  func request(_ demand: Subscribers.Demand, for conduit: Conduit) {
    lock.lock()
    guard conduit.isActive else { return lock.unlock() }
    conduit.demand += demand
    guard let current else {
      // A passthrough subject: the first demand from any subscriber starts its upstream subscriptions.
      guard !hasDownstreamDemand else { return lock.unlock() }
      hasDownstreamDemand = true
      let pulled = upstreams
      lock.unlock()
      for subscription in pulled { subscription.request(.unlimited) }
      return
    }
    guard case .awaitingDemand = conduit.initial else { return lock.unlock() }
    sendCurrentValueLocked(current.value, to: conduit)
  }

  /// With the lock held: sends a new subscriber its first event, the current `value`, now or after the events
  /// already queued. Releases the lock.
  @inline(never)
  private func sendCurrentValueLocked(_ value: Output, to conduit: Conduit) {
    conduit.initial = .queued
    let value = initialEvent.map { $0(value) } ?? value
    if isDelivering {
      // After a completion nothing more is queued; the completion, delivered first, ends the subscription.
      if !isCompleted { enqueuePending(value, for: conduit) }
      return lock.unlock()
    }
    isDelivering = true
    guard conduit.claimInitialValue(catchesUp: deliversLatestOnDemand) else {
      lock.unlock()
      return drain()
    }
    // Borrowed, as the only subscriber's delivery is (see `publishLocked`): the caller keeps `conduit` alive anyway.
    borrowsOnlySubscriber = true
    lock.unlock()
    drain(endingFirst: ClaimedDelivery(subscriber: .passUnretained(conduit), more: conduit.deliver(value)))
  }

  func cancel(_ conduit: Conduit) {
    lock.lock()
    guard conduit.isActive else { return lock.unlock() }
    conduit.deactivate()
    if borrowsOnlySubscriber, conduit.isInFlight { parkedConduit = conduit }
    remove(conduit)
    let release = conduit.takeRelease()
    lock.unlock()
    if release { conduit.releaseDownstream() }
    // This thread deactivated the conduit, so only it touches the owner now. Releasing it may end the subject.
    conduit.releaseOwner()
  }

  private func remove(_ conduit: Conduit) {
    switch subscribers {
    case .none: break
    case .one(let only): if only === conduit { subscribers = .none }
    case .many(var all):
      subscribers = .none
      compactionMoves += all.remove(conduit)
      if let only = all.onlySubscriber {
        subscribers = .one(Self.conduit(only))
      } else {
        subscribers = .many(all)
      }
    }
  }

  /// How many subscribers slot compactions have moved so far. Subscribing and cancelling n subscribers, in any
  /// order, moves at most about n: tests check it to pin O(1) amortized cancellation.
  package var subscriberCompactionMoves: Int {
    lock.withLock { compactionMoves }
  }

  // MARK: - Sending

  /// Sets the current value, if any, and delivers `value` to every subscriber with demand, after the events
  /// already queued. After completion it does nothing.
  @inlinable
  package func send(_ value: Output) {
    send(value, storingWhenCompleted: false)
  }

  /// Sets the current value and delivers `value` as ``send(_:)`` does, for a core with a current value fed only by a
  /// ``CoreDependent`` (whose calls its source's delivery turn serializes).
  ///
  /// With no subscriber and no delivery under way, the dependents are updated without taking this core's turn:
  /// one lock round trip per hop of a chain of derived values. Updates still never overlap and stay in order: the
  /// sends are serialized, and each either updates the dependents before it returns or, while this core's turn is
  /// held (a new subscriber's first value, a dependent being added), queues the value for the turn holder, which
  /// updates the dependents before giving up the turn. A subscriber that joins on another thread during such an
  /// update gets the new value at once, before the dependents further down have it.
  @inlinable
  package func sendFromSourceTurn(_ value: Output) {
    lock.lock()
    guard !isCompleted else { return lock.unlock() }
    // The replaced value is released after unlocking, when this returns.
    let replaced = exchangeCurrent(value)
    defer { withExtendedLifetime(replaced) {} }
    guard case .none = subscribers, !isDelivering else { return publishLocked(value) }
    committedCount &+= 1
    deliveredCount = committedCount
    if case .none = dependents { return lock.unlock() }
    updateDependents(with: value)
  }

  /// With the lock held, in a core with a current value: stores `value` and returns the value it replaces, to be
  /// released after unlocking. Reads the cell through the stored property each time rather than binding it, so the
  /// caller keeps no reference to the cell alive (and retains nothing) across the delivery that follows.
  @inlinable @inline(__always)
  func exchangeCurrent(_ value: Output) -> Output {
    current.unsafelyUnwrapped.exchange(value)
  }

  /// Sets the current value of a ``CurrentValueSubject`` and sends it; after completion it only stores it, as
  /// Combine's `value` setter does.
  @inlinable
  func setValue(_ value: Output) {
    send(value, storingWhenCompleted: true)
  }

  /// Inlinable, so a `CurrentValueSubject`'s send runs specialized for its value type in the client: swapping the
  /// replaced value out (to release it after unlocking) then costs a few moves, not generic value-witness calls.
  @inlinable @inline(__always)
  func send(_ value: Output, storingWhenCompleted: Bool) {
    lock.lock()
    if isCompleted && !storingWhenCompleted { return lock.unlock() }
    guard hasCurrentValue else { return isCompleted ? lock.unlock() : publishLocked(value) }
    // The replaced value is released after unlocking: its deinit may take locks, this core's among them.
    let replaced = exchangeCurrent(value)
    if isCompleted { lock.unlock() } else { publishLocked(value) }
    withExtendedLifetime(replaced) {}
  }

  /// Sets the current value and publishes it as ``send(_:)`` does, releasing `gate` as soon as the value's place in
  /// the delivery order is fixed — before any subscriber runs.
  ///
  /// For a container that serializes its writes on `gate` (an atomic read-modify-write takes `gate`, reads, runs
  /// the caller's change, then calls this): values are delivered in the order the gate was passed, no subscriber
  /// runs while `gate` is held, and a subscriber's own write waits for nothing.
  @inlinable
  package func send(_ value: Output, releasing gate: Lock) {
    lock.lock()
    guard !isCompleted else {
      lock.unlock()
      return gate.unlock()
    }
    guard hasCurrentValue else { return publishLocked(value, releasing: gate) }
    // The replaced value is released after unlocking: its deinit may take locks, this core's among them.
    let replaced = exchangeCurrent(value)
    publishLocked(value, releasing: gate)
    withExtendedLifetime(replaced) {}
  }

  /// Sets the current value to `update` applied to a copy of it, and publishes the result as ``send(_:)`` does: for
  /// a value made of parts that different threads change (PropertyKit's `combineLatest`, whose sources each write
  /// their slot), so that each change reads the latest value and its place in the delivery order is fixed with it.
  ///
  /// `update` runs under the lock: it must not call user code, take a lock or release anything but its copy's own
  /// references (it replaces parts of a copy; the current value keeps the replaced parts alive until it is
  /// released, after unlocking). The core must have a current value; after completion this does nothing.
  @inlinable
  package func send(updating update: (inout Output) -> Void) {
    lock.lock()
    guard !isCompleted else { return lock.unlock() }
    var value = current.unsafelyUnwrapped.value
    update(&value)
    let replaced = exchangeCurrent(value)
    publishLocked(value)
    withExtendedLifetime(replaced) {}
  }

  /// Queues `value` as the next event, for a container that guards its state with its own lock.
  ///
  /// Call it while holding the container's lock, right after committing `value`, so that events are queued in
  /// the order the container commits them. The core's lock is taken inside; it is a leaf lock (nothing runs
  /// under it), so the order "container lock, then core lock" is safe. Sets the current value, if any.
  ///
  /// - Returns: `true` if the caller took the delivery turn: it must call ``drain()`` after releasing its own
  ///   lock. `false` if there is nothing to deliver (no subscribers and no dependents, or the core has
  ///   completed) or another thread holds the turn and will deliver `value` in order.
  // Inlinable, so that a state container's commit (itself inlinable) stores the value with specialized copies.
  @inlinable
  package func enqueue(_ value: Output) -> Bool {
    lock.lock()
    guard !isCompleted else {
      lock.unlock()
      return false
    }
    guard let current else { return queueForDelivery(value) }
    // The replaced value is released after unlocking. (No `Optional<Output>` here: in unspecialized code each one
    // looks up type metadata.)
    let replaced = current.exchange(value)
    let ownsTurn = queueForDelivery(value)
    withExtendedLifetime(replaced) {}
    return ownsTurn
  }

  /// ``enqueue(_:)`` for a container that shares the core's lock (see ``init(current:lock:initialEvent:)``): call
  /// it with the lock held, which it leaves held.
  ///
  /// - Parameters:
  ///   - value: The new current value, queued for the subscribers.
  ///   - replaced: `nil`; receives the value that was current, which the caller must release only after unlocking
  ///     (releasing it may run a `deinit`). A value without references is simply overwritten.
  /// - Returns: Whether the caller took the delivery turn (as ``enqueue(_:)``).
  @inlinable
  package func enqueueHoldingLock(_ value: Output, replaced: inout Output?) -> Bool {
    guard !isCompleted else { return false }
    if _isPOD(Output.self) {
      current.unsafelyUnwrapped.value = value
    } else {
      replaced = current.unsafelyUnwrapped.exchange(value)
    }
    return queueHoldingLock(value)
  }

  /// ``enqueue(_:)`` once the current value is set: with the lock held; releases it.
  @inlinable
  func queueForDelivery(_ value: Output) -> Bool {
    let ownsTurn = queueHoldingLock(value)
    lock.unlock()
    return ownsTurn
  }

  /// With the lock held, which stays held: queues `value` for the subscribers and dependents, if any, and takes the
  /// delivery turn if it is free.
  @inlinable
  func queueHoldingLock(_ value: Output) -> Bool {
    committedCount &+= 1
    if case .none = subscribers, case .none = dependents, !isDelivering {
      deliveredCount = committedCount
      return false
    }
    enqueueValue(value)
    guard !isDelivering else { return false }
    isDelivering = true
    return true
  }

  /// With the lock held and the current value already set: delivers `value` now if no delivery is under way, or
  /// queues it for the turn holder. Releases the lock, then `gate` if given, before any subscriber runs.
  @inlinable @inline(__always)
  func publishLocked(_ value: Output, releasing gate: Lock? = nil) {
    committedCount &+= 1
    if isDelivering { return enqueueLocked(value, releasing: gate) }
    deliveredCount = committedCount
    if !dependents.isEmpty {
      isDelivering = true
      updateDependents(with: value, releasing: gate)
      return deliverAfterDependents(value)
    }
    switch subscribers {
    case .none:
      lock.unlock()
      gate?.unlock()
    case .one:
      // The common case: one lock round trip before delivery and one after, and no retain of the subscriber: a
      // cancel during the delivery parks it (`borrowsOnlySubscriber`), and the delivery's end releases it.
      let only = subscribers.unretainedOnly
      guard only._withUnsafeGuaranteedRef({ $0.claimValue(catchesUp: deliversLatestOnDemand) }) else {
        lock.unlock()
        gate?.unlock()
        return
      }
      isDelivering = true
      borrowsOnlySubscriber = true
      lock.unlock()
      gate?.unlock()
      let isTurnHeld = only._withUnsafeGuaranteedRef { endBorrowedDelivery(to: $0, adding: $0.deliver(value)) }
      if isTurnHeld { drain() }
    case .many(let conduits):
      isDelivering = true
      lock.unlock()
      gate?.unlock()
      deliverAndDrain(value, to: conduits)
    }
  }

  /// Fans `value` out to `conduits`, then delivers what was queued meanwhile and gives up the turn.
  @usableFromInline
  func deliverAndDrain(_ value: Output, to conduits: SubscriberSlots) {
    deliver(value, to: conduits)
    drain()
  }

  /// With the lock held, while another delivery is under way: queues `value` for the turn holder. Releases the
  /// lock, then `gate`.
  @usableFromInline
  func enqueueLocked(_ value: Output, releasing gate: Lock?) {
    enqueueValue(value)
    lock.unlock()
    gate?.unlock()
  }

  /// Ends the delivery of a value to the only subscriber, which the caller borrows: adds the demand it returned
  /// and, with nothing queued, gives up the turn. (The end of a delivery in ``drain(endingFirst:)`` does the same
  /// more generally; this leaner twin serves the uncontended send, where the general one cost 6–7 ns of 25.)
  ///
  /// After this returns the caller must not touch the subscriber: another thread may cancel and release it.
  ///
  /// - Returns: Whether events were queued meanwhile, so the caller still holds the turn and delivers them with
  ///   ``drain()``.
  @usableFromInline
  func endBorrowedDelivery(to conduit: Conduit, adding more: Subscribers.Demand) -> Bool {
    lock.lock()
    if more != .none, conduit.isActive { conduit.demand += more }
    borrowsOnlySubscriber = false
    guard parkedConduit == nil else { return endCancelledDelivery(to: conduit) }
    return endDeliveryAndUnlock(to: conduit)
  }

  /// With the lock held: ends the delivery to `conduit` and, with nothing queued, the turn; unlocks, then lets go
  /// of the subscriber if the delivery ended its subscription. Returns whether the turn is still held.
  @inline(__always)
  private func endDeliveryAndUnlock(to conduit: Conduit) -> Bool {
    let release = conduit.endDelivery()
    let isTurnHeld = pendingCount > 0
    if !isTurnHeld { isDelivering = false }
    lock.unlock()
    if release { conduit.releaseDownstream() }
    return isTurnHeld
  }

  /// ``endBorrowedDelivery(to:adding:)`` for a subscriber cancelled during the delivery, and so parked: releases
  /// it after unlocking. Out of line, so the common path keeps no reference to release.
  @inline(never)
  private func endCancelledDelivery(to conduit: Conduit) -> Bool {
    let cancelled = parkedConduit.take()
    let isTurnHeld = endDeliveryAndUnlock(to: conduit)
    withExtendedLifetime(cancelled) {}
    return isTurnHeld
  }

  /// Completes the core: queued values are delivered first, then `completion`; later sends are ignored.
  @usableFromInline
  package func send(completion: Subscribers.Completion<Failure>) {
    lock.lock()
    guard !isCompleted else { return lock.unlock() }
    isCompleted = true
    self.completion = completion
    let released = upstreams
    upstreams = []
    if isDelivering {
      pendingCount += 1
      lock.unlock()
    } else {
      isDelivering = true
      lock.unlock()
      deliver(completion: completion)
      drain()
    }
    withExtendedLifetime(released) {}
  }

  /// With the lock held: queues `value` as `target`'s first value, for that new subscriber alone.
  private func enqueuePending(_ value: Output, for target: ConduitState) {
    pendingTargets.append(TargetedValue(position: queuedValueCount, subscriber: target))
    enqueueValue(value)
  }

  /// With the lock held: queues `value` for every subscriber. Kept out of line, off `send`'s fast path.
  @usableFromInline @inline(never)
  func enqueueValue(_ value: Output) {
    pendingValues.append(value)
    queuedValueCount &+= 1
    pendingCount += 1
  }
}

extension ConduitState.Initial: Equatable {}

/// A queued value that is one new subscriber's first value (see ``SubjectCore/pendingTargets``).
struct TargetedValue {
  /// The value's place among all the values the core has queued.
  let position: UInt64
  /// The new subscriber the value is for.
  let subscriber: ConduitState
}

extension SubjectCore {
  /// Connects `subscriber`: it receives its subscription, or at once the completion of a completed subject.
  ///
  /// - Parameters:
  ///   - subscriber: The subscriber.
  ///   - owner: What the subscription keeps alive until it is cancelled or the core completes: the subject or
  ///     container the subscriber subscribed to, as Combine's subscriptions keep their subject. `nil` keeps nothing.
  @inlinable
  package func subscribe<S: Subscriber>(_ subscriber: S, owner: AnyObject? = nil)
  where S.Input == Output, S.Failure == Failure {
    subscribe(subscriber, receivesCurrentValue: hasCurrentValue, owner: owner)
  }

  /// Connects `subscriber`, choosing whether its first event is the current value (see ``init(current:initialEvent:)``)
  /// or the next change. The subscription keeps `owner` alive until it is cancelled or the core completes.
  @inlinable
  package func subscribe<S: Subscriber>(_ subscriber: S, receivesCurrentValue: Bool, owner: AnyObject? = nil)
  where S.Input == Output, S.Failure == Failure {
    let conduit = Conduit(
      core: self,
      owner: owner,
      wantsCurrentValue: receivesCurrentValue && hasCurrentValue,
      receiver: Conduit.receiver(for: subscriber)
    )
    if attach(conduit) {
      subscriber.receive(subscription: conduit)
    } else {
      subscriber.receive(subscription: Subscriptions.empty)
      subscriber.receive(completion: finalCompletion)
    }
  }
}
