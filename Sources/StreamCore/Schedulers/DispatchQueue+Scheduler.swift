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
      let start = Int(truncatingIfNeeded: dispatchTime.uptimeNanoseconds)
      let end = Int(truncatingIfNeeded: other.dispatchTime.uptimeNanoseconds)
      return Stride(nanoseconds: end - start)
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
    public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, ExpressibleByIntegerLiteral,
      ExpressibleByFloatLiteral, Hashable, Sendable
    {
      /// The interval in nanoseconds.
      public var magnitude: Int

      /// The interval as a `DispatchTimeInterval`.
      public var timeInterval: DispatchTimeInterval { .nanoseconds(magnitude) }

      /// An interval of `nanoseconds` nanoseconds.
      public init(nanoseconds: Int) { magnitude = nanoseconds }
      public init(integerLiteral seconds: Int) { magnitude = seconds * 1_000_000_000 }
      public init(floatLiteral seconds: Double) { magnitude = Int((seconds * 1_000_000_000).rounded()) }
      public init?<T: BinaryInteger>(exactly source: T) {
        guard let seconds = Int(exactly: source) else { return nil }
        self.init(integerLiteral: seconds)
      }

      public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.magnitude < rhs.magnitude }
      public static func + (lhs: Stride, rhs: Stride) -> Stride { Stride(nanoseconds: lhs.magnitude + rhs.magnitude) }
      public static func - (lhs: Stride, rhs: Stride) -> Stride { Stride(nanoseconds: lhs.magnitude - rhs.magnitude) }
      public static func * (lhs: Stride, rhs: Stride) -> Stride {
        Stride(nanoseconds: lhs.magnitude * rhs.magnitude / 1_000_000_000)
      }
      public static func += (lhs: inout Stride, rhs: Stride) { lhs = lhs + rhs }
      public static func -= (lhs: inout Stride, rhs: Stride) { lhs = lhs - rhs }
      public static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }

      public static func seconds(_ seconds: Int) -> Stride { Stride(integerLiteral: seconds) }
      public static func seconds(_ seconds: Double) -> Stride { Stride(floatLiteral: seconds) }
      public static func milliseconds(_ milliseconds: Int) -> Stride { Stride(nanoseconds: milliseconds * 1_000_000) }
      public static func microseconds(_ microseconds: Int) -> Stride { Stride(nanoseconds: microseconds * 1_000) }
      public static func nanoseconds(_ nanoseconds: Int) -> Stride { Stride(nanoseconds: nanoseconds) }
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
