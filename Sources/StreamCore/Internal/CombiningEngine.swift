/// The one engine of the operators with a fixed set of upstreams: `Zip`…`Zip6`, `CombineLatest`…`CombineLatest6`,
/// `Merge`…`Merge8` and `MergeMany`.
///
/// Each upstream is attached to an input of its own value type (``CombiningInput``, or ``MergeInput``), which keeps
/// that upstream's values as they are: a queue for zip, the latest value for combineLatest, nothing for merge. No
/// value is boxed or cast. The engine holds what the families share — the lock, the upstream subscriptions, demand,
/// termination — and the completion rule of its ``Kind``. A publisher's `receive(subscriber:)` is inlinable: it
/// creates the inputs, and hands ``start(producing:)`` a closure that builds one output from them, in the client's
/// specialized code.
///
/// Downstream receives the engine as its subscription before any upstream is subscribed. Values reach downstream
/// through a ``DownstreamPump``, so delivery is serialized and respects demand; each request from downstream is
/// forwarded to every upstream. The engine guards its state with the pump's own lock: a zip or combineLatest value
/// is stored, combined and handed to the pump in one critical section (merge takes no lock of its own). Never call
/// a pump method with the lock held: it is not recursive.
@usableFromInline
final class CombiningEngine<Downstream: Subscriber>: Subscription, CustomStringConvertible {
  /// Which family's rules the engine follows.
  @usableFromInline
  enum Kind {
    /// Pairs the *n*-th values; finishes once an input has finished with nothing buffered.
    case zip
    /// Sends the latest of all once each has one; finishes when all have finished, or at once when an input
    /// finishes without a value.
    case combineLatest
    /// Passes every value on; finishes when all inputs have finished.
    case merge
  }

  /// The pump's lock.
  @usableFromInline
  let lock: Lock
  @usableFromInline
  let pump: DownstreamPump<Downstream>
  @usableFromInline
  let kind: Kind
  @usableFromInline
  let description: String
  // Guarded by `lock`; they opt out of dynamic exclusivity checks because the lock already makes access exclusive.
  /// The inputs, in upstream order; emptied on termination, which breaks their cycle with the engine.
  @usableFromInline
  @exclusivity(unchecked) var inputs: [CombiningInputState] = []
  /// How many inputs hold a value: an output forms when all do, without scanning the inputs.
  @usableFromInline
  @exclusivity(unchecked) var filledCount = 0
  @usableFromInline
  @exclusivity(unchecked) var finishedCount = 0
  @usableFromInline
  @exclusivity(unchecked) var isTerminated = false
  /// Builds one output from the inputs (zip takes their oldest values); library code, run under the lock. Retained
  /// by hand, so that forming an output borrows it rather than retaining it; released by `stop()` after unlocking.
  /// (It captures the inputs, which hold the engine, so the engine cannot go before `stop()` has run.)
  @usableFromInline
  @exclusivity(unchecked) var produce: Unmanaged<Box<() -> Downstream.Input>>?
  @exclusivity(unchecked) private var requested = Subscribers.Demand.none
  /// The upstream subscriptions to make once downstream has its subscription.
  private var attachments: [() -> Void] = []

  @usableFromInline
  init(_ downstream: Downstream, _ kind: Kind, name: String) {
    let pump = DownstreamPump(downstream)
    self.pump = pump
    self.lock = pump.lock
    self.kind = kind
    self.description = name
    pump.forwardReturnedDemand = { [weak self] in self?.requestFromUpstreams($0) }
  }

  /// Creates the input for `upstream`, subscribed by ``start(producing:)``.
  @inlinable
  func input<P: Publisher>(_ upstream: P) -> CombiningInput<P.Output, Downstream>
  where P.Failure == Downstream.Failure {
    let input = CombiningInput<P.Output, Downstream>(self)
    add(input) { upstream.receive(subscriber: input) }
    return input
  }

