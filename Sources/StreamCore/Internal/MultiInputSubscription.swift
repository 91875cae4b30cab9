/// The shared engine of operators with a fixed number of upstreams (merge, zip, combineLatest).
///
/// Downstream receives this object as its subscription before any upstream is subscribed, and every value or
/// completion reaches downstream through a ``DownstreamPump``, so delivery is serialized and respects demand.
/// Each request from downstream is forwarded to every upstream. Subclasses update their state under the lock and
/// send what it produces after unlocking (the combining closure builds a tuple from boxed values; it is library
/// code, not user code).
class MultiInputSubscription<Input, Downstream: Subscriber>: Subscription, CustomStringConvertible {
  let lock = Lock()
  let pump: DownstreamPump<Downstream>
  let inputCount: Int
  // Guarded by `lock`; they opt out of dynamic exclusivity checks because the lock already makes access exclusive.
  @exclusivity(unchecked) private var subscriptions: [(any Subscription)?]
  @exclusivity(unchecked) private var requested = Subscribers.Demand.none
  @exclusivity(unchecked) private var isTerminated = false
  let description: String

  init(downstream: Downstream, inputCount: Int, name: String) {
    self.pump = DownstreamPump(downstream)
    self.inputCount = inputCount
    self.subscriptions = Array(repeating: nil, count: inputCount)
    self.description = name
  }

  /// Called with the lock held, for a value from input `index`: updates state, unlocks, then sends what it
  /// produces with ``emit(_:thenFinish:)``.
  func consumeAndUnlock(_ value: Input, at index: Int) {
    fatalError("abstract")
  }

  /// Called with the lock held, when input `index` finishes normally: updates state and returns whether
  /// downstream should finish now.
  func consumeFinished(at index: Int) -> Bool {
    fatalError("abstract")
  }

  /// Sends `output` downstream, then finishes if asked. Call without the lock.
  final func emit(_ output: Downstream.Input, thenFinish: Bool) {
    pump.send(output)
    if thenFinish { terminate(with: .finished) }
  }

  /// With the lock held: sends `output`, formed under the lock, downstream. Releases the lock only once `output`
  /// has its place in the downstream's line, so outputs formed on several threads at once arrive in the order they
  /// were formed, never an older one after a newer one.
  final func emitAndUnlock(_ output: Downstream.Input) {
    pump.send(output, releasing: lock)
  }

  /// Hands this subscription to downstream, then subscribes to every upstream through `subscribeInputs`.
  func start(_ subscribeInputs: () -> Void) {
    pump.start(with: self)
    subscribeInputs()
  }

  func receive(subscription: any Subscription, at index: Int) {
    lock.lock()
    guard !isTerminated, subscriptions[index] == nil else {
      lock.unlock()
      return subscription.cancel()
    }
    subscriptions[index] = subscription
    let requested = self.requested
    lock.unlock()
    if requested > 0 { subscription.request(requested) }
  }

  func receive(_ value: Input, at index: Int) -> Subscribers.Demand {
    lock.lock()
    guard !isTerminated else {
      lock.unlock()
      return .none
    }
    consumeAndUnlock(value, at: index)
    return .none
  }

  func receive(completion: Subscribers.Completion<Downstream.Failure>, at index: Int) {
    lock.lock()
    guard !isTerminated else { return lock.unlock() }
    let finishedInput = subscriptions[index].take()
    defer { withExtendedLifetime(finishedInput) {} }  // released after unlocking: its deinit may take locks
    if case .failure = completion {
      lock.unlock()
      return terminate(with: completion)
    }
    let finishes = consumeFinished(at: index)
    lock.unlock()
    if finishes { terminate(with: .finished) }
  }

  /// Cancels the remaining upstreams and completes downstream.
  private func terminate(with completion: Subscribers.Completion<Downstream.Failure>) {
    lock.lock()
    isTerminated = true
    let remaining = subscriptions
    subscriptions = Array(repeating: nil, count: inputCount)
    lock.unlock()
    for subscription in remaining { subscription?.cancel() }
    pump.send(completion: completion)
  }

  func request(_ demand: Subscribers.Demand) {
    demand.assertValidRequest()
    lock.lock()
    requested += demand
    let current = subscriptions
    lock.unlock()
    pump.request(demand)
    for subscription in current { subscription?.request(demand) }
  }

  func cancel() {
    lock.lock()
    isTerminated = true
    let remaining = subscriptions
    subscriptions = Array(repeating: nil, count: inputCount)
    lock.unlock()
    for subscription in remaining { subscription?.cancel() }
    pump.cancel()
  }
}

/// The subscriber attached to input `index` of a ``MultiInputSubscription``.
struct InputSubscriber<Value, Input, Downstream: Subscriber>: Subscriber {
  typealias Failure = Downstream.Failure

