import BindingKit
import Foundation
import PropertyKit
import StateKit
import StreamCore
import TestSupport
import Testing

/// A model written as CombineExt's docs write it, in Swift 6 mode: its `UIBinding<Self>` handle is captured by
/// `NotificationCenter`'s `@Sendable` observer block.
private struct Pinged: BehavioralStateContract, Sendable {
  static let ping = Notification.Name("UIBindingSendableTests.ping")
  var pings = 0
  var name = ""

  static func applyAnyRules(to state: UIBinding<Self>) -> [Any] {
    let observer = NotificationCenter.default.addObserver(forName: ping, object: nil, queue: nil) { _ in
      state.wrappedValue.pings += 1
    }
    return [AnyCancellable { NotificationCenter.default.removeObserver(observer) }]
  }
}

private func requireSendable<T: Sendable>(_: T) {}

@Suite("UIBinding is Sendable")
struct UIBindingSendableTests {
  @Test("a rule's UIBinding<Self> captured by a @Sendable observer block counts every notification from 4 threads")
  func handleInSendableObserverBlock() {
    let model = ManagedState(wrappedValue: Pinged())
    let rounds = 1_000
    onThreads(4) { thread in
      for round in 0..<rounds {
        if thread == 3 {
          model.wrappedValue.name = "\(round)"
        } else {
          NotificationCenter.default.post(name: Pinged.ping, object: nil)
        }
      }
    }
    #expect(model.wrappedValue.pings == 3 * rounds)
    #expect(model.wrappedValue.name == "\(rounds - 1)")
  }

  @Test("bindings from a UIState, a ManagedState, a property and a constant cross into detached tasks")
  func bindingsCrossIntoTasks() async {
    struct Form: Equatable, Sendable {
      var count = 0
      var title = ""
    }
    struct Tally: BehavioralStateContract, Sendable {
      var pings = 0
    }
    let state = UIState(wrappedValue: Form())
    let model = ManagedState(wrappedValue: Tally())
    let property = MutableProperty(0)
    let bindings: [UIBinding<Int>] = [state(\.count), model(\.pings), UIBinding(property), state()(\.count)]
    await withTaskGroup(of: Void.self) { group in
      for binding in bindings {
        for _ in 0..<4 {
          group.addTask { for _ in 0..<250 { binding.modify { $0 += 1 } } }
        }
      }
    }
    #expect(state.wrappedValue.count == 2_000)
    #expect(model.wrappedValue.pings == 1_000)
    #expect(property.value == 1_000)
    let constant = UIBinding<Int>.constant(3)
    requireSendable(constant)
    #expect(await Task.detached { constant.wrappedValue }.value == 3)
  }

  @Test("a binding made from @Sendable closures reaches thread-safe storage from any thread")
  func closureBindingFromThreads() {
    let storage = MutableProperty(0)
    let binding = UIBinding(get: { storage.value }, set: { storage.value = $0 })
    requireSendable(binding)
    onThreads(4) { _ in
      for _ in 0..<100 { _ = binding.wrappedValue }
    }
    binding.wrappedValue = 7
    #expect(storage.value == 7)
  }
}
