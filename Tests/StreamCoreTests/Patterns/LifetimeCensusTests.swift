import StreamCore
import TestSupport
import Testing

/// Who keeps whom alive in StreamCore, for the capture patterns users write; each test pins a row of the
/// "Lifetimes" article.
@Suite("Lifetime census: StreamCore")
struct LifetimeCensusTests {
  /// The subjects, each made by a closure so a test can hold it only weakly.
  static let subjects: [SubjectKind] = [.passthrough, .currentValue]

  enum SubjectKind: CustomTestStringConvertible, Sendable {
    case passthrough
    case currentValue

    func make() -> any Subject<Int, Never> & AnyObject {
      switch self {
      case .passthrough: PassthroughSubject<Int, Never>()
      case .currentValue: CurrentValueSubject<Int, Never>(0)
      }
    }

    var testDescription: String { self == .passthrough ? "PassthroughSubject" : "CurrentValueSubject" }
  }

  @Test("a live subscription keeps its subject alive until it is cancelled", arguments: subjects)
  func subscriptionKeepsSubjectUntilCancelled(kind: SubjectKind) {
    weak var weakSubject: (any Subject<Int, Never> & AnyObject)?
    var received: [Int] = []
    var cancellable: AnyCancellable?
    do {
      let subject = kind.make()
      weakSubject = subject
      cancellable = subject.sink { received.append($0) }
    }
    #expect(weakSubject != nil)
    weakSubject?.send(5)
    #expect(received.last == 5)
    cancellable?.cancel()
    #expect(weakSubject == nil)
  }

  @Test("a live subscription lets go of its subject when the subject completes", arguments: subjects)
  func subscriptionLetsGoOnCompletion(kind: SubjectKind) {
    weak var weakSubject: (any Subject<Int, Never> & AnyObject)?
    var finished = false
    var cancellable: AnyCancellable?
    do {
      let subject = kind.make()
      weakSubject = subject
      cancellable = subject.sink(receiveCompletion: { _ in finished = true }, receiveValue: { _ in })
    }
    #expect(weakSubject != nil)
    weakSubject?.send(completion: .finished)
    #expect(finished)
    #expect(weakSubject == nil)
    withExtendedLifetime(cancellable) {}
  }

  @Test("an operator chain keeps its subject alive until it is cancelled", arguments: subjects)
  func chainKeepsSubjectUntilCancelled(kind: SubjectKind) {
    weak var weakSubject: (any Subject<Int, Never> & AnyObject)?
    var received: [Int] = []
    var cancellable: AnyCancellable?
    do {
      let subject = kind.make()
      weakSubject = subject
      cancellable = Self.chain(on: subject) { received.append($0) }
    }
    #expect(weakSubject != nil)
    weakSubject?.send(3)
    #expect(received == [6])
    cancellable?.cancel()
    #expect(weakSubject == nil)
  }

  @Test("dropping the cancellable of an operator chain lets go of its subject once completed", arguments: subjects)
  func chainLetsGoOnCompletion(kind: SubjectKind) {
    weak var weakSubject: (any Subject<Int, Never> & AnyObject)?
    var cancellable: AnyCancellable?
    do {
      let subject = kind.make()
      weakSubject = subject
      cancellable = Self.chain(on: subject) { _ in }
    }
    weakSubject?.send(completion: .finished)
    #expect(weakSubject == nil)
    withExtendedLifetime(cancellable) {}
  }

  @Test("@Published's publisher keeps its storage alive while subscribed, not the enclosing object")
  func publishedPublisherKeepsItsSubjectOnly() {
    final class Model {
      @Published var count = 0
    }
    weak var weakModel: Model?
    var received: [Int] = []
    var cancellable: AnyCancellable?
    do {
      let model = Model()
      weakModel = model
      cancellable = model.$count.sink { received.append($0) }
    }
    // As in Combine, the subscription holds the property's subject, not the object that declares it.
    #expect(weakModel == nil)
    #expect(received == [0])
    cancellable?.cancel()
  }

  @Test("a sink stored on the object whose subject it observes is released with the object")
  func sinkStoredOnTheObservedObject() {
    final class Screen {
      let taps = PassthroughSubject<Void, Never>()
      var count = 0
      var cancellable: AnyCancellable?
      init() { cancellable = taps.sink { [unowned self] in count += 1 } }
    }
    weak var weakScreen: Screen?
    weak var weakTaps: PassthroughSubject<Void, Never>?
    do {
      let screen = Screen()
      weakScreen = screen
      weakTaps = screen.taps
      screen.taps.send()
      #expect(screen.count == 1)
    }
    #expect(weakScreen == nil)
    #expect(weakTaps == nil)
  }

  @Test("a sink that captures its own subject strongly keeps it until cancelled (as in Combine)")
  func sinkCapturingItsSubject() {
    weak var weakSubject: PassthroughSubject<Int, Never>?
    var cancellable: AnyCancellable?
    do {
      let subject = PassthroughSubject<Int, Never>()
      weakSubject = subject
      cancellable = subject.sink { if $0 == 1 { subject.send(2) } }
    }
    #expect(weakSubject != nil)
    cancellable?.cancel()
    #expect(weakSubject == nil)
  }

