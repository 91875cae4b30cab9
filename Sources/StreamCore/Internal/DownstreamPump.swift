#if !canImport(Darwin)
import Synchronization
#endif

/// Serializes values and a completion from several producers (the inputs of merge, zip, flatMap…) to one
/// downstream subscriber, buffering while it has no demand or is busy.
///
/// No lock is held while the subscriber runs. Values produced re-entrantly, or on other threads during a delivery,
/// are queued and delivered in order by the thread already delivering (the *delivery turn*). The fast path — not
/// delivering, nothing queued, demand available — touches no `Optional` or collection of a generic type, which in
/// this unspecialized generic code would each cost a run-time metadata lookup.
///
/// When the subscriber has unlimited demand, the turn holder takes everything queued in one critical section and
/// delivers it with no lock held, checking between values that the pump was neither cancelled nor failed (either
/// drops what is queued): under contention the lock and the queue then change cores once per batch rather than
/// once per value.
///
/// The subscriber is released once the pump is cancelled or has completed and no delivery is under way.
@usableFromInline
final class DownstreamPump<Downstream: Subscriber> {
  @usableFromInline
  let lock = Lock()
  /// The subscriber, retained by hand so that a delivery borrows it rather than retaining and releasing it per
  /// value. Borrowed without the lock only by the delivery-turn holder (``start(with:)`` takes a reference of its
  /// own); released a single time, when ``takeRelease()`` allows it (the pump has terminated and no turn is held),
  /// or at deinit, so no borrow overlaps the release.
  @usableFromInline
  let downstream: Unmanaged<Box<Downstream>>
  @exclusivity(unchecked) private var isReleased = false
  // Guarded by `lock`; they opt out of dynamic exclusivity checks because the lock already makes access exclusive.
  @usableFromInline
  @exclusivity(unchecked) var demand = Subscribers.Demand.none
  @usableFromInline
  @exclusivity(unchecked) var isDelivering = false
  @usableFromInline
  @exclusivity(unchecked) var isTerminated = false
  @usableFromInline
  @exclusivity(unchecked) var queuedCount = 0
  @usableFromInline
  @exclusivity(unchecked) var hasPendingCompletion = false
  /// The queued values, in a ``ValueRing``, so that queueing them looks up no type metadata in this unspecialized
  /// code.
  @exclusivity(unchecked) private var values = ValueRing()
  /// An empty ring that keeps its memory, swapped in for `values` when a batch takes them (see ``drain()``).
  @exclusivity(unchecked) private var spareValues = ValueRing()
  /// The completion to deliver once the queued values are out.
  @exclusivity(unchecked) private var completion: Subscribers.Completion<Downstream.Failure>?
  /// Set under the lock once queued values are to be dropped (a cancel, a failure); a batch reads it between
  /// values without the lock, through ``dropsQueuedOutsideLock``. (`Atomic` needs macOS 15 and iOS 18, newer than
  /// this package's floor, so on Apple platforms it is read under the lock.)
  #if canImport(Darwin)
  @exclusivity(unchecked) private var dropsQueued = false
  #else
  private let dropsQueued = Atomic<Bool>(false)
  #endif
  /// Tells the pump's owner of demand the subscriber returned from `receive(_:)`, so the owner asks its upstreams
  /// for it as it does for a `request(_:)`; called with no lock held. Set once, before the first value.
  @usableFromInline
  @exclusivity(unchecked) var forwardReturnedDemand: ((Subscribers.Demand) -> Void)?

  @usableFromInline
  init(_ downstream: Downstream) {
    self.downstream = .passRetained(Box(downstream))
  }

  deinit {
    if !isReleased { downstream.release() }
    values.removeAll(as: Downstream.Input.self)
    spareValues.removeAll(as: Downstream.Input.self)
  }

  /// Hands `subscription` to the subscriber.
  ///
  /// Not a delivery: the subscriber may cancel here, which can release the box, so the call holds its own reference.
  func start(with subscription: any Subscription) {
    let box = downstream.takeUnretainedValue()
    box.value.receive(subscription: subscription)
  }

  /// Delivers or queues `value`; returns `false` if the pump no longer takes values (it was cancelled or has a
  /// completion), so a producer can stop early.
  @inlinable
  @discardableResult
  func send(_ value: Downstream.Input) -> Bool {
    lock.lock()
    return sendAndUnlock(value)
  }

  /// ``send(_:)`` for a producer that guards its own state with the pump's `lock` and holds it: one critical
  /// section both produces `value` and hands it over, so values reach the subscriber in the order produced.
  @inlinable
  @discardableResult
  func sendAndUnlock(_ value: Downstream.Input) -> Bool {
    guard !isTerminated, !hasPendingCompletion else {
      lock.unlock()
      return false
    }
    guard !isDelivering, queuedCount == 0, demand > 0 else {
      enqueue(value)
      lock.unlock()
      return true
    }
    demand.consumeOne()
    isDelivering = true
    lock.unlock()
    let more = downstream._withUnsafeGuaranteedRef { $0.value.receive(value) }
    if more != .none { forwardReturned(more) }
    lock.lock()
    demand += more
    guard queuedCount > 0 || hasPendingCompletion else {
      isDelivering = false
      let release = takeRelease()
      lock.unlock()
      if release { downstream.release() }
      return true
    }
    lock.unlock()
    drain()
    return true
  }

