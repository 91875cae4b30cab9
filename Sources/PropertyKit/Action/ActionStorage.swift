import StreamCore

/// The shared state of an ``Action``: owns the lock, applies ``ActionState`` decisions, and performs what they say
/// (start, cancel, publish) after unlocking. `isExecuting` and `isEnabled` changes are queued into their
/// properties' subject cores while the lock is held, so they are delivered in the order they were decided.
final class ActionStorage<Input, Output, Failure: Error>: @unchecked Sendable {
  // @unchecked: `state`, `subscriptions`, `gates`, `queuedWork` and the last published flags are guarded by `lock`.
  typealias Execute = (Input) -> AnyPublisher<Output, Failure>

  private let lock = Lock()
  private var state: ActionState<Execute>
  private var subscriptions: [UInt64: any Subscription] = [:]
  private var gates: [UInt64: CurrentValueSubject<Bool, Never>] = [:]
  /// The work of queued attempts that were promoted to run, until their gate opens and they take it.
  private var queuedWork: [UInt64: Execute] = [:]
  private var publishedExecuting = false
  private var publishedEnabled: Bool

  let isExecuting: PropertyStorage<Bool>
  let isEnabled: PropertyStorage<Bool>
  let values = PassthroughSubject<Output, Never>()
  let errors = PassthroughSubject<Failure, Never>()
  let completed = PassthroughSubject<Void, Never>()
  let disabledErrors = PassthroughSubject<Void, Never>()
  let events = PassthroughSubject<ActionEvent<Output, Failure>, Never>()

  init(policy: ExecutionPolicy, userEnabled: Bool, execute: @escaping Execute) {
    state = ActionState(policy: policy, userEnabled: userEnabled, execute: execute)
    publishedEnabled = state.isEnabled
    isExecuting = PropertyStorage(value: false)
    isEnabled = PropertyStorage(value: publishedEnabled)
  }

  /// Records a new `enabledIf` decision with the work bound to the state that made it.
  func update(userEnabled: Bool, execute: @escaping Execute) {
    lock.lock()
    state.userEnabled = userEnabled
    state.execute = execute
    unlockPublishingFlags()
  }

  /// One attempt with `input`: the publisher its subscriber gets.
  func attempt(_ input: Input) -> AnyPublisher<Output, ActionError<Failure>> {
    lock.lock()
    let admission = state.admit()
    var gate: CurrentValueSubject<Bool, Never>?
    var cancelled: [any Subscription] = []
    switch admission {
    case .wait(let id):
      gate = CurrentValueSubject(false)
      gates[id] = gate
    case .start(_, _, let cancelling):
      cancelled = cancelling.compactMap { subscriptions.removeValue(forKey: $0) }
    case .reject:
      break
    }
    unlockPublishingFlags()
    for subscription in cancelled {
      subscription.cancel()
      events.send(.interrupted)
    }
    switch admission {
    case .reject:
      disabledErrors.send(())
      return Fail(error: .disabled).eraseToAnyPublisher()
    case .start(let id, let execute, _):
      return run(id, execute(input))
    case .wait(let id):
      return gate!.first { $0 }
        .setFailureType(to: ActionError<Failure>.self)
        .flatMap { [self] _ in run(id, currentWork(for: id, input: input)) }
        .handleEvents(receiveCancel: { [self] in finish(id) })
        .eraseToAnyPublisher()
    }
  }

  /// Cancels every execution in flight and every waiting attempt.
  func cancelAll() {
    lock.lock()
    let running = Array(subscriptions)
    let waiting = Array(gates)
    subscriptions = [:]
    gates = [:]
    lock.unlock()
    for (id, subscription) in running {
      subscription.cancel()
      if finish(id) { events.send(.interrupted) }
    }
    for (id, gate) in waiting {
      gate.send(completion: .finished)
      finish(id)
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

  private func currentWork(for id: UInt64, input: Input) -> AnyPublisher<Output, Failure> {
    lock.lock()
    let execute = queuedWork.removeValue(forKey: id)
    lock.unlock()
    return execute.map { $0(input) } ?? Empty().eraseToAnyPublisher()
  }

  private func run(_ id: UInt64, _ work: AnyPublisher<Output, Failure>) -> AnyPublisher<Output, ActionError<Failure>> {
    work
      .handleEvents(
        receiveSubscription: { [self] in register(id, $0) },
        receiveOutput: { [self] in
          values.send($0)
          events.send(.value($0))
        },
        receiveCompletion: { [self] completion in
          switch completion {
          case .finished:
            completed.send(())
            events.send(.completed)
          case .failure(let error):
            errors.send(error)
            events.send(.failed(error))
          }
          finish(id)
        },
        receiveCancel: { [self] in
          if finish(id) { events.send(.interrupted) }
        }
      )
      .mapError { ActionError.producerFailed($0) }
      .eraseToAnyPublisher()
  }

  private func register(_ id: UInt64, _ subscription: any Subscription) {
    lock.lock()
    let isRunning = state.running.contains(id)
    if isRunning { subscriptions[id] = subscription }
    lock.unlock()
    if !isRunning { subscription.cancel() }
  }

  /// Ends attempt `id` and starts the next queued one, if any.
  ///
  /// - Returns: Whether `id` was running (a cancelled execution, rather than a waiting attempt or one already ended).
  @discardableResult
  private func finish(_ id: UInt64) -> Bool {
    lock.lock()
    let wasRunning = state.running.contains(id)
    // Released after unlocking: a subscription's or a closure's deinit may take locks. An attempt promoted while
    // `cancelAll` ran has no gate left to start it: its work must not stay behind.
    let released = (
      subscriptions.removeValue(forKey: id), gates.removeValue(forKey: id), queuedWork.removeValue(forKey: id)
    )
    defer { withExtendedLifetime(released) {} }
    let next = state.end(id)
    var gate: CurrentValueSubject<Bool, Never>?
    if let next {
      gate = gates.removeValue(forKey: next.id)
      queuedWork[next.id] = next.execute
    }
    unlockPublishingFlags()
    gate?.send(true)
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
