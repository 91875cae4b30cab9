import StreamCore
import TestSupport
import Testing

@Suite struct JustTests {
  @Test func sendsOneValueThenFinishes() {
    #expect(Just(7).record().events == [.subscription, .value(7), .finished])
  }

  @Test func waitsForDemand() {
    let subscriber = Just(7).record(demand: .none)
    #expect(subscriber.events == [.subscription])
    subscriber.request(.max(1))
    #expect(subscriber.events == [.subscription, .value(7), .finished])
  }
}

@Suite struct EmptyTests {
  @Test func finishesAtOnce() {
    #expect(Empty<Int, Never>().record().events == [.subscription, .finished])
  }

  @Test func canNeverComplete() {
    #expect(Empty<Int, Never>(completeImmediately: false).record().events == [.subscription])
  }
}

@Suite struct FailTests {
  @Test func failsAtOnce() {
    #expect(Fail<Int, TestError>(error: TestError()).record().events == [.subscription, .failure("oops")])
  }
}

@Suite struct RecordTests {
  @Test func replaysToEverySubscriber() {
    let record = Record<Int, TestError>(output: [1, 2], completion: .failure(TestError()))
    let expected: [Event<Int>] = [.subscription, .value(1), .value(2), .failure("oops")]
    #expect(record.record().events == expected)
    #expect(record.record().events == expected)
  }

  @Test func recordsWithAClosure() {
    let record = Record<Int, Never> { recording in
      recording.receive(1)
      recording.receive(completion: .finished)
    }
    #expect(record.record().values == [1])
  }

  @Test func recordingAfterCompletionTraps() async {
    await #expect(processExitsWith: .failure) {
      var recording = Record<Int, Never>.Recording()
      recording.receive(completion: .finished)
      recording.receive(1)
    }
  }
}

@Suite struct SequencePublisherTests {
  @Test func emitsOnDemandAndFinishesRightAfterTheLastElement() {
    let subscriber = [1, 2, 3].publisher.record(demand: .max(2))
    #expect(subscriber.values == [1, 2])
    subscriber.request(.max(1))
    #expect(subscriber.events == [.subscription, .value(1), .value(2), .value(3), .finished])
  }

  @Test func emptySequenceFinishesOnFirstRequest() {
    #expect([Int]().publisher.record().events == [.subscription, .finished])
  }

  @Test func reentrantRequestsDoNotRecurse() {
    var depth = 0
    var maxDepth = 0
    let subscriber = TestSubscriber<Int, Never>(demand: .max(1)) { _ in
      depth += 1
      maxDepth = max(maxDepth, depth)
      defer { depth -= 1 }
      return .max(1)
    }
    (1...10_000).publisher.subscribe(subscriber)
    #expect(subscriber.values.count == 10_000)
    #expect(maxDepth == 1)
  }

  @Test func stopsWhenCancelledFromInsideDelivery() {
    var subscriber: TestSubscriber<Int, Never>!
    subscriber = TestSubscriber<Int, Never> { value in
      if value == 3 { subscriber.cancel() }
      return .none
    }
    (1...10).publisher.subscribe(subscriber)
    #expect(subscriber.values == [1, 2, 3])
  }
}

@Suite struct DeferredTests {
  @Test func createsAPublisherPerSubscription() {
    let counter = Counter()
    let deferred = Deferred { Just(counter.increment()) }
    #expect(counter.value == 0)
    #expect(deferred.record().values == [1])
    #expect(deferred.record().values == [2])
  }
}

@Suite struct FutureTests {
  @Test func runsAtCreationAndSharesTheResult() {
    let counter = Counter()
    let future = Future<Int, Never> { promise in promise(.success(counter.increment())) }
    #expect(counter.value == 1)
    #expect(future.record().events == [.subscription, .value(1), .finished])
    #expect(future.record().events == [.subscription, .value(1), .finished])
  }

  @Test func deliversALaterResultToWaitingSubscribers() {
    var fulfil: Future<Int, TestError>.Promise?
    let future = Future<Int, TestError> { fulfil = $0 }
    let subscriber = future.record(demand: .none)
    fulfil?(.success(3))
    #expect(subscriber.values.isEmpty)
    subscriber.request(.max(1))
    fulfil?(.success(4))
    #expect(subscriber.events == [.subscription, .value(3), .finished])
  }

  @Test func failureNeedsNoDemand() {
    let future = Future<Int, TestError> { $0(.failure(TestError())) }
    #expect(future.record(demand: .none).events == [.subscription, .failure("oops")])
  }
}

@Suite struct AnyPublisherTests {
  @Test func forwardsEverything() {
    let erased = [1, 2].publisher.map { $0 * 3 }.eraseToAnyPublisher()
    #expect(erased.record().events == [.subscription, .value(3), .value(6), .finished])
  }

  @Test func erasingTwiceDoesNotWrapTwice() {
    let erased = Just(1).eraseToAnyPublisher()
    let again = AnyPublisher(erased)
    #expect(again.record().values == [1])
  }
}