  /// Records the completion. A failure discards buffered values; `.finished` goes out after them.
  func send(completion: Subscribers.Completion<Downstream.Failure>) {
    lock.lock()
    guard !isTerminated, !hasPendingCompletion else { return lock.unlock() }
    hasPendingCompletion = true
    self.completion = completion
    var discarded = ValueRing()
    if case .failure = completion {
      markDroppingQueued()
      discarded = values
      values = ValueRing()
      queuedCount = 0
    }
    let claimed = claimTurn()
    lock.unlock()
    discarded.removeAll(as: Downstream.Input.self)
    if claimed { drain() }
  }

  func request(_ demand: Subscribers.Demand) {
    lock.lock()
    guard !isTerminated else { return lock.unlock() }
    self.demand += demand
    let claimed = queuedCount > 0 && claimTurn()
    lock.unlock()
    if claimed { drain() }
  }

  /// Stops all delivery and releases the subscriber (at once, or when the delivery under way ends).
  func cancel() {
    lock.lock()
    isTerminated = true
    markDroppingQueued()
    var discarded = values
    values = ValueRing()
    // A pending failure may hold the last reference to its error: released after unlocking, as the values are.
    let discardedCompletion = completion.take()
    queuedCount = 0
    let release = takeRelease()
    lock.unlock()
    if release { downstream.release() }
    discarded.removeAll(as: Downstream.Input.self)
    withExtendedLifetime(discardedCompletion) {}
  }

  /// Under the lock: from now on, queued values are dropped, including the rest of a batch being delivered.
  private func markDroppingQueued() {
    #if canImport(Darwin)
    dropsQueued = true
    #else
    dropsQueued.store(true, ordering: .releasing)
    #endif
  }

  /// Between the values of a batch, with the lock not held: whether the pump was cancelled or failed.
  private var dropsQueuedOutsideLock: Bool {
    #if canImport(Darwin)
    lock.withLock { dropsQueued }
    #else
    dropsQueued.load(ordering: .acquiring)
    #endif
  }

  /// Under the lock: whether the subscriber is due for release (terminated, no delivery under way), marking it
  /// released.
  @usableFromInline
  func takeRelease() -> Bool {
    guard isTerminated, !isDelivering, !isReleased else { return false }
    isReleased = true
    return true
  }

  @usableFromInline
  @inline(never)
  func enqueue(_ value: Downstream.Input) {
    values.append(value)
    queuedCount += 1
  }

  /// Passes demand the subscriber returned to the owner. Out of line: a subscriber rarely returns any.
  @usableFromInline
  @inline(never)
  func forwardReturned(_ demand: Subscribers.Demand) {
    forwardReturnedDemand?(demand)
  }

  private func claimTurn() -> Bool {
    guard !isDelivering else { return false }
    isDelivering = true
    return true
  }

  /// For the turn holder: delivers what demand allows, then gives up the turn.
  @usableFromInline
  @inline(never)
  func drain() {
    var more = Subscribers.Demand.none
    var emptied: ValueRing?
    while true {
      lock.lock()
      demand += more
      if let ring = emptied.take() { spareValues = ring }
      if !isTerminated, queuedCount > 0, demand > 0 {
        guard demand != .unlimited else {
          var batch = values
          values = spareValues
          spareValues = ValueRing()
          queuedCount = 0
          lock.unlock()
          more = deliver(&batch)
          emptied = batch
          continue
        }
        let value = values.removeFirst(as: Downstream.Input.self)
        queuedCount -= 1
        demand.consumeOne()
        lock.unlock()
        more = downstream._withUnsafeGuaranteedRef { $0.value.receive(value) }
        if more != .none { forwardReturned(more) }
        continue
      }
      if !isTerminated, queuedCount == 0, hasPendingCompletion, let completion = completion.take() {
        isTerminated = true
        lock.unlock()
        downstream._withUnsafeGuaranteedRef { $0.value.receive(completion: completion) }
        lock.lock()
        isDelivering = false
        let release = takeRelease()
        lock.unlock()
        if release { downstream.release() }
        return
      }
      isDelivering = false
      let release = takeRelease()
      lock.unlock()
      if release { downstream.release() }
      return
    }
  }

  /// For the turn holder, with no lock held and unlimited demand: delivers every value of `batch` until they run
  /// out or the pump is cancelled or fails, and leaves `batch` empty with its memory kept.
  ///
  /// - Returns: The demand the subscriber returned; it adds nothing to unlimited demand, but the owner hears of it.
  private func deliver(_ batch: inout ValueRing) -> Subscribers.Demand {
    var more = Subscribers.Demand.none
    while !batch.isEmpty, !dropsQueuedOutsideLock {
      let returned = batch.removeFirst(as: Downstream.Input.self) { value in
        downstream._withUnsafeGuaranteedRef { $0.value.receive(value.pointee) }
      }
      if returned != .none {
        forwardReturned(returned)
        more += returned
      }
    }
    // The values left when the pump was cancelled or failed.
    batch.removeAll(as: Downstream.Input.self, keepingCapacity: true)
    return more
  }
}
