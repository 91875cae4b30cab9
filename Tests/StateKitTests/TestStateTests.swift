import StateKit
import StreamCore
import TestSupport
import Testing

/// Searches a word list 300 ms after the query stops changing, on a scheduler the model carries.
struct DebouncedSearch: BehavioralStateContract {
  var query = ""
  var results: [String] = []
  @IgnoredState var scheduler = TestScheduler()

  static func applyAnyRules(to state: StateBinding<Self>) -> [Any] {
    let words = ["tea", "team", "jam"]
    return [
      state.publisher.map(\.new.query).removeDuplicates().dropFirst()
        .debounce(for: .milliseconds(300), scheduler: state.wrappedValue.scheduler)
        .sink { query in state.wrappedValue.results = words.filter { $0.hasPrefix(query) } }
    ]
  }
}

@Suite("TestState: exhaustive state tests")
struct TestStateTests {
  /// The error a step throws, as text; "" when it does not throw.
  func failure(_ step: () throws -> Void) -> String {
    do {
      try step()
      return ""
    } catch {
      return "\(error)"
    }
  }

  @Test("The SPEC's basket test passes: actions, key-path writes, mutations, a step without change, finish")
  func basket() throws {
    let store = TestState(Basket())
    try store.send(.clear)  // an empty basket: no change, nothing to state
    try store.send(.add("tea", 3)) {
      $0.items = ["tea"]
      $0.total = 3
      $0.isEmpty = false
    }
    try store.set(\.note, "gift") { $0.note = "gift" }
    try store.mutate({ $0.items.append("jam") }, assert: { $0.items = ["tea", "jam"] })
    try store.send(.remove(at: 0)) { $0.items = ["jam"] }
    try store.finish()
    #expect(store.value.items == ["jam"])
    #expect(store.state.wrappedValue.total == 3)
  }

