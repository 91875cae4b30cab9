/// A clock that reports any use of it: for tests that prove a code path needs no clock.
///
/// Reading its time or resolution, or sleeping on it, reports to ``SchedulerDiagnostics/handler`` a message that
/// names the clock and what was asked; the default handler traps. If a replaced handler returns, the clock answers
/// as an ``ImmediateClock`` would. swift-clocks' `UnimplementedClock`, without a test framework to import.
///
/// ```swift
/// SchedulerDiagnostics.handler = { print($0) }
/// let clock = UnimplementedClock(name: "Feed.clock", now: .init())
/// try await clock.sleep(until: .init(offset: .seconds(1)))
/// // Prints "Feed.clock: an unimplemented clock was asked to sleep until 1.0 seconds"
/// SchedulerDiagnostics.reset()
/// ```
public final class UnimplementedClock<Duration: DurationProtocol & Hashable>: Clock, @unchecked Sendable {
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

  /// Names the clock in every report.
  public let name: String
  private let lock = Lock()
  private var instant: Instant
  /// Where the clock was made, `File.swift:12`, when made by `.unimplemented()`: named at the end of every report.
  private let location: String?

  /// A clock that reports every use, naming itself `name`.
  ///
  /// - Parameters:
  ///   - name: Names the clock in the reports. Default: `"Clock"`.
  ///   - now: The time it answers with if a replaced handler lets it go on.
  public init(name: String = "Clock", now: Instant = Instant()) {
    self.name = name
    instant = now
    location = nil
  }

  /// A clock named `name` reading `now`, whose reports end with `location`.
  init(name: String, now: Instant, location: String) {
    self.name = name
    instant = now
    self.location = location
  }

  public var now: Instant {
    report("was asked the current time")
    return lock.withLock { instant }
  }

  public var minimumResolution: Duration {
    report("was asked its minimum resolution")
    return .zero
  }

  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    report("was asked to sleep until \(deadline.offset)")
    try Task.checkCancellation()
    lock.withLock { instant = Swift.max(instant, deadline) }
  }

  private func report(_ use: String) {
    SchedulerDiagnostics.report("\(name): an unimplemented clock \(use)" + (location.map { " (made at \($0))" } ?? ""))
  }
}

extension UnimplementedClock where Duration == Swift.Duration {
  /// Creates a clock of Swift's `Duration` reading zero, naming itself `name`.
  ///
  /// - Parameter name: Names the clock in the reports. Default: `"Clock"`.
  public convenience init(name: String = "Clock") {
    self.init(name: name, now: Instant())
  }
}

extension Clock where Self == UnimplementedClock<Swift.Duration> {
  /// A clock that reports any use of it, named `"Clock"`.
  ///
  /// ```swift
  /// let clock: UnimplementedClock<Duration> = .unimplemented
  /// print(clock.name)  // Prints "Clock"
  /// ```
  public static var unimplemented: Self { UnimplementedClock() }

  /// A clock that reports any use of it, named `"Clock"`, each report naming the line that made it: swift-clocks'
  /// `unimplemented()`.
  ///
  /// Give it where a feature takes a clock that the path under test must not use; a report then says which clock
  /// it was by where the test made it.
  ///
  /// ```swift
  /// struct Feature { let clock: any Clock<Duration> }
  /// SchedulerDiagnostics.handler = { print($0) }
  /// let feature = Feature(clock: .unimplemented())
  /// _ = feature.clock.minimumResolution
  /// // Prints "Clock: an unimplemented clock was asked its minimum resolution (made at MyAppTests/FeatureTests.swift:3)"
  /// SchedulerDiagnostics.reset()
  /// ```
  ///
  /// - Parameters:
  ///   - fileID: The caller's file, named in every report.
  ///   - filePath: The caller's file path.
  ///   - line: The caller's line, named in every report.
  ///   - column: The caller's column.
  /// - Returns: An unimplemented clock of Swift's `Duration`, reading zero.
  public static func unimplemented(
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Self {
    UnimplementedClock(name: "Clock", now: Instant(), location: "\(fileID):\(line)")
  }
}
