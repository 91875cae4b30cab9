/// A clock that does not suspend when sleeping: each sleep moves its time to the deadline and returns.
///
/// For previews and tests where waiting does not matter; swift-clocks' `ImmediateClock`.
///
/// ```swift
/// let clock = ImmediateClock()
/// try await clock.sleep(for: .seconds(5))  // returns at once
/// print(clock.now.offset)  // Prints "5.0 seconds"
/// ```
public final class ImmediateClock<Duration: DurationProtocol & Hashable>: Clock, @unchecked Sendable {
  // @unchecked: `instant` is guarded by `lock`.

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

  private let lock = Lock()
  private var instant: Instant

  /// Creates a clock reading `now` (its zero by default).
  ///
  /// - Parameter now: The clock's starting time.
  public init(now: Instant = Instant()) {
    instant = now
  }

  /// The start, then the latest deadline slept until.
  public var now: Instant { lock.withLock { instant } }

  /// Zero.
  public var minimumResolution: Duration { .zero }

  /// Moves the clock to `deadline` (never backwards) and returns, after giving other tasks a turn.
  ///
  /// Throws `CancellationError` if the task is cancelled.
  ///
  /// - Parameters:
  ///   - deadline: The instant to move to.
  ///   - tolerance: Ignored.
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    try Task.checkCancellation()
    lock.withLock { instant = Swift.max(instant, deadline) }
    await Task.yield()
  }
}

extension ImmediateClock where Duration == Swift.Duration {
  /// Creates a clock of Swift's `Duration` reading zero.
  public convenience init() {
    self.init(now: Instant())
  }
}

extension Clock where Self == ImmediateClock<Swift.Duration> {
  /// A clock that does not suspend when sleeping.
  ///
  /// ```swift
  /// let clock: ImmediateClock<Duration> = .immediate
  /// try await clock.sleep(for: .seconds(1))  // returns at once
  /// ```
  public static var immediate: Self { ImmediateClock() }
}
