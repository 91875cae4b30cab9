/// The clock and queue of work behind every virtual clock: ``VirtualTimeScheduler`` (so ``TestScheduler`` and
/// `DispatchQueue.test`) and ``TestClock``.
///
/// Work runs only inside `advance` or `run`, ordered by due time, then by the order it was first scheduled in; while
/// an action runs, `now` is its due time. Actions run with no lock held, so they may schedule or cancel more work.
package final class VirtualQueue<Time: Comparable & Sendable>: @unchecked Sendable {
  // @unchecked: the clock, the heap, the pending set and the order counter are guarded by `lock`.

  /// Queued work, ordered by due time, then by order. A repetition keeps its action's order (combine-schedulers).
  private struct Work: Comparable {
    let due: Time
    let order: Int
    let action: @Sendable () -> Void
    /// Ends the work without running it, for ``abandonAll()``: a sleep's throws `CancellationError`.
    let abandon: (@Sendable () -> Void)?

    static func < (lhs: Work, rhs: Work) -> Bool { (lhs.due, lhs.order) < (rhs.due, rhs.order) }
    static func == (lhs: Work, rhs: Work) -> Bool { lhs.order == rhs.order }
  }

  private let lock = Lock()
  private var clock: Time
  private var queue = Heap<Work>()
  /// The orders of the work still queued; cancelled work leaves this set at once and the heap when it surfaces.
  private var pending: Set<Int> = []
  private var nextOrder = 0
  /// Counts every change a task can make to the queue (scheduling, cancelling, resuming from a sleep), so that
  /// ``settle()`` can tell when tasks stopped acting.
  private var activity = 0
  /// Sleepers whose wake-up ran but whose task has not resumed yet.
  private var resuming = 0

  package init(now: Time) {
    clock = now
  }

  /// The start, then the due time of the action running or last run, or the last target of `advance(to:)`.
  package var now: Time {
    lock.withLock { clock }
  }

  /// How many actions are queued.
  package var pendingCount: Int {
    lock.withLock { pending.count }
  }

  /// The due time of the earliest queued action, if any.
  package var nextDue: Time? {
    lock.lock()
    let dropped = dropCancelled()
    let due = queue.min?.due
    lock.unlock()
    withExtendedLifetime(dropped) {}  // cancelled actions are user closures: released after unlocking
    return due
  }

  /// A fresh order, for work that is queued more than once under one order (a repeating action).
  package func allocateOrder() -> Int {
    lock.withLock { takeOrder() }
  }

  /// Queues `action` at `date` (now if `nil` or past), under `order` or a fresh one; returns the order, which
  /// ``cancel(_:)`` takes. ``abandonAll()`` calls `abandon` instead of `action`.
  @discardableResult
  package func enqueue(
    at date: Time?,
    order: Int? = nil,
    abandon: (@Sendable () -> Void)? = nil,
    _ action: @escaping @Sendable () -> Void
  ) -> Int {
    lock.lock()
    let due = date.map { Swift.max($0, clock) } ?? clock
    let order = order ?? takeOrder()
    queue.insert(Work(due: due, order: order, action: action, abandon: abandon))
    pending.insert(order)
    activity += 1
    lock.unlock()
    return order
  }

  /// Removes the queued work with `order`, if it is still queued.
  package func cancel(_ order: Int) {
    lock.withLock {
      if pending.remove(order) != nil { activity += 1 }
    }
  }

  /// Runs every action due by `target`, in order, then sets the clock to `target` (never backwards).
  package func advance(to target: Time) {
    while let action = takeNext(dueBy: target) {
      action()
    }
    move(to: target)
  }

  /// Runs every action until none is left; traps with a message naming `name` after `limit` actions.
  package func run(limit: Int, name: String) {
    var performed = 0
    while let action = takeCounted(&performed, limit: limit, name: name) {
      action()
    }
  }

  /// ``run(limit:name:)`` with a wall-clock limit instead of a count: runs actions, giving waiting tasks turns before
  /// the first and after each one, until none is left (returns `true`) or `deadline` has passed on the continuous
  /// clock with work still queued (returns `false`, leaving that work queued).
  @MainActor
  package func runSettling(until deadline: ContinuousClock.Instant) async -> Bool {
    await settle()
    while ContinuousClock.now < deadline {
      guard let action = takeNext(dueBy: nil) else { return true }
      action()
      await settle()
    }
    return pendingCount == 0
  }

  /// Removes every queued action without running it and calls the abandon handler of each that has one, after
  /// unlocking: a sleep's throws `CancellationError` in its task.
  package func abandonAll() {
    lock.lock()
    var removed: [(work: Work, wasPending: Bool)] = []
    while let work = queue.popMin() {
      removed.append((work, pending.remove(work.order) != nil))
    }
    activity += 1
    lock.unlock()
    // Every removed action is a user closure: released after unlocking, with the abandon handlers called.
    for (work, wasPending) in removed where wasPending { work.abandon?() }
  }

  /// ``advance(to:)``, giving waiting tasks turns before the first action and after each one.
  @MainActor
  package func advanceSettling(to target: Time) async {
    await settle()
    while let action = takeNext(dueBy: target) {
      action()
      await settle()
    }
    move(to: target)
  }

  /// ``run(limit:name:)``, giving waiting tasks turns before the first action and after each one.
  @MainActor
  package func runSettling(limit: Int, name: String) async {
    await settle()
    var performed = 0
    while let action = takeCounted(&performed, limit: limit, name: name) {
      action()
      await settle()
    }
  }

  /// Gives waiting tasks turns until they stop acting on the queue: every woken sleeper has resumed, and nothing
  /// was scheduled, cancelled or resumed for ``TestScheduler/quietRounds`` rounds in a row — or until
  /// ``TestScheduler/settleRounds`` rounds have passed. A round yields on the caller's executor (the main actor, for
  /// the async `advance` and `run` forms) and makes a trip through the global executor, so the jobs queued on either
  /// before it run first. Bounded: it never waits for a task to finish.
  nonisolated(nonsending) package func settle() async {
    var last = lock.withLock { activity }
    var quiet = 0
    for _ in 0..<TestScheduler.settleRounds {
      await Task.yield()
      await Task.detached(priority: .low) { await Task.yield() }.value
      let (current, waking) = lock.withLock { (activity, resuming) }
      quiet = current == last && waking == 0 ? quiet + 1 : 0
      if quiet >= TestScheduler.quietRounds { return }
      last = current
    }
  }

  /// A sleeper's wake-up is about to resume its task.
  func beginResume() {
    lock.withLock {
      resuming += 1
      activity += 1
    }
  }

  /// A sleeper's task resumed (or, if the sleep was cancelled first, will not).
  func endResume() {
    lock.withLock {
      resuming -= 1
      activity += 1
    }
  }

  /// Moves the clock to `target` if it is later.
  package func move(to target: Time) {
    lock.withLock { clock = Swift.max(clock, target) }
  }

  /// The next action of a `run`, counted in `performed`; traps with a message naming `name` past `limit` actions.
  private func takeCounted(_ performed: inout Int, limit: Int, name: String) -> (@Sendable () -> Void)? {
    guard let action = takeNext(dueBy: nil) else { return nil }
    performed += 1
    require(
      performed <= limit,
      "\(name).run(): more than \(limit) actions; repeating work never ends, use advance(by:)"
    )
    return action
  }

  /// Removes the earliest work due by `limit` (any, if `nil`), sets the clock to its due time and returns its
  /// action.
  private func takeNext(dueBy limit: Time?) -> (@Sendable () -> Void)? {
    lock.lock()
    let dropped = dropCancelled()
    var next: (@Sendable () -> Void)?
    if let earliest = queue.min, limit.map({ earliest.due <= $0 }) ?? true {
      clock = Swift.max(clock, earliest.due)
      pending.remove(earliest.order)
      next = queue.popMin()?.action
    }
    lock.unlock()
    withExtendedLifetime(dropped) {}  // cancelled actions are user closures: released after unlocking
    return next
  }

  /// Pops cancelled work off the top of the heap and returns it, to be released after unlocking. Call with `lock`
  /// held.
  private func dropCancelled() -> [Work] {
    var dropped: [Work] = []
    while let top = queue.min, !pending.contains(top.order) {
      dropped.append(queue.popMin()!)
    }
    return dropped
  }

  /// Call with `lock` held.
  private func takeOrder() -> Int {
    defer { nextOrder += 1 }
    return nextOrder
  }
}
