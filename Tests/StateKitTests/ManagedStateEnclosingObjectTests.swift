import StateKit
import StreamCore
import TestSupport
import Testing

/// A view model as the seeds write one: observable state in `@ManagedState`, and an `@Published` field beside it.
private final class CounterViewModel: ObservableObject {
  @ManagedState var state = Clamped()
  @Published var title = ""
}

/// A view model whose observable state is all `@ManagedState`: it declares its `objectWillChange`, as Combine asks.
private final class DeclaringViewModel: ObservableObject {
  let objectWillChange = ObservableObjectPublisher()
  @ManagedState var state = Clamped()
}

/// A view model that hands out the state's own `objectWillChange`: nothing is relayed, or it would loop.
private final class ForwardingViewModel: ObservableObject {
  @ManagedState var state = Clamped()
  var objectWillChange: ObservableObjectPublisher { $state.objectWillChange }
}

/// Not observable: the state relays nothing and keeps no subscription.
private final class PlainHolder {
  @ManagedState var state = Clamped()
}

@Suite("@ManagedState in an ObservableObject fires its objectWillChange")
struct ManagedStateEnclosingObjectTests {
  @Test("each committed change fires the view model's objectWillChange once, before the change")
  func firesBeforeEachCommit() {
    let viewModel = CounterViewModel()
    let seen = Log<String>()
    let observation = viewModel.objectWillChange.sink { seen.append("will change from \(viewModel.state.value)") }
    viewModel.state.value = 3
    viewModel.state.value += 1
    #expect(seen.entries == ["will change from 0", "will change from 3"])
    observation.cancel()
  }

  @Test("a mutation whose rules give back the committed value fires nothing, as Combine's fires for no non-change")
  func silentWhenNothingCommits() {
    let viewModel = CounterViewModel()
    var fired = 0
    let observation = viewModel.objectWillChange.sink { fired += 1 }
    viewModel.state.value = 20  // clamped to 10: a change
    viewModel.state.value = 30  // clamped to 10 again: no change
    #expect(fired == 1)
    #expect(viewModel.state.value == 10)
    observation.cancel()
  }

  @Test("changes made only through $state fire it too")
  func changesThroughTheStateFire() {
    let viewModel = DeclaringViewModel()
    var fired = 0
    let observation = viewModel.objectWillChange.sink { fired += 1 }
    viewModel.$state.withLock { $0.value = 5 }
    #expect(fired == 1)
    observation.cancel()
  }

  @Test("a view model that hands out the state's own objectWillChange gets each change once, with no loop")
  func noRelayToTheStatesOwnPublisher() {
    let viewModel = ForwardingViewModel()
    var fired = 0
    let observation = viewModel.objectWillChange.sink { fired += 1 }
    viewModel.state.value = 2
    #expect(fired == 1)
    observation.cancel()
  }

  @Test("the relay keeps neither the view model nor the state alive")
  func relayLeaksNothing() {
    var viewModel: CounterViewModel? = CounterViewModel()
    weak let weakViewModel = viewModel
    weak let weakState = viewModel?.$state
    viewModel?.state.value = 1
    viewModel = nil
    #expect(weakViewModel == nil)
    #expect(weakState == nil)
  }

  @Test("a holder that is not observable is unaffected")
  func plainHolder() {
    let holder = PlainHolder()
    holder.state.value = 4
    #expect(holder.state.value == 4)
  }
}
