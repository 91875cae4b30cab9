/// Serializes values and a completion from several producers (the inputs of merge, zip, flatMap…) to one
/// downstream subscriber, buffering while it has no demand or is busy.
///
/// No lock is held while the subscriber runs. Values produced re-entrantly, or on other threads during a delivery,
/// are queued and delivered in order by the thread already delivering (the *delivery turn*). The fast path — not
/// delivering, nothing queued, demand available — touches no `Optional` or collection of a generic type, which in
/// this unspecialized generic code would each cost a run-time metadata lookup.
///
/// The subscriber is released once the pump is cancelled or has completed and no delivery is under way.
@usableFromInline
final class DownstreamPump<Downstream: Subscriber> {
  @usableFromInline
  let lock = Lock()
  /// The subscriber, retained by hand so that a delivery borrows it rather than retaining and releasing it per
  /// value. Borrowed without the lock only by the delivery-turn holder (``start(with:)`` takes a reference of its
  /// own); released once (when ``takeRelease()`` allows) once the pump has terminated and no turn is held, or at
  /// deinit, so no borrow overlaps the release.
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
  @exclusivity(unchecked) private var buffer = Buffer()
  /// Tells the pump's owner of demand the subscriber returned from `receive(_:)`, so the owner asks its upstreams
  /// for it as it does for a `request(_:)`; called with no lock held. Set once, before the first value.
  @usableFromInline
  @exclusivity(unchecked) var forwardReturnedDemand: ((Subscribers.Demand) -> Void)?

  private struct Buffer {
    var values = Queue<Downstream.Input>()
    var completion: Subscribers.Completion<Downstream.Failure>?
  }

  @usableFromInline
  init(_ downstream: Downstream) {
    self.downstream = .passRetained(Box(downstream))
  }

  deinit {
    if !isReleased { downstream.release() }
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
    buffer.completion = completion
    if case .failure = completion {
      buffer.values = Queue()
      queuedCount = 0
    }
    let claimed = claimTurn()
    lock.unlock()
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
    let discarded = buffer
    buffer = Buffer()
    queuedCount = 0
    let release = takeRelease()
    lock.unlock()
    if release { downstream.release() }
    withExtendedLifetime(discarded) {}
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
    buffer.values.append(value)
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
    while true {
      lock.lock()
      demand += more
      if !isTerminated, queuedCount > 0, demand > 0, let value = buffer.values.popFirst() {
        queuedCount -= 1
        demand.consumeOne()
        lock.unlock()
        more = downstream._withUnsafeGuaranteedRef { $0.value.receive(value) }
        if more != .none { forwardReturned(more) }
        continue
      }
      if !isTerminated, queuedCount == 0, hasPendingCompletion, let completion = buffer.completion {
        isTerminated = true
        buffer.completion = nil
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
}
