/// Delivery: only the holder of the delivery turn runs these.
extension SubjectCore {
  /// Delivers queued events until the queue is empty, then gives up the delivery turn.
  ///
  /// Only the holder of the delivery turn may call it: the core itself, or a container after ``enqueue(_:)``
  /// returned `true`, once it released its own lock. Subscribers run on the calling thread, with no lock held.
  ///
  /// Under contention the lock word and the queue are what move between cores, so the turn holder takes them as
  /// rarely as it can:
  /// - When the only subscriber has unlimited demand (a `sink`, an `assign`, an operator chain ending in one) and
  ///   is not waiting for its first value, one critical section takes every queued value at once, and the values
  ///   are delivered one after another with no lock: between two values the subscriber's liveness is read
  ///   through an atomic flag (``ConduitState/isActive(outside:)``; on Apple platforms, under the lock), so no
  ///   value is delivered once `cancel()` has returned.
  /// - Otherwise a value for one subscriber costs one critical section: the one that ends the previous delivery
  ///   (crediting the demand the subscriber returned) also takes the next value and claims its subscriber.
  ///
  /// A delivery to one subscriber borrows it, as ``publishLocked(_:releasing:)`` does, so it costs no retain; a
  /// fan-out to several, and a value that updates dependents first, go through ``deliver(_:to:)``.
  @usableFromInline
  package func drain() {
    drain(endingFirst: nil)
  }

  /// ``drain()``, for the holder of the turn that has just delivered a value to one subscriber it claimed and
  /// borrows (`delivered`): the first critical section ends that delivery, then goes on as ``drain()`` does.
  func drain(endingFirst delivered: ClaimedDelivery?) {
    var delivered = delivered
    while true {
      lock.lock()
      var ended = EndedDelivery()
      if let delivered { ended = endClaimedDelivery(delivered) }
      guard pendingCount > 0 else {
        isDelivering = false
        lock.unlock()
        return finish(ended)
      }
      delivered = takesBatch ? deliverBatch(after: ended) : deliverNextPending(after: ended)
    }
  }

  /// With the lock held, after a delivery the turn holder claimed for one subscriber: adds the demand the
  /// subscriber returned, ends the delivery and keeps a batch's emptied ring for the next batch. What the caller
  /// must let go of after unlocking is in the result.
  @inline(__always)
  private func endClaimedDelivery(_ delivered: ClaimedDelivery) -> EndedDelivery {
    borrowsOnlySubscriber = false
    if let ring = delivered.emptiedRing { spareValues = ring }
    return delivered.subscriber._withUnsafeGuaranteedRef { subscriber in
      if delivered.more != .none, subscriber.isActive { subscriber.demand += delivered.more }
      var ended = EndedDelivery()
      if parkedConduit != nil { ended.parked = parkedConduit.take() }
      if subscriber.endDelivery() { ended.released = subscriber }
      return ended
    }
  }

  /// After unlocking: lets go of the subscriber whose delivery ended after it was cancelled, if any.
  @inline(__always)
  private func finish(_ ended: EndedDelivery) {
    if let released = ended.released { Self.conduit(released).releaseDownstream() }
    withExtendedLifetime(ended.parked) {}
  }

  /// With the lock held and an event pending: whether ``deliverBatch(after:)`` may take every queued value at once —
  /// values are queued, none of them is a new subscriber's first value, no dependent is to be updated, and the only
  /// subscriber has unlimited demand and would take each of them (``ConduitState/claimValue(catchesUp:)``). A
  /// completion queued behind them stays queued.
  private var takesBatch: Bool {
    guard pendingTargets.isEmpty, !pendingValues.isEmpty, dependents.isEmpty, case .one = subscribers else {
      return false
    }
    return subscribers.unretainedOnly._withUnsafeGuaranteedRef {
      $0.demand == .unlimited && $0.isActive && $0.initial != .queued
    }
  }

  /// With the lock held and ``takesBatch`` true: takes every queued value, releases the lock, finishes `ended`,
  /// and delivers the values to the only subscriber until they run out or it is cancelled.
  ///
  /// - Returns: The delivery, still claimed; the next critical section of ``drain()`` ends it.
  @inline(never)
  private func deliverBatch(after ended: EndedDelivery) -> ClaimedDelivery {
    let only = subscribers.unretainedOnly
    var batch = pendingValues
    pendingValues = spareValues
    spareValues = ValueRing()
    let count = batch.count
    pendingCount -= count
    takenValueCount &+= UInt64(count)
    deliveredCount &+= UInt64(count)
    only._withUnsafeGuaranteedRef { conduit in
      conduit.initial = .notWanted
      conduit.isInFlight = true
    }
    // A cancel during the delivery parks the subscriber; the end of the delivery lets go of it.
    borrowsOnlySubscriber = true
    lock.unlock()
    finish(ended)
    only._withUnsafeGuaranteedRef { conduit in
      // The demand is unlimited, so what the subscriber returns adds nothing.
      while !batch.isEmpty, conduit.isActive(outside: lock) {
        _ = batch.removeFirst(as: Output.self) { conduit.deliver(at: $0) }
      }
    }
    // The values left when the subscriber was cancelled.
    batch.removeAll(as: Output.self, keepingCapacity: true)
    return ClaimedDelivery(subscriber: Unmanaged.fromOpaque(only.toOpaque()), more: .none, emptiedRing: batch)
  }

