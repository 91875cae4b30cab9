import StreamCore
import TestSupport
import Testing

@Suite struct AttemptMapTests {
  @Test func sendsSuccessesAndFailsWithTheTypedFailureCancellingUpstream() {
    let subject = PassthroughSubject<Int, TestError>()
    let cancelled = LockedValue(0)
    let subscriber = TestSubscriber<String, TestError>()
    subject.handleCancel { cancelled.withLock { $0 += 1 } }
      .attemptMap { $0 < 3 ? .success("\($0)") : .failure(TestError(name: "big")) }
      .subscribe(subscriber)
    subject.send(1)
    subject.send(2)
    subject.send(3)
    subject.send(4)
    #expect(subscriber.events == [.subscription, .value("1"), .value("2"), .failure("big")])
    #expect(cancelled.value == 1)
  }

  @Test func honoursDemand() {
    let subscriber = TestSubscriber<Int, Never>(demand: .max(2))
    [1, 2, 3].publisher.attemptMap { .success($0 * 10) }.subscribe(subscriber)
    #expect(subscriber.events == [.subscription, .value(10), .value(20)])
    subscriber.request(.max(1))
    #expect(subscriber.events == [.subscription, .value(10), .value(20), .value(30), .finished])
  }

  @Test func keepsAColdPublisherCold() {
    #expect(Deferred { Just(1) }.attemptMap { .success($0) } is any DeferredPublisherProtocol)
  }
}
