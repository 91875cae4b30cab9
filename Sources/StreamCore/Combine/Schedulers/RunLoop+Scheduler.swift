#if !canImport(Combine)
public import Foundation

extension RunLoop: Scheduler {
  /// A run loop scheduler takes no options.
  public typealias SchedulerOptions = Never

  public var now: SchedulerTimeType { SchedulerTimeType(Date()) }

  public var minimumTolerance: SchedulerTimeType.Stride { .zero }

  /// Runs `action` on this run loop, in its default mode, the next time it runs.
  ///
  /// The main run loop outside Darwin hands its work to the main dispatch queue, which every Linux program that
  /// runs either one drains (an async `main`, Swift Testing, `RunLoop.main.run()`); modes are then not observed.
  public func schedule(options: Never?, _ action: @escaping @Sendable () -> Void) {
    if MainRunLoopOnLinux.replaces(self) {
      DispatchQueue.main.async(execute: action)
      return
    }
    perform(action)
  }

  public func schedule(
    after date: SchedulerTimeType,
    tolerance: SchedulerTimeType.Stride,
    options: Never?,
    _ action: @escaping @Sendable () -> Void
  ) {
    if MainRunLoopOnLinux.replaces(self) {
      MainRunLoopOnLinux.schedule(after: date.date, action)
      return
    }
    let timer = Foundation.Timer(fire: date.date, interval: 0, repeats: false) { _ in action() }
    timer.tolerance = tolerance.timeInterval
    add(timer, forMode: .default)
  }

  public func schedule(
    after date: SchedulerTimeType,
    interval: SchedulerTimeType.Stride,
    tolerance: SchedulerTimeType.Stride,
    options: Never?,
    _ action: @escaping @Sendable () -> Void
  ) -> any Cancellable {
    if MainRunLoopOnLinux.replaces(self) {
      return MainRunLoopOnLinux.schedule(
        after: date.date,
        interval: interval.timeInterval,
        tolerance: tolerance.timeInterval,
        action
      )
    }
    let timer = Foundation.Timer(fire: date.date, interval: interval.timeInterval, repeats: true) { _ in action() }
    timer.tolerance = tolerance.timeInterval
    add(timer, forMode: .default)
    return AnyCancellable { timer.invalidate() }
  }
}

extension OperationQueue: Scheduler {
  /// An operation queue scheduler takes no options.
  public typealias SchedulerOptions = Never

  public var now: SchedulerTimeType { SchedulerTimeType(Date()) }

  public var minimumTolerance: SchedulerTimeType.Stride { .zero }

  /// Adds `action` to this queue as an operation.
  public func schedule(options: Never?, _ action: @escaping @Sendable () -> Void) {
    addOperation(action)
  }

  /// Adds `action` to this queue once `date` has come (the wait happens on a dispatch queue).
  public func schedule(
    after date: SchedulerTimeType,
    tolerance: SchedulerTimeType.Stride,
    options: Never?,
    _ action: @escaping @Sendable () -> Void
  ) {
    let target = SendableQueue(self)
    let delay = Swift.max(0, date.date.timeIntervalSinceNow)
    DispatchQueue.global().asyncAfter(deadline: .now() + delay) { target.queue.addOperation(action) }
  }

  public func schedule(
    after date: SchedulerTimeType,
    interval: SchedulerTimeType.Stride,
    tolerance: SchedulerTimeType.Stride,
    options: Never?,
    _ action: @escaping @Sendable () -> Void
  ) -> any Cancellable {
    let target = SendableQueue(self)
    let timer = DispatchSource.makeTimerSource(queue: .global())
    timer.setEventHandler { target.queue.addOperation(action) }
    let delay = Swift.max(0, date.date.timeIntervalSinceNow)
    timer.schedule(
      deadline: .now() + delay,
      repeating: .nanoseconds(Int(interval.timeInterval * 1_000_000_000)),
      leeway: .nanoseconds(Int(tolerance.timeInterval * 1_000_000_000))
    )
    timer.resume()
    return AnyCancellable { timer.cancel() }
  }
}

/// Carries an operation queue into a dispatch block.
private struct SendableQueue: @unchecked Sendable {
  // @unchecked: `OperationQueue` is documented thread-safe for adding operations.
  let queue: OperationQueue

  init(_ queue: OperationQueue) {
    self.queue = queue
  }
}
#endif
