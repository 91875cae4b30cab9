#if !canImport(Combine)
/// A type that runs work now or at a later time, as in Combine.
///
/// Operators that deal with time — ``Publisher/delay(for:tolerance:scheduler:options:)``,
/// ``Publisher/debounce(for:scheduler:options:)``, ``Publisher/throttle(for:scheduler:latest:)``,
/// ``Publisher/timeout(_:scheduler:options:customError:)`` — and the ones that move work between threads —
/// ``Publisher/receive(on:options:)``, ``Publisher/subscribe(on:options:)`` — take a scheduler. In tests, pass a
/// ``TestScheduler`` and move its virtual clock by hand instead of sleeping.
///
/// Scheduled actions are `@Sendable`: a scheduler may run them on another thread.
public protocol Scheduler<SchedulerTimeType> {
  /// A point in this scheduler's time.
  associatedtype SchedulerTimeType: Strideable where SchedulerTimeType.Stride: SchedulerTimeIntervalConvertible

  /// Options a scheduler accepts when scheduling; `Never` if it has none.
  associatedtype SchedulerOptions

  /// This scheduler's current time.
  var now: SchedulerTimeType { get }

  /// The smallest tolerance this scheduler allows.
  var minimumTolerance: SchedulerTimeType.Stride { get }

  /// Runs `action` as soon as possible.
  func schedule(options: SchedulerOptions?, _ action: @escaping @Sendable () -> Void)

  /// Runs `action` at `date` or later.
  func schedule(
    after date: SchedulerTimeType,
    tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?,
    _ action: @escaping @Sendable () -> Void
  )

  /// Runs `action` at `date`, then every `interval`, until the returned cancellable is cancelled.
  func schedule(
    after date: SchedulerTimeType,
    interval: SchedulerTimeType.Stride,
    tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?,
    _ action: @escaping @Sendable () -> Void
  ) -> any Cancellable
}

extension Scheduler {
  /// Runs `action` as soon as possible.
  ///
  /// A scheduler's own form wins over this one: ``UIScheduler/schedule(_:)`` takes a main-actor closure.
  @_disfavoredOverload
  public func schedule(_ action: @escaping @Sendable () -> Void) {
    schedule(options: nil, action)
  }

  /// Runs `action` at `date` or later.
  public func schedule(after date: SchedulerTimeType, _ action: @escaping @Sendable () -> Void) {
    schedule(after: date, tolerance: minimumTolerance, options: nil, action)
  }

  /// Runs `action` at `date` or later, within `tolerance`.
  public func schedule(
    after date: SchedulerTimeType,
    tolerance: SchedulerTimeType.Stride,
    _ action: @escaping @Sendable () -> Void
  ) {
    schedule(after: date, tolerance: tolerance, options: nil, action)
  }

  /// Runs `action` at `date`, then every `interval`.
  public func schedule(
    after date: SchedulerTimeType,
    interval: SchedulerTimeType.Stride,
    _ action: @escaping @Sendable () -> Void
  ) -> any Cancellable {
    schedule(after: date, interval: interval, tolerance: minimumTolerance, options: nil, action)
  }

  /// Runs `action` at `date`, then every `interval`, within `tolerance`.
  public func schedule(
    after date: SchedulerTimeType,
    interval: SchedulerTimeType.Stride,
    tolerance: SchedulerTimeType.Stride,
    _ action: @escaping @Sendable () -> Void
  ) -> any Cancellable {
    schedule(after: date, interval: interval, tolerance: tolerance, options: nil, action)
  }
}

/// A time interval that can be written in seconds, milliseconds, microseconds or nanoseconds, as in Combine.
///
/// ```swift
/// scheduler.advance(by: .milliseconds(500))
/// ```
public protocol SchedulerTimeIntervalConvertible {
  /// An interval of `seconds` seconds.
  static func seconds(_ seconds: Int) -> Self
  /// An interval of `seconds` seconds.
  static func seconds(_ seconds: Double) -> Self
  /// An interval of `milliseconds` milliseconds.
  static func milliseconds(_ milliseconds: Int) -> Self
  /// An interval of `microseconds` microseconds.
  static func microseconds(_ microseconds: Int) -> Self
  /// An interval of `nanoseconds` nanoseconds.
  static func nanoseconds(_ nanoseconds: Int) -> Self
}
#endif
