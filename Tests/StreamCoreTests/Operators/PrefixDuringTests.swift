import StreamCore
import TestSupport
import Testing

@Suite(.checksLeaks) struct PrefixDuringTests {
  @Test func republishesUntilTheLifetimeEndsThenFinishes() {
    let cancels = Counter()
    let subject = PassthroughSubject<Int, TestError>()
    var token: Lifetime.Token? = Lifetime.Token()
    let subscriber = subject.handleEvents(receiveCancel: { cancels.increment() })
      .prefix(during: Lifetime(token!))
      .record()
    subject.send(1)
    token = nil
    subject.send(2)
    #expect(subscriber.events == [.subscription, .value(1), .finished])
    #expect(cancels.value == 1)
  }

  @Test func anEndedLifetimeFinishesAtOnce() {
    let subject = PassthroughSubject<Int, Never>()
    let subscriber = subject.prefix(during: .empty).record()
    subject.send(1)
    #expect(subscriber.events == [.subscription, .finished])
  }

  @Test func upstreamCompletionIsForwarded() {
    let subject = PassthroughSubject<Int, TestError>()
    let (lifetime, token) = Lifetime.make()
    let subscriber = subject.prefix(during: lifetime).record()
    subject.send(completion: .failure(TestError()))
    #expect(subscriber.events == [.subscription, .failure("oops")])
    withExtendedLifetime(token) {}
  }

  @Test func cancellingReleasesTheSubscriberWhileTheLifetimeLasts() {
    let subject = PassthroughSubject<Int, Never>()
    let (lifetime, token) = Lifetime.make()
    weak var weakProbe: TrackedProbe?
    let cancellable: AnyCancellable
    do {
      let probe = TrackedProbe()
      weakProbe = probe
      cancellable = subject.prefix(during: lifetime).sink { _ in withExtendedLifetime(probe) {} }
    }
    #expect(weakProbe != nil)
    cancellable.cancel()
    #expect(weakProbe == nil)
    #expect(!lifetime.hasEnded)
    withExtendedLifetime(token) {}
  }
}
