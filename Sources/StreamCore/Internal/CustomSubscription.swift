/// The state of a ``CustomSubscription``: demand, buffered values, a pending completion and who holds the delivery
/// turn. A value type with no user code in it; its owner guards it with a lock.
struct CustomSubscriptionState<Output, Failure: Error> {
  /// What the subscription does next, decided under the lock and carried out after it.
  enum Step {
    case deliver(Output)
    case complete(Subscribers.Completion<Failure>)
    case idle
  }

  private(set) var demand = Subscribers.Demand.none
  private var buffer = Queue<Output>()
  private var bufferedCount = 0
  private var pendingCompletion: Subscribers.Completion<Failure>?
  private var isDelivering = false
  private(set) var isCancelled = false
  /// A completion was sent: no more values or completions are taken.
  private var isCompleting = false
  /// The completion was handed to the subscriber.
  private var isCompleted = false

  /// The subscription delivers nothing more.
  var isTerminated: Bool { isCancelled || isCompleted }

  /// What the handler may send without buffering.
  var availableDemand: Subscribers.Demand {
    isTerminated || isCompleting ? .none : demand.subtractingSaturated(bufferedCount)
  }

  /// Buffers `value`; returns whether the caller took the delivery turn and must drain.
  mutating func accept(_ value: Output) -> Bool {
    guard !isTerminated, !isCompleting else { return false }
    buffer.append(value)
    bufferedCount += 1
    return claimTurn()
  }

  /// Records `completion`; returns whether the caller took the delivery turn and must drain.
  mutating func accept(completion: Subscribers.Completion<Failure>) -> Bool {
    guard !isTerminated, !isCompleting else { return false }
    isCompleting = true
    pendingCompletion = completion
    return claimTurn()
  }

  /// Adds `more` demand; returns whether the caller took the delivery turn and must drain.
  mutating func add(_ more: Subscribers.Demand) -> Bool {
    guard !isTerminated else { return false }
    demand += more
    return (bufferedCount > 0 || isCompleting) && claimTurn()
  }

  /// Marks the subscription cancelled and returns the buffered values, for release after unlocking.
  mutating func cancel() -> Queue<Output> {
    isCancelled = true
    pendingCompletion = nil
    bufferedCount = 0
    defer { buffer = Queue() }
    return buffer
  }

  /// For the turn holder: adds the demand the last delivery returned and picks the next step; `.idle` gives up the
  /// turn.
  mutating func next(adding more: Subscribers.Demand) -> Step {
    if !isTerminated {
      demand += more
      if bufferedCount > 0, demand > 0, let value = buffer.popFirst() {
        bufferedCount -= 1
        demand.consumeOne()
        return .deliver(value)
      }
      if bufferedCount == 0, let completion = pendingCompletion {
        pendingCompletion = nil
        isCompleted = true
        isDelivering = false
        return .complete(completion)
      }
    }
    isDelivering = false
    return .idle
  }

  private mutating func claimTurn() -> Bool {
    guard !isDelivering else { return false }
    isDelivering = true
    return true
  }
}

