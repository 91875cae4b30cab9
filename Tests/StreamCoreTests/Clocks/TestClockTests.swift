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
