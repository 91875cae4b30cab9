/// A scheduler with a virtual clock of any time type, that only moves when you tell it to: the engine behind
/// ``TestScheduler`` and behind `DispatchQueue.test`, `RunLoop.test` and `OperationQueue.test`.
///
/// Scheduled work runs only inside ``advance(by:)``, ``advance(to:)`` or ``run()``, ordered by due time, then by
/// the order it was scheduled; while an action runs, ``now`` is its due time. Usually spelled through
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
  @unchecked Sendable
where SchedulerTimeType.Stride: SchedulerTimeIntervalConvertible & Sendable {
  // @unchecked: the clock and the queue are guarded by `lock`.

  /// Queued work, ordered by due time, then by the order it was scheduled in.
  private struct Work: Comparable {
    let due: SchedulerTimeType
    let order: Int
    let action: @Sendable () -> Void

    static func < (lhs: Work, rhs: Work) -> Bool { (lhs.due, lhs.order) < (rhs.due, rhs.order) }
    static func == (lhs: Work, rhs: Work) -> Bool { lhs.order == rhs.order }
  }

  private let lock = Lock()
  private var clock: SchedulerTimeType
  private var queue = Heap<Work>()
  private var nextOrder = 0
  private let name: String

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
    clock = now
    self.minimumTolerance = minimumTolerance
    self.name = name
  }

  /// The virtual time: the start, then the due time of the action running or last run, or the last target of
  /// ``advance(to:)``.
  public var now: SchedulerTimeType {
    lock.withLock { clock }
  }

  public func schedule(options: SchedulerOptions?, _ action: @escaping @Sendable () -> Void) {
    enqueue(at: nil, action)
  }

  public func schedule(
    after date: SchedulerTimeType,
    tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?,
    _ action: @escaping @Sendable () -> Void
  ) {
    enqueue(at: date, action)
  }

  public func schedule(
    after date: SchedulerTimeType,
    interval: SchedulerTimeType.Stride,
    tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?,
    _ action: @escaping @Sendable () -> Void
  ) -> any Cancellable {
    require(interval > .zero, "\(name): a repeating interval must be positive, got \(interval)")
    let token = RepeatToken()
    scheduleRepeating(at: date, interval: interval, token: token, action)
    return AnyCancellable { token.cancel() }
  }

  private func scheduleRepeating(
    at date: SchedulerTimeType,
    interval: SchedulerTimeType.Stride,
    token: RepeatToken,
    _ action: @escaping @Sendable () -> Void
  ) {
    enqueue(at: date) { [weak self] in
      guard !token.isCancelled else { return }
      action()
      self?.scheduleRepeating(at: date.advanced(by: interval), interval: interval, token: token, action)
    }
  }

  private func enqueue(at date: SchedulerTimeType?, _ action: @escaping @Sendable () -> Void) {
    lock.lock()
    let due = date.map { Swift.max($0, clock) } ?? clock
    queue.insert(Work(due: due, order: nextOrder, action: action))
    nextOrder += 1
    lock.unlock()
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
    while let work = takeNext(dueBy: target) {
      work.action()
    }
    lock.withLock { clock = Swift.max(clock, target) }
  }

  /// Runs every scheduled action, moving the clock to each one's due time, until nothing is left.
  ///
  /// Traps with a message after ``TestScheduler/runLimit`` actions: only work that reschedules itself forever gets
  /// that far.
  public func run() {
    var performed = 0
    while let work = takeNext(dueBy: nil) {
      performed += 1
      require(
        performed <= TestScheduler.runLimit,
        "\(name).run(): more than \(TestScheduler.runLimit) actions; repeating work never ends, use advance(by:)"
      )
      work.action()
    }
  }

  /// Removes the earliest work due by `limit` (any, if `nil`) and sets the clock to its due time.
  private func takeNext(dueBy limit: SchedulerTimeType?) -> Work? {
    lock.lock()
    defer { lock.unlock() }
    guard let earliest = queue.min else { return nil }
    if let limit, earliest.due > limit { return nil }
    clock = Swift.max(clock, earliest.due)
    return queue.popMin()
  }
}

/// A ``VirtualTimeScheduler`` named by the scheduler whose time type it uses: `TestSchedulerOf<DispatchQueue>`.
public typealias TestSchedulerOf<S: Scheduler> = VirtualTimeScheduler<S.SchedulerTimeType, S.SchedulerOptions>
where S.SchedulerTimeType: Sendable, S.SchedulerTimeType.Stride: Sendable

/// Stops a repeating action of a ``VirtualTimeScheduler``.
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