  /// Adds `upstream` as a merged input, subscribed by ``start(producing:)``.
  @inlinable
  @discardableResult
  func merge<P: Publisher>(_ upstream: P) -> CombiningEngine
  where P.Output == Downstream.Input, P.Failure == Downstream.Failure {
    let input = MergeInput(self)
    add(input) { upstream.receive(subscriber: input) }
    return self
  }

  @usableFromInline
  func add(_ input: CombiningInputState, attach: @escaping () -> Void) {
    inputs.append(input)
    attachments.append(attach)
  }

  /// Hands this subscription to downstream, then subscribes every input to its upstream.
  @usableFromInline
  func start(producing produce: (() -> Downstream.Input)?) {
    self.produce = produce.map { .passRetained(Box($0)) }
    let attachments = self.attachments
    self.attachments = []
    pump.start(with: self)
    for attach in attachments { attach() }
  }

  /// With the lock held, after an input took a value: sends an output if every input has one, and unlocks.
  @inlinable
  func emitIfFilledAndUnlock() {
    guard filledCount == inputs.count, let produce else { return lock.unlock() }
    let output = produce._withUnsafeGuaranteedRef { $0.value() }
    let exhausted = kind == .zip && finishedCount > 0 && isExhausted
    pump.sendAndUnlock(output)
    if exhausted { terminate(with: .finished) }
  }

  /// No further tuple can form: some finished input has nothing buffered.
  @usableFromInline
  var isExhausted: Bool {
    inputs.contains { $0.isFinished && $0.count == 0 }
  }

  @usableFromInline
  func receive(subscription: any Subscription, for input: CombiningInputState) {
    lock.lock()
    guard !isTerminated, input.subscription == nil else {
      lock.unlock()
      return subscription.cancel()
    }
    input.subscription = subscription
    let requested = self.requested
    lock.unlock()
    if requested > 0 { subscription.request(requested) }
  }

  @usableFromInline
  func receive(completion: Subscribers.Completion<Downstream.Failure>, for input: CombiningInputState) {
    lock.lock()
    guard !isTerminated else { return lock.unlock() }
    let subscription = input.subscription
    input.subscription = nil
    if case .failure = completion {
      lock.unlock()
      withExtendedLifetime(subscription) {}
      return terminate(with: completion)
    }
    input.isFinished = true
    finishedCount += 1
    let finishes =
      switch kind {
      case .zip: isExhausted
      case .combineLatest: input.count == 0 || finishedCount == inputs.count
      case .merge: finishedCount == inputs.count
      }
    lock.unlock()
    withExtendedLifetime(subscription) {}
    if finishes { terminate(with: .finished) }
  }

  @usableFromInline
  func request(_ demand: Subscribers.Demand) {
    demand.assertValidRequest()
    pump.request(demand)
    requestFromUpstreams(demand)
  }

  /// Asks every upstream for `demand`: downstream's request, or demand it returned from `receive(_:)`.
  func requestFromUpstreams(_ demand: Subscribers.Demand) {
    lock.lock()
    requested += demand
    let current = inputs.compactMap(\.subscription)
    lock.unlock()
    for subscription in current { subscription.request(demand) }
  }

  @usableFromInline
  func cancel() {
    stop()
    pump.cancel()
  }

  /// Cancels the remaining upstreams and completes downstream.
  @usableFromInline
  func terminate(with completion: Subscribers.Completion<Downstream.Failure>) {
    stop()
    pump.send(completion: completion)
  }

  /// Marks the engine terminated, then — without the lock — cancels the upstreams and releases the inputs.
  private func stop() {
    lock.lock()
    isTerminated = true
    let subscriptions = inputs.compactMap { $0.subscription.take() }
    let released = inputs
    let producer = produce
    inputs = []
    produce = nil
    lock.unlock()
    for subscription in subscriptions { subscription.cancel() }
    withExtendedLifetime(released) {}
    producer?.release()
  }
}

