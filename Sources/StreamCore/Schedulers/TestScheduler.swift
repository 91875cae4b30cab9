/// A scheduler with a virtual clock that only moves when you tell it to, for testing time-based code without
/// sleeping.
///
/// Time starts at zero. Scheduled work runs only inside ``advance(by:)-4f4ao``, ``advance(to:)-ltr6`` or
/// ``run()-dnxo``, ordered by due time, then by the order it was first scheduled in (a repeating action keeps its
/// place among the actions due at the same time); while an action runs, ``now`` is its due time. Each of the three
/// has an async form, ``advance(by:)-6jzfn``, ``advance(to:)-2mq2f`` and ``run()-x9lf``, for tests where tasks
/// sleep on the scheduler: in async code, `await scheduler.advance(by:)` calls it. The scheduler is a `Clock` of
/// Swift's `Duration` too.
///
/// ```swift
/// let scheduler = TestScheduler()
/// let subject = PassthroughSubject<String, Never>()
/// var received: [String] = []
/// let cancellable = subject.debounce(for: .milliseconds(300), scheduler: scheduler).sink { received.append($0) }
/// subject.send("s")
/// subject.send("sw")
/// scheduler.advance(by: .milliseconds(299))  // received == []
/// scheduler.advance(by: .milliseconds(1))    // received == ["sw"]
/// ```
///
/// It is thread-safe, and actions run with no lock held, so they may schedule more work.
public final class TestScheduler: Scheduler, Sendable {

  /// A point in virtual time, in nanoseconds since the scheduler started.
  public struct SchedulerTimeType: Strideable, Hashable, Sendable, CustomStringConvertible {
    /// Nanoseconds since the scheduler started.
    public var nanoseconds: Int

    /// The time `nanoseconds` after the start.
    public init(nanoseconds: Int) {
      self.nanoseconds = nanoseconds
    }

    public func distance(to other: SchedulerTimeType) -> Stride {
      Stride(nanoseconds: other.nanoseconds - nanoseconds)
    }

    public func advanced(by interval: Stride) -> SchedulerTimeType {
      SchedulerTimeType(nanoseconds: nanoseconds + interval.nanoseconds)
    }

    public var description: String {
      "\(Double(nanoseconds) / 1_000_000_000)s"
    }

    /// An interval of virtual time. Integer and floating-point literals are seconds.
    public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, ExpressibleByIntegerLiteral,
      ExpressibleByFloatLiteral, Hashable, Sendable
    {
      /// The interval in nanoseconds.
      public var nanoseconds: Int

      /// An interval of `nanoseconds` nanoseconds.
      public init(nanoseconds: Int) {
        self.nanoseconds = nanoseconds
      }

      public init(integerLiteral seconds: Int) {
        self.init(nanoseconds: seconds * 1_000_000_000)
      }

      public init(floatLiteral seconds: Double) {
        self.init(nanoseconds: Int((seconds * 1_000_000_000).rounded()))
      }

      public init?<T: BinaryInteger>(exactly source: T) {
        guard let seconds = Int(exactly: source) else { return nil }
        self.init(integerLiteral: seconds)
      }

      public var magnitude: Stride { Stride(nanoseconds: abs(nanoseconds)) }

      public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.nanoseconds < rhs.nanoseconds }
      public static func + (lhs: Stride, rhs: Stride) -> Stride {
        Stride(nanoseconds: lhs.nanoseconds + rhs.nanoseconds)
      }
      public static func - (lhs: Stride, rhs: Stride) -> Stride {
        Stride(nanoseconds: lhs.nanoseconds - rhs.nanoseconds)
      }
      public static func * (lhs: Stride, rhs: Stride) -> Stride {
        Stride(nanoseconds: lhs.nanoseconds * rhs.nanoseconds / 1_000_000_000)
      }
      public static func += (lhs: inout Stride, rhs: Stride) { lhs = lhs + rhs }
      public static func -= (lhs: inout Stride, rhs: Stride) { lhs = lhs - rhs }
      public static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }

