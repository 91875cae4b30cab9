import StreamCore
import TestSupport
import Testing

@Suite(.checksLeaks) struct LifetimeTests {
  @Test func endsExactlyWhenTheTokenIsDeinitialized() {
    var token: Lifetime.Token? = Lifetime.Token()
    let lifetime = Lifetime(token!)
    let ended = Counter()
    lifetime.observeEnded { ended.increment() }
    #expect(!lifetime.hasEnded)
    #expect(ended.value == 0)
    token = nil
    #expect(lifetime.hasEnded)
    #expect(ended.value == 1)
  }

  @Test func makeReturnsALifetimeAndItsToken() {
    var (lifetime, token) = Lifetime.make()
    let order = OrderLog()
    lifetime.observeEnded { order.append(1) }
    lifetime.observeEnded { order.append(2) }
    #expect(!lifetime.hasEnded)
    token = Lifetime.Token()
    #expect(lifetime.hasEnded)
    #expect(order.values == [1, 2])
    withExtendedLifetime(token) {}
  }

  @Test func emptyHasEndedAndRunsObserversAtOnce() {
    let ended = Counter()
    Lifetime.empty.observeEnded { ended.increment() }
    #expect(Lifetime.empty.hasEnded)
    #expect(ended.value == 1)
  }

  @Test func cancelledObservationDoesNotRun() {
    var token: Lifetime.Token? = Lifetime.Token()
    let lifetime = Lifetime(token!)
    let ended = Counter()
    let observation = lifetime.observeEnded { ended.increment() }
    observation.cancel()
    token = nil
    #expect(ended.value == 0)
  }

  @Test func observersAreReleasedWhenTheLifetimeEnds() {
    var token: Lifetime.Token? = Lifetime.Token()
    let lifetime = Lifetime(token!)
    weak var weakProbe: TrackedProbe?
    do {
      let probe = TrackedProbe()
      weakProbe = probe
      lifetime.observeEnded { withExtendedLifetime(probe) {} }
    }
    #expect(weakProbe != nil)
    token = nil
    #expect(weakProbe == nil)
  }

  @Test func sinkDuringALifetimeIsCancelledTheMomentItEnds() {
    let cancels = Counter()
    let subject = PassthroughSubject<Int, Never>()
    var token: Lifetime.Token? = Lifetime.Token()
    let received = OrderLog()
    let probe = TrackedProbe()
    subject.handleEvents(receiveCancel: { cancels.increment() })
      .sink(during: Lifetime(token!)) { value in
        withExtendedLifetime(probe) {}
        received.append(value)
      }
    subject.send(1)
    token = nil
    #expect(cancels.value == 1)
    subject.send(2)
    #expect(received.values == [1])
  }

  @Test func sinkDuringAnEndedLifetimeReceivesNothing() {
    let subject = PassthroughSubject<Int, Never>()
    let received = OrderLog()
    subject.sink(during: .empty) { received.append($0) }
    subject.send(1)
    #expect(received.values.isEmpty)
  }

  @Test func endedFinishesWhenTheLifetimeEnds() {
    var token: Lifetime.Token? = Lifetime.Token()
    let lifetime = Lifetime(token!)
    let subscriber = lifetime.ended.record()
    #expect(subscriber.events == [.subscription])
    token = nil
    #expect(subscriber.events == [.subscription, .finished])
  }

  @Test func endedFinishesAtOnceForAnEndedLifetime() {
    #expect(Lifetime.empty.ended.record().events == [.subscription, .finished])
  }

  @Test func aCancelledEndedSubscriptionStopsWatching() {
    var token: Lifetime.Token? = Lifetime.Token()
    let lifetime = Lifetime(token!)
    let finished = Counter()
    let cancellable = lifetime.ended.sink(receiveCompletion: { _ in finished.increment() }, receiveValue: { _ in })
    cancellable.cancel()
    token = nil
    #expect(lifetime.hasEnded)
    #expect(finished.value == 0)
  }

  @Test func disposeEndsTheLifetimeOnceBeforeTheTokenGoes() {
    let (lifetime, token) = Lifetime.make()
    let ended = Counter()
    lifetime.observeEnded { ended.increment() }
    token.dispose()
    #expect(lifetime.hasEnded)
    #expect(ended.value == 1)
    token.dispose()
    #expect(ended.value == 1)
  }

  @Test func endedFinishesWhenTheTokenGoesEvenIfTheLifetimeIsRetained() {
    var token: Lifetime.Token? = Lifetime.Token()
    let lifetime = Lifetime(token!)
    let finished = Counter()
    let cancellable = lifetime.ended.sink(receiveCompletion: { _ in finished.increment() }, receiveValue: { _ in })
    #expect(finished.value == 0)
    token = nil
    #expect(finished.value == 1)
    withExtendedLifetime(cancellable) {}
  }

  @Test func endedFinishesWhenTheTokenIsDisposed() {
    let (lifetime, token) = Lifetime.make()
    let subscriber = lifetime.ended.record()
    token.dispose()
    #expect(subscriber.events == [.subscription, .finished])
  }
}
