/// A clock whose time moves only when a test moves it: swift-clocks' `TestClock`, on the engine of the virtual
/// schedulers.
///
/// Give code under test an `any Clock<Duration>`, pass a `TestClock` in tests, and move it with the async
/// ``advance(by:)``: every sleep due by then wakes, in due-time order, and the task it resumed runs until it suspends
/// again before the next one wakes. To drive Combine operators from the same clock, use a virtual scheduler instead
/// (`DispatchQueue.test`): it is a `Clock` too.
///
/// ```swift
/// let clock = TestClock()
/// let ticks = Task {
///   var count = 0
///   while count < 3 {
///     try await clock.sleep(for: .seconds(5))
///     count += 1
///   }
///   return count
/// }
/// await clock.advance(by: .seconds(15))
/// print(try await ticks.value)  // Prints "3"
/// ```
///
/// ``run(timeout:fileID:filePath:line:column:)`` runs the clock out within a wall-clock timeout, as swift-clocks'
/// does, and reports the sleeps still waiting to ``SchedulerDiagnostics/handler``; ``run()`` counts wake-ups instead,
/// trapping after ``TestScheduler/asyncRunLimit``.
public final class TestClock<Duration: DurationProtocol & Hashable>: Clock, Sendable {
  /// A point in the clock's time: an offset from its start.
  public struct Instant: InstantProtocol {
    /// The time since the clock's zero.
    public var offset: Duration

    /// The instant `offset` after the clock's zero.
    public init(offset: Duration = .zero) {
      self.offset = offset
    }

    public func advanced(by duration: Duration) -> Self {
      Instant(offset: offset + duration)
    }

    public func duration(to other: Self) -> Duration {
      other.offset - offset
    }

    public static func < (lhs: Self, rhs: Self) -> Bool {
      lhs.offset < rhs.offset
    }
  }

  private let queue: VirtualQueue<Instant>

  /// Creates a clock reading `now` (its zero by default).
  ///
  /// - Parameter now: The clock's starting time.
  public init(now: Instant = Instant()) {
    queue = VirtualQueue(now: now)
  }

  /// The virtual time: the start, then the deadline of the sleep woken last, or the last target of ``advance(to:)``.
  public var now: Instant { queue.now }

  /// Zero: a virtual clock resolves any duration.
  public var minimumResolution: Duration { .zero }

  /// Suspends until the clock reaches `deadline`; returns at once if the deadline has passed.
  ///
  /// If the task is cancelled first, the sleep is removed from the clock and this throws `CancellationError`.
  ///
  /// - Parameters:
  ///   - deadline: The instant to wake at.
  ///   - tolerance: Ignored: a test clock wakes every sleeper at its deadline.
  nonisolated(nonsending) public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    try Task.checkCancellation()
    guard deadline >= now else { return }
    try await queue.sleep(until: deadline)
  }

  /// Throws ``SuspensionError`` if a sleep is still waiting on the clock, after giving tasks turns to start theirs.
  ///
  /// ```swift
  /// let clock = TestClock()
  /// let task = Task { try await clock.sleep(for: .seconds(1)) }
  /// await clock.advance(by: .seconds(1))
  /// try await clock.checkSuspension()  // does not throw: the sleep ended
  /// ```
  nonisolated(nonsending) public func checkSuspension() async throws {
    await queue.settle()
    guard queue.pendingCount == 0 else { throw SuspensionError() }
  }

  /// Moves the clock forward by `duration`, waking every sleep due by then, in order, and letting each woken task
  /// run until it suspends again before the next one wakes.
  ///
  /// - Parameter duration: How far to move; `.zero` (the default) wakes only what is due now.
  @MainActor
  public func advance(by duration: Duration = .zero) async {
    await advance(to: now.advanced(by: duration))
  }

  /// Moves the clock to `deadline`, waking every sleep due by then, in order, and letting each woken task run until
  /// it suspends again before the next one wakes. Moving backwards is ignored.
  ///
  /// - Parameter deadline: The instant to move to.
  @MainActor
  public func advance(to deadline: Instant) async {
    await queue.advanceSettling(to: deadline)
  }

  /// Wakes every sleep, moving the clock to each one's deadline, until none is left — including the sleeps the woken
  /// tasks start. Traps with a message after ``TestScheduler/asyncRunLimit`` wake-ups.
  ///
  /// ```swift
  /// let clock = TestClock()
  /// let task = Task { for _ in 1...10 { try await clock.sleep(for: .seconds(1)) } }
  /// await clock.run()
  /// print(clock.now.offset)  // Prints "10.0 seconds"
  /// ```
  @MainActor
  public func run() async {
    await queue.runSettling(limit: TestScheduler.asyncRunLimit, name: "TestClock")
  }

  /// Wakes every sleep, moving the clock to each one's deadline, until none is left or `duration` of real time has
  /// passed; then reports the sleeps still waiting, naming the caller, and ends them with `CancellationError`.
  ///
  /// swift-clocks' `run(timeout:)`: a test that starts work which never stops sleeping (an unbounded timer) fails
  /// instead of hanging. The report goes to ``SchedulerDiagnostics/handler``, whose default stops the test process
  /// with the message; a replaced handler receives it and the test goes on. Each sleep still waiting at the timeout
  /// throws `CancellationError` in its task, so the work ends. Without a timeout, ``run()`` counts wake-ups instead.
  ///
  /// ```swift
  /// SchedulerDiagnostics.handler = { print($0) }
  /// let clock = TestClock()
  /// let forever = Task { while true { try await clock.sleep(for: .seconds(1)) } }
  /// await clock.run(timeout: .milliseconds(100))
  /// // Prints "TestClock.run(timeout:): sleeps are still suspending after 0.1 seconds (1 waiting, …)"
  /// print(await forever.result)  // Prints "failure(Swift.CancellationError())"
  /// SchedulerDiagnostics.reset()
  /// ```
  ///
  /// - Parameters:
  ///   - duration: The real time the clock's work gets to finish. Default: 500 milliseconds.
  ///   - fileID: The caller's file, named in the report.
  ///   - filePath: The caller's file path.
  ///   - line: The caller's line, named in the report.
  ///   - column: The caller's column.
  @MainActor
  public func run(
    timeout duration: Swift.Duration = .milliseconds(500),
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let finished = await queue.runSettling(until: ContinuousClock.now.advanced(by: duration))
    guard !finished else { return }
    let waiting = queue.pendingCount
    queue.abandonAll()
    SchedulerDiagnostics.report(
      """
      TestClock.run(timeout:): sleeps are still suspending after \(duration) (\(waiting) waiting, ended with \
      CancellationError). The test may not advance the clock far enough, or its work may sleep forever; a longer \
      timeout gives it more time. (\(fileID):\(line))
      """
    )
  }
}

extension TestClock where Duration == Swift.Duration {
  /// Creates a clock of Swift's `Duration` reading zero.
  public convenience init() {
    self.init(now: Instant())
  }
}
