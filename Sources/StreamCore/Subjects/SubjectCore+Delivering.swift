/// Delivery: only the holder of the delivery turn runs these.
extension SubjectCore {
  /// Delivers queued events until the queue is empty, then gives up the delivery turn.
  ///
  /// Only the holder of the delivery turn may call it: the core itself, or a container after ``enqueue(_:)``
  /// returned `true`, once it released its own lock. Subscribers run on the calling thread, with no lock held.
  @usableFromInline
  package func drain() {
    while true {
      lock.lock()
      guard pendingCount > 0 else {
        isDelivering = false
        return lock.unlock()
      }
      deliverNextPending()
    }
  }

  /// With the lock held and an event pending: takes the next event, releases the lock and delivers it.
  @inline(never)
  private func deliverNextPending() {
    pendingCount -= 1
    guard !pendingValues.isEmpty else { return deliverPendingCompletion() }
    let value = pendingValues.removeFirst(as: Output.self)
    guard let target = pendingTargets.popFirst() else {
      trap("SubjectCore has \(pendingValues.count) pending values but no targets for them")
    }
    if let target {
      lock.unlock()
      deliverCurrentValue(value, to: Self.conduit(target))
      return
    }
    deliveredCount &+= 1
    if case .none = dependents {
      lock.unlock()
      return deliver(value)
    }
    updateDependents(with: value)
    deliver(value)
  }

  /// With the lock held and only the completion pending: releases the lock and delivers it. Out of line, so that
  /// delivering a value does not look up the metadata of `Optional<Subscribers.Completion<Failure>>`.
  @inline(never)
  private func deliverPendingCompletion() {
    let completion = self.completion ?? .finished
    lock.unlock()
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

  /// Delivers a new subscriber's first value (the values sent before it, still queued then, skip the subscriber).
  func deliverCurrentValue(_ value: Output, to conduit: Conduit) {
    lock.lock()
    let claimed = conduit.claimInitialValue(catchesUp: deliversLatestOnDemand)
    lock.unlock()
    if claimed { finishDelivery(to: conduit, adding: conduit.deliver(value)) }
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
    pendingCount = 0
    for target in targets {
      target.isActive = false
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
