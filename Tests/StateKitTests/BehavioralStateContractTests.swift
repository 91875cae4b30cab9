import StateKit
import StreamCore
import TestSupport
import Testing

/// A handle type of the model's own choosing, as BindingKit's `UIBinding` is.
struct CustomHandle<Value>: StateHandle {
  let binding: StateBinding<Value>
  init(stateBinding: StateBinding<Value>) { binding = stateBinding }
}

/// Declares `applyAnyRules` with its own handle type: the handle type is inferred from this declaration.
struct HandleModel: BehavioralStateContract {
  @TaskLocal static var installed: Flag?
  var count = 0
  var mirrored = 0

  @AnyTokenBuilder<Any>
  static func applyAnyRules(to state: CustomHandle<Self>) -> [Any] {
    installed?.set()
    state.binding.sink { (value: Self) in
      if value.count != value.mirrored { state.binding.wrappedValue.mirrored = value.count }
    }
  }
}

@Suite("BehavioralStateContract")
struct BehavioralStateContractTests {
  @Test("A plain Equatable struct conforms with no code, and its state commits and notifies")
  func defaults() {
    @ManagedState var model = Plain()
    let recorder = $model.record()
    model.count = 1
    #expect(recorder.values.map(\.new.count) == [0, 1])
    #expect(Plain.applyAnyRules(to: StateBinding(stateBinding: $model.stateBindingForTests())).isEmpty)
  }

  @Test("applyAnyRules declared with another handle type is called with that handle; its writes go through the state")
  func inferredHandle() {
    let installed = Flag()
    let state = HandleModel.$installed.withValue(installed) { ManagedState(wrappedValue: HandleModel()) }
    #expect(installed.isSet)
    state.wrappedValue.count = 5
    #expect(state.wrappedValue.mirrored == 5)
  }

  @Test("A plain subscriber of the rules publisher reads each pass that changed the value, and once at init")
  func rulesPublisherSubscriber() {
    struct Watched: BehavioralStateContract {
      @TaskLocal static var log: OrderLog?
      var count = 0
      var isOdd = false
      mutating func applyRules() { isOdd = count % 2 != 0 }
      @SubscriptionBuilder
      static func applyBindingRules(to state: RulesPublisher) -> [AnyCancellable] {
        if let log {
          state.sink { diff in log.append(diff.new.count * 10 + (diff.old?.count ?? 9)) }
        }
      }
    }
    let log = OrderLog()
    let state = Watched.$log.withValue(log) { ManagedState(wrappedValue: Watched()) }
    state.wrappedValue.count = 1
    #expect(log.values == [9, 10])
  }
}

extension ManagedState where Value: Sendable {
  /// A default handle, as the state builds it for `applyAnyRules`.
  fileprivate func stateBindingForTests() -> StateBinding<Value> {
    StateBinding(get: { self.wrappedValue }, set: { self.wrappedValue = $0 }, publisher: self)
  }
}
