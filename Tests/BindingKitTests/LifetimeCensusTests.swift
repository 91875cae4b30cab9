import BindingKit
import Foundation
import StateKit
import StreamCore
import TestSupport
import Testing

/// Who keeps whom alive in BindingKit, for the capture patterns users write; each test pins a row of the
/// "Lifetimes" article.
@Suite("Lifetime census: BindingKit", .serialized)
struct LifetimeCensusTests {
  /// An object a model stores: the test watches it with a `weak` reference.
  final class Payload: Sendable {}

  /// A model whose `applyAnyRules` registers a block-based NotificationCenter observer that captures its handle.
  struct Observed: BehavioralStateContract {
    var ticks = 0
    var payload = Payload()
    var notification: Notification.Name

    init(notification: Notification.Name) { self.notification = notification }

    static func == (lhs: Self, rhs: Self) -> Bool {
      lhs.ticks == rhs.ticks && lhs.payload === rhs.payload && lhs.notification == rhs.notification
    }

    static func applyAnyRules(to state: UIBinding<Self>) -> [Any] {
      let name = state.wrappedValue.notification
      return [
        NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { _ in
          state.wrappedValue.ticks += 1
        }
      ]
    }
  }

  /// Keeps the diagnostics about `typeName` reported while `body` runs.
  static func diagnostics(about typeName: String, _ body: () -> Void) -> [StateDiagnostic] {
    let log = Log<StateDiagnostic>()
    StateDiagnostics.withHandler({ if $0.typeName.contains(typeName) { log.append($0) } }, body)
    return log.entries
  }

  @Test("a model whose NotificationCenter rule captures its handle is released, with what it stores (issue 29)")
  func notificationRuleDoesNotKeepItsState() {
    let name = Notification.Name("LifetimeCensusTests.tick.\(UUID())")
    weak var weakState: ManagedState<Observed>?
    weak var weakPayload: Payload?
    do {
      let state = ManagedState(wrappedValue: Observed(notification: name))
      weakState = state
      weakPayload = state.wrappedValue.payload
      NotificationCenter.default.post(name: name, object: nil)
      #expect(state.wrappedValue.ticks == 1)
    }
    #expect(weakState == nil)
    #expect(weakPayload == nil)
    // The observer was removed with the state: posting again runs no rule of the gone state.
    let reports = Self.diagnostics(about: "Observed") { NotificationCenter.default.post(name: name, object: nil) }
    #expect(reports.isEmpty)
  }

  /// A model whose rule hands its handle out, so a test can write through it after the state is gone.
  struct Leaky: BehavioralStateContract {
    var count = 0
    @TaskLocal static var handles: Log<UIBinding<Leaky>>?

    static func applyAnyRules(to state: UIBinding<Self>) -> [Any] {
      handles?.append(state)
      return []
    }
  }

  @Test("the handle a state gives its rules does not keep it alive; a write through it afterwards is reported")
  func handleOutlivingItsState() throws {
    let handles = Log<UIBinding<Leaky>>()
    weak var weakState: ManagedState<Leaky>?
    Leaky.$handles.withValue(handles) {
      let state = ManagedState(wrappedValue: Leaky())
      weakState = state
      state.wrappedValue.count = 1
    }
    #expect(weakState == nil)
    let handle = try #require(handles.entries.first)
    let reports = Self.diagnostics(about: "Leaky") {
      handle.wrappedValue = Leaky(count: 5)
      handle.wrappedValue.count += 1
    }
    #expect(reports.map(\.kind) == [.writeToReleasedState, .writeToReleasedState])
    // Once the state is gone the handle reads the value the state started with.
    #expect(handle.wrappedValue.count == 0)
  }

  @Test("a Cancellable token of applyAnyRules is cancelled when its state goes")
  func cancellableTokenIsCancelled() {
    struct Ticking: BehavioralStateContract {
      var ticks = 0
      @TaskLocal static var source: PassthroughSubject<Void, Never>?
      static func applyAnyRules(to state: UIBinding<Self>) -> [Any] {
        guard let source else { return [] }
        return [source.sink { state.wrappedValue.ticks += 1 }]
      }
    }
    let source = PassthroughSubject<Void, Never>()
    weak var weakState: ManagedState<Ticking>?
    Ticking.$source.withValue(source) {
      let state = ManagedState(wrappedValue: Ticking())
      weakState = state
      source.send()
      #expect(state.wrappedValue.ticks == 1)
    }
    #expect(weakState == nil)
    let reports = Self.diagnostics(about: "Ticking") { source.send() }
    #expect(reports.isEmpty)
  }

  @Test("a subscription keeps a UIState alive until cancelled, then lets go")
  func uiStateSubscription() {
    weak var weakState: UIState<Int>?
    var received: [Int] = []
    var cancellable: AnyCancellable?
    do {
      let state = UIState(wrappedValue: 1)
      weakState = state
      cancellable = state.sink { (diff: DiffedValue<Int>) in received.append(diff.new) }
    }
    #expect(weakState != nil)
    weakState?.wrappedValue = 2
    #expect(received == [1, 2])
    cancellable?.cancel()
    #expect(weakState == nil)
  }

  @Test("a binding a user keeps keeps its state alive; released, it lets go")
  func bindingKeepsItsState() {
    struct Form: BehavioralStateContract { var name = "" }
    weak var weakState: ManagedState<Form>?
    var binding: UIBinding<String>?
    do {
      let state = ManagedState(wrappedValue: Form())
      weakState = state
      binding = state.observe(\.name)
    }
    #expect(weakState != nil)
    binding?.wrappedValue = "Ada"
    #expect(weakState?.wrappedValue.name == "Ada")
    binding = nil
    #expect(weakState == nil)
  }
}
