public import Foundation

/// A point in time for the `RunLoop` and `OperationQueue` schedulers: a `Date`.
public struct FoundationSchedulerTime: Strideable, Hashable, Sendable {
  /// The date.
  public var date: Date

  /// Wraps `date`.
  public init(_ date: Date) {
    self.date = date
  }

  public func distance(to other: FoundationSchedulerTime) -> Stride {
    Stride(other.date.timeIntervalSince(date))
  }

  public func advanced(by stride: Stride) -> FoundationSchedulerTime {
    FoundationSchedulerTime(date.addingTimeInterval(stride.timeInterval))
  }

  /// An interval in seconds. Integer and floating-point literals are seconds.
  public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral, Hashable, Sendable
  {
    /// The interval in seconds.
    public var timeInterval: TimeInterval

    /// The interval in seconds, with its sign: `.seconds(-2).magnitude` is `-2`, as in Combine (which keeps
    /// the sign here, unlike `abs`).
    public var magnitude: TimeInterval { timeInterval }

    /// An interval of `timeInterval` seconds.
    public init(_ timeInterval: TimeInterval) { self.timeInterval = timeInterval }
    public init(integerLiteral seconds: Int) { timeInterval = TimeInterval(seconds) }
    public init(floatLiteral seconds: Double) { timeInterval = seconds }
    public init?<T: BinaryInteger>(exactly source: T) {
      guard let seconds = TimeInterval(exactly: source) else { return nil }
      timeInterval = seconds
    }

    public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.timeInterval < rhs.timeInterval }
    public static func + (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.timeInterval + rhs.timeInterval) }
    public static func - (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.timeInterval - rhs.timeInterval) }
    public static func * (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.timeInterval * rhs.timeInterval) }
    public static func += (lhs: inout Stride, rhs: Stride) { lhs = lhs + rhs }
    public static func -= (lhs: inout Stride, rhs: Stride) { lhs = lhs - rhs }
    public static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }

    public static func seconds(_ seconds: Int) -> Stride { Stride(TimeInterval(seconds)) }
    public static func seconds(_ seconds: Double) -> Stride { Stride(seconds) }
    public static func milliseconds(_ milliseconds: Int) -> Stride { Stride(TimeInterval(milliseconds) / 1_000) }
    public static func microseconds(_ microseconds: Int) -> Stride { Stride(TimeInterval(microseconds) / 1_000_000) }
    public static func nanoseconds(_ nanoseconds: Int) -> Stride { Stride(TimeInterval(nanoseconds) / 1_000_000_000) }
  }
}
