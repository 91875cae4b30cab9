import StateKit
import StreamCore
import TestSupport
import Testing

/// Flags set when a leak-test model's tokens are cancelled.
final class TokenLog: Sendable {
  let ruleTokenCancelled = Flag()
  let anyTokenCancelled = Flag()
}

struct LeakModel: BehavioralStateContract {
  @TaskLocal static var log: TokenLog?

  var count = 0
  var isOdd = false
  var text = ""

  mutating func applyRules() { isOdd = count % 2 != 0 }

  @SubscriptionBuilder
  static func applyBindingRules(to state: RulesPublisher) -> [AnyCancellable] {
    state.bindDiffed(to: \.count) { pair in pair.new.text = "was \(pair.old?.count ?? 0)" }
    state.sink { _ in }
    if let log {
      AnyCancellable { log.ruleTokenCancelled.set() }
    }
  }

  @AnyTokenBuilder<Any>
  static func applyAnyRules(to state: StateBinding<Self>) -> [Any] {
    let subscription = state.sink { (_: DiffedValue<Self>) in }
    subscription
    if let log {
      AnyCancellable { log.anyTokenCancelled.set() }
    }
  }
}

@Suite("ManagedState: lifetime")
struct LeakTests {
  final class Owner {
    @ManagedState var model = LeakModel()
  }

  @Test("A state with rules, binding rules and applyAnyRules tokens is freed with its owner; its tokens are cancelled")
  func freedWithOwner() {
    let log = TokenLog()
    weak var weakState: ManagedState<LeakModel>?
    LeakModel.$log.withValue(log) {
      let owner = Owner()
      weakState = owner.$model
      owner.model.count += 1
      #expect(owner.model.text == "was 0")
      let subscription = owner.$model.sink { (_: LeakModel) in }
      withExtendedLifetime(subscription) {}
      #expect(!log.ruleTokenCancelled.isSet)
    }
    #expect(weakState == nil)
    #expect(log.ruleTokenCancelled.isSet)
    #expect(log.anyTokenCancelled.isSet)
  }

  @Test("A subscriber keeps the state alive until it cancels, as Combine's subscriptions keep their subject")
  func subscriberKeepsTheStateUntilCancelled() {
    weak var weakState: ManagedState<Plain>?
    var subscription: AnyCancellable?
    do {
      let state = ManagedState(wrappedValue: Plain())
      weakState = state
      subscription = state.justNew().sink { _ in }
    }
    #expect(weakState != nil)
    subscription?.cancel()
    #expect(weakState == nil)
  }
}
