import StreamCore
import TestSupport
import Testing

@Suite struct ObservableObjectPublisherTests {
  @Test("every send reaches a subscriber whatever demand it requested, as Combine's does")
  func sendsIgnoreDemand() {
    let publisher = ObservableObjectPublisher()
    let none = TestSubscriber<Int, Never>(demand: .none)
    let one = TestSubscriber<Int, Never>(demand: .max(1))
    publisher.map { 0 }.subscribe(none)
    publisher.map { 1 }.subscribe(one)
    publisher.send()
    publisher.send()
    publisher.send()
    #expect(none.values == [0, 0, 0])
    #expect(one.values == [1, 1, 1])
  }

  @Test("a cancelled subscriber receives nothing more")
  func cancelStopsDelivery() {
    let publisher = ObservableObjectPublisher()
    let subscriber = TestSubscriber<Int, Never>(demand: .none)
    publisher.map { 0 }.subscribe(subscriber)
    publisher.send()
    subscriber.subscription?.cancel()
    publisher.send()
    #expect(subscriber.values == [0])
  }
}
