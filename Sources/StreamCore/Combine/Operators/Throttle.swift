#if !canImport(Combine)
extension Publishers {
  /// A publisher that publishes at most one value per interval.
  ///
  /// Created by ``Publisher/throttle(for:scheduler:latest:)``.
  public struct Throttle<Upstream: Publisher, Context: Scheduler>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    /// The publisher whose values are throttled.
    public let upstream: Upstream
    /// The shortest time between two values.
    public let interval: Context.SchedulerTimeType.Stride
    /// The scheduler that measures time and delivers.
    public let scheduler: Context
    /// Whether each window publishes its latest value (`true`) or its first (`false`).
    public let latest: Bool

    /// Creates a publisher that throttles `upstream` to one value per `interval` on `scheduler`.
    public init(upstream: Upstream, interval: Context.SchedulerTimeType.Stride, scheduler: Context, latest: Bool) {
      self.upstream = upstream
      self.interval = interval
      self.scheduler = scheduler
      self.latest = latest
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(
        TimedGate<Upstream, Context, S>(
          downstream: subscriber,
          mode: .throttle(latest: latest),
          interval: interval,
          scheduler: scheduler,
          options: nil,
          name: "Throttle"
        )
      )
    }
  }
}

extension Publisher {
  /// Publishes at most one value per `interval`: a value arriving when none was published for `interval` goes
  /// out at once; values arriving sooner wait for the end of the window, and then the window's latest (or first,
  /// if `latest` is `false`) goes out.
  ///
  /// ```swift
  /// let scheduler = TestScheduler()
  /// let taps = PassthroughSubject<Int, Never>()
  /// let cancellable = taps.throttle(for: .seconds(1), scheduler: scheduler, latest: true).sink { print($0) }
  /// taps.send(1); scheduler.advance()          // Prints "1"
  /// taps.send(2); taps.send(3)
  /// scheduler.advance(by: .seconds(1))         // Prints "3"
  /// ```
  public func throttle<S: Scheduler>(
    for interval: S.SchedulerTimeType.Stride,
    scheduler: S,
    latest: Bool
  ) -> Publishers.Throttle<Self, S> {
    Publishers.Throttle(upstream: self, interval: interval, scheduler: scheduler, latest: latest)
  }
}
#endif