/// The subscription and handler of a ``Publishers/Custom`` publisher: buffers what its handler sends beyond demand
/// and delivers it, one thread at a time, as demand arrives.
///
/// No lock is held while the subscriber runs: values sent during a delivery, re-entrantly or from other threads, are
/// buffered and delivered in order by the thread already delivering. The subscriber is released on cancel or once it
/// has received its completion.
final class CustomSubscription<Downstream: Subscriber>: Subscription, Publishers.CustomSubscriptionHandler,
  CustomHandlerStateSource, CustomStringConvertible, @unchecked Sendable
{
  // @unchecked: `state`, `downstream` and `observation` are guarded by `lock`.
  typealias Output = Downstream.Input
  typealias Failure = Downstream.Failure

  private let lock = Lock()
  private var state = CustomSubscriptionState<Output, Failure>()
  private var downstream: Downstream?
  /// Who follows `isCancelled` and `demand` (PropertyKit's `cancelled` and `demand`), made for the first of them;
  /// `nil` for almost every subscription, so the delivery path checks one reference.
  @exclusivity(unchecked) private var observation: CustomHandlerObservation?

  init(_ downstream: Downstream) {
    self.downstream = downstream
  }

  var description: String { "Custom" }

  var isCancelled: Bool { lock.withLock { state.isCancelled } }

  var demand: Subscribers.Demand { lock.withLock { state.availableDemand } }

  func sendValue(_ value: Output) {
    lock.lock()
    let claimed = state.accept(value)
    let change = observedChange()
    lock.unlock()
    change?.notify()
    if claimed { drain() }
  }

  func sendCompletion(_ completion: Subscribers.Completion<Failure>) {
    lock.lock()
    let claimed = state.accept(completion: completion)
    let change = observedChange()
    lock.unlock()
    change?.notify()
    if claimed { drain() }
  }

  func request(_ demand: Subscribers.Demand) {
    demand.assertValidRequest()
    lock.lock()
    let claimed = state.add(demand)
    let change = observedChange()
    lock.unlock()
    change?.notify()
    if claimed { drain() }
  }

  func cancel() {
    lock.lock()
    guard !state.isTerminated else { return lock.unlock() }
    let discarded = state.cancel()
    let released = downstream.take()
    let change = observedChange()
    lock.unlock()
    change?.notify()
    // Released after unlocking: the subscriber's, the values' and the observers' deinits are user code.
    withExtendedLifetime((discarded, released, change)) {}
  }

  func observeHandlerState(_ onChange: @escaping @Sendable (CustomHandlerState) -> Void) {
    lock.lock()
    let observation = self.observation ?? CustomHandlerObservation()
    self.observation = observation
    if !state.isTerminated { observation.observers.append(onChange) }
    let now = observation.snapshot(isCancelled: state.isCancelled, demand: state.availableDemand)
    lock.unlock()
    onChange(now)
  }

  /// Under the lock, after a change: the state for the observers, numbered so a later change wins over one delivered
  /// late; `nil` when no one observes. Once the subscription has ended, the observers are handed over for the last
  /// time.
  private func observedChange() -> CustomHandlerStateChange? {
    guard let observation, !observation.observers.isEmpty else { return nil }
    let change = CustomHandlerStateChange(
      observers: observation.observers,
      state: observation.snapshot(isCancelled: state.isCancelled, demand: state.availableDemand)
    )
    if state.isTerminated { observation.observers = [] }
    return change
  }

  /// For the delivery-turn holder: delivers what demand allows, then the completion once nothing is buffered.
  private func drain() {
    var more = Subscribers.Demand.none
    while true {
      lock.lock()
      let step = state.next(adding: more)
      let subscriber: Downstream?
      // A delivery within demand leaves the available demand as it was; added demand or the end changes it.
      var changed = more != .none
      switch step {
      case .deliver: subscriber = downstream
      case .complete:
        subscriber = downstream.take()
        changed = true
      case .idle: subscriber = nil
      }
      let change = changed ? observedChange() : nil
      lock.unlock()
      change?.notify()
      switch step {
      case .deliver(let value):
        more = subscriber?.receive(value) ?? .none
      case .complete(let completion):
        subscriber?.receive(completion: completion)
        return
      case .idle:
        return
      }
    }
  }
}

/// The followers of one custom subscription's state and the number of its last snapshot, guarded by the
/// subscription's lock.
final class CustomHandlerObservation {
  var observers: [@Sendable (CustomHandlerState) -> Void] = []
  private var version: UInt64 = 0

  /// The state now, numbered after every snapshot before it.
  func snapshot(isCancelled: Bool, demand: Subscribers.Demand) -> CustomHandlerState {
    version += 1
    return CustomHandlerState(version: version, isCancelled: isCancelled, demand: demand)
  }
}

/// One change of a custom subscription's state, for the observers to hear after the lock is released.
struct CustomHandlerStateChange {
  let observers: [@Sendable (CustomHandlerState) -> Void]
  let state: CustomHandlerState

  func notify() {
    for observer in observers { observer(state) }
  }
}
