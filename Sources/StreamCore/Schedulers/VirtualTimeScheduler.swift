/// A scheduler with a virtual clock of any time type, that only moves when you tell it to: the engine behind
/// ``TestScheduler`` and behind `DispatchQueue.test`, `RunLoop.test` and `OperationQueue.test`.
///
/// Scheduled work runs only inside `advance(by:)`, `advance(to:)` or `run()`, ordered by due time, then by the order
/// it was first scheduled in (a repeating action keeps its place among the actions due at the same time); while an
/// action runs, ``now`` is its due time. Each of the three has an async form for tests where tasks sleep on the
/// scheduler, and the scheduler is a `Clock` too (see <doc:SchedulersAndTestingTime>). Usually spelled through
/// ``TestSchedulerOf``, so it fits wherever the real scheduler's time type is expected — an
/// ``AnySchedulerOf`` in a view model, for example:
///
/// ```swift
/// let scheduler = DispatchQueue.test
/// let subject = PassthroughSubject<String, Never>()
/// var received: [String] = []
/// let cancellable = subject
///   .debounce(for: .milliseconds(300), scheduler: scheduler.eraseToAnyScheduler())
///   .sink { received.append($0) }
/// subject.send("sw")
/// scheduler.advance(by: .milliseconds(299))  // received == []
/// scheduler.advance(by: .milliseconds(1))    // received == ["sw"]
/// ```
///
/// It is thread-safe, and actions run with no lock held, so they may schedule more work. It takes the shape of
/// combine-schedulers' `TestScheduler<SchedulerTimeType, SchedulerOptions>` under another name, because
/// ``TestScheduler`` is already this library's virtual clock with a time type of its own.
public final class VirtualTimeScheduler<SchedulerTimeType: Strideable & Sendable, SchedulerOptions>: Scheduler,
  Sendable
