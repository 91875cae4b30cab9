import StreamCore
import TestSupport
import Testing

@Suite struct PrefixUntilOutputTests {
  @Test func aTriggerWithAnotherFailureTypeEndsTheStream() {
    let values = PassthroughSubject<Int, Never>()
    let stop = PassthroughSubject<Void, TestError>()
    let subscriber = values.prefix(untilOutputFrom: stop).record()
    values.send(1)
    stop.send()
    values.send(2)
    #expect(subscriber.events == [.subscription, .value(1), .finished])
  }

  @Test func aFailingTriggerIsIgnored() {
    let values = PassthroughSubject<Int, Never>()
    let stop = PassthroughSubject<Void, TestError>()
    let subscriber = values.prefix(untilOutputFrom: stop).record()
    stop.send(completion: .failure(TestError()))
    values.send(1)
    #expect(subscriber.events == [.subscription, .value(1)])
  }

  @Test func aFinishedTriggerIsIgnored() {
    let values = PassthroughSubject<Int, TestError>()
    let subscriber = values.prefix(untilOutputFrom: Empty<Void, Never>()).record()
    values.send(1)
    values.send(completion: .failure(TestError()))
    #expect(subscriber.events == [.subscription, .value(1), .failure("oops")])
  }
}