      public static func seconds(_ seconds: Int) -> Stride { Stride(nanoseconds: seconds * 1_000_000_000) }
      public static func seconds(_ seconds: Double) -> Stride { Stride(floatLiteral: seconds) }
      public static func milliseconds(_ milliseconds: Int) -> Stride { Stride(nanoseconds: milliseconds * 1_000_000) }
      public static func microseconds(_ microseconds: Int) -> Stride { Stride(nanoseconds: microseconds * 1_000) }
      public static func nanoseconds(_ nanoseconds: Int) -> Stride { Stride(nanoseconds: nanoseconds) }
    }
  }

  /// The test scheduler takes no options.
  public typealias SchedulerOptions = Never

  /// The clock and its queue: a virtual-time scheduler over this scheduler's time type.
  let engine: VirtualTimeScheduler<SchedulerTimeType, Never>

  /// The most actions one call to ``run()-dnxo`` performs before it traps: only work that keeps scheduling more work
  /// (a repeating timer) gets there, and ``advance(by:)-4f4ao`` is the way to test that.
  public static let runLimit = 1_000_000

  /// The most actions one call to the async ``run()-x9lf`` performs before it traps. Lower than ``runLimit``,
  /// because tasks get turns between actions.
  public static let asyncRunLimit = 10_000

  /// The most rounds of turns the async `advance` and `run` forms give waiting tasks before the first action and
  /// after each one. A round yields on the caller's executor and makes a trip through the global executor.
  public static let settleRounds = 200

  /// How many rounds in a row the tasks must leave the clock alone (schedule, cancel or resume nothing) before the
  /// async `advance` and `run` forms take the next action.
  public static let quietRounds = 5

  /// Creates a scheduler whose clock reads `now` (zero by default).
  public init(now: SchedulerTimeType = SchedulerTimeType(nanoseconds: 0)) {
    engine = VirtualTimeScheduler(now: now, minimumTolerance: .zero, name: "TestScheduler")
  }

  public var now: SchedulerTimeType { engine.now }

  /// How many actions are queued.
  package var pendingCount: Int { engine.pendingCount }

  /// The due time of the earliest queued action, if any.
  package var nextDue: SchedulerTimeType? { engine.nextDue }

  public var minimumTolerance: SchedulerTimeType.Stride { .zero }

  public func schedule(options: Never?, _ action: @escaping SchedulerAction) {
    engine.schedule(options: nil, sendableAction(action))
  }

  public func schedule(
    after date: SchedulerTimeType,
    tolerance: SchedulerTimeType.Stride,
    options: Never?,
    _ action: @escaping SchedulerAction
  ) {
    engine.schedule(after: date, tolerance: tolerance, options: nil, sendableAction(action))
  }

  public func schedule(
    after date: SchedulerTimeType,
    interval: SchedulerTimeType.Stride,
    tolerance: SchedulerTimeType.Stride,
    options: Never?,
    _ action: @escaping SchedulerAction
  ) -> any Cancellable {
    engine.schedule(after: date, interval: interval, tolerance: tolerance, options: nil, sendableAction(action))
  }

  /// Moves the clock forward by `interval`, running every action due by then, in order.
  public func advance(by interval: SchedulerTimeType.Stride = .zero) {
    engine.advance(by: interval)
  }

  /// Moves the clock to `target`, running every action due by then, in order. Moving backwards is ignored.
  public func advance(to target: SchedulerTimeType) {
    engine.advance(to: target)
  }

  /// Runs every scheduled action, moving the clock to each one's due time, until nothing is left.
  ///
  /// Traps with a message after ``runLimit`` actions: only work that reschedules itself forever gets that far.
  public func run() {
    engine.run()
  }

  /// Moves the clock forward by `interval`, running every action due by then, in order, and letting the tasks
  /// each action resumed run until they suspend again before the next one.
  ///
  /// ```swift
  /// let scheduler = TestScheduler()
  /// let task = Task { try await scheduler.sleep(for: .seconds(1)); return scheduler.now }
  /// await scheduler.advance(by: .seconds(1))
  /// print(try await task.value)  // Prints "1.0s"
  /// ```
  ///
  /// - Parameter interval: How far to move; `.zero` (the default) runs only what is due now.
  @MainActor
  public func advance(by interval: SchedulerTimeType.Stride = .zero) async {
    await engine.advance(by: interval)
  }

  /// Moves the clock to `target`, running every action due by then, in order, and letting the tasks each action
  /// resumed run until they suspend again before the next one. Moving backwards is ignored.
  ///
  /// - Parameter target: The time to move to.
  @MainActor
  public func advance(to target: SchedulerTimeType) async {
    await engine.advance(to: target)
  }

  /// Runs every scheduled action, letting the tasks each action resumed run until they suspend again, until
  /// nothing is left.
  ///
  /// Traps with a message after ``asyncRunLimit`` actions: only work that reschedules itself forever gets that
  /// far.
  @MainActor
  public func run() async {
    await engine.run()
  }
}