where SchedulerTimeType.Stride: SchedulerTimeIntervalConvertible & Sendable {
  /// The clock and the queue of work.
  let queue: VirtualQueue<SchedulerTimeType>
  let name: String

  /// The tolerance this scheduler reports; it runs every action at its due time regardless.
  public let minimumTolerance: SchedulerTimeType.Stride

  /// Creates a scheduler whose clock reads `now`.
  ///
  /// - Parameters:
  ///   - now: The clock's starting time.
  ///   - minimumTolerance: The tolerance the scheduler reports (`.zero` unless given).
  public convenience init(now: SchedulerTimeType, minimumTolerance: SchedulerTimeType.Stride = .zero) {
    self.init(now: now, minimumTolerance: minimumTolerance, name: "VirtualTimeScheduler")
  }

  init(now: SchedulerTimeType, minimumTolerance: SchedulerTimeType.Stride, name: String) {
    queue = VirtualQueue(now: now)
    self.minimumTolerance = minimumTolerance
    self.name = name
  }

  /// The virtual time: the start, then the due time of the action running or last run, or the last target of
  /// `advance(to:)`.
  public var now: SchedulerTimeType {
    queue.now
  }

  /// How many actions are queued.
  package var pendingCount: Int { queue.pendingCount }

  /// The due time of the earliest queued action, if any.
  package var nextDue: SchedulerTimeType? { queue.nextDue }

  public func schedule(options: SchedulerOptions?, _ action: @escaping SchedulerAction) {
    queue.enqueue(at: nil, sendableAction(action))
  }

  public func schedule(
    after date: SchedulerTimeType,
    tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?,
    _ action: @escaping SchedulerAction
  ) {
    queue.enqueue(at: date, sendableAction(action))
  }

  public func schedule(
    after date: SchedulerTimeType,
    interval: SchedulerTimeType.Stride,
    tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?,
    _ action: @escaping SchedulerAction
  ) -> any Cancellable {
    require(interval > .zero, "\(name): a repeating interval must be positive, got \(interval)")
    let token = RepeatToken()
    let order = queue.allocateOrder()
    scheduleRepeating(at: date, interval: interval, order: order, token: token, sendableAction(action))
    return AnyCancellable { [queue] in
      token.cancel()
      queue.cancel(order)
    }
  }

  /// Queues one repetition under the action's first order, so ties keep the order actions were first scheduled in.
  private func scheduleRepeating(
    at date: SchedulerTimeType,
    interval: SchedulerTimeType.Stride,
    order: Int,
    token: RepeatToken,
    _ action: @escaping @Sendable () -> Void
  ) {
    queue.enqueue(at: date, order: order) { [weak self] in
      guard !token.isCancelled else { return }
      action()
      guard !token.isCancelled else { return }
      self?.scheduleRepeating(at: date.advanced(by: interval), interval: interval, order: order, token: token, action)
    }
  }

  /// Moves the clock forward by `interval`, running every action due by then, in order.
  ///
  /// - Parameter interval: How far to move; `.zero` (the default) runs only what is due now.
  public func advance(by interval: SchedulerTimeType.Stride = .zero) {
    advance(to: now.advanced(by: interval))
  }

  /// Moves the clock to `target`, running every action due by then, in order. Moving backwards is ignored.
  ///
  /// - Parameter target: The time to move to.
  public func advance(to target: SchedulerTimeType) {
    queue.advance(to: target)
  }

  /// Runs every scheduled action, moving the clock to each one's due time, until nothing is left.
  ///
  /// Traps with a message after ``TestScheduler/runLimit`` actions: only work that reschedules itself forever gets
  /// that far.
  public func run() {
    queue.run(limit: TestScheduler.runLimit, name: name)
  }

  /// Moves the clock forward by `interval`, running every action due by then, in order, and letting the tasks
  /// each action resumed run until they suspend again before the next one.
  ///
  /// Use it from async tests, where code under test sleeps on the scheduler in a `Task`: the task gets to schedule
  /// its wake-up before the clock moves, and to act on it before the next action runs. Synchronous code calls the
  /// synchronous form; async code, with `await`, this one.
  ///
  /// ```swift
  /// let scheduler = DispatchQueue.test
  /// let task = Task { try await scheduler.sleep(for: .seconds(1)); return "woke" }
  /// await scheduler.advance(by: .seconds(1))
  /// print(try await task.value)  // Prints "woke"
  /// ```
  ///
  /// Tasks get a bounded number of turns (``TestScheduler/settleRounds`` trips through the global executor)
  /// before the first action and after each one, so this never waits for work that does not end.
  ///
  /// - Parameter interval: How far to move; `.zero` (the default) runs only what is due now.
  @MainActor
  public func advance(by interval: SchedulerTimeType.Stride = .zero) async {
    await advance(to: now.advanced(by: interval))
  }

  /// Moves the clock to `target`, running every action due by then, in order, and letting the tasks each action
  /// resumed run until they suspend again before the next one. Moving backwards is ignored.
  ///
  /// ```swift
  /// let scheduler = RunLoop.test
  /// let deadline = scheduler.now.advanced(by: 2)
  /// let task = Task { try await scheduler.sleep(until: deadline); return "woke" }
  /// await scheduler.advance(to: deadline)
  /// print(try await task.value)  // Prints "woke"
  /// ```
  ///
  /// - Parameter target: The time to move to.
  @MainActor
  public func advance(to target: SchedulerTimeType) async {
    await queue.advanceSettling(to: target)
  }

  /// Runs every scheduled action, moving the clock to each one's due time and letting the tasks each action
  /// resumed run until they suspend again, until nothing is left.
  ///
  /// ```swift
  /// let scheduler = OperationQueue.test
  /// let task = Task { await scheduler.timer(interval: 1).prefix(3).reduce(0) { count, _ in count + 1 } }
  /// await scheduler.run()
  /// print(await task.value)  // Prints "3"
  /// ```
  ///
  /// Traps with a message after ``TestScheduler/asyncRunLimit`` actions: only work that reschedules itself forever
  /// gets that far.
  @MainActor
  public func run() async {
    await queue.runSettling(limit: TestScheduler.asyncRunLimit, name: name)
  }
}

/// A ``VirtualTimeScheduler`` named by the scheduler whose time type it uses: `TestSchedulerOf<DispatchQueue>`.
public typealias TestSchedulerOf<S: Scheduler> = VirtualTimeScheduler<S.SchedulerTimeType, S.SchedulerOptions>
where S.SchedulerTimeType: Sendable, S.SchedulerTimeType.Stride: Sendable

/// Stops a repeating action of a ``VirtualTimeScheduler`` that is running when it is cancelled.
private final class RepeatToken: @unchecked Sendable {
  // @unchecked: `cancelled` is guarded by the pooled lock.
  private var cancelled = false

  var isCancelled: Bool {
    let lock = LockPool.lock(for: self)
    lock.lock()
    defer { lock.unlock() }
    return cancelled
  }

  func cancel() {
    let lock = LockPool.lock(for: self)
    lock.lock()
    cancelled = true
    lock.unlock()
  }
}
