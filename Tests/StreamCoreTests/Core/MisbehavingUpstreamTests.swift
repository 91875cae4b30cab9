import StreamCore
import TestSupport
import Testing

/// An operator built over a hand-driven upstream, for the misbehaving-upstream checks.
struct MisbehavingCase: CustomTestStringConvertible, Sendable {
  let name: String
  let make: @Sendable (ManualPublisher<Int, Never>) -> AnyPublisher<Int, Never>

  var testDescription: String { name }
}

private let misbehavingCases: [MisbehavingCase] = [
  MisbehavingCase(name: "map") { $0.map { $0 }.eraseToAnyPublisher() },
  MisbehavingCase(name: "filter") { $0.filter { _ in true }.eraseToAnyPublisher() },
  MisbehavingCase(name: "scan") { $0.scan(0, +).eraseToAnyPublisher() },
  MisbehavingCase(name: "removeDuplicates") { $0.removeDuplicates().eraseToAnyPublisher() },
  MisbehavingCase(name: "prefix") { $0.prefix(10).eraseToAnyPublisher() },
  MisbehavingCase(name: "dropFirst") { $0.dropFirst(0).eraseToAnyPublisher() },
  MisbehavingCase(name: "append") { $0.append(100).eraseToAnyPublisher() },
  MisbehavingCase(name: "prepend") { $0.prepend(Empty()).eraseToAnyPublisher() },
  MisbehavingCase(name: "collect") { $0.collect().map { $0.count }.eraseToAnyPublisher() },
  MisbehavingCase(name: "last") { $0.last().eraseToAnyPublisher() },
  MisbehavingCase(name: "merge") { $0.merge(with: Empty(completeImmediately: true)).eraseToAnyPublisher() },
  MisbehavingCase(name: "combineLatest") { $0.combineLatest(Just(0)).map { $0.0 }.eraseToAnyPublisher() },
  MisbehavingCase(name: "zip") { $0.zip([0, 0, 0, 0].publisher).map { $0.0 }.eraseToAnyPublisher() },
  MisbehavingCase(name: "flatMap") { $0.flatMap { Just($0) }.eraseToAnyPublisher() },
  MisbehavingCase(name: "switchToLatest") { $0.map { Just($0) }.switchToLatest().eraseToAnyPublisher() },
  MisbehavingCase(name: "receive(on:)") { $0.receive(on: ImmediateScheduler.shared).eraseToAnyPublisher() },
  MisbehavingCase(name: "share") { $0.share().eraseToAnyPublisher() },
]

/// Records what a `Sink` at the end of a chain sees.
private final class SinkLog {
  var values: [Int] = []
  var completions = 0

  func attach(to publisher: AnyPublisher<Int, Never>) -> AnyCancellable {
    publisher.sink(receiveCompletion: { _ in self.completions += 1 }, receiveValue: { self.values.append($0) })
  }
}

/// What a hand-written upstream that breaks the publisher contract gets; the table is in docs/contracts.md. Every
/// violation is tolerated as Combine tolerates it (a pass-through operator hands it on and the subscriber at the
/// end ignores it), and none ends in an arithmetic overflow.
@Suite struct MisbehavingUpstreamTests {
  @Test("a value before the subscription is tolerated", arguments: misbehavingCases)
  func valueBeforeSubscription(_ operatorCase: MisbehavingCase) {
    let upstream = ManualPublisher<Int, Never>(sendsSubscription: false)
    let log = SinkLog()
    let cancellable = log.attach(to: operatorCase.make(upstream))
    #expect(upstream.send(1) == .none)
    upstream.send(subscription: upstream.subscription)
    upstream.send(2)
    upstream.send(completion: .finished)
    #expect(log.completions == 1)
    withExtendedLifetime(cancellable) {}
  }

  @Test("values beyond demand are tolerated, with no arithmetic overflow", arguments: misbehavingCases)
  func valuesBeyondDemand(_ operatorCase: MisbehavingCase) {
    let upstream = ManualPublisher<Int, Never>()
    let subscriber = TestSubscriber<Int, Never>(demand: .max(1))
    operatorCase.make(upstream).subscribe(subscriber)
    for value in 1...5 { upstream.send(value) }
    subscriber.request(.max(1))
    upstream.send(6)
    upstream.send(completion: .finished)
    #expect(subscriber.completions.count <= 1)
    #expect(!upstream.subscription.isCancelled)
  }

  @Test("nothing after the completion reaches the subscriber at the end", arguments: misbehavingCases)
  func eventsAfterCompletion(_ operatorCase: MisbehavingCase) {
    let upstream = ManualPublisher<Int, Never>()
    let log = SinkLog()
    let cancellable = log.attach(to: operatorCase.make(upstream))
    upstream.send(1)
    upstream.send(completion: .finished)
    let seen = log.values
    upstream.send(2)
    upstream.send(completion: .finished)
    #expect(log.values == seen)
    #expect(log.completions == 1)
    withExtendedLifetime(cancellable) {}
  }

  @Test("a second subscription is cancelled; the first stays", arguments: misbehavingCases)
  func secondSubscription(_ operatorCase: MisbehavingCase) {
    let upstream = ManualPublisher<Int, Never>()
    let log = SinkLog()
    let cancellable = log.attach(to: operatorCase.make(upstream))
    let extra = ManualSubscription()
    upstream.send(subscription: extra)
    #expect(extra.history == [.cancelled])
    #expect(!upstream.subscription.isCancelled)
    withExtendedLifetime(cancellable) {}
  }

  @Test("Concatenate drops a value sent before its upstream's subscription (it used to overflow its demand)")
  func concatenateDropsAValueBeforeSubscription() {
    let upstream = ManualPublisher<Int, Never>(sendsSubscription: false)
    let subscriber = TestSubscriber<Int, Never>(demand: .none)
    upstream.append(100).subscribe(subscriber)
    upstream.send(1)
    upstream.send(subscription: upstream.subscription)
    subscriber.request(.max(1))
    upstream.send(2)
    upstream.send(3)
    #expect(subscriber.events == [.subscription, .value(2), .value(3)])
  }

  @Test func aSinkToleratesEveryViolation() {
    let upstream = ManualPublisher<Int, Never>()
    var received: [Int] = []
    var completions = 0
    let sink = upstream.sink(receiveCompletion: { _ in completions += 1 }, receiveValue: { received.append($0) })
    for value in 1...3 { upstream.send(value) }
    let extra = ManualSubscription()
    upstream.send(subscription: extra)
    upstream.send(completion: .finished)
    upstream.send(4)
    upstream.send(completion: .finished)
    #expect(received == [1, 2, 3])
    #expect(completions == 1)
    #expect(extra.history == [.cancelled])
    withExtendedLifetime(sink) {}
  }

  @Test func aSubjectToleratesEveryViolation() {
    let upstream = ManualPublisher<Int, Never>(sendsSubscription: false)
    let subject = PassthroughSubject<Int, Never>()
    let subscriber = subject.record()
    let link = upstream.subscribe(subject)
    upstream.send(0)
    upstream.send(subscription: upstream.subscription)
    upstream.send(1)
    let extra = ManualSubscription()
    upstream.send(subscription: extra)
    upstream.send(completion: .finished)
    upstream.send(2)
    #expect(subscriber.events == [.subscription, .value(1), .finished])
    #expect(extra.history == [.cancelled])
    withExtendedLifetime(link) {}
  }
}
