public import Dispatch
public import Foundation

extension DispatchQueue {
  /// A virtual clock with the main queue's time type, for tests: pass it where an ``AnySchedulerOf`` of
  /// `DispatchQueue` is expected (erased), and move it with ``VirtualTimeScheduler/advance(by:)``.
  ///
  /// ```swift
  /// let scheduler = DispatchQueue.test
  /// let cancellable = Just(1).delay(for: .seconds(1), scheduler: scheduler).sink { print($0) }
  /// scheduler.advance(by: .seconds(1))  // Prints "1"
  /// ```
  public static var test: TestSchedulerOf<DispatchQueue> {
    // `DispatchTime(uptimeNanoseconds: 0)` reads as `.now()`; 1 is a fixed start.
    VirtualTimeScheduler(now: SchedulerTimeType(DispatchTime(uptimeNanoseconds: 1)))
  }

  /// A scheduler with a dispatch queue's time type that runs every action at once, on the calling thread.
  public static var immediate: ImmediateSchedulerOf<DispatchQueue> {
    ImmediateVirtualScheduler(now: SchedulerTimeType(DispatchTime(uptimeNanoseconds: 1)))
  }
}

extension UIScheduler {
  /// A virtual clock with the UI scheduler's time type (the main queue's), for tests.
  public static var test: TestSchedulerOf<UIScheduler> { DispatchQueue.test }

  /// A scheduler with the UI scheduler's time type that runs every action at once, on the calling thread.
  public static var immediate: ImmediateSchedulerOf<UIScheduler> { DispatchQueue.immediate }
}

extension RunLoop {
  /// A virtual clock with a run loop's time type, starting at the 1970 epoch, for tests.
  public static var test: TestSchedulerOf<RunLoop> {
    VirtualTimeScheduler(now: SchedulerTimeType(Date(timeIntervalSince1970: 0)))
  }

  /// A scheduler with a run loop's time type that runs every action at once, on the calling thread.
  public static var immediate: ImmediateSchedulerOf<RunLoop> {
    ImmediateVirtualScheduler(now: SchedulerTimeType(Date(timeIntervalSince1970: 0)))
  }
}

extension OperationQueue {
  /// A virtual clock with an operation queue's time type, starting at the 1970 epoch, for tests.
  public static var test: TestSchedulerOf<OperationQueue> {
    VirtualTimeScheduler(now: SchedulerTimeType(Date(timeIntervalSince1970: 0)))
  }

  /// A scheduler with an operation queue's time type that runs every action at once, on the calling thread.
  public static var immediate: ImmediateSchedulerOf<OperationQueue> {
    ImmediateVirtualScheduler(now: SchedulerTimeType(Date(timeIntervalSince1970: 0)))
  }
}
