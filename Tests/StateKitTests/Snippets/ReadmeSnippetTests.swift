import StateKit
import StreamCore
import TestSupport
import Testing

/// The README's StateKit block (also the landing page's), verbatim between the `print` recorder and the assertions.
@Suite struct StateKitReadmeSnippetTests {
  @Test func managedState() {
    let printed = Log<String>()
    func print(_ items: Any..., separator: String = " ") {
      printed.append(items.map { "\($0)" }.joined(separator: separator))
    }

    struct Counter: BehavioralStateContract {
      var count = 0
      var isOdd = false
      var text = ""
      mutating func applyRules() { isOdd = count % 2 != 0 }  // derived state
      @SubscriptionBuilder
      static func applyBindingRules(to state: RulesPublisher) -> [AnyCancellable] {
        state.bindDiffed(to: \.count) { pair in pair.new.text = "was \(pair.old?.count ?? 0)" }
      }
    }

    var bag = Set<AnyCancellable>()
    @ManagedState var model = Counter()
    $model.sink { (diff: DiffedValue<Counter>) in print(diff.new.count, diff.new.text) }.store(in: &bag)
    // Prints "0 was 0"
    model.count += 1  // atomic; rules applied; one notification
    // Prints "1 was 0"
    $model.publisher(for: \.isOdd).sink { print("isOdd:", $0) }.store(in: &bag)  // only when isOdd changes
    // Prints "isOdd: true"

    #expect(printed.entries == ["0 was 0", "1 was 0", "isOdd: true"])
  }

  @Test func testingState() throws {
    let printed = Log<String>()
    func print(_ items: Any..., separator: String = " ") {
      printed.append(items.map { "\($0)" }.joined(separator: separator))
    }

    struct Cart: BehavioralStateContract {
      enum Action { case add(Int) }
      var prices: [Int] = []
      var total = 0
      mutating func applyRules() { total = prices.reduce(0, +) }
      mutating func receive(_ action: Action) { if case .add(let price) = action { prices.append(price) } }
    }

    let store = TestState(Cart())
    try store.send(.add(3)) {
      $0.prices = [3]
      $0.total = 3
    }
    do {
      try store.send(.add(2)) { $0.prices = [3, 2] }  // forgot the derived total
    } catch {
      print(error)
      // Prints:
      // send(.add(2)) at CartTests.swift:14: the state differs from the expectation (− expected, + actual):
      //   − total: 3
      //   + total: 5
    }

    #expect(printed.entries.count == 1)
    #expect(printed.entries.first?.hasPrefix("send(.add(2)) at ReadmeSnippetTests.swift:") == true)
    #expect(
      printed.entries.first?.hasSuffix(
        """
        : the state differs from the expectation (− expected, + actual):
          − total: 3
          + total: 5
        """
      ) == true
    )
  }
}
