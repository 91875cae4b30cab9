extension VirtualTimeScheduler: Clock where SchedulerTimeType: InstantProtocol, SchedulerTimeType.Duration == Duration {
  /// The scheduler's time type: a virtual scheduler is a clock of its own time.
  public typealias Instant = SchedulerTimeType

  /// Zero: a virtual clock resolves any duration.
  public var minimumResolution: Duration { .zero }

  /// Suspends the current task until the clock reaches `deadline`: the `Clock` face of the scheduler, so Combine
  /// code and `Clock`-based async code given the same virtual scheduler move together, in due-time order.
  ///
  /// If the task is cancelled first, the wake-up is removed and this throws `CancellationError`.
  ///
  /// ```swift
  /// let scheduler = DispatchQueue.test
  /// let clock: any Clock<Duration> = scheduler
  /// let task = Task { try await clock.sleep(for: .seconds(1)); return "woke" }
  /// await scheduler.advance(by: .seconds(1))
  /// print(try await task.value)  // Prints "woke"
  /// ```
  ///
  /// - Parameters:
  ///   - deadline: The time to wake at; a time already past wakes at the next turn of the clock.
  ///   - tolerance: Ignored: a virtual clock wakes every sleeper at its deadline.
  nonisolated(nonsending) public func sleep(until deadline: SchedulerTimeType, tolerance: Duration? = nil) async throws
  {
    try await queue.sleep(until: deadline)
  }
}

extension TestScheduler: Clock {
  /// The scheduler's time type: the test scheduler is a clock of its own time.
  public typealias Instant = SchedulerTimeType

  /// Zero: a virtual clock resolves any duration.
  public var minimumResolution: Duration { .zero }

  /// Suspends the current task until the clock reaches `deadline`: the `Clock` face of the scheduler.
  ///
  /// If the task is cancelled first, the wake-up is removed and this throws `CancellationError`.
  ///
  /// ```swift
  /// let scheduler = TestScheduler()
  /// let clock: any Clock<Duration> = scheduler
  /// let task = Task { try await clock.sleep(for: .milliseconds(300)); return scheduler.now }
  /// await scheduler.advance(by: .milliseconds(300))
  /// print(try await task.value)  // Prints "0.3s"
  /// ```
  ///
  /// - Parameters:
  ///   - deadline: The time to wake at; a time already past wakes at the next turn of the clock.
  ///   - tolerance: Ignored: a virtual clock wakes every sleeper at its deadline.
  nonisolated(nonsending) public func sleep(until deadline: SchedulerTimeType, tolerance: Duration? = nil) async throws
  {
    try await engine.sleep(until: deadline, tolerance: tolerance)
  }
}
