import StateKit
import StreamCore
import TestSupport
import Testing

@Suite("ManagedState: rule passes")
struct ManagedStatePassTests {
  @Test("SPEC example: init runs applyRules once and the count rule once with old == nil")
  func initialPass() {
    @ManagedState var model = SpecCounter()
    #expect(model.applyRulesCalls.value == 1)
    #expect(model.countRuleCalls.value == 1)
    #expect(model.text == "was 0")
    #expect(model.isOdd == false)
  }

  @Test("SPEC example: each count mutation runs applyRules twice and the count rule once, one emission each")
  func mutationPasses() {
    @ManagedState var model = SpecCounter()
    let recorder = $model.record()
    let expected = [(3, 2), (5, 3), (7, 4)]
    for (index, calls) in expected.enumerated() {
      model.count += 1
      #expect(model.applyRulesCalls.value == calls.0)
      #expect(model.countRuleCalls.value == calls.1)
      #expect(recorder.values.count == index + 2)
    }
    let news = recorder.values.map { "\($0.new.count) \($0.new.isOdd) \($0.new.text)" }
    #expect(news == ["0 false was 0", "1 true was 0", "2 false was 1", "3 true was 2"])
    #expect(recorder.values.map { $0.old?.count } == [nil, 0, 1, 2])
  }

  @Test("A mutation to an equal value runs one pass and emits nothing")
  func equalMutation() {
    @ManagedState var model = SpecCounter()
    let recorder = $model.record()
    model.count = 0
    #expect(model.applyRulesCalls.value == 2)
    #expect(model.countRuleCalls.value == 1)
    #expect(recorder.values.count == 1)
  }

  @Test("Rules that revert the change: nothing emitted, the value stays")
  func revertingRules() {
    @ManagedState var model = Clamped()
    model.value = 10
    let recorder = $model.record()
    model.value = 11
    #expect(model.value == 10)
    #expect(recorder.values.map(\.new.value) == [10])
  }

  @Test("Converging rules take only the passes they need")
  func convergingRules() {
    struct Stepper: BehavioralStateContract {
      var target = 0
      var current = 0
      @IgnoredState var passes = Counter()
      mutating func applyRules() {
        passes.increment()
        if current < target { current += 1 }
      }
    }
    @ManagedState var model = Stepper()
    model.target = 3
    #expect(model.current == 3)
    // 1 at init, then 4 passes: three that step, one that changes nothing.
    #expect(model.passes.value == 5)
  }

  @Test("bind(to:) rules see the state being computed, and fire once per change of their field, whichever rule made it")
  func bindRules() {
    struct Search: BehavioralStateContract {
      var query = ""
      var page = 3
      var status = ""
      @IgnoredState var queryRuleCalls = Counter()
      @SubscriptionBuilder
      static func applyBindingRules(to state: RulesPublisher) -> [AnyCancellable] {
        state.bind(to: \.query) { model in
          model.queryRuleCalls.increment()
          model.page = 0
        }
        state.bind(to: \.status) { status in status = status.uppercased() }
        state.bindDiffed(to: \.page) { model, page in model.status = "page \(page.old ?? -1) -> \(page.new)" }
      }
    }
    @ManagedState var model = Search()
    // At init the rules run once, in order: the status rule ran before the page rule wrote the status.
    #expect(model.queryRuleCalls.value == 1)
    #expect(model.status == "page -1 -> 0")
    model.page = 5
    #expect(model.queryRuleCalls.value == 1)
    #expect(model.status == "PAGE 0 -> 5")
    model.query = "swift"
    #expect(model.queryRuleCalls.value == 2)
    #expect(model.page == 0)
    #expect(model.status == "PAGE 5 -> 0")
  }

  @Test("withLock, key-path writes and the setter are one mutation each")
  func mutationForms() {
    @ManagedState var model = SpecCounter()
    let recorder = $model.record()
    $model.withLock { value in
      value.count = 5
      value.text = "ignored: the rule rewrites it"
    }
    _model.withLock { $0.count += 1 }
    model[keyPath: \.count] = 10
    var replacement = model
    replacement.count = 11
    model = replacement
    #expect(recorder.values.map(\.new.count) == [0, 5, 6, 10, 11])
    #expect(model.text == "was 10")
  }

  @Test("withLock returns what its body returns")
  func withLockResult() {
    @ManagedState var model = Plain()
    let result = $model.withLock { value -> Int in
      value.count = 4
      return value.count * 10
    }
    #expect(result == 40)
    #expect(model.count == 4)
  }

  @Test("projectedValue is the wrapper itself")
  func projectedValue() {
    @ManagedState var model = Plain()
    #expect($model === _model)
    #expect($model.description == "Plain(count: 0)")
  }
}

/// A model whose binding rule and `applyRules` both write `label`: the first committed value must be a fixed point.
private struct Labelled: BehavioralStateContract {
  var count = 0
  var label = ""
  var unrelated = 0

  mutating func applyRules() { label = "Count: \(count)" }

  @SubscriptionBuilder
  static func applyBindingRules(to state: RulesPublisher) -> [AnyCancellable] {
    state.bind(to: \.count) { model in model.label = "Updated: \(model.count)" }
  }
}

@Suite("ManagedState: the first committed value")
struct InitialValueTests {
  @Test("init runs the binding rules with old == nil, then passes to a fixed point")
  func initialValueIsAFixedPoint() {
    @ManagedState var model = Labelled()
    #expect(model.label == "Count: 0")
    let recorder = $model.record()
    model.unrelated = 1
    #expect(model.label == "Count: 0")
    #expect(recorder.values.map(\.new.label) == ["Count: 0", "Count: 0"])
  }
}
