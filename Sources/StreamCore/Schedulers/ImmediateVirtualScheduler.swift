/// A scheduler that runs every action at once, on the calling thread, whatever date it is given, with any time
/// type: `DispatchQueue.immediate`, `RunLoop.immediate`, `OperationQueue.immediate`.
///
/// It stands in for a real scheduler in a test where time does not matter (a `receive(on:)` hop); for `debounce`,
/// `throttle` or timers use a ``VirtualTimeScheduler`` (`DispatchQueue.test`). Its clock stands still at the
/// time it was made. A repeating action runs once. It takes the shape of combine-schedulers' generic
/// `ImmediateScheduler`, under another name because ``ImmediateScheduler`` is Combine's.
///
/// ```swift
/// let scheduler: AnySchedulerOf<DispatchQueue> = .immediate
/// let cancellable = Just(1).receive(on: scheduler).sink { print($0) }
/// // Prints "1" before `sink` returns
/// ```
public struct ImmediateVirtualScheduler<SchedulerTimeType: Strideable, SchedulerOptions>: Scheduler
where SchedulerTimeType.Stride: SchedulerTimeIntervalConvertible {
  /// The time the scheduler was made with; it never moves.
  public let now: SchedulerTimeType

  /// Zero: actions run at once.
  public var minimumTolerance: SchedulerTimeType.Stride { .zero }

  /// A scheduler whose clock reads `now`.
  ///
  /// - Parameter now: The time the clock stands at.
  public init(now: SchedulerTimeType) {
    self.now = now
  }

  public func schedule(options: SchedulerOptions?, _ action: @escaping SchedulerAction) {
    action()
  }

  public func schedule(
    after date: SchedulerTimeType,
    tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?,
    _ action: @escaping SchedulerAction
  ) {
    action()
  }

  public func schedule(
    after date: SchedulerTimeType,
    interval: SchedulerTimeType.Stride,
    tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?,
    _ action: @escaping SchedulerAction
  ) -> any Cancellable {
    action()
    return AnyCancellable {}
  }
}

extension ImmediateVirtualScheduler: Sendable where SchedulerTimeType: Sendable {}

/// An ``ImmediateVirtualScheduler`` named by the scheduler whose time type it uses:
/// `ImmediateSchedulerOf<DispatchQueue>`.
public typealias ImmediateSchedulerOf<S: Scheduler> = ImmediateVirtualScheduler<
  S.SchedulerTimeType, S.SchedulerOptions
>
