/// The engine shared by ``PassthroughSubject`` and ``CurrentValueSubject``.
///
/// Delivery is serialized and first-in, first-out: one thread at a time holds the *delivery turn*. An event sent
/// while another is being delivered (from another thread, or re-entrantly from a subscriber) is queued and
/// delivered by the turn holder after the current event reaches every subscriber. No lock is held while a
/// subscriber runs, and before each delivery the subscriber is re-checked under the lock, so no delivery starts
/// after `cancel()` returns.
/// State is guarded by `lock`.
final class SubjectCore<Output, Failure: Error> {

  typealias Conduit = SubjectConduit<Output, Failure>

  private enum Event {
    case value(Output)
    case completion(Subscribers.Completion<Failure>)
    case currentValue(Conduit, Output)
  }

  private enum SubscriberList {
    case none
    case one(Conduit)
    case many([Conduit])
  }

  let lock = Lock()
  private var subscribers = SubscriberList.none
  private var completion: Subscribers.Completion<Failure>?
  private var isDelivering = false
  private var pending = Queue<Event>()
  private var upstreams: [any Subscription] = []
  /// The current value of a ``CurrentValueSubject``; `nil` for a ``PassthroughSubject``.
  private var current: Output?

  init(current: Output?) {
    self.current = current
  }

  var currentValue: Output {
    lock.withLock { current! }
  }

  // MARK: - Subscribing

  func attach<S: Subscriber>(_ subscriber: S) where S.Input == Output, S.Failure == Failure {
    lock.lock()
    if let completion {
      lock.unlock()
      subscriber.receive(subscription: Subscriptions.empty)
      subscriber.receive(completion: completion)
      return
    }
    let conduit = SubjectConduitTo(core: self, downstream: subscriber, wantsCurrentValue: current != nil)
    switch subscribers {
    case .none: subscribers = .one(conduit)
    case .one(let first): subscribers = .many([first, conduit])
    case .many(var all):
      subscribers = .none
      all.append(conduit)
      subscribers = .many(all)
    }
    lock.unlock()
    subscriber.receive(subscription: conduit)
  }

  func attachUpstream(_ subscription: any Subscription) {
    lock.lock()
    let accepted = completion == nil
    if accepted { upstreams.append(subscription) }
    lock.unlock()
    if accepted { subscription.request(.unlimited) } else { subscription.cancel() }
  }

  func request(_ demand: Subscribers.Demand, for conduit: Conduit) {
    lock.lock()
    guard conduit.isActive else { return lock.unlock() }
    conduit.demand += demand
    guard case .awaitingDemand = conduit.initial, let value = current else { return lock.unlock() }
    conduit.initial = .queued
    if isDelivering {
      pending.append(.currentValue(conduit, value))
      return lock.unlock()
    }
    isDelivering = true
    lock.unlock()
    deliver(.currentValue(conduit, value))
    drain()
  }

  func cancel(_ conduit: Conduit) {
    lock.lock()
    guard conduit.isActive else { return lock.unlock() }
    remove(conduit)
    let released = conduit.detach()
    lock.unlock()
    withExtendedLifetime(released) {}
  }

  private func remove(_ conduit: Conduit) {
    switch subscribers {
    case .none: break
    case .one(let only): if only === conduit { subscribers = .none }
    case .many(var all):
      subscribers = .none
      all.removeAll { $0 === conduit }
      subscribers = all.count == 1 ? .one(all[0]) : .many(all)
    }
  }

  // MARK: - Sending

  func send(_ value: Output) {
    lock.lock()
    guard completion == nil else { return lock.unlock() }
    if current != nil { current = value }
    if isDelivering {
      pending.append(.value(value))
      return lock.unlock()
    }
    switch subscribers {
    case .none:
      lock.unlock()
    case .one(let conduit):
      // The common case, with one lock round trip before and one after delivery.
      guard conduit.claimValue() else { return lock.unlock() }
      isDelivering = true
      lock.unlock()
      let more = conduit.deliverClaimed(value)
      finishDelivery(to: conduit, adding: more)
    case .many:
      isDelivering = true
      lock.unlock()
      deliver(.value(value))
      drain()
    }
  }

  func send(completion: Subscribers.Completion<Failure>) {
    lock.lock()
    guard self.completion == nil else { return lock.unlock() }
    self.completion = completion
    let released = upstreams
    upstreams = []
    if isDelivering {
      pending.append(.completion(completion))
      lock.unlock()
    } else {
      isDelivering = true
      lock.unlock()
      deliver(.completion(completion))
      drain()
    }
    withExtendedLifetime(released) {}
  }

  // MARK: - Delivering (only the holder of the delivery turn runs these)

  private func finishDelivery(to conduit: Conduit, adding more: Subscribers.Demand) {
    lock.lock()
    if more != .none, conduit.isActive { conduit.demand += more }
    guard let next = pending.popFirst() else {
      isDelivering = false
      return lock.unlock()
    }
    lock.unlock()
    deliver(next)
    drain()
  }

  /// Delivers queued events until the queue is empty, then gives up the delivery turn.
  private func drain() {
    while true {
      lock.lock()
      guard let next = pending.popFirst() else {
        isDelivering = false
        return lock.unlock()
      }
      lock.unlock()
      deliver(next)
    }
  }

  private func deliver(_ event: Event) {
    switch event {
    case .value(let value):
      lock.lock()
      let targets = subscribers
      lock.unlock()
      switch targets {
      case .none: break
      case .one(let conduit): deliver(value, to: CollectionOfOne(conduit))
      case .many(let conduits): deliver(value, to: conduits)
      }
    case .currentValue(let conduit, let value):
      lock.lock()
      let claimed = conduit.initial == .queued && conduit.claimValue()
      lock.unlock()
      if claimed {
        let more = conduit.deliverClaimed(value)
        addDemand(more, to: conduit)
      }
    case .completion(let completion):
      lock.lock()
      let targets: [Conduit]
      switch subscribers {
      case .none: targets = []
      case .one(let conduit): targets = [conduit]
      case .many(let conduits): targets = conduits
      }
      subscribers = .none
      pending = Queue()
      for conduit in targets { conduit.claimCompletion() }
      lock.unlock()
      for conduit in targets { conduit.deliverClaimed(completion: completion) }
    }
  }

  /// Fans `value` out, claiming each subscriber under the lock just before its delivery and crediting the previous
  /// subscriber's extra demand in the same critical section.
  private func deliver(_ value: Output, to conduits: some Collection<Conduit>) {
    var previous: (conduit: Conduit, more: Subscribers.Demand)?
    for conduit in conduits {
      lock.lock()
      if let previous, previous.more != .none, previous.conduit.isActive {
        previous.conduit.demand += previous.more
      }
      let claimed = conduit.claimValue()
      lock.unlock()
      previous = claimed ? (conduit, conduit.deliverClaimed(value)) : nil
    }
    if let previous { addDemand(previous.more, to: previous.conduit) }
  }

  private func addDemand(_ more: Subscribers.Demand, to conduit: Conduit) {
    guard more != .none else { return }
    lock.lock()
    if conduit.isActive { conduit.demand += more }
    lock.unlock()
  }
}

extension SubjectConduit.Initial: Equatable {}