  /// With the lock held and an event pending: takes the next event, releases the lock, finishes `ended`, and
  /// delivers the event.
  ///
  /// - Returns: The delivery of a value to one subscriber, still claimed: the next critical section of ``drain()``
  ///   ends it. `nil` when every delivery has ended.
  @inline(never)
  private func deliverNextPending(after ended: EndedDelivery) -> ClaimedDelivery? {
    pendingCount -= 1
    guard !pendingValues.isEmpty else {
      deliverPendingCompletion(after: ended)
      return nil
    }
    let value = pendingValues.removeFirst(as: Output.self)
    let position = takenValueCount
    takenValueCount &+= 1
    let only: Unmanaged<ConduitState>
    if let next = pendingTargets.first, next.position == position {
      _ = pendingTargets.popFirst()
      // A new subscriber's first value; the subscribers list keeps the subscriber while it is active. One that
      // was cancelled may be kept only by `next`: it is let go of after unlocking.
      guard next.subscriber.claimInitialValue(catchesUp: deliversLatestOnDemand) else {
        lock.unlock()
        finish(ended)
        return withExtendedLifetime(next) { nil }
      }
      only = .passUnretained(next.subscriber)
    } else {
      deliveredCount &+= 1
      guard case .none = dependents else {
        // Updating the dependents releases the lock; the subscribers get the value in a critical section of its own.
        updateDependents(with: value)
        finish(ended)
        deliver(value)
        return nil
      }
      switch subscribers {
      case .none:
        lock.unlock()
        finish(ended)
        return nil
      case .one:
        let conduit = subscribers.unretainedOnly
        guard conduit._withUnsafeGuaranteedRef({ $0.claimValue(catchesUp: deliversLatestOnDemand) }) else {
          lock.unlock()
          finish(ended)
          return nil
        }
        only = Unmanaged.fromOpaque(conduit.toOpaque())
      case .many(let conduits):
        lock.unlock()
        finish(ended)
        deliver(value, to: conduits)
        return nil
      }
    }
    // A cancel during the delivery parks the subscriber; the end of the delivery lets go of it.
    borrowsOnlySubscriber = true
    lock.unlock()
    finish(ended)
    let more = only._withUnsafeGuaranteedRef { Self.conduit($0).deliver(value) }
    return ClaimedDelivery(subscriber: only, more: more)
  }

  /// With the lock held and only the completion pending: releases the lock, finishes `ended` and delivers the
  /// completion. Out of line, so that delivering a value does not look up the metadata of
  /// `Optional<Subscribers.Completion<Failure>>`.
  @inline(never)
  private func deliverPendingCompletion(after ended: EndedDelivery) {
    let completion = self.completion ?? .finished
    lock.unlock()
    finish(ended)
    deliver(completion: completion)
  }

  /// After the turn holder updated the dependents: delivers `value` to the subscribers, then gives up the turn.
  @usableFromInline
  func deliverAfterDependents(_ value: Output) {
    lock.lock()
    if case .none = subscribers, pendingCount == 0 {
      isDelivering = false
      return lock.unlock()
    }
    deliverLocked(value)
    drain()
  }

  /// Delivers `value` to every subscriber with demand.
  private func deliver(_ value: Output) {
    lock.lock()
    deliverLocked(value)
  }

  /// With the lock held: delivers `value` to every subscriber with demand. Releases the lock.
  private func deliverLocked(_ value: Output) {
    switch subscribers {
    case .none:
      lock.unlock()
    case .one(let conduit):
      let claimed = conduit.claimValue(catchesUp: deliversLatestOnDemand)
      lock.unlock()
      if claimed { finishDelivery(to: conduit, adding: conduit.deliver(value)) }
    case .many(let conduits):
      lock.unlock()
      deliver(value, to: conduits)
    }
  }

