import StreamCore

/// The shared state of an ``Action``: owns the lock, applies ``ActionState`` decisions, and performs what they say
/// (start, cancel, publish) after unlocking. `isExecuting` and `isEnabled` changes are queued into their
/// properties' subject cores while the lock is held, so they are delivered in the order they were decided.
@usableFromInline
final class ActionStorage<Input, Output, Failure: Error>: @unchecked Sendable {
  // @unchecked: `state`, `execute`, `attempts`, the last published flags and the fields of every
  // `ActionExecution` are guarded by `lock`.
  /// Subscribes an execution to the work for an input, bound to the state that admitted it.
  typealias Execute = (Input, ActionExecution<Input, Output, Failure>) -> Void

  let lock = Lock()
  @exclusivity(unchecked) private var state: ActionState
  @exclusivity(unchecked) private var execute: Execute
  /// The admitted attempts — running or queued — until they end.
  @exclusivity(unchecked) private var attempts: [UInt64: ActionAttemptControl] = [:]
  @exclusivity(unchecked) private var publishedExecuting = false
  @exclusivity(unchecked) private var publishedEnabled: Bool

  let isExecuting: PropertyStorage<Bool>
  let isEnabled: PropertyStorage<Bool>
  let values = PassthroughSubject<Output, Never>()
  let errors = PassthroughSubject<Failure, Never>()
  let completed = PassthroughSubject<Void, Never>()
  let disabledErrors = PassthroughSubject<Void, Never>()
  let events = PassthroughSubject<ActionEvent<Output, Failure>, Never>()
  // Made once: in unspecialized code, making a value of a generic enum looks up its type at run time.
  let finished = Subscribers.Completion<ActionError<Failure>>.finished
  private let completedEvent = ActionEvent<Output, Failure>.completed
  private let interruptedEvent = ActionEvent<Output, Failure>.interrupted

  init(policy: ExecutionPolicy, userEnabled: Bool, execute: @escaping Execute) {
    state = ActionState(policy: policy, userEnabled: userEnabled)
    self.execute = execute
    publishedEnabled = state.isEnabled
    isExecuting = PropertyStorage(value: false)
    isEnabled = PropertyStorage(value: publishedEnabled)
  }

  /// Records a new `enabledIf` decision with the work bound to the state that made it.
  func update(userEnabled: Bool, execute: @escaping Execute) {
    lock.lock()
    state.userEnabled = userEnabled
    // Released after unlocking: the old work's captures may have a deinit.
    let released = self.execute
    self.execute = execute
    unlockPublishingFlags()
    withExtendedLifetime(released) {}
  }

  /// One attempt: admits `execution` to run, to wait, or rejects it, and performs what that decision says.
  func attempt(_ execution: ActionExecution<Input, Output, Failure>) {
    lock.lock()
    let admission = state.admit()
    var work: Execute?
    var cancelled: [ActionAttemptControl] = []
    switch admission {
    case .start(let id, let cancelling):
      work = execute
      execution.admit(id, running: true, work: nil)
      attempts[id] = execution
      if !cancelling.isEmpty { cancelled = cancelling.compactMap { attempts.removeValue(forKey: $0) } }
    case .wait(let id):
      execution.admit(id, running: false, work: execute)
      attempts[id] = execution
    case .reject:
      break
    }
    unlockPublishingFlags()
    if !cancelled.isEmpty { interrupt(cancelled) }
    switch admission {
    case .start: if let work { execution.start(work) }
    case .wait: execution.hold()
    case .reject: reject(execution)
    }
  }

  // Out of line, as the other rare paths: what they use is looked up at run time only when they run.
  @inline(never)
  private func interrupt(_ cancelled: [ActionAttemptControl]) {
    for attempt in cancelled {
      attempt.interrupt()
      events.send(interruptedEvent)
    }
  }

  @inline(never)
  private func reject(_ execution: ActionExecution<Input, Output, Failure>) {
    disabledErrors.send(())
    execution.reject()
  }

  /// Publishes a value of an execution.
  func report(_ value: Output) {
    values.send(value)
    events.send(.value(value))
  }

  /// Publishes that execution `id` finished, then ends it.
  func reportFinished(_ id: UInt64) {
    completed.send(())
    events.send(completedEvent)
    finish(id)
  }

  /// Publishes that execution `id` failed, then ends it.
  func reportFailure(_ error: Failure, of id: UInt64) {
    errors.send(error)
    events.send(.failed(error))
    finish(id)
  }

  /// Ends attempt `id`, cancelled by its subscriber: an interruption if it was running.
  func cancelled(_ id: UInt64) {
    if finish(id) { events.send(interruptedEvent) }
  }

  /// Cancels every execution in flight and every waiting attempt.
  func cancelAll() {
    lock.lock()
    // Queued attempts first, so that ending the running ones promotes none of them.
    let ids = state.waiting + state.running
    let all = attempts
    attempts = [:]
    lock.unlock()
    for id in ids {
      guard let attempt = all[id] else { continue }
      if isRunning(id) {
        attempt.interrupt()
        if finish(id) { events.send(interruptedEvent) }
      } else {
        attempt.abandon()
        finish(id)
      }
    }
  }

  /// Finishes the action's publishers; called when the action is deinitialized.
  func finishPublishers() {
    values.send(completion: .finished)
    errors.send(completion: .finished)
    completed.send(completion: .finished)
    disabledErrors.send(completion: .finished)
    events.send(completion: .finished)
    isExecuting.core.send(completion: .finished)
    isEnabled.core.send(completion: .finished)
  }

  /// Whether attempt `id` is running rather than queued.
  private func isRunning(_ id: UInt64) -> Bool {
    lock.lock()
    defer { lock.unlock() }
    return state.running.contains(id)
  }

  /// Ends attempt `id` and starts the next queued one, if any.
  ///
  /// - Returns: Whether `id` was running (a cancelled execution, rather than a waiting attempt or one already ended).
  @discardableResult
  private func finish(_ id: UInt64) -> Bool {
    lock.lock()
    let (wasRunning, nextID) = state.end(id)
    // Released after unlocking: the attempt's deinit releases its subscriber.
    let released = attempts.removeValue(forKey: id)
    let next = nextID.flatMap { attempts[$0] }
    next?.promote()
    unlockPublishingFlags()
    withExtendedLifetime(released) {}
    next?.begin()
    return wasRunning
  }

  /// With the lock held: queues changed `isExecuting` / `isEnabled` values in decision order, unlocks, then
  /// delivers them.
  private func unlockPublishingFlags() {
    var drainsExecuting = false
    var drainsEnabled = false
    if state.isExecuting != publishedExecuting {
      publishedExecuting = state.isExecuting
      drainsExecuting = isExecuting.core.enqueue(publishedExecuting)
    }
    if state.isEnabled != publishedEnabled {
      publishedEnabled = state.isEnabled
      drainsEnabled = isEnabled.core.enqueue(publishedEnabled)
    }
    lock.unlock()
    if drainsExecuting { isExecuting.core.drain() }
    if drainsEnabled { isEnabled.core.drain() }
  }
}
