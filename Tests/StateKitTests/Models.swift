import StateKit
import StreamCore
import TestSupport

/// The SPEC's example model, with call counters that do not take part in its equality.
struct SpecCounter: BehavioralStateContract {
  var count = 0
  var isOdd = false
  var text = ""
  @IgnoredState var applyRulesCalls = Counter()
  @IgnoredState var countRuleCalls = Counter()

  mutating func applyRules() {
    applyRulesCalls.increment()
    isOdd = count % 2 != 0
  }

  @SubscriptionBuilder
  static func applyBindingRules(to state: RulesPublisher) -> [AnyCancellable] {
    state.bindDiffed(to: \.count) { pair in
      pair.new.countRuleCalls.increment()
      pair.new.text = "was \(pair.old?.count ?? 0)"
    }
  }
}

/// A model with no rules at all: every requirement has a default.
struct Plain: BehavioralStateContract {
  var count = 0
}

/// Clamps `value` to 0...10.
struct Clamped: BehavioralStateContract {
  var value = 0
  mutating func applyRules() { value = min(max(value, 0), 10) }
}

/// Never converges: every pass flips the flag.
struct Toggler: BehavioralStateContract {
  var flag = false
  var count = 0
  mutating func applyRules() { flag.toggle() }
}

/// An MVI model.
struct ActionCounter: BehavioralStateContract {
  enum Action {
    case increment
    case add(Int)
  }

  var count = 0
  var doubled = 0
  @IgnoredState var postProcessed = Counter()

  mutating func applyRules() { doubled = count * 2 }

  mutating func receive(_ action: Action) {
    switch action {
    case .increment: count += 1
    case .add(let amount): count += amount
    }
  }

  mutating func postActionsProcessing() { postProcessed.increment() }
}
