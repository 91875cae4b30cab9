/// Hands events to one downstream subscriber from actions run by a scheduler.
///
/// Events are queued in the order they happen, on whatever thread; each scheduled action calls ``release()`` and
/// lets exactly one queued event through. Deliveries are serialized (even on a concurrent scheduler) and keep
/// their order, and no lock is held while the subscriber runs. Values wait here, behind the lock, for the action
/// that delivers them, so an action never has to capture a value.
final class ScheduledDelivery<Downstream: Subscriber>: ScheduledAction, @unchecked Sendable {
  // @unchecked: every field is guarded by `lock`, except `downstream`, which only the delivering thread reads and
  // which is dropped only when no delivery is under way.

  private enum Event {
    case value(Downstream.Input)
    case completion(Subscribers.Completion<Downstream.Failure>)
  }

  private let lock = Lock()
  private var downstream: Box<Downstream>?
  private var events = Queue<Event>()
  private var tickets = 0
  private var isDelivering = false
  private var isTerminated = false
  private var isReleased = false
  /// Receives the extra demand the subscriber returns from each value.
  private let onDemand: (Subscribers.Demand) -> Void

  init(_ downstream: Downstream, onDemand: @escaping (Subscribers.Demand) -> Void) {
    self.downstream = Box(downstream)
    self.onDemand = onDemand
  }

  /// Hands `subscription` to the subscriber, at once.
  func start(with subscription: any Subscription) {
    lock.lock()
    let subscriber = downstream
    lock.unlock()
    subscriber?.value.receive(subscription: subscription)
  }

  /// Queues `value`; a later ``release()`` delivers it.
  func post(_ value: Downstream.Input) {
    lock.withLock { if !isTerminated { events.append(.value(value)) } }
  }

  /// Queues the completion; a later ``release()`` delivers it.
  func post(completion: Subscribers.Completion<Downstream.Failure>) {
    lock.withLock { if !isTerminated { events.append(.completion(completion)) } }
  }

  /// Lets one queued event through (called from a scheduled action).
  func release() {
    lock.lock()
    tickets += 1
    guard !isDelivering else { return lock.unlock() }
    isDelivering = true
    while !isTerminated, tickets > 0, let event = events.popFirst() {
      tickets -= 1
      let subscriber = downstream
      if case .completion = event { isTerminated = true }
      lock.unlock()
      switch event {
      case .value(let value):
        let more = subscriber?.value.receive(value) ?? .none
        if more != .none { onDemand(more) }
      case .completion(let completion):
        subscriber?.value.receive(completion: completion)
      }
      lock.lock()
    }
    isDelivering = false
    let release = isTerminated && !isReleased
    if release { isReleased = true }
    lock.unlock()
    if release { downstream = nil }
  }

  /// Stops all delivery and releases the subscriber (at once, or when the delivery under way ends).
  func cancel() {
    lock.lock()
    isTerminated = true
    let discarded = events
    events = Queue()
    let release = !isDelivering && !isReleased
    if release { isReleased = true }
    lock.unlock()
    if release { downstream = nil }
    withExtendedLifetime(discarded) {}
  }
}

/// Work a scheduled action performs, without naming the generic type that does it (a `@Sendable` closure must not
/// capture a generic type's metatype).
protocol ScheduledAction: AnyObject, Sendable {
  func release()
}