  /// Delivers the completion to every subscriber, drops whatever is still queued, and releases the subscribers.
  func deliver(completion: Subscribers.Completion<Failure>) {
    lock.lock()
    let targets: [ConduitState]
    switch subscribers {
    case .none: targets = []
    case .one(let conduit): targets = [conduit]
    case .many(let conduits): targets = conduits.all
    }
    subscribers = .none
    let completed = dependents
    dependents = .none
    hasDeliveredCompletion = true
    // What is still queued is dropped after unlocking: a value's or a subscriber's deinit may take locks.
    var droppedValues = pendingValues
    pendingValues = ValueRing()
    let droppedTargets = pendingTargets
    pendingTargets = Queue()
    takenValueCount = queuedValueCount
    pendingCount = 0
    for target in targets {
      target.deactivate()
      target.isInFlight = true
    }
    lock.unlock()
    droppedValues.removeAll(as: Output.self)
    withExtendedLifetime(droppedTargets) {}
    completed.forEach { $0.complete() }
    for target in targets {
      let conduit = Self.conduit(target)
      conduit.deliver(completion: completion)
      conduit.releaseDownstream()
      // Deactivated above, so only this thread touches the owner now: the subscription lets go of its subject.
      conduit.releaseOwner()
    }
  }

  /// Fans `value` out: claims every subscriber in one critical section, delivers without the lock (crediting, in
  /// a critical section of its own, the extra demand a subscriber returns, if any), then ends the deliveries in one
  /// more critical section.
  ///
  /// A subscriber claimed here receives this value even if it cancels while the fan-out is under way: the value
  /// was already in flight to it. Nothing sent later reaches it.
  func deliver(_ value: Output, to targets: SubscriberSlots) {
    lock.lock()
    let catchesUp = deliversLatestOnDemand
    targets.forEachUnretained { _ = $0.claimValue(catchesUp: catchesUp) }
    lock.unlock()
    // `isInFlight` marks the subscribers claimed above; only this thread (the turn holder) writes it. Every
    // subscriber reads the value through one pointer, rather than each getting its own copy.
    withUnsafePointer(to: value) { pointer in
      targets.forEachUnretained { target in
        guard target.isInFlight else { return }
        let more = Self.conduit(target).deliver(at: pointer)
        // Rare (a sink returns none): one more critical section for the subscriber that asked for more.
        if more != .none { credit(more, to: target) }
      }
    }
    var cancelledMeanwhile: [ConduitState] = []
    lock.lock()
    targets.forEachUnretained { target in
      if target.isInFlight, target.endDelivery() { cancelledMeanwhile.append(target) }
    }
    lock.unlock()
    for target in cancelledMeanwhile { Self.conduit(target).releaseDownstream() }
  }

  /// Adds the extra demand a subscriber returned from a value of a fan-out.
  private func credit(_ more: Subscribers.Demand, to target: ConduitState) {
    lock.lock()
    if target.isActive { target.demand += more }
    lock.unlock()
  }

  /// The full conduit behind a subscriber's state; every state in this subject's lists is one of its conduits.
  @inline(__always)
  static func conduit(_ state: ConduitState) -> Conduit {
    unsafeDowncast(state, to: Conduit.self)
  }

  private func finishDelivery(to conduit: Conduit, adding more: Subscribers.Demand) {
    lock.lock()
    if more != .none, conduit.isActive { conduit.demand += more }
    let release = conduit.endDelivery()
    lock.unlock()
    if release { conduit.releaseDownstream() }
  }
}

extension Array where Element == ConduitState? {
  /// Calls `body` with each subscriber in the slots, without retaining it: the array, which the caller keeps for
  /// the whole walk, already holds every subscriber in it. Saves a retain and a release per subscriber per value.
  @inline(__always)
  func forEachUnretained(_ body: (ConduitState) -> Void) {
    withUnsafeBufferPointer { slots in
      slots.withMemoryRebound(to: Unmanaged<ConduitState>?.self) { unretained in
        for case let subscriber? in unretained { subscriber._withUnsafeGuaranteedRef(body) }
      }
    }
  }
}

/// A delivery the turn holder claimed for one subscriber, which it borrows (see ``SubjectCore/drain()``).
struct ClaimedDelivery {
  let subscriber: Unmanaged<ConduitState>
  /// The demand the subscriber returned.
  let more: Subscribers.Demand
  /// A batch's ring, emptied, to keep as the spare.
  var emptiedRing: ValueRing?
}

/// What the end of a borrowed delivery leaves to let go of after unlocking: the subscriber, if the delivery ended
/// its subscription (it was cancelled meanwhile), and the reference a cancel parked to keep it alive until then.
struct EndedDelivery {
  var released: ConduitState?
  var parked: ConduitState?
}
