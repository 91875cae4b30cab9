import BindingKit
import StreamCore
import TestSupport
import Testing

/// The README's BindingKit block, verbatim between the `print` recorder and the assertions.
@Suite struct BindingKitReadmeSnippetTests {
  @Test func bindingsForViews() {
    let printed = Log<String>()
    func print(_ items: Any..., separator: String = " ") {
      printed.append(items.map { "\($0)" }.joined(separator: separator))
    }

    struct ViewState: Equatable {
      var isOn = false
      var title = ""
      var items = ["A", "B"]
    }
    @UIState var state = ViewState()
    var bag = Set<AnyCancellable>()

    // `$state.field` is a UIBinding that publishes only when that field changes.
    $state.isOn.sink { (isOn: Bool) in print("isOn:", isOn) }.store(in: &bag)  // Prints "isOn: false"
    state.title = "Settings"  // prints nothing
    $state.isOn.wrappedValue = true  // Prints "isOn: true"

    // Safe element bindings never trap: out-of-bounds reads give the default, writes are ignored and reported.
    let fourth = $state.items.safe(3, default: "-")
    print(fourth.wrappedValue)  // Prints "-"

    // The binding DSL fires when a field changes and writes the closure's change back.
    $state.bind(to: \.title) { title in title = title.uppercased() }.store(in: &bag)
    state.title = "done"
    print(state.title)  // Prints "DONE"

    // A view assigns its binding later.
    final class Toggle {
      @UIBinding(.placeholder) var isOn: Bool
      func configure(_ binding: UIBinding<Bool>) { _isOn = binding }
    }
    Toggle().configure($state.isOn)

    #expect(printed.entries == ["isOn: false", "isOn: true", "-", "DONE"])
  }
}
