extension Clock {
  /// An async sequence of the clock's time, every `interval`, from one interval after it is iterated: swift-clocks'
  /// `timer(interval:tolerance:)`, on any clock.
  ///
  /// Each tick sleeps on the clock until the next multiple of `interval` after the previous tick, so on a
  /// ``TestClock`` the ticks come as a test advances it, and on a real clock a slow consumer skips the ticks it
  /// missed instead of receiving them in a burst. The sequence ends when the iterating task is cancelled (or a sleep
  /// throws), and never otherwise; end it sooner with `prefix(_:)`. On a virtual scheduler, which is also a clock,
  /// the scheduler's ``Scheduler/timer(interval:tolerance:options:)`` is the one called.
  ///
  /// ```swift
  /// let clock = TestClock()
  /// let ticks = Task {
  ///   var offsets: [Duration] = []
  ///   for await tick in clock.timer(interval: .seconds(1)).prefix(3) { offsets.append(tick.offset) }
  ///   return offsets
  /// }
  /// await clock.run()
  /// print(await ticks.value)  // Prints "[1.0 seconds, 2.0 seconds, 3.0 seconds]"
  /// ```
  ///
  /// - Parameters:
  ///   - interval: The time between ticks; must be positive.
  ///   - tolerance: The leeway each sleep may take, passed to the clock. Default: `nil`, the clock's own.
  /// - Returns: An async sequence of the clock's `now` after each tick's sleep.
  @_disfavoredOverload
  public func timer(interval: Duration, tolerance: Duration? = nil) -> ClockTimer<Self> {
    ClockTimer(clock: self, interval: interval, tolerance: tolerance)
  }
}

/// The ticks of a clock: its time every interval, made by `Clock.timer(interval:tolerance:)`.
///
/// Each iterator keeps its own schedule, starting one interval after its first `next()`.
///
/// ```swift
/// let clock = TestClock()
/// let timer: ClockTimer<TestClock<Duration>> = clock.timer(interval: .seconds(5))
/// let first = Task { await timer.first { _ in true }?.offset }
/// await clock.advance(by: .seconds(5))
/// print(await first.value as Any)  // Prints "Optional(5.0 seconds)"
/// ```
public struct ClockTimer<C: Clock>: AsyncSequence, Sendable {
  public typealias Element = C.Instant
  public typealias Failure = Never

  private let clock: C
  private let interval: C.Duration
  private let tolerance: C.Duration?

  init(clock: C, interval: C.Duration, tolerance: C.Duration?) {
    require(interval > .zero, "Clock.timer(interval:): the interval must be positive, not \(interval)")
    self.clock = clock
    self.interval = interval
    self.tolerance = tolerance
  }

  public func makeAsyncIterator() -> Iterator {
    Iterator(clock: clock, interval: interval, tolerance: tolerance)
  }

  /// Sleeps until each tick and returns the clock's time then; `nil` once a sleep throws.
  public struct Iterator: AsyncIteratorProtocol, Sendable {
    private var clock: C?
    private let interval: C.Duration
    private let tolerance: C.Duration?
    private var last: C.Instant?

    init(clock: C, interval: C.Duration, tolerance: C.Duration?) {
      self.clock = clock
      self.interval = interval
      self.tolerance = tolerance
    }

    public mutating func next() async -> C.Instant? {
      guard let clock else { return nil }
      let deadline = nextDeadline(now: clock.now)
      do {
        try await clock.sleep(until: deadline, tolerance: tolerance)
      } catch {
        self.clock = nil
        return nil
      }
      last = deadline
      return clock.now
    }

    /// One interval after the last tick (or after `now`, for the first); past ticks are skipped, keeping the
    /// schedule's phase.
    private func nextDeadline(now: C.Instant) -> C.Instant {
      let start = last ?? now
      let next = start.advanced(by: interval)
      guard next < now else { return next }
      let missed = Int((next.duration(to: now) / interval).rounded(.up))
      return next.advanced(by: interval * missed)
    }
  }
}
