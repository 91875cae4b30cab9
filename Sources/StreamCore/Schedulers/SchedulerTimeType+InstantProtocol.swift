public import Dispatch
public import Foundation

// The virtual schedulers' time types are `Clock` instants too, with Swift's `Duration`, so a virtual scheduler is an
// `any Clock<Duration>` as well as a `Scheduler`. `advanced(by:)` taking a `Duration` is disfavoured: an argument
// both types read (`.zero`, `.seconds(1)`) stays a scheduler stride, as before. The system schedulers' time types are
// Combine's where StreamCore re-exports it: the module-qualified names say this conformance is knowingly ours.

extension TestScheduler.SchedulerTimeType: InstantProtocol {
  /// The time `duration` later, to the nanosecond.
  @_disfavoredOverload
  public func advanced(by duration: Duration) -> Self {
    advanced(by: Stride(nanoseconds: duration.wholeNanoseconds))
  }

  /// The duration from this time to `other`.
  public func duration(to other: Self) -> Duration {
    .nanoseconds(distance(to: other).nanoseconds)
  }
}

extension Dispatch.DispatchQueue.SchedulerTimeType: Swift.InstantProtocol {
  /// The time `duration` later, to the nanosecond.
  @_disfavoredOverload
  public func advanced(by duration: Duration) -> Self {
    advanced(by: Stride.nanoseconds(duration.wholeNanoseconds))
  }

  /// The duration from this time to `other`.
  public func duration(to other: Self) -> Duration {
    .nanoseconds(distance(to: other).magnitude)
  }
}

extension Foundation.RunLoop.SchedulerTimeType: Swift.InstantProtocol {
  /// The time `duration` later.
  @_disfavoredOverload
  public func advanced(by duration: Duration) -> Self {
    advanced(by: Stride(Double(duration.wholeNanoseconds) / 1_000_000_000))
  }

  /// The duration from this time to `other`.
  public func duration(to other: Self) -> Duration {
    .seconds(distance(to: other).timeInterval)
  }
}

extension Foundation.OperationQueue.SchedulerTimeType: Swift.InstantProtocol {
  /// The time `duration` later.
  @_disfavoredOverload
  public func advanced(by duration: Duration) -> Self {
    advanced(by: Stride(Double(duration.wholeNanoseconds) / 1_000_000_000))
  }

  /// The duration from this time to `other`.
  public func duration(to other: Self) -> Duration {
    .seconds(distance(to: other).timeInterval)
  }
}
