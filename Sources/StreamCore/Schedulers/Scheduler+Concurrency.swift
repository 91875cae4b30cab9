extension Scheduler {
  /// Suspends the current task for `duration` of the scheduler's time.
  ///
  /// On a virtual scheduler, which is also a `Clock`, a `Duration` argument (`.seconds(1)`) calls the clock's
  /// `sleep(for:tolerance:)` instead; both sleep on the same queue.
  ///
  /// The wake-up is scheduled on the scheduler, so on a virtual one (`DispatchQueue.test`, ``TestScheduler``) the
  /// task wakes when a test moves the clock past it. If the task is cancelled first, the wake-up is removed from
  /// the scheduler and this throws `CancellationError`. The scheduler is not blocked.
  ///
  /// ```swift
  /// let scheduler = DispatchQueue.test
  /// let task = Task { try await scheduler.sleep(for: .seconds(1)); return "woke" }
  /// await scheduler.advance(by: .seconds(1))
  /// print(try await task.value)  // Prints "woke"
  /// ```
  ///
  /// - Parameters:
  ///   - duration: How long to sleep; zero or less wakes at the next turn of the scheduler.
  ///   - tolerance: The timing variance the scheduler may allow. Default: zero.
  ///   - options: Options for the scheduler. Default: none.
  @_disfavoredOverload
  nonisolated(nonsending) public func sleep(
    for duration: SchedulerTimeType.Stride,
    tolerance: SchedulerTimeType.Stride = .zero,
    options: SchedulerOptions? = nil
  ) async throws {
    try await sleep(until: now.advanced(by: duration), tolerance: tolerance, options: options)
  }

  /// Suspends the current task until the scheduler's clock reaches `deadline`.
  ///
  /// If the task is cancelled first, the wake-up is removed from the scheduler and this throws
  /// `CancellationError`. The scheduler is not blocked.
  ///
  /// ```swift
  /// let scheduler = TestScheduler()
  /// let task = Task { try await scheduler.sleep(until: .init(nanoseconds: 5)) }
  /// task.cancel()
  /// print(await task.result)  // Prints "failure(Swift.CancellationError())"
  /// ```
  ///
  /// - Parameters:
  ///   - deadline: The time to wake at; a time already past wakes at the next turn of the scheduler.
  ///   - tolerance: The timing variance the scheduler may allow. Default: zero.
  ///   - options: Options for the scheduler. Default: none.
  @_disfavoredOverload
  nonisolated(nonsending) public func sleep(
    until deadline: SchedulerTimeType,
    tolerance: SchedulerTimeType.Stride = .zero,
    options: SchedulerOptions? = nil
  ) async throws {
    if let virtual = self as? any VirtualSleeping {
      try await virtual.sleepVirtually(until: deadline)
      return
    }
    try await Sleeper().sleep { sleeper in
      // A repeating action is what a scheduler can cancel; the sleeper cancels it when it first fires.
      schedule(
        after: deadline,
        interval: Swift.max(now.distance(to: deadline), .nanoseconds(1)),
        tolerance: tolerance,
        options: options
      ) { sleeper.wake() }
    }
  }

  /// A stream of the scheduler's time, every `interval`, from one interval after it is iterated.
  ///
  /// The stream never finishes by itself; stop iterating it (or cancel the iterating task) and its repeating action
  /// is cancelled on the scheduler. Ticks are buffered while nobody awaits the next one.
  ///
  /// ```swift
  /// let scheduler = TestScheduler()
  /// let task = Task {
  ///   var ticks: [TestScheduler.SchedulerTimeType] = []
  ///   for await tick in scheduler.timer(interval: .seconds(1)).prefix(2) { ticks.append(tick) }
  ///   return ticks
  /// }
  /// await scheduler.advance(by: .seconds(2))
  /// print(await task.value)  // Prints "[1.0s, 2.0s]"
  /// ```
  ///
  /// - Parameters:
  ///   - interval: The time between ticks; must be positive.
  ///   - tolerance: The timing variance the scheduler may allow. Default: zero.
  ///   - options: Options for the scheduler. Default: none.
  /// - Returns: A stream of the scheduler's `now` at each tick.
  public func timer(
    interval: SchedulerTimeType.Stride,
    tolerance: SchedulerTimeType.Stride = .zero,
    options: SchedulerOptions? = nil
  ) -> AsyncStream<SchedulerTimeType> where SchedulerTimeType: Sendable {
    let (stream, continuation) = AsyncStream<SchedulerTimeType>.makeStream()
    // Erased, as `SchedulerTimer` does: a `@Sendable` action may not capture the generic scheduler's types.
    let target: any StreamTick = StreamTicker(scheduler: self, continuation: continuation)
    // Held in a lock-owning box: the termination handler may run on any thread, and Combine's `AnyCancellable` is
    // not `Sendable`.
    let ticks = SerialCancellable()
    continuation.onTermination = { _ in ticks.cancel() }
    ticks.replace(
      with: AnyCancellable(
        schedule(after: now.advanced(by: interval), interval: interval, tolerance: tolerance, options: options) {
          target.tick()
        }
      )
    )
    return stream
  }

  /// A ``SchedulerTimer`` on this scheduler: the publisher of its time every `interval`, once connected.
  ///
  /// The shape of combine-schedulers' `timerPublisher(every:tolerance:options:)`; ``SchedulerTimer`` is this
  /// library's name for Combine's `Timer.TimerPublisher` on any scheduler.
  ///
  /// ```swift
  /// let scheduler = TestScheduler()
  /// var ticks: [TestScheduler.SchedulerTimeType] = []
  /// let cancellable = scheduler.timerPublisher(every: .seconds(1)).autoconnect().sink { ticks.append($0) }
  /// scheduler.advance(by: .seconds(2))
  /// print(ticks)  // Prints "[1.0s, 2.0s]"
  /// ```
  ///
  /// - Parameters:
  ///   - interval: The time between ticks.
  ///   - tolerance: The timing variance the scheduler may allow; `nil` (the default) uses its minimum tolerance.
  ///   - options: Options for the scheduler. Default: none.
  /// - Returns: A connectable timer publisher.
  public func timerPublisher(
    every interval: SchedulerTimeType.Stride,
    tolerance: SchedulerTimeType.Stride? = nil,
    options: SchedulerOptions? = nil
  ) -> SchedulerTimer<Self> {
    SchedulerTimer(every: interval, tolerance: tolerance, scheduler: self, options: options)
  }
}

/// One tick of a ``Scheduler/timer(interval:tolerance:options:)`` stream.
private protocol StreamTick: AnyObject, Sendable {
  func tick()
}

/// Yields the scheduler's time to the timer's stream at each tick.
private final class StreamTicker<Context: Scheduler>: StreamTick, @unchecked Sendable {
  // @unchecked: the continuation is thread-safe and the scheduler is only read (`now`), as schedulers allow from
  // any thread — as `SchedulerTimer` does.
  private let scheduler: Context
  private let continuation: AsyncStream<Context.SchedulerTimeType>.Continuation

  init(scheduler: Context, continuation: AsyncStream<Context.SchedulerTimeType>.Continuation) {
    self.scheduler = scheduler
    self.continuation = continuation
  }

  func tick() {
    continuation.yield(scheduler.now)
  }
}
