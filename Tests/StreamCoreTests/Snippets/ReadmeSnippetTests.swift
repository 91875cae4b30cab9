import Foundation
import StreamCore
import TestSupport
import Testing

/// The README's StreamCore blocks, verbatim between the `print` recorder and the assertions.
@Suite struct StreamCoreReadmeSnippetTests {
  @Test func combinesApiEverywhere() {
    let printed = Log<String>()
    func print(_ items: Any..., separator: String = " ") {
      printed.append(items.map { "\($0)" }.joined(separator: separator))
    }

    let query = PassthroughSubject<String, Never>()
    var bag = Set<AnyCancellable>()
    query
      .map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty }
      .removeDuplicates()
      .sink { print("search for \($0)") }
      .store(in: &bag)
    query.send("swift")  // Prints "search for swift"
    query.send("swift ")  // Prints nothing: a duplicate after trimming

    // Cold publishers are visible in the type.
    struct User { var name: String }
    func loadUser(id: Int) -> AnyDeferredPublisher<User, Never> {
      Deferred { Just("user \(id)") }  // nothing runs until someone subscribes
        .map(User.init)
        .eraseToAnyDeferredPublisher()  // compiles only because the chain is still cold
    }
    loadUser(id: 7).sink { print($0.name) }.store(in: &bag)  // Prints "user 7"

    #expect(printed.entries == ["search for swift", "user 7"])
  }

  @Test func testsTimeOnAVirtualClock() {
    let printed = Log<String>()
    func print(_ items: Any..., separator: String = " ") {
      printed.append(items.map { "\($0)" }.joined(separator: separator))
    }

    let scheduler = TestScheduler()
    let typed = PassthroughSubject<String, Never>()
    var searches: [String] = []
    let debounced =
      typed
      .debounce(for: .milliseconds(300), scheduler: scheduler)
      .sink { searches.append($0) }
    typed.send("s")
    typed.send("sw")
    scheduler.advance(by: .milliseconds(300))
    print(searches)  // Prints "["sw"]"

    #expect(printed.entries == [#"["sw"]"#])
    debounced.cancel()
  }

  @Test func meetsSwiftConcurrency() async {
    let printed = Log<String>()
    func print(_ items: Any..., separator: String = " ") {
      printed.append(items.map { "\($0)" }.joined(separator: separator))
    }

    for await value in [1, 2].publisher.values { print(value) }  // Prints "1", then "2"
    let answer = await DeferredFuture { 42 }.value  // a cold future, run when awaited
    print(answer)  // Prints "42"
    // An AsyncSequence is a publisher too: `stream.publisher.sink { … }`.

    #expect(printed.entries == ["1", "2", "42"])
  }
}
