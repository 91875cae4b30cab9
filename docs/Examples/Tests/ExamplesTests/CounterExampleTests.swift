import CounterExample
import StreamCore
import Testing

@Suite struct CounterExampleTests {
  @Test func narratesOneNotificationPerCommittedChangeThenTheTimersTicks() {
    let scheduler = TestScheduler()
    var lines: [String] = []
    var isFinished = false
    let counter = runCounter(scheduler: scheduler, narrate: { lines.append($0) }, finished: { isFinished = true })
    #expect(
      lines == [
        "> count 0 (even), was 0, best 0",
        "send(.increment)",
        "> count 1 (odd), was 0, best 1",
        "send(.add(5))",
        "> count 6 (even), was 1, best 6",
        "send(.decrement)",
        "> count 5 (odd), was 6, best 6",
        "send(.add(-100))",
        "> count 0 (even), was 5, best 6",
        "send(.reset): the count is already 0, so nothing is committed or published",
        "counter.count += 10",
        "> count 10 (even), was 0, best 10",
        "a timer increments three times",
      ]
    )
    scheduler.advance(by: .milliseconds(299))
    #expect(lines.count == 13)
    scheduler.advance(by: .milliseconds(601))
    #expect(
      lines.dropFirst(13) == [
        "> count 11 (odd), was 10, best 11",
        "> count 12 (even), was 11, best 12",
        "> count 13 (odd), was 12, best 13",
      ]
    )
    #expect(isFinished)
    counter.cancel()
  }
}
