import StateKit
import StreamCore
import TestSupport
import Testing

/// The code blocks of StateKit's "Testing state" article, verbatim between the `print` recorder and the assertions.
@Suite struct StateKitTestingStateSnippetTests {
  struct Basket: BehavioralStateContract {
    enum Action {
      case add(String, Int)
      case clear
    }
    var items: [String] = []
    var total = 0
    var isEmpty = true
    var note = ""
    mutating func applyRules() { isEmpty = items.isEmpty }
    mutating func receive(_ action: Action) {
      switch action {
      case .add(let name, let price):
        items.append(name)
        total += price
      case .clear:
        items = []
        total = 0
      }
    }
  }

  @Test func exhaustiveTest() throws {
    let store = TestState(Basket())
    try store.send(.clear)  // an empty basket: nothing changes, nothing to state
    try store.send(.add("tea", 3)) {
      $0.items = ["tea"]
      $0.total = 3
      $0.isEmpty = false
    }
    try store.set(\.note, "gift") { $0.note = "gift" }
    try store.mutate({ $0.items.append("jam") }, assert: { $0.items = ["tea", "jam"] })
    try store.finish()

    #expect(store.value == Basket(items: ["tea", "jam"], total: 3, isEmpty: false, note: "gift"))
  }

  @Test func xcTestMethod() throws {
    func testAddingTea() throws {
      let store = TestState(Basket())
      try store.send(.add("tea", 3)) {
        $0.items = ["tea"]
        $0.total = 3
        $0.isEmpty = false
      }
      try store.finish()
    }

    try testAddingTea()
  }

  @Test func nonExhaustiveTest() throws {
    let store = TestState(Basket())
    store.exhaustivity = .off
    try store.send(.add("tea", 3)) { $0.total = 3 }  // items and isEmpty changed too: not checked
    try store.send(.add("jam", 2)) { $0.total = 5 }
    try store.finish()

    #expect(store.value.items == ["tea", "jam"])
  }

  @Test func receivingADebouncedRule() throws {
    struct Search: BehavioralStateContract {
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

    let scheduler = TestScheduler()
    let store = TestState(Search(scheduler: scheduler))
    try store.set(\.query, "te") { $0.query = "te" }
    scheduler.advance(by: .milliseconds(299))
    try store.finish()  // nothing yet
    scheduler.advance(by: .milliseconds(1))
    try store.receive { $0.results = ["tea", "team"] }
    try store.finish()

    #expect(store.value.results == ["tea", "team"])
  }

  @Test func readingAFailure() {
    let store = TestState(Basket())
    do {
      try store.send(.add("tea", 3)) {
        $0.items = ["tea"]
        $0.total = 4
        $0.isEmpty = false
      }
      Issue.record("the step did not throw")
    } catch {
      #expect(
        "\(error)".hasSuffix(
          """
          the state differs from the expectation (− expected, + actual):
            − total: 4
            + total: 3
          """
        )
      )
    }
  }

  @Test func stateDiff() {
    let printed = Log<String>()
    func print(_ items: Any..., separator: String = " ") {
      printed.append(items.map { "\($0)" }.joined(separator: separator))
    }

    struct Profile: Equatable { var name = "", age = 0 }
    struct User: Equatable {
      var profile = Profile()
      var tags: [String: Int] = [:]
    }
    let diff = StateDiff(from: User(), to: User(profile: Profile(name: "Ada"), tags: ["k": 1]))
    print(diff)
    // Prints:
    // − profile.name: ""
    // + profile.name: "Ada"
    // + tags["k"]: 1
    print(diff.changes.map(\.path))  // Prints "["profile.name", "tags[\"k\"]"]"

    #expect(
      printed.entries == [
        """
        − profile.name: ""
        + profile.name: "Ada"
        + tags["k"]: 1
        """,
        #"["profile.name", "tags[\"k\"]"]"#,
      ]
    )
  }

  @Test func printingChanges() {
    let printed = Log<String>()
    func print(_ items: Any..., separator: String = " ") {
      printed.append(items.map { "\($0)" }.joined(separator: separator))
    }

    @ManagedState var model = Basket()
    let printing = $model.printChanges { print($0) }
    $model.send(.add("tea", 3))
    // Prints:
    // Basket received .add("tea", 3):
    //   + items[0]: "tea"
    //   − total: 0
    //   + total: 3
    //   − isEmpty: true
    //   + isEmpty: false
    model.note = "gift"
    // Prints:
    // Basket changed:
    //   − note: ""
    //   + note: "gift"
    printing.cancel()

    #expect(
      printed.entries == [
        """
        Basket received .add("tea", 3):
          + items[0]: "tea"
          − total: 0
          + total: 3
          − isEmpty: true
          + isEmpty: false
        """,
        """
        Basket changed:
          − note: ""
          + note: "gift"
        """,
      ]
    )
  }
}
