public import Dispatch
public import Foundation

/// A scheduler that forwards to another scheduler with the same time and options types, hiding which one it is.
///
/// A view model takes an ``AnySchedulerOf`` so that the app passes the main queue and a test passes a virtual
/// clock — the shape of combine-schedulers' `AnyScheduler`, so such a view model ports with only its import
/// changed:
///
/// ```swift
/// @MainActor final class Search {
///   let scheduler: AnySchedulerOf<DispatchQueue>
///   init(scheduler: AnySchedulerOf<DispatchQueue> = .main) { self.scheduler = scheduler }
/// }
/// let clock = DispatchQueue.test
/// let search = Search(scheduler: clock.eraseToAnyScheduler())
/// ```
///
/// The wrapped scheduler must be `Sendable`, which makes this one `Sendable` too. (`RunLoop` is not: the erased main
/// run loop is `AnyScheduler.main`.)
public struct AnyScheduler<SchedulerTimeType: Strideable & Sendable, SchedulerOptions>: Scheduler, Sendable
where SchedulerTimeType.Stride: SchedulerTimeIntervalConvertible & Sendable {
  private let nowBody: @Sendable () -> SchedulerTimeType
  private let minimumToleranceBody: @Sendable () -> SchedulerTimeType.Stride
  private let scheduleBody: @Sendable (SchedulerOptions?, @escaping @Sendable () -> Void) -> Void
  private let delayedBody:
    @Sendable (SchedulerTimeType, SchedulerTimeType.Stride, SchedulerOptions?, @escaping @Sendable () -> Void) -> Void
  private let intervalBody:
    @Sendable (
      SchedulerTimeType, SchedulerTimeType.Stride, SchedulerTimeType.Stride, SchedulerOptions?,
      @escaping @Sendable () -> Void
    ) -> any Cancellable

  /// Wraps `scheduler`.
  ///
  /// - Parameter scheduler: The scheduler every call is forwarded to.
  public init<S: Scheduler & Sendable>(_ scheduler: S)
  where S.SchedulerTimeType == SchedulerTimeType, S.SchedulerOptions == SchedulerOptions {
    nowBody = { scheduler.now }
    minimumToleranceBody = { scheduler.minimumTolerance }
    scheduleBody = { scheduler.schedule(options: $0, $1) }
    delayedBody = { scheduler.schedule(after: $0, tolerance: $1, options: $2, $3) }
    intervalBody = { scheduler.schedule(after: $0, interval: $1, tolerance: $2, options: $3, $4) }
  }

  /// A scheduler made of closures, one per requirement.
  ///
  /// - Parameters:
  ///   - minimumTolerance: Returns the minimum tolerance.
  ///   - now: Returns the current time.
  ///   - scheduleImmediately: Schedules an action as soon as possible.
  ///   - delayed: Schedules an action after a date, with a tolerance.
  ///   - interval: Schedules a repeating action; returns what cancels it.
  public init(
    minimumTolerance: @escaping @Sendable () -> SchedulerTimeType.Stride,
    now: @escaping @Sendable () -> SchedulerTimeType,
    scheduleImmediately: @escaping @Sendable (SchedulerOptions?, @escaping @Sendable () -> Void) -> Void,
    delayed:
      @escaping @Sendable (
        SchedulerTimeType, SchedulerTimeType.Stride, SchedulerOptions?, @escaping @Sendable () -> Void
      ) -> Void,
    interval:
      @escaping @Sendable (
        SchedulerTimeType, SchedulerTimeType.Stride, SchedulerTimeType.Stride, SchedulerOptions?,
        @escaping @Sendable () -> Void
      ) -> any Cancellable
  ) {
    nowBody = now
    minimumToleranceBody = minimumTolerance
    scheduleBody = scheduleImmediately
    delayedBody = delayed
    intervalBody = interval
  }

  public var now: SchedulerTimeType { nowBody() }

  public var minimumTolerance: SchedulerTimeType.Stride { minimumToleranceBody() }

  public func schedule(options: SchedulerOptions?, _ action: @escaping SchedulerAction) {
    scheduleBody(options, sendableAction(action))
  }

  public func schedule(
    after date: SchedulerTimeType,
    tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?,
    _ action: @escaping SchedulerAction
  ) {
    delayedBody(date, tolerance, options, sendableAction(action))
  }

  public func schedule(
    after date: SchedulerTimeType,
    interval: SchedulerTimeType.Stride,
    tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?,
    _ action: @escaping SchedulerAction
  ) -> any Cancellable {
    intervalBody(date, interval, tolerance, options, sendableAction(action))
  }
}

/// An ``AnyScheduler`` named by the scheduler whose time and options types it uses: `AnySchedulerOf<DispatchQueue>`.
public typealias AnySchedulerOf<S: Scheduler> = AnyScheduler<S.SchedulerTimeType, S.SchedulerOptions>
where S.SchedulerTimeType: Sendable, S.SchedulerTimeType.Stride: Sendable

extension Scheduler where Self: Sendable, SchedulerTimeType: Sendable, SchedulerTimeType.Stride: Sendable {
  /// Wraps this scheduler in an ``AnyScheduler``.
  ///
  /// ```swift
  /// let scheduler: AnySchedulerOf<DispatchQueue> = DispatchQueue.main.eraseToAnyScheduler()
  /// ```
  ///
  /// - Returns: A scheduler that forwards to this one.
  public func eraseToAnyScheduler() -> AnyScheduler<SchedulerTimeType, SchedulerOptions> {
    AnyScheduler(self)
  }
}

extension AnyScheduler
where SchedulerTimeType == DispatchQueue.SchedulerTimeType, SchedulerOptions == DispatchQueue.SchedulerOptions {
  /// The main dispatch queue, erased.
  public static var main: Self { DispatchQueue.main.eraseToAnyScheduler() }

  /// A global dispatch queue of quality-of-service `qos`, erased.
  ///
  /// - Parameter qos: The queue's quality of service.
  /// - Returns: The erased queue.
  public static func global(qos: DispatchQoS.QoSClass = .default) -> Self {
    DispatchQueue.global(qos: qos).eraseToAnyScheduler()
  }

  /// A scheduler that runs every action at once, on the calling thread: ``ImmediateVirtualScheduler``, erased.
  public static var immediate: Self { DispatchQueue.immediate.eraseToAnyScheduler() }
}

extension AnyScheduler
where SchedulerTimeType == RunLoop.SchedulerTimeType, SchedulerOptions == RunLoop.SchedulerOptions {
  /// The main run loop, erased (it schedules as `RunLoop.main` does, which may be used from any thread).
  public static var main: Self {
    let runLoop = MainRunLoop()
    return AnyScheduler(
      minimumTolerance: { runLoop.scheduler.minimumTolerance },
      now: { runLoop.scheduler.now },
      scheduleImmediately: { runLoop.scheduler.schedule(options: $0, $1) },
      delayed: { runLoop.scheduler.schedule(after: $0, tolerance: $1, options: $2, $3) },
      interval: { runLoop.scheduler.schedule(after: $0, interval: $1, tolerance: $2, options: $3, $4) }
    )
  }

  /// A scheduler that runs every action at once, on the calling thread: ``ImmediateVirtualScheduler``, erased.
  public static var immediate: Self { RunLoop.immediate.eraseToAnyScheduler() }
}

/// Carries the main run loop into `@Sendable` closures.
private struct MainRunLoop: @unchecked Sendable {
  // @unchecked: RunLoop is not Sendable, but scheduling on a run loop (perform, adding a timer) is thread-safe.
  let scheduler = RunLoop.main
}
