#if !canImport(Combine)
extension Publishers {
  /// A publisher that delivers its upstream's values and completion after a fixed interval.
  ///
  /// Created by ``Publisher/delay(for:tolerance:scheduler:options:)``.
  public struct Delay<Upstream: Publisher, Context: Scheduler>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    /// The publisher whose events are delayed.
    public let upstream: Upstream
    /// How long each event is held back.
    public let interval: Context.SchedulerTimeType.Stride
    /// The tolerance allowed in delivering.
    public let tolerance: Context.SchedulerTimeType.Stride
    /// The scheduler that delivers.
    public let scheduler: Context
    /// Options for the scheduler.
    public let options: Context.SchedulerOptions?

    /// Creates a publisher that delays `upstream`'s events by `interval` on `scheduler`.
    public init(
      upstream: Upstream,
      interval: Context.SchedulerTimeType.Stride,
      tolerance: Context.SchedulerTimeType.Stride,
      scheduler: Context,
      options: Context.SchedulerOptions? = nil
    ) {
      self.upstream = upstream
      self.interval = interval
      self.tolerance = tolerance
      self.scheduler = scheduler
      self.options = options
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let (scheduler, interval, tolerance, options) = (self.scheduler, self.interval, self.tolerance, self.options)
      upstream.subscribe(
        ScheduledRelay(downstream: subscriber, name: "Delay") { (delivery: any ScheduledAction) in
          scheduler.schedule(after: scheduler.now.advanced(by: interval), tolerance: tolerance, options: options) {
            delivery.release()
          }
        }
      )
    }
  }
}

extension Publisher {
  /// Delivers every value, and the completion, `interval` after upstream sent it.
  ///
  /// ```swift
  /// let scheduler = TestScheduler()
  /// let cancellable = Just(1).delay(for: .seconds(2), scheduler: scheduler).sink { print($0) }
  /// scheduler.advance(by: .seconds(1))  // Prints nothing
  /// scheduler.advance(by: .seconds(1))  // Prints "1"
  /// ```
  public func delay<S: Scheduler>(
    for interval: S.SchedulerTimeType.Stride,
    tolerance: S.SchedulerTimeType.Stride? = nil,
    scheduler: S,
    options: S.SchedulerOptions? = nil
  ) -> Publishers.Delay<Self, S> {
    Publishers.Delay(
      upstream: self,
      interval: interval,
      tolerance: tolerance ?? scheduler.minimumTolerance,
      scheduler: scheduler,
      options: options
    )
  }
}
#endif