/// What the engine knows of an input, whatever its value type. Every field is guarded by the engine's lock.
@usableFromInline
class CombiningInputState {
  @usableFromInline
  @exclusivity(unchecked) final var subscription: (any Subscription)?
  /// How many values the input holds: zip's queue length; 1 once combineLatest's input has a value.
  @usableFromInline
  @exclusivity(unchecked) final var count = 0
  @usableFromInline
  @exclusivity(unchecked) final var isFinished = false

  @usableFromInline
  init() {}
}

/// The subscriber attached to one upstream of a zip or combineLatest, holding that upstream's values typed.
@usableFromInline
final class CombiningInput<Value, Downstream: Subscriber>: CombiningInputState, Subscriber {
  @usableFromInline
  typealias Failure = Downstream.Failure

  @usableFromInline
  let engine: CombiningEngine<Downstream>
  /// Zip's oldest value waiting to be paired, or combineLatest's latest; guarded by the engine's lock. Zip keeps
  /// its first value here and only the ones behind it in `queue`, so lockstep upstreams never touch the queue.
  @usableFromInline
  @exclusivity(unchecked) var first: Value?
  /// Zip's values behind `first`; guarded by the engine's lock.
  @usableFromInline
  @exclusivity(unchecked) var queue = Queue<Value>()

  @inlinable
  init(_ engine: CombiningEngine<Downstream>) {
    self.engine = engine
  }

  @inlinable
  func receive(subscription: any Subscription) {
    engine.receive(subscription: subscription, for: self)
  }

  @inlinable
  func receive(_ value: Value) -> Subscribers.Demand {
    let engine = self.engine
    engine.lock.lock()
    guard !engine.isTerminated else {
      engine.lock.unlock()
      return .none
    }
    if count == 0 {
      engine.filledCount += 1
      first = value
      count = 1
    } else if engine.kind == .zip {
      queue.append(value)
      count += 1
    } else {
      // The replaced value is released after the lock.
      let replaced = first.take()
      first = value
      engine.emitIfFilledAndUnlock()
      withExtendedLifetime(replaced) {}
      return .none
    }
    engine.emitIfFilledAndUnlock()
    return .none
  }

  @inlinable
  func receive(completion: Subscribers.Completion<Failure>) {
    engine.receive(completion: completion, for: self)
  }

  /// For the engine's `produce`, under its lock: zip's oldest value, or combineLatest's latest.
  @inlinable
  func take() -> Value {
    guard engine.kind == .zip else { return first.unsafelyUnwrapped }
    let value = first.take().unsafelyUnwrapped
    count -= 1
    if count == 0 {
      engine.filledCount -= 1
    } else {
      first = queue.popFirst()
    }
    return value
  }
}

/// The subscriber attached to one upstream of a merge: values go straight to the pump, without the engine's lock.
@usableFromInline
final class MergeInput<Downstream: Subscriber>: CombiningInputState, Subscriber {
  @usableFromInline
  typealias Input = Downstream.Input
  @usableFromInline
  typealias Failure = Downstream.Failure

  @usableFromInline
  let engine: CombiningEngine<Downstream>
  /// The engine's pump, which the engine (held above) keeps alive: unretained, so a value reaches it with no
  /// reference counting.
  @usableFromInline
  let pump: Unmanaged<DownstreamPump<Downstream>>

  @inlinable
  init(_ engine: CombiningEngine<Downstream>) {
    self.engine = engine
    self.pump = .passUnretained(engine.pump)
  }

  @inlinable
  func receive(subscription: any Subscription) {
    engine.receive(subscription: subscription, for: self)
  }

  @inlinable
  func receive(_ value: Downstream.Input) -> Subscribers.Demand {
    _ = pump._withUnsafeGuaranteedRef { $0.send(value) }
    return .none
  }

  @inlinable
  func receive(completion: Subscribers.Completion<Failure>) {
    engine.receive(completion: completion, for: self)
  }
}

// The engine lets go of an input's subscription when the input completes and of all of them when it ends.
extension CombiningInput: ReleasesSubscription {}

// The engine lets go of an input's subscription when the input completes and of all of them when it ends.
extension MergeInput: ReleasesSubscription {}
