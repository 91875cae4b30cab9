import Foundation
import StreamCore
import TestSupport
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// "Hot and cold publishers": compiled, not run, because it would reach the network. It compiles only while the
/// chain is cold, which is what the block shows.
private func fetch(_ url: URL) -> AnyDeferredPublisher<Data, URLError> {
  URLSession.shared.dataTaskPublisher(for: url)
    .map(\.data)
    .eraseToAnyDeferredPublisher()  // would not compile if a subject or share() were in the chain
}

/// "Schedulers and testing time": the view model that debounces a publisher and sleeps in a task.
@MainActor final class SearchScreenModel {
  private(set) var results: [String] = []
  private(set) var banner = ""
  private let query = PassthroughSubject<String, Never>()
  private let clock: any Clock<Duration>
  private var cancellable: AnyCancellable?

  init(scheduler: AnySchedulerOf<DispatchQueue> = .main, clock: any Clock<Duration> = ContinuousClock()) {
    self.clock = clock
    cancellable =
      query
      .debounce(for: .milliseconds(300), scheduler: scheduler)
      .sink { [weak self] text in self?.results = ["\(text) 1", "\(text) 2"] }
  }

  func type(_ text: String) { query.send(text) }

  func save() {
    banner = "Saved"
    Task {
      try await clock.sleep(for: .seconds(2))
      banner = ""
    }
  }
}

/// The main code blocks of StreamCore's landing page and articles, verbatim between the `print` recorder and the
/// assertions.
@Suite struct StreamCoreArticleSnippetTests {
  @Test func landingPage() {
    let printed = Log<String>()
    func print(_ items: Any..., separator: String = " ") {
      printed.append(items.map { "\($0)" }.joined(separator: separator))
    }

    let subject = PassthroughSubject<Int, Never>()
    let cancellable =
      subject
      .map { $0 * 2 }
      .filter { $0 > 2 }
      .sink { print($0) }
    subject.send(1)  // Prints nothing
    subject.send(2)  // Prints "4"

    #expect(printed.entries == ["4"])
    cancellable.cancel()
  }

  @Test func gettingStarted() {
    let printed = Log<String>()
    func print(_ items: Any..., separator: String = " ") {
      printed.append(items.map { "\($0)" }.joined(separator: separator))
    }

    let query = PassthroughSubject<String, Never>()
    var searches: [String] = []
    let cancellable =
      query
      .map { $0.lowercased() }
      .removeDuplicates()
      .sink { searches.append($0) }
    query.send("Swift")
    query.send("swift")
    print(searches)  // Prints "["swift"]"

    #expect(printed.entries == [#"["swift"]"#])
    cancellable.cancel()
  }

  @Test func threadingAndReentrancy() {
    let printed = Log<String>()
    func print(_ items: Any..., separator: String = " ") {
      printed.append(items.map { "\($0)" }.joined(separator: separator))
    }

    let subject = PassthroughSubject<Int, Never>()
    var log: [String] = []
    let first = subject.sink { value in
      log.append("first \(value)")
      if value == 1 { subject.send(2) }  // queued: delivered after 1 reached everyone
    }
    let second = subject.sink { log.append("second \($0)") }
    subject.send(1)
    print(log)  // Prints "["first 1", "second 1", "first 2", "second 2"]"

    #expect(printed.entries == [#"["first 1", "second 1", "first 2", "second 2"]"#])
    withExtendedLifetime((first, second)) {}
  }

  @Test func schedulersAndTestingTimeGenericPipeline() {
    func searches<S: Scheduler>(
      _ query: some Publisher<String, Never>,
      on scheduler: S
    ) -> some Publisher<String, Never> {
      query.debounce(for: .milliseconds(300), scheduler: scheduler).removeDuplicates()
    }

    let scheduler = TestScheduler()
    let query = PassthroughSubject<String, Never>()
    let recorder = searches(query, on: scheduler).record()
    query.send("swift")
    scheduler.advance(by: .milliseconds(300))
    query.send("swift")
    scheduler.advance(by: .milliseconds(300))
    #expect(recorder.values == ["swift"])
  }

  @Test func searchesAfterTheUserPauses() {
    let scheduler = TestScheduler()
    let query = PassthroughSubject<String, Never>()
    var searches: [String] = []
    let cancellable =
      query
      .debounce(for: .milliseconds(300), scheduler: scheduler)
      .sink { searches.append($0) }

    query.send("s")
    scheduler.advance(by: .milliseconds(100))
    query.send("sw")
    scheduler.advance(by: .milliseconds(299))
    #expect(searches.isEmpty)
    scheduler.advance(by: .milliseconds(1))
    #expect(searches == ["sw"])
    _ = cancellable
  }

  @MainActor @Test func schedulersAndTestingTimeAsyncSleep() async throws {
    let printed = Log<String>()
    func print(_ items: Any..., separator: String = " ") {
      printed.append(items.map { "\($0)" }.joined(separator: separator))
    }

    let scheduler = DispatchQueue.test
    let task = Task {
      try await scheduler.sleep(for: .seconds(1))
      return "woke"
    }
    await scheduler.advance(by: .seconds(1))
    print(try await task.value)  // Prints "woke"

    #expect(printed.entries == ["woke"])
  }

  @MainActor @Test func searchesAfterAPauseAndHidesTheBanner() async {
    let scheduler = DispatchQueue.test
    let model = SearchScreenModel(scheduler: scheduler.eraseToAnyScheduler(), clock: scheduler)
    model.type("swift")
    model.save()
    await scheduler.advance(by: .milliseconds(300))
    #expect(model.results == ["swift 1", "swift 2"])
    #expect(model.banner == "Saved")
    await scheduler.advance(by: .milliseconds(1_700))
    #expect(model.banner == "")
  }

  @Test func lifetimes() {
    let printed = Log<String>()
    func print(_ items: Any..., separator: String = " ") {
      printed.append(items.map { "\($0)" }.joined(separator: separator))
    }

    weak var weakSubject: PassthroughSubject<Int, Never>?
    var cancellable: AnyCancellable?
    do {
      let subject = PassthroughSubject<Int, Never>()
      weakSubject = subject
      cancellable = subject.map { $0 * 2 }.sink { print($0) }
    }
    weakSubject?.send(1)  // Prints "2": the subscription keeps the subject alive
    cancellable?.cancel()
    print(weakSubject == nil)  // Prints "true": cancelled, it let go

    #expect(printed.entries == ["2", "true"])
  }
}
