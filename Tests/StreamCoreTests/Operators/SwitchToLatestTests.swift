import StreamCore
import TestSupport
import Testing

@Suite struct SwitchToLatestDemandTests {
  @Test func anEndlessInnerStopsAtTheDownstreamDemand() {
    let subscriber = TestSubscriber<Int, Never>(demand: .max(3))
    Just((1...).lazy.map { $0 }.publisher).switchToLatest().subscribe(subscriber)
    #expect(subscriber.events == [.subscription, .value(1), .value(2), .value(3)])
  }

  @Test func eachInnerIsAskedForTheDemandNotYetMet() {
    let outer = PassthroughSubject<ManualPublisher<Int, TestError>, TestError>()
    let subscriber = TestSubscriber<Int, TestError>(demand: .none) { _ in .max(5) }
    outer.switchToLatest().subscribe(subscriber)
    let first = ManualPublisher<Int, TestError>()
    outer.send(first)
    #expect(first.subscription.history == [])
    subscriber.request(.max(1))
    #expect(first.subscription.history == [.requested(.max(1))])
    first.send(completion: .finished)
    subscriber.request(.max(41))
    subscriber.request(.max(1))
    #expect(first.subscription.history == [.requested(.max(1))])

    let second = ManualPublisher<Int, TestError>()
    outer.send(second)
    #expect(second.subscription.history == [.requested(.max(43))])
    #expect(second.send(1) == .max(5))
    #expect(second.send(2) == .max(5))
    #expect(second.subscription.history == [.requested(.max(43))])

    let third = ManualPublisher<Int, TestError>()
    outer.send(third)
    #expect(second.subscription.history == [.requested(.max(43)), .cancelled])
    #expect(third.subscription.history == [.requested(.max(51))])
    outer.send(completion: .finished)
    subscriber.request(.max(9))
    #expect(third.subscription.history == [.requested(.max(51)), .requested(.max(9))])
    #expect(subscriber.values == [1, 2])
  }

  @Test func demandReturnedForAValueGoesBackToTheInner() {
    let subscriber = TestSubscriber<Int, Never>(demand: .max(1)) { _ in .max(1) }
    (1..<5).publisher.map { ($0..<$0 + 4).publisher }.switchToLatest().subscribe(subscriber)
    #expect(subscriber.values == [1, 2, 3, 4, 2, 3, 4, 5, 3, 4, 5, 6, 4, 5, 6, 7])
    #expect(subscriber.completions == [.finished])
  }

  @Test func aValueBeforeTheInnersSubscriptionIsDelivered() {
    let outer = PassthroughSubject<ManualPublisher<Int, TestError>, TestError>()
    let subscriber = TestSubscriber<Int, TestError>(demand: .unlimited) { _ in .max(42) }
    outer.switchToLatest().subscribe(subscriber)
    let inner = ManualPublisher<Int, TestError>(sendsSubscription: false)
    outer.send(inner)
    #expect(inner.send(1) == .max(42))
    #expect(subscriber.values == [1])
  }

  @Test func theOuterIsAskedForEverythingBeforeAnyDemand() {
    let outer = ManualPublisher<Just<Int>, Never>()
    let subscriber = TestSubscriber<Int, Never>(demand: .none)
    outer.switchToLatest().subscribe(subscriber)
    #expect(outer.subscription.history == [.requested(.unlimited)])
    outer.send(Just(1))
    #expect(subscriber.values == [])
    subscriber.request(.max(1))
    #expect(subscriber.values == [1])
  }
}
