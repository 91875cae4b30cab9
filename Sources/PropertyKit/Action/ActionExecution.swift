import StreamCore

/// What the storage of an ``Action`` asks of one of its attempts. A class that is not generic: the storage keeps its
/// attempts in a collection whose code is specialized once, and an execution becomes one without a run-time lookup.
class ActionAttemptControl {
  /// With the storage's lock held: the attempt leaves the queue to run; ``begin()`` follows after unlocking.
  func promote() {}
  /// Runs the work of a promoted attempt.
  func begin() {}
  /// Cancels the attempt's work, if it runs, and lets its subscriber go without an event.
  func interrupt() {}
  /// Finishes a queued attempt without running it.
  func abandon() {}
}

/// One subscription to a publisher that ``Action/apply(_:)`` returns: the subscriber of the work, and the
/// subscription its own subscriber gets.
///
/// It reports every event of the work to the action's storage (its publishers, then `finish`) before passing it on
/// with the failure wrapped in ``ActionError/producerFailed(_:)``; a cancellation ends the execution as interrupted.
/// A queued attempt hands itself to its subscriber at once, counts the demand, and subscribes to the work when the
/// storage promotes it.
final class ActionExecution<Input, Output, Failure: Error>: ActionAttemptControl, Subscriber, Subscription,
  CustomStringConvertible, @unchecked Sendable
{
  // @unchecked: every `var` is guarded by the storage's lock (`id` is written once, before the execution is shared).
  typealias Downstream = any Subscriber<Output, ActionError<Failure>>

  private enum Phase {
    /// Not admitted yet, or waiting in the queue.
    case pending
    /// Admitted to run: the work is subscribed, or about to be.
    case running
    /// Completed, cancelled or interrupted: events are dropped.
    case ended
  }

  private let storage: ActionStorage<Input, Output, Failure>
  private let input: Input
  /// Set once at admission, before the execution is shared.
  @exclusivity(unchecked) private(set) var id: UInt64 = 0
  @exclusivity(unchecked) private var phase = Phase.pending
  /// Whether the subscriber has this subscription: handed over by whichever comes first of the work's subscription,
  /// the queue (``hold()``), an interruption or an abandonment.
  @exclusivity(unchecked) private var handedOver = false
  @exclusivity(unchecked) private var downstream: Downstream?
  @exclusivity(unchecked) private var upstream: (any Subscription)?
  /// Demand requested while queued, passed on when the work subscribes.
  @exclusivity(unchecked) private var demand = Subscribers.Demand.none
  /// The work of a queued attempt, bound to the state that admitted it.
  @exclusivity(unchecked) private var work: ActionStorage<Input, Output, Failure>.Execute?

  init(storage: ActionStorage<Input, Output, Failure>, input: Input, downstream: Downstream) {
    self.storage = storage
    self.input = input
    self.downstream = downstream
  }

  var description: String { "Action" }

  // MARK: Admission (called by the storage)

  /// With the storage's lock held: the attempt was admitted as `id`; `work` is kept if it waits in the queue.
  func admit(_ id: UInt64, running: Bool, work: ActionStorage<Input, Output, Failure>.Execute?) {
    self.id = id
    if running { phase = .running } else { self.work = work }
  }

  /// Runs `work` for an attempt admitted to run.
  func start(_ work: ActionStorage<Input, Output, Failure>.Execute) {
    work(input, self)
  }

  /// Subscribes to the work: in a method of this class, the subscriber's type comes from `self`, not from a run-time
  /// lookup.
  func subscribe<Work: Publisher>(to work: Work) where Work.Output == Output, Work.Failure == Failure {
    work.subscribe(self)
  }

  /// Hands a queued attempt to its subscriber, unless its work, already started, or an interruption did.
  func hold() {
    storage.lock.lock()
    let downstream = handedOver ? nil : self.downstream
    handedOver = true
    storage.lock.unlock()
    downstream?.receive(subscription: self)
  }

  /// Fails a rejected attempt with ``ActionError/disabled``.
  func reject() {
    storage.lock.lock()
    phase = .ended
    let downstream = self.downstream.take()
    storage.lock.unlock()
    downstream?.receive(subscription: Subscriptions.empty)
    downstream?.receive(completion: .failure(.disabled))
  }

  override func promote() {
    phase = .running
  }

  override func begin() {
    storage.lock.lock()
    let work = self.work.take()
    let runs = phase == .running
    storage.lock.unlock()
    if runs, let work { work(input, self) }
  }

  override func interrupt() {
    storage.lock.lock()
    phase = .ended
    let handsOver = !handedOver
    handedOver = true
    let released = (upstream.take(), downstream.take(), work.take())
    storage.lock.unlock()
    released.0?.cancel()
    // Interrupted before its subscriber had it: the subscriber still gets a subscription, of an ended execution.
    if handsOver { released.1?.receive(subscription: self) }
  }

  override func abandon() {
    storage.lock.lock()
    phase = .ended
    let handsOver = !handedOver
    handedOver = true
    let released = (downstream.take(), work.take())
    storage.lock.unlock()
    if handsOver { released.0?.receive(subscription: self) }
    released.0?.receive(completion: .finished)
  }

  // MARK: Subscriber (the work)

  func receive(subscription: any Subscription) {
    storage.lock.lock()
    guard phase == .running, upstream == nil else {
      storage.lock.unlock()
      subscription.cancel()
      return
    }
    upstream = subscription
    let downstream = handedOver ? nil : self.downstream
    handedOver = true
    let pending = demand
    demand = .none
    storage.lock.unlock()
    downstream?.receive(subscription: self)
    if pending > .none { subscription.request(pending) }
  }

  func receive(_ value: Output) -> Subscribers.Demand {
    storage.lock.lock()
    let downstream = phase == .running ? self.downstream : nil
    storage.lock.unlock()
    guard let downstream else { return .none }
    storage.report(value)
    return downstream.receive(value)
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    storage.lock.lock()
    guard phase == .running else { return storage.lock.unlock() }
    phase = .ended
    // Moved out field by field rather than with `Optional.take()`: that generic call looks up the existential's
    // type at run time.
    let upstream = self.upstream
    self.upstream = nil
    let downstream = self.downstream
    self.downstream = nil
    storage.lock.unlock()
    withExtendedLifetime(upstream) {}
    switch completion {
    case .finished:
      storage.reportFinished(id)
      downstream?.receive(completion: storage.finished)
    case .failure(let error):
      storage.reportFailure(error, of: id)
      downstream?.receive(completion: .failure(.producerFailed(error)))
    }
  }

  // MARK: Subscription (the subscriber)

  func request(_ demand: Subscribers.Demand) {
    demand.assertValidRequest()
    storage.lock.lock()
    guard let upstream else {
      if phase != .ended { self.demand += demand }
      return storage.lock.unlock()
    }
    storage.lock.unlock()
    upstream.request(demand)
  }

  func cancel() {
    storage.lock.lock()
    guard phase != .ended else { return storage.lock.unlock() }
    phase = .ended
    let released = (upstream.take(), downstream.take(), work.take())
    storage.lock.unlock()
    released.0?.cancel()
    storage.cancelled(id)
  }
}
