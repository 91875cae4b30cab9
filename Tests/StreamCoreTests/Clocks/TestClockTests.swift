import StreamCore
import TestSupport
import Testing

/// Each test ends by itself: tasks are cancelled at the end, and a cancelled sleep ends at once.
@MainActor @Suite struct TestClockTests {
  @Test func advanceWakesSleepsInDeadlineOrder() async {
    let clock = TestClock()
    let log = Log<String>()
    let late = Task {
      try await clock.sleep(for: .seconds(2))
      log.append("late")
    }
    let early = Task {
      try await clock.sleep(for: .seconds(1))
      log.append("early")
    }
    await clock.advance(by: .milliseconds(999))
    #expect(log.entries.isEmpty)
    await clock.advance(by: .seconds(2))
    #expect(log.entries == ["early", "late"])
    #expect(clock.now.offset == .milliseconds(2_999))
    late.cancel()
    early.cancel()
    _ = (await late.result, await early.result)
  }

  @Test func aTimerLoopIsDrivenThroughOneAdvanceAndStopsWhenCancelled() async throws {
    let clock = TestClock()
    let count = Log<Int>()
    let timer = Task {
      var ticks = 0
      while true {
        try await clock.sleep(for: .seconds(5))
        ticks += 1
        count.append(ticks)
      }
    }
    await clock.advance(by: .seconds(15))
    #expect(count.entries == [1, 2, 3])
    timer.cancel()
    _ = await timer.result
    try await clock.checkSuspension()
  }

  @Test func checkSuspensionThrowsWhileASleepWaits() async throws {
    let clock = TestClock()
    let task = Task { try await clock.sleep(for: .seconds(1)) }
    await #expect(throws: SuspensionError.self) { try await clock.checkSuspension() }
    await clock.advance(to: .init(offset: .seconds(1)))
    try await clock.checkSuspension()
    try await task.value
  }

  @Test func runEndsWhenTheLastSleepHasWoken() async throws {
    let clock = TestClock()
    let task = Task { for _ in 1...10 { try await clock.sleep(for: .seconds(1)) } }
    await clock.run()
    #expect(clock.now.offset == .seconds(10))
    try await task.value
  }

  @Test func aTimerTicksEveryIntervalAsTheClockAdvances() async {
    let clock = TestClock()
    let ticks = Log<Duration>()
    let timer = Task {
      for await tick in clock.timer(interval: .seconds(5)) { ticks.append(tick.offset) }
    }
    await clock.advance(by: .seconds(4))
    #expect(ticks.entries.isEmpty)
    await clock.advance(by: .seconds(11))
    #expect(ticks.entries == [.seconds(5), .seconds(10), .seconds(15)])
    timer.cancel()
    await timer.value
    #expect(ticks.entries.count == 3)
  }

  @Test func aTimerRunsOutUnderRunWithATimeoutWhenPrefixed() async {
    let clock = TestClock()
    let timer = clock.timer(interval: .seconds(1)).prefix(10)
    let task = Task {
      var ticks = 0
      for await _ in timer { ticks += 1 }
      return ticks
    }
    await clock.run(timeout: .seconds(60))
    #expect(await task.value == 10)
    #expect(clock.now.offset == .seconds(10))
  }

  @Test func aTimerSkipsTheTicksItMissedAndKeepsItsPhase() async {
    let clock = TestClock()
    let iterator = clock.timer(interval: .seconds(2)).makeAsyncIterator()
    let first = Task {
      var ticking = iterator
      let tick = await ticking.next()?.offset
      return (ticking, tick)
    }
    await clock.advance(by: .seconds(2))
    let (ticking, firstTick) = await first.value
    // The clock moves 5 seconds while nobody waits: the ticks at 4 and 6 are missed, the next is at 8.
    await clock.advance(by: .seconds(5))
    let second = Task {
      var next = ticking
      return await next.next()?.offset
    }
    await clock.advance(by: .seconds(1))
    #expect(firstTick == .seconds(2))
    #expect(await second.value == .seconds(8))
  }

  @Test func aTimerOnAVirtualSchedulerIsTheSchedulersStream() async {
    let scheduler = TestScheduler()
    let stream = scheduler.timer(interval: .seconds(1))
    let _: AsyncStream<TestScheduler.SchedulerTimeType> = stream  // the scheduler's overload, not the clock's
    let task = Task {
      var ticks = 0
      for await _ in stream.prefix(2) { ticks += 1 }
      return ticks
    }
    await scheduler.advance(by: .seconds(2))
    #expect(await task.value == 2)
  }

  @Test func aPastDeadlineReturnsAtOnceAndCancellationThrows() async throws {
    let clock = TestClock<Duration>(now: .init(offset: .seconds(5)))
    try await clock.sleep(until: .init(offset: .seconds(1)))
    #expect(clock.minimumResolution == .zero)
    let task = Task { try await clock.sleep(for: .seconds(1)) }
    await clock.advance()
    task.cancel()
    await #expect(throws: CancellationError.self) { try await task.value }
    try await clock.checkSuspension()
  }
}

/// Nested in ``SchedulerDiagnosticsUsers``: `run(timeout:)` reports to the process-wide
/// ``SchedulerDiagnostics/handler``.
extension SchedulerDiagnosticsUsers {
  @MainActor @Suite struct TestClockRunTimeoutTests {
    @Test func runWithATimeoutEndsQuietlyWhenTheLastSleepHasWoken() async throws {
      let reports = Log<String>()
      SchedulerDiagnostics.handler = { reports.append($0) }
      defer { SchedulerDiagnostics.reset() }
      let clock = TestClock()
      let task = Task {
        var ticks = 0
        for _ in 1...5 {
          try await clock.sleep(for: .seconds(1))
          ticks += 1
        }
        return ticks
      }
      await clock.run(timeout: .seconds(60))
      #expect(clock.now.offset == .seconds(5))
      #expect(try await task.value == 5)
      #expect(reports.entries.isEmpty)
    }

    @Test func runWithATimeoutReportsTheSleepsStillWaitingAndEndsThem() async throws {
      let reports = Log<String>()
      SchedulerDiagnostics.handler = { reports.append($0) }
      defer { SchedulerDiagnostics.reset() }
      let clock = TestClock()
      let forever = Task {
        while true { try await clock.sleep(for: .seconds(1)) }
      }
      let line = #line + 1
      await clock.run(timeout: .milliseconds(50))
      await #expect(throws: CancellationError.self) { try await forever.value }
      try await clock.checkSuspension()
      #expect(reports.entries.count == 1)
      let report = reports.entries.first ?? ""
      #expect(report.hasPrefix("TestClock.run(timeout:): sleeps are still suspending after 0.05 seconds (1 waiting"))
      #expect(report.hasSuffix("(StreamCoreTests/TestClockTests.swift:\(line))"))
    }
  }
}
