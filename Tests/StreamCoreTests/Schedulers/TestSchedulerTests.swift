import StreamCore
import TestSupport
import Testing

@Suite struct TestSchedulerTests {
  @Test func startsAtZeroAndRunsWorkByTimeThenOrder() {
    let scheduler = TestScheduler()
    let log = TimedRecorder<String>(scheduler)
    #expect(scheduler.now.nanoseconds == 0)
    scheduler.schedule(after: scheduler.now.advanced(by: .seconds(2))) { log.record("b") }
    scheduler.schedule(after: scheduler.now.advanced(by: .seconds(1))) { log.record("a1") }
    scheduler.schedule(after: scheduler.now.advanced(by: .seconds(1))) { log.record("a2") }
    scheduler.schedule { log.record("now") }
    #expect(log.log.isEmpty)
    scheduler.advance(by: .milliseconds(1_500))
    #expect(log.log == ["0: now", "1000: a1", "1000: a2"])
    #expect(scheduler.now.nanoseconds == 1_500_000_000)
    scheduler.run()
    #expect(log.log == ["0: now", "1000: a1", "1000: a2", "2000: b"])
  }

  @Test func workScheduledByWorkRunsInTheSameAdvance() {
    let scheduler = TestScheduler()
    let log = TimedRecorder<String>(scheduler)
    scheduler.schedule(after: scheduler.now.advanced(by: .seconds(1))) {
      log.record("first")
      scheduler.schedule(after: scheduler.now.advanced(by: .milliseconds(500))) { log.record("second") }
    }
    scheduler.advance(by: .seconds(2))
    #expect(log.log == ["1000: first", "1500: second"])
  }

  @Test func repeatsUntilCancelled() {
    let scheduler = TestScheduler()
    let log = TimedRecorder<String>(scheduler)
    let timer = scheduler.schedule(after: scheduler.now.advanced(by: .seconds(1)), interval: .seconds(1)) {
      log.record("tick")
    }
    scheduler.advance(by: .seconds(3))
    timer.cancel()
    scheduler.advance(by: .seconds(3))
    #expect(log.log == ["1000: tick", "2000: tick", "3000: tick"])
  }

  @Test func stridesReadAsSeconds() {
    let literal: TestScheduler.SchedulerTimeType.Stride = 2
    #expect(literal == .seconds(2))
    #expect(TestScheduler.SchedulerTimeType.Stride(floatLiteral: 0.5) == .milliseconds(500))
    #expect(TestScheduler.SchedulerTimeType.Stride.microseconds(3) == .nanoseconds(3_000))
    #expect(TestScheduler.SchedulerTimeType.Stride.seconds(1.5) == .milliseconds(1_500))
  }

  @Test func pastDatesRunAtTheCurrentTime() {
    let scheduler = TestScheduler()
    scheduler.advance(by: .seconds(5))
    let log = TimedRecorder<String>(scheduler)
    scheduler.schedule(after: TestScheduler.SchedulerTimeType(nanoseconds: 0)) { log.record("late") }
    scheduler.advance()
    #expect(log.log == ["5000: late"])
  }

  @Test func runWithEndlessRepeatingWorkTraps() async {
    await #expect(processExitsWith: .failure) {
      let scheduler = TestScheduler()
      let timer = scheduler.schedule(after: scheduler.now, interval: .seconds(1)) {}
      withExtendedLifetime(timer) { scheduler.run() }
    }
  }
}

@Suite struct ImmediateSchedulerTests {
  @Test func runsEverythingAtOnce() {
    let counter = Counter()
    let scheduler = ImmediateScheduler.shared
    scheduler.schedule { counter.increment() }
    scheduler.schedule(after: scheduler.now.advanced(by: .seconds(10))) { counter.increment() }
    _ = scheduler.schedule(after: scheduler.now, interval: .seconds(1)) { counter.increment() }
    #expect(counter.value == 3)
    #expect(Just(1).receive(on: scheduler).record().values == [1])
  }

  /// 10,000 queued actions, scheduled latest first, run in due-time order (the queue is a heap, so this stays
  /// O(n log n)).
  @Test func runsManyQueuedActionsInTimeOrder() {
    let scheduler = TestScheduler()
    let log = OrderLog()
    let count = 10_000
    for index in (0..<count).reversed() {
      scheduler.schedule(after: scheduler.now.advanced(by: .nanoseconds(index))) { log.append(index) }
    }
    scheduler.run()
    #expect(log.values == Array(0..<count))
  }
}
