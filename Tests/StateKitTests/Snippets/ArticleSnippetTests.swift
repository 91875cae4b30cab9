import StateKit
import StreamCore
import TestSupport
import Testing

/// The main code blocks of StateKit's articles (and StreamCore's Getting started), verbatim between the `print`
/// recorder and the assertions.
@Suite struct StateKitArticleSnippetTests {
  @Test func gettingStarted() {
    let printed = Log<String>()
    func print(_ items: Any..., separator: String = " ") {
      printed.append(items.map { "\($0)" }.joined(separator: separator))
    }

    struct Counter: BehavioralStateContract {
      var count = 0
      var isOdd = false
      mutating func applyRules() { isOdd = count % 2 != 0 }
    }
    @ManagedState var counter = Counter()
    counter.count += 1  // atomic; the rules run before anyone is notified
    print(counter.isOdd)  // Prints "true"

    #expect(printed.entries == ["true"])
  }

  @Test func managingStateMVI() {
    let printed = Log<String>()
    func print(_ items: Any..., separator: String = " ") {
      printed.append(items.map { "\($0)" }.joined(separator: separator))
    }

    struct Counter: BehavioralStateContract {
      enum Action { case increment }
      var count = 0
      mutating func receive(_ action: Action) { count += 1 }
    }
    @ManagedState var model = Counter()
    $model.send(.increment)
    print(model.count)  // Prints "1"

    #expect(printed.entries == ["1"])
  }

  @Test func comingFromCombineExt() {
    let printed = Log<String>()
    func print(_ items: Any..., separator: String = " ") {
      printed.append(items.map { "\($0)" }.joined(separator: separator))
    }

    struct Counter: BehavioralStateContract {
      var count = 0
      var isOdd = false
      var text = ""
      mutating func applyRules() { isOdd = count % 2 != 0 }
      @SubscriptionBuilder
      static func applyBindingRules(to state: RulesPublisher) -> [AnyCancellable] {
        state.bindDiffed(to: \.count) { pair in pair.new.text = "was \(pair.old?.count ?? 0)" }
      }
    }
    @ManagedState var model = Counter()
    model.count += 1
    print(model.isOdd, model.text)  // Prints "true was 0"

    #expect(printed.entries == ["true was 0"])
  }

  @Test func aDiffedValueHoldsValuesNotALiveView() {
    struct Counter: BehavioralStateContract {
      var count = 0
    }
    @ManagedState var model = Counter()
    var diffs: [DiffedValue<Counter>] = []
    let cancellable = $model.sink { (diff: DiffedValue<Counter>) in diffs.append(diff) }
    model.count = 1
    model.count = 2
    #expect(diffs.map(\.new.count) == [0, 1, 2])
    var kept = diffs[1]
    kept.new.count = 10
    #expect(model.count == 2)
    cancellable.cancel()
  }
}
