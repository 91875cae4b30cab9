#if !canImport(Combine)
extension Publishers {
  /// A publisher that replaces each value with the time since the previous one (or since subscription).
  ///
  /// Created by ``Publisher/measureInterval(using:options:)``.
  public struct MeasureInterval<Upstream: Publisher, Context: Scheduler>: Publisher {
    public typealias Output = Context.SchedulerTimeType.Stride
    public typealias Failure = Upstream.Failure

    /// The publisher whose values are timed.
    public let upstream: Upstream
    /// The scheduler whose clock is read.
    public let scheduler: Context

    /// Creates a publisher of the intervals between `upstream`'s values, on `scheduler`'s clock.
    public init(upstream: Upstream, scheduler: Context) {
      self.upstream = upstream
      self.scheduler = scheduler
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let scheduler = self.scheduler
      let transformer = StepTransformer<Upstream.Output, Context.SchedulerTimeType, Output, Failure, Failure>(
        state: scheduler.now
      ) { last, _ in
        let now = scheduler.now
        defer { last = now }
        return .emit(last.distance(to: now))
      }
      upstream.subscribe(subscriber, through: transformer, name: "MeasureInterval")
    }
  }
}

extension Publisher {
  /// Replaces each value with the time elapsed since the previous value (the first: since subscription), read
  /// from `scheduler`'s clock.
  ///
  /// ```swift
  /// let scheduler = TestScheduler()
  /// let taps = PassthroughSubject<Void, Never>()
  /// let cancellable = taps.measureInterval(using: scheduler).sink { print($0) }
  /// scheduler.advance(by: .milliseconds(250))
  /// taps.send()  // Prints the interval 0.25 s
  /// ```
  public func measureInterval<S: Scheduler>(
    using scheduler: S,
    options: S.SchedulerOptions? = nil
  ) -> Publishers.MeasureInterval<Self, S> {
    Publishers.MeasureInterval(upstream: self, scheduler: scheduler)
  }
}
#endif
