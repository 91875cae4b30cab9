/// The state machine behind ``DownstreamPump``: what to deliver next, given demand and what is buffered.
///
/// One thread at a time holds the *delivery turn* (`isDelivering`); others only add to the buffer.
struct DownstreamBuffer<Output, Failure: Error> {
  enum Event {
    case value(Output)
    case completion(Subscribers.Completion<Failure>)
  }

  private(set) var demand = Subscribers.Demand.none
  private var values = Queue<Output>()
  private var completion: Subscribers.Completion<Failure>?
  private(set) var isDelivering = false
  private(set) var isTerminated = false

  /// Buffers `value`; returns whether the caller should take the delivery turn and drain.
  mutating func enqueue(_ value: Output) -> Bool {
    guard !isTerminated, completion == nil else { return false }
    values.append(value)
    return claimTurn()
  }

  /// Records the completion. A failure discards buffered values; `.finished` goes out after them.
  mutating func complete(_ completion: Subscribers.Completion<Failure>) -> Bool {
    guard !isTerminated, self.completion == nil else { return false }
    if case .failure = completion { _ = values.removeAll() }
    self.completion = completion
    return claimTurn()
  }

  mutating func add(_ demand: Subscribers.Demand) -> Bool {
    guard !isTerminated else { return false }
    self.demand += demand
    return claimTurn()
  }

  mutating func terminate() {
    isTerminated = true
    _ = values.removeAll()
    completion = nil
  }

  /// For the turn holder: the next event to deliver, or `nil` (and the turn is given up).
  mutating func next(adding more: Subscribers.Demand) -> Event? {
    demand += more
    if !isTerminated {
      if demand > 0, let value = values.popFirst() {
        demand.consumeOne()
        return .value(value)
      }
      if values.isEmpty, let completion {
        isTerminated = true
        self.completion = nil
        return .completion(completion)
      }
    }
    isDelivering = false
    return nil
  }

  private mutating func claimTurn() -> Bool {
    guard !isDelivering else { return false }
    isDelivering = true
    return true
  }
}

/// Serializes values and a completion from several producers (the inputs of merge, zip, flatMap…) to one
/// downstream subscriber, buffering while it has no demand.
///
/// No lock is held while the subscriber runs. Values produced re-entrantly, or on other threads during a delivery,
/// are queued and delivered in order by the thread already delivering.
final class DownstreamPump<Downstream: Subscriber> {
  typealias Buffer = DownstreamBuffer<Downstream.Input, Downstream.Failure>

  private let lock = Lock()
  private var buffer = Buffer()
  private var downstream: Downstream?

  init(_ downstream: Downstream) {
    self.downstream = downstream
  }

  /// Whether a completion was delivered or the pump was cancelled.
  var isTerminated: Bool {
    lock.withLock { buffer.isTerminated }
  }

  func send(_ value: Downstream.Input) {
    lock.lock()
    let claimed = buffer.enqueue(value)
    lock.unlock()
    if claimed { drain() }
  }

  func send(completion: Subscribers.Completion<Downstream.Failure>) {
    lock.lock()
    let claimed = buffer.complete(completion)
    lock.unlock()
    if claimed { drain() }
  }

  func request(_ demand: Subscribers.Demand) {
    lock.lock()
    let claimed = buffer.add(demand)
    lock.unlock()
    if claimed { drain() }
  }

  /// Stops all delivery and releases the subscriber.
  func cancel() {
    lock.lock()
    buffer.terminate()
    let released = downstream.take()
    lock.unlock()
    withExtendedLifetime(released) {}
  }

  /// Hands `subscription` to the subscriber.
  func start(with subscription: any Subscription) {
    lock.lock()
    let downstream = self.downstream
    lock.unlock()
    downstream?.receive(subscription: subscription)
  }

  private func drain() {
    var more = Subscribers.Demand.none
    while true {
      lock.lock()
      let event = buffer.next(adding: more)
      let subscriber = downstream
      if case .completion? = event { downstream = nil }
      lock.unlock()
      guard let event, let subscriber else { return }
      switch event {
      case .value(let value):
        more = subscriber.receive(value)
      case .completion(let completion):
        subscriber.receive(completion: completion)
        return
      }
    }
  }
}
