import PropertyKit
import StreamCore
import TestSupport
import Testing

/// The README's PropertyKit block, verbatim between the `print` recorder and the assertions.
@Suite struct PropertyKitReadmeSnippetTests {
  @Test func valuesOverTimeAndActions() {
    let printed = Log<String>()
    func print(_ items: Any..., separator: String = " ") {
      printed.append(items.map { "\($0)" }.joined(separator: separator))
    }

    let count = MutableProperty(1)
    let label = count.map { "\($0) items" }  // correct at once, observed or not
    let observation = label.publisher.sink { print($0) }  // Prints "1 items"
    count.modify { $0 += 1 }  // Prints "2 items"

    let title = MutableProperty("")
    title <~ label  // a one-way binding, for title's lifetime
    print(title.value)  // Prints "2 items"

    let save = Action<String, Bool, Never> { text in Just(!text.isEmpty) }  // rejects while executing
    let saving = save.apply(title.value).sink(receiveCompletion: { _ in }, receiveValue: { print("saved: \($0)") })
    // Prints "saved: true"

    #expect(printed.entries == ["1 items", "2 items", "2 items", "saved: true"])
    withExtendedLifetime((observation, saving)) {}
  }
}
