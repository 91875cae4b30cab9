import PropertyKit
import StreamCore
import TestSupport
import Testing

/// The main code blocks of PropertyKit's landing page and articles (and StreamCore's Getting started), verbatim
/// between the `print` recorder and the assertions.
@Suite struct PropertyKitArticleSnippetTests {
  @Test func landingPageAndComingFromReactiveSwift() {
    let printed = Log<String>()
    func print(_ items: Any..., separator: String = " ") {
      printed.append(items.map { "\($0)" }.joined(separator: separator))
    }

    let count = MutableProperty(1)
    let label = count.map { "\($0) items" }
    let cancellable = label.publisher.sink { print($0) }  // Prints "1 items"
    count.modify { $0 += 1 }  // Prints "2 items"
    count.value = 3  // Coming from ReactiveSwift: `count.value = 2` prints the same way

    #expect(printed.entries == ["1 items", "2 items", "3 items"])
    cancellable.cancel()
  }

  @Test func gettingStarted() {
    let printed = Log<String>()
    func print(_ items: Any..., separator: String = " ") {
      printed.append(items.map { "\($0)" }.joined(separator: separator))
    }

    let count = MutableProperty(1)
    let label = count.map { "\($0) items" }
    print(label.value)  // Prints "1 items"
    count.value = 2
    print(label.value)  // Prints "2 items"

    #expect(printed.entries == ["1 items", "2 items"])
  }

  @Test func actionsArticleAndComingFromReactiveSwift() {
    let printed = Log<String>()
    func print(_ items: Any..., separator: String = " ") {
      printed.append(items.map { "\($0)" }.joined(separator: separator))
    }

    let save = Action<String, Bool, Never>(policy: .queue) { text in Just(!text.isEmpty) }
    let cancellable = save.apply("draft").sink(receiveCompletion: { _ in }, receiveValue: { print($0) })
    // Prints "true"

    let rejecting = Action<String, Bool, Never> { text in Just(!text.isEmpty) }
    let result = rejecting.apply("draft").sink(receiveCompletion: { _ in }, receiveValue: { print($0) })
    // Prints "true"

    #expect(printed.entries == ["true", "true"])
    withExtendedLifetime((cancellable, result)) {}
  }
  @Test func comingFromCombineProperty() {
    let printed = Log<String>()
    func print(_ items: Any..., separator: String = " ") {
      printed.append(items.map { "\($0)" }.joined(separator: separator))
    }

    let count = MutableProperty(1)
    let cancellable = count.allValues.sink { print($0) }  // Prints "1"
    count.value = 2  // Prints "2"
    let pairs = count.zip(Property(value: "a"))
    print(pairs.value)  // Prints "(2, "a")"

    #expect(printed.entries == ["1", "2", "(2, \"a\")"])
    cancellable.cancel()
  }

  @Test func comingFromCombinePropertyFlatMap() {
    let printed = Log<String>()
    func print(_ items: Any..., separator: String = " ") {
      printed.append(items.map { "\($0)" }.joined(separator: separator))
    }

    let first = MutableProperty(1)
    let second = MutableProperty(10)
    let useSecond = MutableProperty(false)
    let latest = useSecond.flatMap { $0 ? second : first }
    let merged = useSecond.flatMap(maxPublishers: .unlimited) { $0 ? second : first }
    useSecond.value = true
    first.value = 2
    print(latest.value, merged.value)  // Prints "10 2"

    #expect(printed.entries == ["10 2"])
  }
}
