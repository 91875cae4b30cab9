#if !canImport(Combine)
public import Foundation

extension OperationQueue {
  /// A point in time for the `OperationQueue` scheduler: a `Date`.
  ///
  /// Its own type, as in Combine, distinct from `RunLoop.SchedulerTimeType`, so code may extend each one separately.
  /// It encodes its date under the key `date`, as Combine's does:
  ///
  /// ```swift
  /// let time = OperationQueue.SchedulerTimeType(Date(timeIntervalSinceReferenceDate: 0))
  /// print(String(decoding: try JSONEncoder().encode(time), as: UTF8.self))
  /// // Prints "{"date":0}"
  /// ```
  public struct SchedulerTimeType: Strideable, Codable, Hashable, Sendable {
    /// The date.
    public var date: Date

    /// Wraps `date`.
    public init(_ date: Date) {
      self.date = date
    }

    public func distance(to other: SchedulerTimeType) -> Stride {
      Stride(other.date.timeIntervalSince(date))
    }

    public func advanced(by stride: Stride) -> SchedulerTimeType {
      SchedulerTimeType(date.addingTimeInterval(stride.timeInterval))
    }

    private enum CodingKeys: String, CodingKey {
      case date
    }

    /// An interval in seconds. Integer and floating-point literals are seconds.
    ///
    /// It encodes its seconds under the key `magnitude`, as Combine's does:
    ///
    /// ```swift
    /// let stride = OperationQueue.SchedulerTimeType.Stride.milliseconds(500)
    /// print(String(decoding: try JSONEncoder().encode(stride), as: UTF8.self))
    /// // Prints "{"magnitude":0.5}"
    /// ```
    public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, ExpressibleByIntegerLiteral,
      ExpressibleByFloatLiteral, Codable, Hashable, Sendable
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

      private enum CodingKeys: String, CodingKey {
        case magnitude
      }

      public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(try container.decode(TimeInterval.self, forKey: .magnitude))
      }

      public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(timeInterval, forKey: .magnitude)
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
      public static func microseconds(_ microseconds: Int) -> Stride {
        Stride(TimeInterval(microseconds) / 1_000_000)
      }
      public static func nanoseconds(_ nanoseconds: Int) -> Stride {
        Stride(TimeInterval(nanoseconds) / 1_000_000_000)
      }
    }
  }
}
#endif
