import Foundation
import StreamCore
import TestSupport
import Testing

@Suite struct PassthroughSubjectTests {
  @Test func deliversOnlyWhatIsSentAfterSubscribing() {
    let subject = PassthroughSubject<Int, TestError>()
    subject.send(0)
    let subscriber = subject.record()
    subject.send(1)
    subject.send(2)
    subject.send(completion: .finished)
    subject.send(3)
    #expect(subscriber.events == [.subscription, .value(1), .value(2), .finished])
  }

  @Test func dropsValuesWithoutDemand() {
    let subject = PassthroughSubject<Int, Never>()
    let subscriber = subject.record(demand: .max(1))
    subject.send(1)
    subject.send(2)
    subscriber.request(.max(1))
    subject.send(3)
    #expect(subscriber.values == [1, 3])
  }

  @Test func lateSubscriberGetsTheCompletionAtOnce() {
    let subject = PassthroughSubject<Int, TestError>()
    subject.send(completion: .failure(TestError()))
    let subscriber = subject.record()
    #expect(subscriber.events == [.subscription, .failure("oops")])
  }

  @Test func fansOutToEverySubscriberInOrder() {
    let subject = PassthroughSubject<Int, Never>()
    let subscribers = (0..<5).map { _ in subject.record() }
    subject.send(1)
    subject.send(2)
    for subscriber in subscribers { #expect(subscriber.values == [1, 2]) }
  }

  @Test("a value sent from inside a subscriber is delivered after the current one, to everyone (FIFO)")
  func reentrantSendIsFIFO() {
    let subject = PassthroughSubject<Int, Never>()
    var log: [String] = []
    let first = subject.sink { value in
      log.append("first \(value)")
      if value == 1 { subject.send(2) }
    }
    let second = subject.sink { value in log.append("second \(value)") }
    subject.send(1)
    #expect(log == ["first 1", "second 1", "first 2", "second 2"])
    withExtendedLifetime((first, second)) {}
  }

  @Test("a subscriber can cancel itself, subscribe others and send, without deadlock")
  func subscriberMayCallBackIntoTheSubject() {
    let subject = PassthroughSubject<Int, Never>()
    var received: [Int] = []
    var late: AnyCancellable?
    var cancellable: AnyCancellable?
    cancellable = subject.sink { value in
      received.append(value)
      late = subject.sink { received.append($0 * 100) }
      cancellable?.cancel()
    }
    subject.send(1)
    subject.send(2)
    #expect(received == [1, 200])
    withExtendedLifetime(late) {}
  }

  @Test func deepReentrancyDoesNotGrowTheStack() {
    let subject = PassthroughSubject<Int, Never>()
    var count = 0
    let cancellable = subject.sink { value in
      count += 1
      if value < 100_000 { subject.send(value + 1) }
    }
    subject.send(1)
    #expect(count == 100_000)
    withExtendedLifetime(cancellable) {}
  }

  @Test func forwardsAnUpstreamSubscribedToIt() {
    let subject = PassthroughSubject<Int, Never>()
    let subscriber = subject.record()
    let cancellable = [1, 2].publisher.subscribe(subject)
    #expect(subscriber.events == [.subscription, .value(1), .value(2), .finished])
    withExtendedLifetime(cancellable) {}
  }

  @Test func releasesCancelledSubscribers() {
    let subject = PassthroughSubject<Int, Never>()
    weak var weakProbe: LifetimeProbe?
    var cancellable: AnyCancellable?
    do {
      let probe = LifetimeProbe()
      weakProbe = probe
      cancellable = subject.sink { _ in _ = probe }
    }
    #expect(weakProbe != nil)
    #expect(cancellable != nil)
    cancellable = nil
    #expect(weakProbe == nil)
  }

  /// A user's subscriber that keeps its subscription forever: the subject lets go of it when it is done with it.
  private final class Hoarder: Subscriber {
    var subscription: (any Subscription)?
    func receive(subscription: any Subscription) {
      self.subscription = subscription
      subscription.request(.unlimited)
    }
    func receive(_ input: Int) -> Subscribers.Demand { .none }
    func receive(completion: Subscribers.Completion<Never>) {}
  }

  /// Lets go of its subscription when it cancels it, so that afterwards only the subject can hold it.
  private final class Canceller: Subscriber, @unchecked Sendable {
    // @unchecked: `subscription` and `received` are guarded by `lock`.
    private let lock = NSLock()
    private var subscription: (any Subscription)?
    private var received = 0
    private let cancelsOnFirstValue: Bool

    init(cancelsOnFirstValue: Bool) {
      self.cancelsOnFirstValue = cancelsOnFirstValue
    }

    var subscriptionObject: AnyObject? { lock.withLock { subscription as AnyObject? } }
    var receivedCount: Int { lock.withLock { received } }

    func cancel() {
      let subscription = lock.withLock { self.subscription.take() }
      subscription?.cancel()
    }

    func receive(subscription: any Subscription) {
      lock.withLock { self.subscription = subscription }
      subscription.request(.unlimited)
    }

    func receive(_ input: Int) -> Subscribers.Demand {
      lock.withLock { received += 1 }
      if cancelsOnFirstValue { cancel() }
      return .none
    }

    func receive(completion: Subscribers.Completion<Never>) {}
  }

  @Test("a lone subscriber cancelled during its delivery, by itself or on another thread, is released after it")
  func releasesALoneSubscriberCancelledDuringItsDelivery() {
    let subject = PassthroughSubject<Int, Never>()
    let itself = Canceller(cancelsOnFirstValue: true)
    subject.subscribe(itself)
    weak let itsSubscription = itself.subscriptionObject
    #expect(itsSubscription != nil)
    subject.send(1)
    subject.send(2)
    #expect(itself.receivedCount == 1)
    #expect(itsSubscription == nil)

    for _ in 0..<200 {
      let subscriber = Canceller(cancelsOnFirstValue: false)
      subject.subscribe(subscriber)
      weak let subscription = subscriber.subscriptionObject
      onThreads(2) { index in
        if index == 0 {
          for value in 0..<50 { subject.send(value) }
        } else {
          subscriber.cancel()
        }
      }
      #expect(subscription == nil)
      #expect(subscriber.receivedCount <= 50)
    }
  }

  @Test("a subscriber that keeps its subscription is released once the subject completes, or it cancels")
  func releasesASubscriberThatKeepsItsSubscription() {
    let subject = PassthroughSubject<Int, Never>()
    weak var completed: Hoarder?
    weak var cancelled: Hoarder?
    do {
      let first = Hoarder()
      let second = Hoarder()
      (completed, cancelled) = (first, second)
      subject.subscribe(first)
      subject.subscribe(second)
      second.subscription?.cancel()
    }
    #expect(cancelled == nil)
    #expect(completed != nil)
    subject.send(completion: .finished)
    #expect(completed == nil)
  }

  @Test("a sink nobody else holds is released once its subject completes")
  func releasesACompletedSink() {
    let subject = PassthroughSubject<Int, Never>()
    weak var weakSink: Subscribers.Sink<Int, Never>?
    do {
      let sink = Subscribers.Sink<Int, Never>(receiveCompletion: { _ in }, receiveValue: { _ in })
      weakSink = sink
      subject.subscribe(sink)
    }
    #expect(weakSink != nil, "the subject keeps its subscriber")
    subject.send(completion: .finished)
    #expect(weakSink == nil)
  }

  @Test("a subject subscribed to a publisher asks it for nothing until some subscriber has demand")
  func pullsUpstreamOnlyOnceSomeSubscriberHasDemand() {
    let subject = PassthroughSubject<Int, Never>()
    let link = [1, 2, 3].publisher.subscribe(subject)
    let subscriber = subject.record()
    #expect(subscriber.events == [.subscription, .value(1), .value(2), .value(3), .finished])
    withExtendedLifetime(link) {}
  }

  @Test("a relay of a current value subject starts with the current value")
  func relayOfACurrentValueSubjectGetsTheCurrentValue() {
    let source = CurrentValueSubject<String, Never>("initial")
    let relay = PassthroughSubject<String, Never>()
    let link = source.subscribe(relay)
    let subscriber = relay.record()
    source.send("next")
    #expect(subscriber.values == ["initial", "next"])
    withExtendedLifetime(link) {}
  }

  @Test("upstream subscriptions get .unlimited once, at the first demand, or at once when it came before")
  func forwardsTheFirstDemandToEveryUpstreamOnce() {
    let subject = PassthroughSubject<Int, Never>()
    let early = ManualSubscription()
    subject.send(subscription: early)
    #expect(early.history == [])
    let subscriber = subject.record(demand: .none)
    #expect(early.history == [])
    subscriber.request(.max(1))
    subscriber.request(.max(1))
    let late = ManualSubscription()
    subject.send(subscription: late)
    #expect(early.history == [.requested(.unlimited)])
    #expect(late.history == [.requested(.unlimited)])
  }

  @Test func deallocationCancelsUpstreamSubscriptions() {
    let upstream = ManualSubscription()
    var subject: PassthroughSubject<Int, Never>? = PassthroughSubject()
    subject?.send(subscription: upstream)
    subject = nil
    #expect(upstream.history == [.cancelled])
  }

  @Test func completedSubjectCancelsANewUpstreamSubscription() {
    let subject = PassthroughSubject<Int, Never>()
    subject.send(completion: .finished)
    let upstream = ManualSubscription()
    subject.send(subscription: upstream)
    #expect(upstream.history == [.cancelled])
  }
}