  let parent: MultiInputSubscription<Input, Downstream>
  let index: Int
  let wrap: (Value) -> Input

  var combineIdentifier: CombineIdentifier { CombineIdentifier(parent) }

  func receive(subscription: any Subscription) {
    parent.receive(subscription: subscription, at: index)
  }

  func receive(_ input: Value) -> Subscribers.Demand {
    parent.receive(wrap(input), at: index)
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    parent.receive(completion: completion, at: index)
  }
}

extension MultiInputSubscription {
  /// Subscribes to `upstream` as input `index`.
  func attach<P: Publisher>(_ upstream: P, at index: Int, wrap: @escaping (P.Output) -> Input)
  where P.Failure == Downstream.Failure {
    upstream.subscribe(InputSubscriber(parent: self, index: index, wrap: wrap))
  }
}

/// Merge: every value of every input goes downstream; finishes when all inputs have finished.
final class MergeSubscription<Downstream: Subscriber>: MultiInputSubscription<Downstream.Input, Downstream> {
  @exclusivity(unchecked) private var finishedCount = 0  // Guarded by `lock`.

  override func consumeAndUnlock(_ value: Downstream.Input, at index: Int) {
    lock.unlock()
    emit(value, thenFinish: false)
  }

  override func consumeFinished(at index: Int) -> Bool {
    finishedCount += 1
    return finishedCount == inputCount
  }
}

/// Zip: pairs the *n*-th values of all inputs; finishes once an input has finished with nothing buffered.
final class ZipSubscription<Downstream: Subscriber>: MultiInputSubscription<Any, Downstream> {
  // Guarded by `lock`.
  @exclusivity(unchecked) private var buffers: [Queue<Any>]
  @exclusivity(unchecked) private var finished: [Bool]
  /// How many inputs have something buffered: a tuple forms when all have, without scanning the buffers.
  @exclusivity(unchecked) private var filledCount = 0
  /// Whether some input has finished; until then no scan for exhaustion is needed.
  @exclusivity(unchecked) private var someFinished = false
  private let combine: ([Any]) -> Downstream.Input

  init(downstream: Downstream, inputCount: Int, name: String, combine: @escaping ([Any]) -> Downstream.Input) {
    self.buffers = Array(repeating: Queue(), count: inputCount)
    self.finished = Array(repeating: false, count: inputCount)
    self.combine = combine
    super.init(downstream: downstream, inputCount: inputCount, name: name)
  }

  override func consumeAndUnlock(_ value: Any, at index: Int) {
    if buffers[index].isEmpty { filledCount += 1 }
    buffers[index].append(value)
    guard filledCount == inputCount else { return lock.unlock() }
    var values: [Any] = []
    values.reserveCapacity(inputCount)
    filledCount = 0
    for position in buffers.indices {
      values.append(buffers[position].popFirst()!)
      if !buffers[position].isEmpty { filledCount += 1 }
    }
    let exhausted = someFinished && isExhausted
    lock.unlock()
    emit(combine(values), thenFinish: exhausted)
  }

  override func consumeFinished(at index: Int) -> Bool {
    finished[index] = true
    someFinished = true
    return isExhausted
  }

  /// No further tuple can form: some finished input has nothing buffered.
  private var isExhausted: Bool {
    buffers.indices.contains { finished[$0] && buffers[$0].isEmpty }
  }
}

/// CombineLatest: once every input has a value, each new value sends the latest of all; finishes when all inputs
/// have finished, or at once if an input finishes without ever sending a value.
final class CombineLatestSubscription<Downstream: Subscriber>: MultiInputSubscription<Any, Downstream> {
  // Guarded by `lock`.
  @exclusivity(unchecked) private var latest: [Any?]
  @exclusivity(unchecked) private var finishedCount = 0
  /// How many inputs have sent a value: all have once it equals the input count.
  @exclusivity(unchecked) private var filledCount = 0
  private let combine: ([Any]) -> Downstream.Input

  init(downstream: Downstream, inputCount: Int, name: String, combine: @escaping ([Any]) -> Downstream.Input) {
    self.latest = Array(repeating: nil, count: inputCount)
    self.combine = combine
    super.init(downstream: downstream, inputCount: inputCount, name: name)
  }

  override func consumeAndUnlock(_ value: Any, at index: Int) {
    if latest[index] == nil { filledCount += 1 }
    latest[index] = value
    guard filledCount == inputCount else { return lock.unlock() }
    emitAndUnlock(combine(latest.map { $0! }))
  }

  override func consumeFinished(at index: Int) -> Bool {
    finishedCount += 1
    return latest[index] == nil || finishedCount == inputCount
  }
}
