import Foundation
import StreamCore
import TestSupport
import Testing

@Suite struct VirtualTimeSchedulerTests {
  @Test func tiedRepeatingActionsKeepTheOrderTheyWereFirstScheduledIn() {
    let scheduler = DispatchQueue.test
    let log = Log<Int>()
    let first = scheduler.schedule(after: scheduler.now.advanced(by: 2), interval: 2) { log.append(1) }
    let second = scheduler.schedule(after: scheduler.now.advanced(by: 3), interval: 3) { log.append(2) }
    scheduler.advance(by: 6)
    // At 6 both fire: the one scheduled first runs first, although the other fired last.
    #expect(log.entries == [1, 2, 1, 1, 2])
    withExtendedLifetime((first, second)) {}
  }

  @Test func aRepetitionTiedWithAOneShotScheduledLaterRunsFirst() {
    let scheduler = TestScheduler()
    let log = Log<String>()
    let timer = scheduler.schedule(after: scheduler.now.advanced(by: .seconds(2)), interval: .seconds(2)) {
      log.append("repeat")
    }
    scheduler.schedule(after: scheduler.now.advanced(by: .seconds(4))) { log.append("once") }
    scheduler.advance(by: .seconds(4))
    #expect(log.entries == ["repeat", "repeat", "once"])
    withExtendedLifetime(timer) {}
  }

  @Test func aOneShotScheduledBeforeARepeatingActionRunsBeforeItsTiedRepetition() {
    let scheduler = TestScheduler()
    let log = Log<String>()
    scheduler.schedule(after: scheduler.now.advanced(by: .seconds(4))) { log.append("once") }
    let timer = scheduler.schedule(after: scheduler.now.advanced(by: .seconds(2)), interval: .seconds(2)) {
      log.append("repeat")
    }
    scheduler.advance(by: .seconds(4))
    #expect(log.entries == ["repeat", "once", "repeat"])
    withExtendedLifetime(timer) {}
  }

  @Test func cancellingARepeatingActionRemovesItsPendingRepetition() {
    let scheduler = RunLoop.test
    let start = scheduler.now
    let log = Log<Int>()
    let timer = scheduler.schedule(after: scheduler.now.advanced(by: 1), interval: 1) { log.append(1) }
    scheduler.advance(by: 1)
    timer.cancel()
    scheduler.run()
    #expect(log.entries == [1])
    #expect(scheduler.now == start.advanced(by: 1))
  }
}

/// The async `advance` and `run` forms. Each test ends by itself: what a task did is read from a log after the
/// clock moved, and the task is then cancelled, so a regression fails an expectation instead of hanging.
@MainActor @Suite struct VirtualTimeSchedulerAsyncTests {
  @Test func asyncAdvanceLetsATaskScheduleItsSleepThenWake() async {
    let scheduler = DispatchQueue.test
    let start = scheduler.now
    let log = Log<DispatchQueue.SchedulerTimeType>()
    let task = Task {
      try await scheduler.sleep(for: .seconds(1))
      log.append(scheduler.now)
    }
    await scheduler.advance(by: .seconds(1))
    #expect(log.entries == [start.advanced(by: .seconds(1))])
    task.cancel()
    _ = await task.result
  }

  @Test func aTaskThatSleepsAgainAfterEachWakeUpIsDrivenThroughOneAdvance() async {
    let scheduler = TestScheduler()
    let log = Log<Int>()
    let task = Task {
      for _ in 1...3 {
        try await scheduler.sleep(for: .seconds(1))
        log.append(scheduler.now.nanoseconds / 1_000_000_000)
      }
    }
    await scheduler.advance(by: .seconds(2))
    #expect(log.entries == [1, 2])
    await scheduler.advance(to: .init(nanoseconds: 10_000_000_000))
    #expect(log.entries == [1, 2, 3])
    #expect(scheduler.now.nanoseconds == 10_000_000_000)
    task.cancel()
    _ = await task.result
  }

  @Test func aCancelledSleepThrowsAndLeavesNothingScheduled() async {
    let scheduler = RunLoop.test
    let start = scheduler.now
    let task = Task { try await scheduler.sleep(until: start.advanced(by: 5)) }
    await scheduler.advance()
    #expect(scheduler.pendingCount == 1)
    task.cancel()
    let result = await task.result
    #expect(throws: CancellationError.self) { try result.get() }
    #expect(scheduler.pendingCount == 0)
    await scheduler.run()
    #expect(scheduler.now == start)
  }

  @Test func aTaskCancelledAndRestartedSleepsFromTheNewStart() async {
    let scheduler = TestScheduler()
    let log = Log<String>()
    let first = Task {
      try await scheduler.sleep(for: .seconds(2))
      log.append("first")
    }
    await scheduler.advance(by: .seconds(1))
    first.cancel()
    _ = await first.result
    let second = Task {
      try await scheduler.sleep(for: .seconds(2))
      log.append("second at \(scheduler.now)")
    }
    await scheduler.advance(by: .seconds(1))
    #expect(log.entries.isEmpty)
    await scheduler.advance(by: .seconds(1))
    #expect(log.entries == ["second at 3.0s"])
    second.cancel()
    _ = await second.result
  }

  @Test func asyncRunEndsWhenTheWorkDoes() async {
    let scheduler = OperationQueue.test
    let start = scheduler.now
    let log = Log<Int>()
    let task = Task {
      var count = 0
      for await _ in scheduler.timer(interval: 1).prefix(3) {
        count += 1
        log.append(count)
      }
    }
    await scheduler.run()
    #expect(log.entries == [1, 2, 3])
    #expect(scheduler.pendingCount == 0)
    #expect(scheduler.now == start.advanced(by: 3))
    task.cancel()
    _ = await task.result
  }

  @Test func asyncRunWithEndlessRepeatingWorkTraps() async {
    await #expect(processExitsWith: .failure) {
      let scheduler = TestScheduler()
      let timer = scheduler.schedule(after: scheduler.now, interval: .seconds(1)) {}
      await scheduler.run()
      timer.cancel()
    }
  }

  @Test func theSynchronousFormsAreCalledFromSynchronousCode() async {
    let scheduler = DispatchQueue.test
    let log = Log<String>()
    func driveSynchronously() {
      scheduler.schedule(after: scheduler.now.advanced(by: .seconds(1))) { log.append("ran") }
      scheduler.advance(by: .seconds(1))
      log.append("advanced")
      scheduler.run()
    }
    driveSynchronously()
    #expect(log.entries == ["ran", "advanced"])
  }

  @Test func theAsyncFormsAreCalledFromAsyncCode() async {
    // Only the async form gives the task a turn before the clock moves; the synchronous one would move it first.
    for scheduler in [DispatchQueue.test, UIScheduler.test] {
      let log = Log<String>()
      let task = Task {
        try await scheduler.sleep(for: .seconds(1))
        log.append("woke")
      }
      await scheduler.advance(by: .seconds(1))
      #expect(log.entries == ["woke"])
      task.cancel()
      _ = await task.result
    }
  }
}
