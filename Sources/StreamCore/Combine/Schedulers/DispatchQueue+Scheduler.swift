#if !canImport(Combine)
public import Dispatch

extension DispatchQueue: Scheduler {
  /// A point in time on a dispatch queue.
  public struct SchedulerTimeType: Strideable, Hashable, Sendable {
    /// The dispatch time.
    public var dispatchTime: DispatchTime

    /// Wraps `time`.
    public init(_ time: DispatchTime) {
      dispatchTime = time
    }

    public func distance(to other: SchedulerTimeType) -> Stride {
      let start = dispatchTime.uptimeNanoseconds
      let end = other.dispatchTime.uptimeNanoseconds
      return Stride(nanoseconds: end >= start ? Int(clamping: end - start) : -Int(clamping: start - end))
    }

    public func advanced(by stride: Stride) -> SchedulerTimeType {
      SchedulerTimeType(dispatchTime + .nanoseconds(stride.magnitude))
    }

    public static func == (lhs: SchedulerTimeType, rhs: SchedulerTimeType) -> Bool {
      lhs.dispatchTime == rhs.dispatchTime
    }

    public func hash(into hasher: inout Hasher) {
      hasher.combine(dispatchTime.uptimeNanoseconds)
    }

    /// An interval on a dispatch queue, in nanoseconds. Integer and floating-point literals are seconds.
    ///
    /// Intervals too long for `Int` nanoseconds (about 292 years) saturate at `Int.max` (or `Int.min`) instead of
    /// trapping, as in Combine: `.seconds(Int.max) == .nanoseconds(.max)`. A NaN number of seconds traps.
    public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, ExpressibleByIntegerLiteral,
      ExpressibleByFloatLiteral, Hashable, Sendable
    {
      /// The interval in nanoseconds.
      public var magnitude: Int

      /// The interval as a `DispatchTimeInterval`.
      public var timeInterval: DispatchTimeInterval { .nanoseconds(magnitude) }

      /// An interval of `nanoseconds` nanoseconds.
      public init(nanoseconds: Int) { magnitude = nanoseconds }
      public init(integerLiteral seconds: Int) { magnitude = Self.saturating(seconds, times: 1_000_000_000) }
      public init(floatLiteral seconds: Double) {
        require(!seconds.isNaN, "DispatchQueue.SchedulerTimeType.Stride: \(seconds) seconds is not a number")
        magnitude = Self.saturating((seconds * 1_000_000_000).rounded())
      }
      public init?<T: BinaryInteger>(exactly source: T) {
        guard let seconds = Int(exactly: source) else { return nil }
        self.init(integerLiteral: seconds)
      }

      public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.magnitude < rhs.magnitude }
      public static func + (lhs: Stride, rhs: Stride) -> Stride {
        let (sum, overflow) = lhs.magnitude.addingReportingOverflow(rhs.magnitude)
        return Stride(nanoseconds: overflow ? (rhs.magnitude < 0 ? .min : .max) : sum)
      }
      public static func - (lhs: Stride, rhs: Stride) -> Stride {
        let (difference, overflow) = lhs.magnitude.subtractingReportingOverflow(rhs.magnitude)
        return Stride(nanoseconds: overflow ? (rhs.magnitude > 0 ? .min : .max) : difference)
      }
      public static func * (lhs: Stride, rhs: Stride) -> Stride {
        let (product, overflow) = lhs.magnitude.multipliedReportingOverflow(by: rhs.magnitude)
        guard overflow else { return Stride(nanoseconds: product / 1_000_000_000) }
        return Stride(nanoseconds: saturating(Double(lhs.magnitude) * Double(rhs.magnitude) / 1_000_000_000))
      }
      public static func += (lhs: inout Stride, rhs: Stride) { lhs = lhs + rhs }
      public static func -= (lhs: inout Stride, rhs: Stride) { lhs = lhs - rhs }
      public static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }

      public static func seconds(_ seconds: Int) -> Stride { Stride(integerLiteral: seconds) }
      public static func seconds(_ seconds: Double) -> Stride { Stride(floatLiteral: seconds) }
      public static func milliseconds(_ milliseconds: Int) -> Stride {
        Stride(nanoseconds: saturating(milliseconds, times: 1_000_000))
      }
      public static func microseconds(_ microseconds: Int) -> Stride {
        Stride(nanoseconds: saturating(microseconds, times: 1_000))
      }
      public static func nanoseconds(_ nanoseconds: Int) -> Stride { Stride(nanoseconds: nanoseconds) }

      /// `value * factor` (`factor` positive), or the `Int` bound it overflows past.
      private static func saturating(_ value: Int, times factor: Int) -> Int {
        let (product, overflow) = value.multipliedReportingOverflow(by: factor)
        return overflow ? (value < 0 ? .min : .max) : product
      }

      /// `nanoseconds` as an `Int`, or the `Int` bound it lies beyond (`Double(Int.max)` is 2^63, beyond it).
      private static func saturating(_ nanoseconds: Double) -> Int {
        if nanoseconds >= Double(Int.max) { return .max }
        if nanoseconds <= Double(Int.min) { return .min }
        return Int(nanoseconds)
      }
    }
  }

  /// How work is submitted to the queue.
  public struct SchedulerOptions {
    /// The quality of service of the work.
    public var qos: DispatchQoS
    /// The flags of the work item.
    public var flags: DispatchWorkItemFlags
    /// A group the work is part of.
    public var group: DispatchGroup?

    /// Creates options.
    public init(qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], group: DispatchGroup? = nil) {
      self.qos = qos
      self.flags = flags
      self.group = group
    }
  }

  public var now: SchedulerTimeType { SchedulerTimeType(.now()) }

  public var minimumTolerance: SchedulerTimeType.Stride { .nanoseconds(0) }

  public func schedule(options: SchedulerOptions?, _ action: @escaping @Sendable () -> Void) {
    let options = options ?? SchedulerOptions()
    async(group: options.group, qos: options.qos, flags: options.flags, execute: action)
  }

  public func schedule(
    after date: SchedulerTimeType,
    tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?,
    _ action: @escaping @Sendable () -> Void
  ) {
    let options = options ?? SchedulerOptions()
    asyncAfter(deadline: date.dispatchTime, qos: options.qos, flags: options.flags, execute: action)
  }

  public func schedule(
    after date: SchedulerTimeType,
    interval: SchedulerTimeType.Stride,
    tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?,
    _ action: @escaping @Sendable () -> Void
  ) -> any Cancellable {
    let timer = DispatchSource.makeTimerSource(queue: self)
    timer.setEventHandler(handler: action)
    timer.schedule(deadline: date.dispatchTime, repeating: interval.timeInterval, leeway: tolerance.timeInterval)
    timer.resume()
    return AnyCancellable { timer.cancel() }
  }
}
#endif
