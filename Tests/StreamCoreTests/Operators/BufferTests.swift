import StreamCore
import TestSupport
import Testing

@Suite struct BufferTests {
  @Test func byRequestAsksForEverythingAndHoldsValuesUntilDemand() {
    var requests: [Subscribers.Demand] = []
    let subject = PassthroughSubject<Int, Never>()
    let subscriber = TestSubscriber<Int, Never>(demand: .none)
    subject
      .handleEvents(receiveRequest: { requests.append($0) })
      .buffer(size: 3, prefetch: .byRequest, whenFull: .dropNewest)
      .subscribe(subscriber)
    subject.send(1)
    subject.send(2)
    #expect(requests == [.unlimited])
    #expect(subscriber.values == [])
    subscriber.request(.max(1))
    #expect(subscriber.values == [1])
    subscriber.request(.max(5))
    subject.send(3)
    #expect(subscriber.values == [1, 2, 3])
  }

  @Test func keepFullAsksForSizeThenOneMorePerDeliveredValue() {
    var requests: [Subscribers.Demand] = []
    let subscriber = TestSubscriber<Int, Never>(demand: .none)
    (1...10).publisher
      .handleEvents(receiveRequest: { requests.append($0) })
      .buffer(size: 2, prefetch: .keepFull, whenFull: .dropNewest)
      .subscribe(subscriber)
    #expect(requests == [.max(2)])
    subscriber.request(.max(3))
    #expect(subscriber.values == [1, 2, 3])
    #expect(requests.reduce(.none, +) == .max(5))
  }

  @Test func dropNewestKeepsTheFirstValues() {
    let subject = PassthroughSubject<Int, Never>()
    let subscriber = TestSubscriber<Int, Never>(demand: .none)
    subject.buffer(size: 2, prefetch: .byRequest, whenFull: .dropNewest).subscribe(subscriber)
    for value in 1...4 { subject.send(value) }
    subscriber.request(.unlimited)
    #expect(subscriber.values == [1, 2])
  }

  @Test func dropOldestKeepsTheLastValues() {
    let subject = PassthroughSubject<Int, Never>()
    let subscriber = TestSubscriber<Int, Never>(demand: .none)
    subject.buffer(size: 2, prefetch: .byRequest, whenFull: .dropOldest).subscribe(subscriber)
    for value in 1...4 { subject.send(value) }
    subscriber.request(.unlimited)
    #expect(subscriber.values == [3, 4])
  }

  @Test func customErrorFailsAtOnceAndCancelsUpstream() {
    var cancelled = 0
    let subject = PassthroughSubject<Int, TestError>()
    let subscriber = TestSubscriber<Int, TestError>(demand: .none)
    subject
      .handleEvents(receiveCancel: { cancelled += 1 })
      .buffer(size: 1, prefetch: .byRequest, whenFull: .customError { TestError(name: "full") })
      .subscribe(subscriber)
    subject.send(1)
    subject.send(2)
    #expect(subscriber.events == [.subscription, .failure("full")])
    #expect(cancelled == 1)
  }

  @Test func finishedWaitsForTheBufferedValues() {
    let subject = PassthroughSubject<Int, Never>()
    let subscriber = TestSubscriber<Int, Never>(demand: .none)
    subject.buffer(size: 5, prefetch: .byRequest, whenFull: .dropNewest).subscribe(subscriber)
    subject.send(1)
    subject.send(2)
    subject.send(completion: .finished)
    #expect(subscriber.events == [.subscription])
    subscriber.request(.max(1))
    #expect(subscriber.events == [.subscription, .value(1)])
    subscriber.request(.max(1))
    #expect(subscriber.events == [.subscription, .value(1), .value(2), .finished])
  }

  @Test func failureSkipsTheBufferedValues() {
    let subject = PassthroughSubject<Int, TestError>()
    let subscriber = TestSubscriber<Int, TestError>(demand: .none)
    subject.buffer(size: 5, prefetch: .byRequest, whenFull: .dropNewest).subscribe(subscriber)
    subject.send(1)
    subject.send(completion: .failure(TestError()))
    #expect(subscriber.events == [.subscription, .failure("oops")])
  }

  @Test func reentrantRequestsDeliverInOrder() {
    let subject = PassthroughSubject<Int, Never>()
    let subscriber = TestSubscriber<Int, Never>(demand: .none) { _ in .max(1) }
    subject.buffer(size: 5, prefetch: .byRequest, whenFull: .dropNewest).subscribe(subscriber)
    for value in 1...4 { subject.send(value) }
    subscriber.request(.max(1))
    #expect(subscriber.values == [1, 2, 3, 4])
  }

  @Test func nonPositiveSizeTraps() async {
    await #expect(processExitsWith: .failure) {
      _ = Just(1).buffer(size: 0, prefetch: .byRequest, whenFull: .dropNewest)
    }
  }
}
