import StreamCore
import TestSupport
import Testing

@Suite struct AutoconnectTests {
  @Test("share() runs a completed upstream once; a later subscriber gets only the completion, as in Combine")
  func aCompletedUpstreamIsNotSubscribedAgain() {
    let runs = Counter()
    let shared = Deferred {
      runs.increment()
      return Just(1)
    }.share()
    let first = shared.record()
    let second = shared.record()
    #expect(runs.value == 1)
    #expect(first.events == [.subscription, .value(1), .finished])
    #expect(second.events == [.subscription, .finished])
  }

  @Test func disconnectsWhenTheLastSubscriberCancelsAndConnectsAgainForTheNext() {
    let runs = Counter()
    let source = PassthroughSubject<Int, Never>()
    let shared = Deferred {
      runs.increment()
      return source
    }.share()
    let first = shared.record()
    let second = shared.record()
    source.send(1)
    first.cancel()
    source.send(2)
    second.cancel()
    let third = shared.record()
    source.send(3)
    #expect(runs.value == 2)
    #expect(first.values == [1])
    #expect(second.values == [1, 2])
    #expect(third.values == [3])
  }

  @Test("a subscriber's subscription is the Autoconnect link; cancelling it twice counts it out once")
  func cancellingTwiceCountsTheSubscriberOutOnce() {
    let runs = Counter()
    let source = PassthroughSubject<Int, Never>()
    let shared = Deferred {
      runs.increment()
      return source
    }.share()
    let first = shared.record()
    let second = shared.record()
    #expect(first.subscription.map { String(describing: $0) } == "Autoconnect")
    first.subscription?.cancel()
    first.subscription?.cancel()
    source.send(1)
    #expect(first.values.isEmpty)
    #expect(second.values == [1])
    #expect(runs.value == 1)
  }
}
