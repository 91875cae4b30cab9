import Foundation
import StreamCore
import TestSupport
import Testing

/// `sleep`, `timer` and `timerPublisher` on every scheduler. Each test ends by itself: tasks are cancelled at the
/// end, and a cancelled sleep ends at once.
@MainActor @Suite struct SchedulerConcurrencyTests {
  @Test func sleepForWakesWhenTheClockReachesTheDeadline() async {
    let scheduler = TestScheduler()
    let log = Log<String>()
    let task = Task {
      try await scheduler.sleep(for: .milliseconds(300))
      log.append("woke at \(scheduler.now)")
    }
    await scheduler.advance(by: .milliseconds(299))
    #expect(log.entries.isEmpty)
    await scheduler.advance(by: .milliseconds(1))
    #expect(log.entries == ["woke at 0.3s"])
    task.cancel()
    _ = await task.result
  }

  @Test func sleepUntilAPastDeadlineWakesAtTheNextTurn() async {
    let scheduler = TestScheduler(now: .init(nanoseconds: 5))
    let log = Log<Int>()
    let task = Task {
      try await scheduler.sleep(until: .init(nanoseconds: 1))
      log.append(scheduler.now.nanoseconds)
    }
    await scheduler.advance()
    #expect(log.entries == [5])
    task.cancel()
    _ = await task.result
  }

  @Test func cancellingASleepThrowsCancellationErrorAndRemovesTheWakeUp() async {
    let scheduler = DispatchQueue.test
    let task = Task { try await scheduler.sleep(until: scheduler.now.advanced(by: .seconds(5))) }
    await scheduler.advance()
    #expect(scheduler.pendingCount == 1)
    task.cancel()
    await #expect(throws: CancellationError.self) { try await task.value }
    #expect(scheduler.pendingCount == 0)
  }

  @Test func aSleepInAnAlreadyCancelledTaskThrowsWithoutScheduling() async {
    let scheduler = TestScheduler()
    let task = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      try await scheduler.sleep(for: .seconds(1))
    }
    await #expect(throws: CancellationError.self) { try await task.value }
    #expect(scheduler.pendingCount == 0)
  }

  @Test func sleepOnAnImmediateSchedulerReturnsAtOnce() async throws {
    try await ImmediateScheduler.shared.sleep(for: .seconds(60))
    try await DispatchQueue.immediate.sleep(until: DispatchQueue.immediate.now.advanced(by: .seconds(60)))
  }

  @Test func timerYieldsTheClockAtEachTickAndStopsWhenIterationStops() async {
    let scheduler = TestScheduler()
    let ticks = Log<String>()
    let task = Task {
      for await tick in scheduler.timer(interval: .seconds(1)).prefix(3) {
        ticks.append("\(tick)")
      }
    }
    await scheduler.advance(by: .seconds(2))
    #expect(ticks.entries == ["1.0s", "2.0s"])
    await scheduler.advance(by: .seconds(5))
    #expect(ticks.entries == ["1.0s", "2.0s", "3.0s"])
    #expect(scheduler.pendingCount == 0)
    task.cancel()
    _ = await task.result
  }

  @Test func cancellingTheIteratingTaskCancelsTheTimer() async {
    let scheduler = RunLoop.test
    let task = Task {
      for await _ in scheduler.timer(interval: 1) {}
    }
    await scheduler.advance(by: 2)
    #expect(scheduler.pendingCount == 1)
    task.cancel()
    _ = await task.result
    #expect(scheduler.pendingCount == 0)
  }

  @Test func timerPublisherIsASchedulerTimerOnTheScheduler() {
    let scheduler = TestScheduler()
    let timer: SchedulerTimer<TestScheduler> = scheduler.timerPublisher(every: .seconds(1), tolerance: .zero)
    #expect(timer.interval == .seconds(1))
    #expect(timer.tolerance == .zero)
    var ticks: [TestScheduler.SchedulerTimeType] = []
    let cancellable = timer.autoconnect().sink { ticks.append($0) }
    scheduler.advance(by: .seconds(2))
    #expect(ticks == [.init(nanoseconds: 1_000_000_000), .init(nanoseconds: 2_000_000_000)])
    cancellable.cancel()
  }
}
