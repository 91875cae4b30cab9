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

/// An MVI basket: items that grow and shrink, a derived field, and a field that takes no part in equality.
struct Basket: BehavioralStateContract {
  enum Action: Equatable {
    case add(String, Int)
    case remove(at: Int)
    case clear
  }

  var items: [String] = []
  var total = 0
  var isEmpty = true
  var note = ""
  @IgnoredState var renders = 0

  mutating func applyRules() { isEmpty = items.isEmpty }

  mutating func receive(_ action: Action) {
    renders += 1
    switch action {
    case .add(let name, let price):
      items.append(name)
      total += price
    case .remove(let index):
      items.remove(at: index)
    case .clear:
      items = []
      total = 0
    }
  }
}

/// Nested structs, an array of structs, a dictionary, a set, an optional and an enum with payloads.
struct Account: Equatable {
  struct Profile: Equatable {
    var name = ""
    var age = 0
  }

  struct Item: Equatable {
    var title: String
    var quantity = 1
  }

  enum Phase: Equatable {
    case idle
    case loading(progress: Double)
    case failed(String, code: Int)
  }

  var count = 0
  var profile = Profile()
  var items: [Item] = []
  var tags: [String: Int] = [:]
  var roles: Set<String> = []
  var nickname: String?
  var phase = Phase.idle
  @IgnoredState var cache: [String: Int] = [:]
}
