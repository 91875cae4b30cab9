import StreamCore
import TestSupport
import Testing

/// A fake search API: counts calls and answers after a delay on the scheduler.
private final class SearchAPI: @unchecked Sendable {
  // @unchecked: used from one test thread only.
  var queries: [String] = []
  let scheduler: TestScheduler
  let latency: TestScheduler.SchedulerTimeType.Stride

  init(scheduler: TestScheduler, latency: TestScheduler.SchedulerTimeType.Stride = .milliseconds(300)) {
    self.scheduler = scheduler
    self.latency = latency
  }

  func search(_ query: String) -> AnyPublisher<[String], Never> {
    Deferred { () -> Just<[String]> in
      self.queries.append(query)
      return Just(["\(query) result"])
    }
    .delay(for: latency, scheduler: scheduler)
    .eraseToAnyPublisher()
  }
}

private final class SearchViewModel {
  @Published var query = ""
  @Published var results: [String] = []

  init(api: SearchAPI, scheduler: TestScheduler) {
    $query
      .dropFirst()
      .throttle(for: .milliseconds(500), scheduler: scheduler, latest: true)
      .removeDuplicates()
      .map { api.search($0) }
      .switchToLatest()
      .receive(on: scheduler)
      .assign(to: &$results)
  }
}

@Suite struct TypeAheadSearchTests {
  @Test func throttlesQueriesDropsStaleAnswersAndShowsTheLatest() {
    let scheduler = TestScheduler()
    let api = SearchAPI(scheduler: scheduler)
    let model = SearchViewModel(api: api, scheduler: scheduler)
    model.query = "s"
    scheduler.advance(by: .milliseconds(100))
    model.query = "sw"
    scheduler.advance(by: .milliseconds(100))
    model.query = "swi"
    scheduler.advance(by: .milliseconds(100))
    // "s" went out at once (0 ms); "sw" and "swi" wait for the end of the 500 ms window.
    #expect(api.queries == ["s"])
    scheduler.advance(by: .milliseconds(200))
    // At 500 ms the window's latest query, "swi", goes out; "s" was answered at 300 ms.
    #expect(api.queries == ["s", "swi"])
    #expect(model.results == ["s result"])
    model.query = "swift"
    scheduler.advance(by: .milliseconds(500))
    // "swi" was answered at 800 ms; "swift" went out at 1,000 ms, the end of its window.
    #expect(api.queries == ["s", "swi", "swift"])
    #expect(model.results == ["swi result"])
    model.query = "swift"
    scheduler.advance(by: .seconds(2))
    // The repeated "swift" is a duplicate: no new call. Its answer arrived at 1,300 ms.
    #expect(api.queries == ["s", "swi", "swift"])
    #expect(model.results == ["swift result"])
  }

  @Test func aNewerQueryDropsTheStaleAnswer() {
    let scheduler = TestScheduler()
    let api = SearchAPI(scheduler: scheduler, latency: .milliseconds(800))
    let model = SearchViewModel(api: api, scheduler: scheduler)
    model.query = "a"
    scheduler.advance(by: .milliseconds(100))
    model.query = "ab"
    // "ab" goes out at 500 ms, while the answer to "a" (due at 800 ms) is still on its way: switchToLatest
    // cancels it.
    scheduler.advance(by: .milliseconds(900))
    #expect(api.queries == ["a", "ab"])
    #expect(model.results.isEmpty)
    scheduler.advance(by: .milliseconds(300))
    #expect(model.results == ["ab result"])
  }
}

private final class SignUpForm {
  @Published var username = ""
  @Published var password = ""
  @Published var repeatedPassword = ""

  var isSubmitEnabled: AnyPublisher<Bool, Never> {
    messages.map(\.isEmpty).eraseToAnyPublisher()
  }

  var messages: AnyPublisher<[String], Never> {
    $username.combineLatest($password, $repeatedPassword) { username, password, repeated in
      var messages: [String] = []
      if username.count < 5 { messages.append("username: at least 5 characters") }
      if password.count < 5 { messages.append("password: at least 5 characters") }
      if password != repeated { messages.append("passwords differ") }
      return messages
    }
    .removeDuplicates()
    .eraseToAnyPublisher()
  }
}

@Suite struct FormValidationTests {
  @Test func rulesAreCheckedAtEachKeystroke() {
    let form = SignUpForm()
    var enabled: [Bool] = []
    var latestMessages: [String] = []
    let enabledCancellable = form.isSubmitEnabled.removeDuplicates().sink { enabled.append($0) }
    let messagesCancellable = form.messages.sink { latestMessages = $0 }
    #expect(enabled == [false])
    #expect(latestMessages == ["username: at least 5 characters", "password: at least 5 characters"])
    form.username = "annie"
    #expect(latestMessages == ["password: at least 5 characters"])
    form.password = "secret"
    #expect(latestMessages == ["passwords differ"])
    form.repeatedPassword = "secre"
    #expect(latestMessages == ["passwords differ"])
    #expect(enabled == [false])
    form.repeatedPassword = "secret"
    #expect(latestMessages.isEmpty)
    #expect(enabled == [false, true])
    form.username = "ann"
    #expect(enabled == [false, true, false])
    withExtendedLifetime((enabledCancellable, messagesCancellable)) {}
  }
}

/// A callback-based API, as delegates are.
private protocol LocationDelegate: AnyObject {
  func didUpdate(location: Int)
  func didFail(with error: TestError)
}

private final class LocationManager {
  weak var delegate: (any LocationDelegate)?
  private(set) var isUpdating = false

  func start() { isUpdating = true }
  func stop() { isUpdating = false }
}

/// Wraps the delegate in a publisher: starts on subscription, stops on cancel, forwards errors as failures.
private final class LocationPublisher: LocationDelegate {
  private let manager: LocationManager
  private let subject = PassthroughSubject<Int, TestError>()

  init(manager: LocationManager) {
    self.manager = manager
    manager.delegate = self
  }

  var locations: AnyPublisher<Int, TestError> {
    subject
      .handleEvents(
        receiveSubscription: { [manager] _ in manager.start() },
        receiveCancel: { [manager] in manager.stop() }
      )
      .eraseToAnyPublisher()
  }

  func didUpdate(location: Int) { subject.send(location) }
  func didFail(with error: TestError) { subject.send(completion: .failure(error)) }
}

@Suite struct DelegateWrappingTests {
  @Test func startsForwardsAndStops() {
    let manager = LocationManager()
    let wrapper = LocationPublisher(manager: manager)
    #expect(!manager.isUpdating)
    let subscriber = wrapper.locations.record()
    #expect(manager.isUpdating)
    manager.delegate?.didUpdate(location: 1)
    manager.delegate?.didUpdate(location: 2)
    subscriber.cancel()
    #expect(!manager.isUpdating)
    manager.delegate?.didUpdate(location: 3)
    #expect(subscriber.values == [1, 2])
  }

  @Test func forwardsAnErrorAsAFailure() {
    let manager = LocationManager()
    let wrapper = LocationPublisher(manager: manager)
    let subscriber = wrapper.locations.record()
    manager.delegate?.didUpdate(location: 1)
    manager.delegate?.didFail(with: TestError(name: "denied"))
    #expect(subscriber.events == [.subscription, .value(1), .failure("denied")])
  }
}
