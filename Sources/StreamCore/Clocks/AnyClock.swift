/// A clock that forwards to another clock with the same duration type, hiding which one it is.
///
/// A concrete alternative to `any Clock<Duration>`, for APIs generic over `some Clock`; swift-clocks' `AnyClock`.
/// Its instants are offsets from the wrapped clock's time when it was wrapped.
///
/// ```swift
/// let scheduler = DispatchQueue.test
/// let clock = AnyClock(scheduler)
/// let task = Task { try await clock.sleep(for: .seconds(1)); return clock.now.offset }
/// await scheduler.advance(by: .seconds(1))
/// print(try await task.value)  // Prints "1.0 seconds"
/// ```
public struct AnyClock<Duration: DurationProtocol & Hashable>: Clock {
  /// A point in the clock's time: an offset from the wrapped clock's time when it was wrapped.
  public struct Instant: InstantProtocol {
    /// The time since the wrapped clock was wrapped.
    public let offset: Duration

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

  private let minimumResolutionBody: @Sendable () -> Duration
  private let nowBody: @Sendable () -> Instant
  private let sleepBody: @Sendable (Instant, Duration?) async throws -> Void

  /// Wraps `clock`.
  ///
  /// - Parameter clock: The clock every call is forwarded to.
  public init<C: Clock>(_ clock: C) where C.Duration == Duration {
    let start = clock.now
    minimumResolutionBody = { clock.minimumResolution }
    nowBody = { Instant(offset: start.duration(to: clock.now)) }
    sleepBody = { try await clock.sleep(until: start.advanced(by: $0.offset), tolerance: $1) }
  }

  public var minimumResolution: Duration { minimumResolutionBody() }

  public var now: Instant { nowBody() }

  nonisolated(nonsending) public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    try await sleepBody(deadline, tolerance)
  }
}