  @Test("share: the shared chain keeps its upstream subject while subscribed, and lets go with the last subscriber")
  func shareKeepsUpstreamWhileSubscribed() {
    weak var weakSubject: PassthroughSubject<Int, Never>?
    var received: [Int] = []
    var first: AnyCancellable?
    var second: AnyCancellable?
    do {
      let subject = PassthroughSubject<Int, Never>()
      weakSubject = subject
      let shared = subject.map { $0 + 1 }.share()
      first = shared.sink { received.append($0) }
      second = shared.sink { received.append($0 * 10) }
    }
    weakSubject?.send(1)
    #expect(received == [2, 20])
    first?.cancel()
    #expect(weakSubject != nil)
    second?.cancel()
    #expect(weakSubject == nil)
  }

  @Test(
    "multicast + connect: the connection keeps the upstream until cancelled and the multicast subject until released"
  )
  func multicastConnectionKeepsItsSubjects() {
    weak var weakUpstream: PassthroughSubject<Int, Never>?
    weak var weakShared: PassthroughSubject<Int, Never>?
    var received: [Int] = []
    var connection: (any Cancellable)?
    var cancellable: AnyCancellable?
    do {
      let upstream = PassthroughSubject<Int, Never>()
      let shared = PassthroughSubject<Int, Never>()
      weakUpstream = upstream
      weakShared = shared
      let multicast = upstream.multicast(subject: shared)
      cancellable = multicast.sink { received.append($0) }
      connection = multicast.connect()
    }
    weakUpstream?.send(4)
    #expect(received == [4])
    cancellable?.cancel()
    connection?.cancel()
    #expect(weakUpstream == nil)
    // The connection token holds the multicast subject until it is released, as an `AnyCancellable` holds what it
    // cancels.
    #expect(weakShared != nil)
    connection = nil
    #expect(weakShared == nil)
  }

  @Test("autoconnect: the timer-like upstream stops and is released when the last subscriber cancels")
  func autoconnectReleasesWithTheLastSubscriber() {
    weak var weakSubject: PassthroughSubject<Int, Never>?
    var cancellable: AnyCancellable?
    do {
      let subject = PassthroughSubject<Int, Never>()
      weakSubject = subject
      cancellable = subject.makeConnectable().autoconnect().sink { _ in }
    }
    #expect(weakSubject != nil)
    cancellable?.cancel()
    #expect(weakSubject == nil)
  }

  @Test("flatMap: a live subscription keeps the outer and the inner subjects; cancel lets go of both")
  func flatMapKeepsOuterAndInner() {
    weak var weakOuter: PassthroughSubject<Int, Never>?
    weak var weakInner: PassthroughSubject<Int, Never>?
    var received: [Int] = []
    var cancellable: AnyCancellable?
    do {
      let outer = PassthroughSubject<Int, Never>()
      let inner = PassthroughSubject<Int, Never>()
      weakOuter = outer
      weakInner = inner
      cancellable = outer.flatMap { _ in inner }.sink { received.append($0) }
      outer.send(0)
    }
    weakInner?.send(7)
    #expect(received == [7])
    #expect(weakOuter != nil)
    cancellable?.cancel()
    #expect(weakOuter == nil)
    #expect(weakInner == nil)
  }

  @Test("a scheduler keeps pending work until it runs; repeating work until it falls due after being cancelled")
  func schedulerPendingWork() {
    let scheduler = TestScheduler()
    weak var weakOnce: LifetimeProbe?
    weak var weakRepeating: LifetimeProbe?
    var repeating: (any Cancellable)?
    do {
      let once = LifetimeProbe()
      let every = LifetimeProbe()
      weakOnce = once
      weakRepeating = every
      scheduler.schedule(after: scheduler.now.advanced(by: .seconds(1))) { _ = once }
      repeating = scheduler.schedule(after: scheduler.now, interval: .seconds(1)) { _ = every }
    }
    #expect(weakOnce != nil)
    scheduler.advance(by: .seconds(1))
    #expect(weakOnce == nil)
    #expect(weakRepeating != nil)
    repeating?.cancel()
    // A cancelled repeating action is dropped when it next falls due.
    #expect(weakRepeating != nil)
    scheduler.advance(by: .seconds(1))
    #expect(weakRepeating == nil)
  }

  @Test("a lifetime sink keeps neither its owner nor its lifetime's owner; sink(during:) lets go at once")
  func lifetimeSinks() {
    final class Screen {
      let lifetime: Lifetime
      private let token: Lifetime.Token
      init() { (lifetime, token) = Lifetime.make() }
    }
    let subject = PassthroughSubject<Int, Never>()
    weak var weakScreen: Screen?
    weak var weakClosure: LifetimeProbe?
    var received: [Int] = []
    do {
      let screen = Screen()
      let probe = LifetimeProbe()
      weakScreen = screen
      weakClosure = probe
      subject.sink(during: screen.lifetime) {
        _ = probe
        received.append($0)
      }
      subject.send(1)
    }
    #expect(weakScreen == nil)
    #expect(weakClosure == nil)
    subject.send(2)
    #expect(received == [1])
  }

  /// `subject.map.filter.sink`, on a subject of any kind.
  static func chain<S: Subject<Int, Never>>(on subject: S, _ receive: @escaping (Int) -> Void) -> AnyCancellable {
    subject.map { $0 * 2 }.filter { $0 > 0 }.sink(receiveValue: receive)
  }
}
