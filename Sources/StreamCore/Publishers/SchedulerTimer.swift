/// A connectable publisher that sends the scheduler's time at a regular interval.
///
/// It is hot: subscribers share one timer, started by ``connect()`` (or by the first subscriber, with
/// ``ConnectablePublisher/autoconnect()``). Works on any ``Scheduler``, so timers are tested on a
/// ``TestScheduler``:
///
/// ```swift
/// let scheduler = TestScheduler()
/// let cancellable = SchedulerTimer(every: .seconds(1), scheduler: scheduler)
///   .autoconnect()
///   .sink { print($0) }
/// scheduler.advance(by: .seconds(2))  // Prints "1.0s", "2.0s"
/// ```
public final class SchedulerTimer<Context: Scheduler>: ConnectablePublisher {
  public typealias Output = Context.SchedulerTimeType
  public typealias Failure = Never

  /// The time between two ticks.
  public let interval: Context.SchedulerTimeType.Stride
  /// The tolerance allowed for each tick.
  public let tolerance: Context.SchedulerTimeType.Stride?
  /// The scheduler that ticks.
  public let scheduler: Context
  /// Options for the scheduler.
  public let options: Context.SchedulerOptions?

  private let ticker: TimerTicker<Context>

  /// Creates a timer that ticks every `interval` on `scheduler`, once connected.
  public init(
    every interval: Context.SchedulerTimeType.Stride,
    tolerance: Context.SchedulerTimeType.Stride? = nil,
    scheduler: Context,
    options: Context.SchedulerOptions? = nil
  ) {
    self.interval = interval
    self.tolerance = tolerance
    self.scheduler = scheduler
    self.options = options
    self.ticker = TimerTicker(scheduler: scheduler)
  }

  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
    ticker.subject.receive(subscriber: subscriber)
  }

  /// Starts ticking; cancelling the result stops this timer.
  public func connect() -> any Cancellable {
    let target: any TimerTick = ticker
    return scheduler.schedule(
      after: scheduler.now.advanced(by: interval),
      interval: interval,
      tolerance: tolerance ?? scheduler.minimumTolerance,
      options: options
    ) { target.tick() }
  }
}

/// Sends the scheduler's time to a timer's subscribers on each tick.
private final class TimerTicker<Context: Scheduler>: TimerTick, @unchecked Sendable {
  // @unchecked: the subject guards itself with a lock; the scheduler is only read (`now`), as schedulers allow
  // from any thread.
  let subject = PassthroughSubject<Context.SchedulerTimeType, Never>()
  private let scheduler: Context

  init(scheduler: Context) {
    self.scheduler = scheduler
  }

  func tick() {
    subject.send(scheduler.now)
  }
}

/// What a timer's scheduled action calls, without naming the timer's generic type.
private protocol TimerTick: AnyObject, Sendable {
  func tick()
}
