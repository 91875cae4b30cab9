#if !canImport(Combine)
/// A scheduler that runs every action at once, on the calling thread.
///
/// Its time never advances, so scheduling after a date runs at once too, and repeating actions run once. Useful
/// where an API wants a scheduler but no hop is wanted.
///
/// ```swift
/// let cancellable = Just(1).receive(on: ImmediateScheduler.shared).sink { print($0) }
/// // Prints "1" before `sink` returns
/// ```
public struct ImmediateScheduler: Scheduler, Sendable {
  /// The immediate scheduler's time: a single instant.
  public struct SchedulerTimeType: Strideable, Hashable, Sendable {
    /// An interval of the immediate scheduler; every interval is the same instant.
    public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, ExpressibleByIntegerLiteral,
      Hashable, Sendable
    {
      /// The interval in nanoseconds (kept so intervals can be compared; time never moves).
      public var magnitude: Int

      public init(_ value: Int) { magnitude = value }
      public init(integerLiteral value: Int) { magnitude = value }
      public init?<T: BinaryInteger>(exactly source: T) {
        guard let value = Int(exactly: source) else { return nil }
        magnitude = value
      }

      public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.magnitude < rhs.magnitude }
      public static func + (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude + rhs.magnitude) }
      public static func - (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude - rhs.magnitude) }
      public static func * (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude * rhs.magnitude) }
      public static func += (lhs: inout Stride, rhs: Stride) { lhs = lhs + rhs }
      public static func -= (lhs: inout Stride, rhs: Stride) { lhs = lhs - rhs }
      public static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }

      public static func seconds(_ seconds: Int) -> Stride { Stride(seconds * 1_000_000_000) }
      public static func seconds(_ seconds: Double) -> Stride { Stride(Int(seconds * 1_000_000_000)) }
      public static func milliseconds(_ milliseconds: Int) -> Stride { Stride(milliseconds * 1_000_000) }
      public static func microseconds(_ microseconds: Int) -> Stride { Stride(microseconds * 1_000) }
      public static func nanoseconds(_ nanoseconds: Int) -> Stride { Stride(nanoseconds) }
    }

    public func distance(to other: SchedulerTimeType) -> Stride { .zero }
    public func advanced(by n: Stride) -> SchedulerTimeType { self }
  }

  public typealias SchedulerOptions = Never

  /// The shared immediate scheduler.
  public static let shared = ImmediateScheduler()

  public var now: SchedulerTimeType { SchedulerTimeType() }
  public var minimumTolerance: SchedulerTimeType.Stride { .zero }

  public func schedule(options: Never?, _ action: @escaping @Sendable () -> Void) {
    action()
  }

  public func schedule(
    after date: SchedulerTimeType,
    tolerance: SchedulerTimeType.Stride,
    options: Never?,
    _ action: @escaping @Sendable () -> Void
  ) {
    action()
  }

  public func schedule(
    after date: SchedulerTimeType,
    interval: SchedulerTimeType.Stride,
    tolerance: SchedulerTimeType.Stride,
    options: Never?,
    _ action: @escaping @Sendable () -> Void
  ) -> any Cancellable {
    action()
    return AnyCancellable {}
  }
}
#endif
