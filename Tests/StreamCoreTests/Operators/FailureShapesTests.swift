import StreamCore
import TestSupport
import Testing

@Suite struct FailureShapesTests {
  @Test func promoteFailureInfersTheNewFailureType() {
    let promoted: Publishers.SetFailureType<Just<Int>, TestError> = Just(1).promoteFailure()
    let subscriber = TestSubscriber<Int, TestError>()
    promoted.subscribe(subscriber)
    #expect(subscriber.events == [.subscription, .value(1), .finished])
  }

  @Test func promoteFailureKeepsAFutureAFuture() {
    let future: DeferredFuture<Int, TestError> = DeferredFuture<Int, Never> { $0(.success(1)) }.promoteFailure()
    let subscriber = TestSubscriber<Int, TestError>()
    future.subscribe(subscriber)
    #expect(subscriber.events == [.subscription, .value(1), .finished])
  }

  @Test func demoteFailureFinishesInsteadOfFailing() {
    let subject = PassthroughSubject<Int, TestError>()
    let subscriber = TestSubscriber<Int, Never>()
    subject.demoteFailure().subscribe(subscriber)
    subject.send(1)
    subject.send(completion: .failure(TestError()))
    #expect(subscriber.events == [.subscription, .value(1), .finished])
  }

  @Test func ignoreFailureFinishesAndKeepsTheFailureType() {
    let subject = PassthroughSubject<Int, TestError>()
    let subscriber = TestSubscriber<Int, TestError>()
    subject.ignoreFailure().subscribe(subscriber)
    subject.send(1)
    subject.send(completion: .failure(TestError()))
    #expect(subscriber.events == [.subscription, .value(1), .finished])
  }
}
