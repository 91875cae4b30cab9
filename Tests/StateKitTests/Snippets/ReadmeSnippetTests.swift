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
}
