// The first seed's "SwiftUI Integration with ObservableObject", unchanged but for the imports: a view model that
// bridges its `@ManagedState` to `objectWillChange` by hand, shown with `@ObservedObject`. It declares its
// `objectWillChange`: Combine synthesizes one only for a class with an `@Published` property, and otherwise hands out
// a new publisher on each access, so a `send()` would reach no one (Apple's Combine and OpenCombine alike).
import AppleShapes
import StateKit
import StreamCore
import SwiftUI
import Testing

struct CounterState: BehavioralStateContract {
  var count = 0
  var isEven = true

  mutating func applyRules() {
    isEven = count.isMultiple(of: 2)
  }
}

final class ViewModel: ObservableObject {
  let objectWillChange = ObservableObjectPublisher()
  @ManagedState var state = CounterState()
  private var cancellables = Set<AnyCancellable>()

  init() {
    $state.sink { [weak self] _ in
      self?.objectWillChange.send()
    }
    .store(in: &cancellables)
  }

  func increment() {
    state.count += 1
  }
}

struct CounterView: View {
  @ObservedObject var viewModel: ViewModel
}

@Suite("Example: a view model with @ManagedState, observed by SwiftUI")
struct ObservableViewModelExampleTests {
  @Test("objectWillChange fires when the @ManagedState changes, and the rules have run")
  func objectWillChangeFires() {
    let view = CounterView(viewModel: ViewModel())
    var willChangeCount = 0
    let observation = view.viewModel.objectWillChange.sink { willChangeCount += 1 }
    view.viewModel.increment()
    view.viewModel.increment()
    // Twice per change: the hand-written bridge sends after each commit, and @ManagedState now fires the view
    // model's objectWillChange itself before it, as @Published does (SwiftUI coalesces the two).
    #expect(willChangeCount == 4)
    #expect(view.viewModel.state.count == 2)
    #expect(view.viewModel.state.isEven)
    observation.cancel()
  }

  @Test("a ManagedState feeds a consumer typed on Combine's Publisher")
  func managedStateFeedsOnReceive() {
    let viewModel = ViewModel()
    var counts: [Int] = []
    let view = CounterView(viewModel: viewModel).onReceive(viewModel.$state.justNew(\.count)) { counts.append($0) }
    viewModel.increment()
    #expect(counts == [0, 1])
    view.subscription.cancel()
  }
}
