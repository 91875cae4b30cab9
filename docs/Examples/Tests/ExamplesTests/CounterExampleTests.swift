import CounterExample
import StateKit
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

  @Test func rulesStatedChangeByChangeWithTestState() throws {
    let store = TestState(Counter())
    try store.send(.increment) {
      $0.count = 1
      $0.isOdd = true
      $0.best = 1
    }
    try store.send(.add(5)) {
      $0.count = 6
      $0.isOdd = false
      $0.best = 6
      $0.previous = 1
    }
    try store.send(.add(-100)) {  // clamped at zero; best stays
      $0.count = 0
      $0.previous = 6
    }
    try store.send(.reset)  // already 0: nothing committed, nothing to state
    try store.set(\.count, 3) {
      $0.count = 3
      $0.isOdd = true
      $0.previous = 0
    }
    try store.finish()
    #expect(
      StateDiff(from: Counter(), to: store.value).description == """
        − count: 0
        + count: 3
        − isOdd: false
        + isOdd: true
        − best: 0
        + best: 6
        """
    )
  }

  @Test func aForgottenDerivedFieldFailsWithThatFieldOnly() {
    let store = TestState(Counter())
    let mismatch = #expect(throws: StateMismatch.self) {
      try store.send(.increment) {
        $0.count = 1
        $0.isOdd = true
      }
    }
    #expect(mismatch?.diff.changes == [StateDiff.Change(path: "best", old: "0", new: "1")])
    #expect(
      mismatch?.description.hasSuffix(
        """
        the state differs from the expectation (− expected, + actual):
          − best: 0
          + best: 1
        """
      ) == true
    )
  }
}
