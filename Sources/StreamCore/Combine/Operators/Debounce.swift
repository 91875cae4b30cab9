#if !canImport(Combine)
extension Publishers {
  /// A publisher that publishes a value only after a quiet period with no newer value.
  ///
  /// Created by ``Publisher/debounce(for:scheduler:options:)``.
  public struct Debounce<Upstream: Publisher, Context: Scheduler>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    /// The publisher whose values are debounced.
    public let upstream: Upstream
    /// How long upstream must stay quiet.
    public let dueTime: Context.SchedulerTimeType.Stride
    /// The scheduler that measures time and delivers.
    public let scheduler: Context
    /// Options for the scheduler.
    public let options: Context.SchedulerOptions?

    /// Creates a publisher that debounces `upstream` by `dueTime` on `scheduler`.
    public init(
      upstream: Upstream,
      dueTime: Context.SchedulerTimeType.Stride,
      scheduler: Context,
      options: Context.SchedulerOptions?
    ) {
      self.upstream = upstream
      self.dueTime = dueTime
      self.scheduler = scheduler
      self.options = options
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(
        TimedGate<Upstream, Context, S>(
          downstream: subscriber,
          mode: .debounce,
          interval: dueTime,
          scheduler: scheduler,
          options: options,
          name: "Debounce"
        )
      )
    }
  }
}

extension Publisher {
  /// Publishes a value only once `dueTime` has passed without a newer one — for example, to search only when the
  /// user pauses typing. A completion is delivered at once; a value still waiting then is dropped.
  ///
  /// ```swift
  /// let scheduler = TestScheduler()
  /// let query = PassthroughSubject<String, Never>()
  /// let cancellable = query.debounce(for: .milliseconds(300), scheduler: scheduler).sink { print($0) }
  /// query.send("s")
  /// query.send("sw")
  /// scheduler.advance(by: .milliseconds(300))  // Prints "sw"
  /// ```
  public func debounce<S: Scheduler>(
    for dueTime: S.SchedulerTimeType.Stride,
    scheduler: S,
    options: S.SchedulerOptions? = nil
  ) -> Publishers.Debounce<Self, S> {
    Publishers.Debounce(upstream: self, dueTime: dueTime, scheduler: scheduler, options: options)
  }
}
#endif
