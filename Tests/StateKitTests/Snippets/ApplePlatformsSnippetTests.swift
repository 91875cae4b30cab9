import PropertyKit
import StateKit
import StreamCore
import TestSupport
import Testing

/// The view model of StreamCore's article "Using on Apple platforms", verbatim between the `print` recorder and the
/// assertions. (The article's SwiftUI and UIKit blocks need those frameworks, so no Linux test compiles them.)
@Suite struct ApplePlatformsSnippetTests {
  @Test func viewModelsStateFiresItsWillChange() {
    let printed = Log<String>()
    func print(_ items: Any..., separator: String = " ") {
      printed.append(items.map { "\($0)" }.joined(separator: separator))
    }

    struct ProfileState: BehavioralStateContract {
      var name = ""
      var isValid = false
      mutating func applyRules() { isValid = !name.isEmpty }
    }

    final class ProfileViewModel: ObservableObject {
      @ManagedState var state = ProfileState()
      let isSaving = MutableProperty(false)  // a property is a publisher too
      let objectWillChange = ObservableObjectPublisher()

      func rename(_ name: String) { state.name = name }
      func save() { isSaving.value = true }
    }

    let viewModel = ProfileViewModel()
    let cancellable = viewModel.objectWillChange.sink { print("will change") }
    viewModel.rename("Ada")  // Prints "will change"
    print(viewModel.state.isValid)  // Prints "true"

    #expect(printed.entries == ["will change", "true"])
    var saving: [Bool] = []
    let savingObservation = viewModel.isSaving.sink { saving.append($0) }
    viewModel.save()
    #expect(saving == [false, true])
    cancellable.cancel()
    savingObservation.cancel()
  }
}
