import StreamCore
import TestSupport
import Testing

@Suite struct EventHandlingTests {
  @Test func handleValueSeesEachValueBeforeDownstream() {
    let log = LockedValue<[String]>([])
    let cancellable = [1, 2].publisher
      .handleValue { value in log.withLock { $0.append("saw \(value)") } }
      .sink { value in log.withLock { $0.append("got \(value)") } }
    #expect(log.value == ["saw 1", "got 1", "saw 2", "got 2"])
    withExtendedLifetime(cancellable) {}
  }

  @Test func handleErrorSeesOnlyAFailure() {
    let errors = LockedValue<[TestError]>([])
    let subject = PassthroughSubject<Int, TestError>()
    let subscriber = TestSubscriber<Int, TestError>()
    subject.handleError { error in errors.withLock { $0.append(error) } }.subscribe(subscriber)
    subject.send(1)
    subject.send(completion: .failure(TestError()))
    #expect(errors.value == [TestError()])
    #expect(subscriber.events == [.subscription, .value(1), .failure("oops")])

    let finishedErrors = LockedValue(0)
    _ = Just(1).setFailureType(to: TestError.self)
      .handleError { _ in finishedErrors.withLock { $0 += 1 } }
      .sink(receiveCompletion: { _ in }, receiveValue: { _ in })
    #expect(finishedErrors.value == 0)
  }

  @Test func handleFinishedSeesOnlyFinished() {
    let finished = LockedValue(0)
    _ = [1].publisher.handleFinished { finished.withLock { $0 += 1 } }.sink { _ in }
    #expect(finished.value == 1)
    _ = Fail<Int, TestError>(error: TestError())
      .handleFinished { finished.withLock { $0 += 1 } }
      .sink(receiveCompletion: { _ in }, receiveValue: { _ in })
    #expect(finished.value == 1)
  }

  @Test func handleCompletionSeesEitherCompletion() {
    let completions = LockedValue<[Subscribers.Completion<TestError>]>([])
    let record: @Sendable (Subscribers.Completion<TestError>) -> Void = { completion in
      completions.withLock { $0.append(completion) }
    }
    _ = Empty<Int, TestError>().handleCompletion(record).sink(receiveCompletion: { _ in }, receiveValue: { _ in })
    _ = Fail<Int, TestError>(error: TestError()).handleCompletion(record)
      .sink(receiveCompletion: { _ in }, receiveValue: { _ in })
    #expect(completions.value == [.finished, .failure(TestError())])
  }

  @Test func handleSubscriptionAndHandleCancelSeeTheirEvents() {
    let events = LockedValue<[String]>([])
    let cancellable = PassthroughSubject<Int, Never>()
      .handleSubscription { events.withLock { $0.append("subscribed") } }
      .handleCancel { events.withLock { $0.append("cancelled") } }
      .sink { _ in }
    #expect(events.value == ["subscribed"])
    cancellable.cancel()
    #expect(events.value == ["subscribed", "cancelled"])
  }

  @Test func nilHandlersPassEveryEventThrough() {
    let subscriber = TestSubscriber<Int, Never>()
    [1, 2].publisher.handleValue().handleError().handleFinished().handleCompletion().handleSubscription()
      .handleCancel()
      .subscribe(subscriber)
    #expect(subscriber.events == [.subscription, .value(1), .value(2), .finished])
  }

  @Test func returnsHandleEventsAndKeepsAColdPublisherCold() {
    let cold = Deferred { Just(1) }.handleValue { _ in }.handleFinished {}
    let typed: Publishers.HandleEvents<Publishers.HandleEvents<Deferred<Just<Int>>>> = cold
    #expect(isCold(typed))
    #expect(!isCold(PassthroughSubject<Int, Never>().handleValue { _ in }))
  }

  private func isCold(_ publisher: some Publisher) -> Bool { publisher is any DeferredPublisherProtocol }
}
