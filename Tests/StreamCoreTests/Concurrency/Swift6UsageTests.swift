import Dispatch
import StreamCore
import TestSupport
import Testing

/// A view model written the ordinary way: main-actor isolated, no `Sendable` conformance.
@MainActor
private final class SearchModel: ObservableObject {
  @Published var query = ""
  var isLoading = false
  var results: [String] = []
  var log: [String] = []
  private var cancellables = Set<AnyCancellable>()

  func bind(to queries: PassthroughSubject<String, Never>) {
    queries.assign(to: &$query)
    $query
      .dropFirst()
      .handleEvents(
        receiveOutput: { [weak self] query in
          self?.isLoading = true
          self?.log.append("searching \(query)")
        },
        receiveCancel: { [weak self] in self?.log.append("cancelled") }
      )
      .map { [$0.uppercased()] }
      .handleEvents(receiveOutput: { [weak self] _ in self?.isLoading = false })
      .assign(to: \.results, on: self)
      .store(in: &cancellables)
  }

  func unbind() {
    cancellables.removeAll()
  }
}

/// A callback API of the usual shape: it calls back on another thread.
private func fetchTitle(id: Int, completion: @escaping @Sendable (Result<String, TestError>) -> Void) {
  DispatchQueue.global().async { completion(.success("title \(id)")) }
}

/// Ordinary user code in Swift 6 mode (this target builds with `swiftLanguageModes: [.v6]`): each test compiles
/// without `nonisolated(unsafe)`, `@unchecked Sendable` or `@preconcurrency`, and works. The frictions that remain
/// are in docs/coming-from-combine.md ("Swift 6 concurrency checking").
@Suite("Swift 6 usage") struct Swift6UsageTests {
  @Test("a main-actor model uses handleEvents, assign(to:on:) and assign(to: &$published) as in Combine")
  @MainActor
  func mainActorModel() {
    let model = SearchModel()
    let queries = PassthroughSubject<String, Never>()
    model.bind(to: queries)
    queries.send("swift")
    #expect(model.query == "swift")
    #expect(model.results == ["SWIFT"])
    #expect(!model.isLoading)
    model.unbind()
    #expect(model.log == ["searching swift", "cancelled"])
  }

  @Test("Deferred wraps a Future around a callback API; the promise is passed as the completion handler")
  func deferredFutureOverACallbackAPI() async throws {
    let titles = Deferred { Future<String, TestError> { promise in fetchTitle(id: 7, completion: promise) } }
    var received: [String] = []
    for try await title in titles.values { received.append(title) }
    #expect(received == ["title 7"])
  }

  @Test("a Future's promise may be fulfilled from a Task")
  func futureFulfilledFromATask() async {
    let answer = Future<Int, Never> { promise in
      Task { promise(.success(await Task.detached { 42 }.value)) }
    }
    #expect(await answer.value == 42)
  }

  @Test("scheduler actions capture Sendable state")
  func schedulerActionsCaptureSendableState() {
    let scheduler = TestScheduler()
    let ticks = Counter()
    scheduler.schedule { ticks.increment() }
    scheduler.schedule(after: scheduler.now.advanced(by: .seconds(1))) { [ticks] in ticks.increment() }
    let repeating = scheduler.schedule(after: scheduler.now, interval: .seconds(1)) { ticks.increment() }
    scheduler.advance(by: .seconds(2))
    repeating.cancel()
    #expect(ticks.value == 5)
  }

  @Test("receive(on:) then sink, in a nonisolated context")
  func receiveOnWithASink() {
    let scheduler = TestScheduler()
    let subject = PassthroughSubject<Int, Never>()
    let received = Counter()
    let cancellable = subject.receive(on: scheduler).sink { _ in received.increment() }
    subject.send(1)
    #expect(received.value == 0)
    scheduler.advance()
    #expect(received.value == 1)
    withExtendedLifetime(cancellable) {}
  }
}
