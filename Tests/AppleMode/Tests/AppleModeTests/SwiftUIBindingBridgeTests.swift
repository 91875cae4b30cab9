// The seeds' "bind a field to a control": SwiftUI's `TextField`, `Toggle` and `Picker` bound to fields of a view
// model's `@ManagedState` and of a `@UIState`, through BindingKit's SwiftUI bridges; and the first seed's view model
// without a hand-written `objectWillChange` bridge.
import AppleShapes
import BindingKit
import StateKit
import StreamCore
import SwiftUI
import Testing

struct ProfileForm: BehavioralStateContract {
  enum Size: Hashable { case small, large }
  var name = ""
  var isSubscribed = false
  var size = Size.small
  var summary = ""

  mutating func applyRules() {
    name = name.trimmingCharacters(in: .whitespaces)
    summary = "\(name), \(isSubscribed ? "subscribed" : "not subscribed"), \(size)"
  }
}

final class ProfileViewModel: ObservableObject {
  @ManagedState var form = ProfileForm()
  @Published var isSaving = false
}

struct ProfileView: View {
  @ObservedObject var viewModel: ProfileViewModel

  var name: TextField { TextField("Name", text: Binding(viewModel.$form.name)) }
  var subscribed: Toggle { Toggle("Subscribed", isOn: viewModel.$form.binding(\.isSubscribed)) }
  var size: Picker<ProfileForm.Size, Text> {
    Picker("Size", selection: viewModel.$form.binding(\.size)) { Text("Small or large") }
  }
}

struct SearchViewState: Equatable {
  var query = ""
}

@Suite("Example: SwiftUI controls bound to a view model's state")
struct SwiftUIBindingBridgeTests {
  @Test("a TextField, a Toggle and a Picker write through the state's rules and fire objectWillChange")
  func controlsWriteThroughRules() {
    let view = ProfileView(viewModel: ProfileViewModel())
    var willChange = 0
    let observation = view.viewModel.objectWillChange.sink { willChange += 1 }
    view.name.type("  Ann ")
    view.subscribed.tap()
    view.size.select(.large)
    #expect(view.viewModel.form.name == "Ann")
    #expect(view.name.text.wrappedValue == "Ann")
    #expect(view.subscribed.isOn.wrappedValue)
    #expect(view.viewModel.form.summary == "Ann, subscribed, large")
    #expect(willChange == 3)
    observation.cancel()
  }

  @Test("a TextField bound to a @UIState field")
  func uiStateField() {
    @UIState var search = SearchViewState()
    let field = TextField("Search", text: $search.binding(\.query))
    field.type("swift")
    #expect(search.query == "swift")
  }
}
