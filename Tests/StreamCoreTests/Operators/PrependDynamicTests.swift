import StreamCore
import TestSupport
import Testing

@Suite struct PrependDynamicTests {
  @Test func evaluatesTheFirstValueAtEachSubscription() {
    let version = LockedValue(1)
    let subject = PassthroughSubject<Int, Never>()
    let versions = subject.prependDynamic { version.value }
    #expect(version.value == 1)
    let first = TestSubscriber<Int, Never>()
    versions.subscribe(first)
    version.value = 2
    let second = TestSubscriber<Int, Never>()
    versions.subscribe(second)
    subject.send(10)
    #expect(first.events == [.subscription, .value(1), .value(10)])
    #expect(second.events == [.subscription, .value(2), .value(10)])
  }

  @Test func waitsForDemandAndKeepsAColdPublisherCold() {
    let subscriber = TestSubscriber<Int, Never>(demand: .none)
    Just(5).prependDynamic { 4 }.subscribe(subscriber)
    #expect(subscriber.events == [.subscription])
    subscriber.request(.max(1))
    #expect(subscriber.events == [.subscription, .value(4)])
    #expect(Just(5).prependDynamic { 4 } is any DeferredPublisherProtocol)
  }
}