  @Test("A wrong expectation throws the step, its location and only the differing field")
  func wrongField() {
    let store = TestState(Basket())
    let line = #line + 2
    let text = failure {
      try store.send(.add("tea", 3)) {
        $0.items = ["tea"]
        $0.total = 4
        $0.isEmpty = false
      }
    }
    #expect(
      text == """
        send(.add("tea", 3)) at TestStateTests.swift:\(line): the state differs from the expectation \
        (− expected, + actual):
          − total: 4
          + total: 3
        """
    )
  }

  @Test("Exhaustive: a derived field left out of the expectation is reported, and only it")
  func derivedFieldLeftOut() {
    let store = TestState(Basket())
    let line = #line + 1
    let text = failure { try store.mutate({ $0.items = ["tea", "jam"] }, assert: { $0.items = ["tea", "jam"] }) }
    #expect(
      text == """
        mutate at TestStateTests.swift:\(line): the state differs from the expectation (− expected, + actual):
          − isEmpty: true
          + isEmpty: false
        """
    )
  }

  @Test("An unstated change fails with the changed fields; added array elements are changes at their index")
  func unstatedChange() {
    let store = TestState(Basket())
    let line = #line + 1
    let text = failure { try store.send(.add("tea", 3)) }
    #expect(
      text == """
        send(.add("tea", 3)) at TestStateTests.swift:\(line): the state differs from the expectation \
        (− expected, + actual):
          + items[0]: "tea"
          − total: 0
          + total: 3
          − isEmpty: true
          + isEmpty: false
        """
    )
  }

  @Test("A stated change that does not happen fails; a removed element is a change at its index")
  func expectedChangeMissing() throws {
    let store = TestState(Basket())
    try store.send(.add("tea", 3)) {
      $0.items = ["tea"]
      $0.total = 3
      $0.isEmpty = false
    }
    let line = #line + 1
    let text = failure { try store.set(\.note, "") { $0.items = [] } }
    #expect(
      text == """
        set(\\Basket.note, "") at TestStateTests.swift:\(line): the state differs from the expectation \
        (− expected, + actual):
          + items[0]: "tea"
        """
    )
  }

  @Test("@IgnoredState fields need no stating: an action that counts renders passes without mentioning them")
  func ignoredState() throws {
    let store = TestState(Basket())
    try store.send(.add("tea", 3)) {
      $0.items = ["tea"]
      $0.total = 3
      $0.isEmpty = false
    }
    #expect(store.value.renders == 1)
    try store.finish()
  }

  @Test("exhaustivity .off checks only the fields the assert closure changes")
  func nonExhaustive() throws {
    let store = TestState(Basket())
    store.exhaustivity = .off
    try store.send(.add("tea", 3)) { $0.total = 3 }  // items and isEmpty changed too: not checked
    let line = #line + 1
    let text = failure { try store.send(.add("jam", 2)) { $0.total = 6 } }
    #expect(
      text == """
        send(.add("jam", 2)) at TestStateTests.swift:\(line): the state differs from the expectation \
        (− expected, + actual):
          − total: 6
          + total: 5
        """
    )
  }

  @Test("A change made outside the steps is queued: the next step and finish throw until it is received")
  func outsideChange() throws {
    let store = TestState(Basket())
    store.state.wrappedValue.note = "from the view"
    let line = #line + 1
    let text = failure { try store.send(.clear) }
    #expect(
      text == """
        send(.clear) at TestStateTests.swift:\(line): a change made outside the steps was not received; the oldest \
        (− before, + after):
          − note: ""
          + note: "from the view"
        """
    )
    #expect(failure { try store.finish() }.hasPrefix("finish at TestStateTests.swift:"))
    try store.receive { $0.note = "from the view" }
    try store.finish()
  }

  @Test("Several unreceived changes are counted; each is received in order")
  func severalOutsideChanges() throws {
    let store = TestState(Basket())
    store.state.wrappedValue.note = "a"
    store.state.wrappedValue.note = "b"
    #expect(failure { try store.finish() }.contains("2 changes made outside the steps were not received"))
    let line = #line + 1
    let text = failure { try store.receive { $0.note = "b" } }
    #expect(
      text == """
        receive at TestStateTests.swift:\(line): the state differs from the expectation (− expected, + actual):
          − note: "b"
          + note: "a"
        """
    )
    try store.receive { $0.note = "a" }
    try store.receive { $0.note = "b" }
    try store.finish()
  }

  @Test("receive with nothing waiting throws")
  func nothingToReceive() {
    let store = TestState(Basket())
    let line = #line + 1
    let text = failure { try store.receive { $0.note = "x" } }
    #expect(
      text == "receive at TestStateTests.swift:\(line): no change made outside the steps is waiting to be received"
    )
  }

  @Test("exhaustivity .off skips unreceived changes, and receive finds the first change matching what it states")
  func nonExhaustiveReceive() throws {
    let store = TestState(Basket())
    store.exhaustivity = .off
    store.state.wrappedValue.note = "a"
    try store.send(.add("tea", 3)) { $0.total = 3 }  // the unreceived note change is skipped
    store.state.wrappedValue.note = "b"
    store.state.wrappedValue.note = "c"
    try store.receive { $0.note = "c" }  // skips "b"
    try store.finish()
    #expect(failure { try store.receive { $0.note = "d" } }.contains("no change made outside the steps"))
  }

  @Test("A subscriber's reaction to a step is its own change: one notification each, received after the step")
  func subscriberReaction() throws {
    let store = TestState(Basket())
    let state = store.state
    let reaction = state.publisher(for: \.total).dropFirst().sink { total in
      if total > 5 { state.wrappedValue.note = "big order" }
    }
    try store.send(.add("tea", 6)) {
      $0.items = ["tea"]
      $0.total = 6
      $0.isEmpty = false
    }
    try store.receive { $0.note = "big order" }
    try store.finish()
    withExtendedLifetime(reaction) {}
  }

  @Test("A debounced rule on a TestScheduler: advance the clock, then receive its write")
  func debouncedRule() throws {
    let scheduler = TestScheduler()
    let store = TestState(DebouncedSearch(scheduler: scheduler))
    try store.set(\.query, "te") { $0.query = "te" }
    scheduler.advance(by: .milliseconds(299))
    try store.finish()  // nothing yet
    scheduler.advance(by: .milliseconds(1))
    try store.receive { $0.results = ["tea", "team"] }
    try store.finish()
  }

  @Test("The initial value is the state's first committed value, rules applied")
  func initialValue() throws {
    let store = TestState(SpecCounter(count: 3))
    #expect(store.value.isOdd)
    #expect(store.value.text == "was 0")
    try store.set(\.count, 4) {
      $0.count = 4
      $0.isOdd = false
      $0.text = "was 3"
    }
    try store.finish()
  }

  @Test("The failure text reads the same in any test framework: a plain String, no framework types")
  func failureIsPlainError() {
    let store = TestState(Plain())
    do {
      try store.set(\.count, 1)
      Issue.record("the step did not throw")
    } catch let mismatch as StateMismatch {
      #expect(mismatch.step == "set(\\Plain.count, 1)")
      #expect(mismatch.diff.changes == [StateDiff.Change(path: "count", old: "0", new: "1")])
      #expect(mismatch.reason == "the state differs from the expectation (− expected, + actual)")
      #expect(mismatch.fileID.hasSuffix("TestStateTests.swift"))
    } catch {
      Issue.record("unexpected error \(error)")
    }
  }
}
