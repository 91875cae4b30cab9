import StreamCore
import TestSupport
import Testing

@Suite struct CustomTests {
  @Test func valuesAndACompletionReachASubscriberWithUnlimitedDemand() {
    let publisher = Publishers.Custom<Int, TestError> { handler in
      #expect(handler.demand == .unlimited)
      handler.sendValue(1)
      handler.sendValue(2)
      handler.sendCompletion(.finished)
      handler.sendValue(3)
      handler.sendCompletion(.failure(TestError()))
    }
    #expect(publisher.record().events == [.subscription, .value(1), .value(2), .finished])
  }

  @Test func theClosureIsNotCalledWhenTheSubscriberCancelsAtOnce() {
    let runs = LockedValue(0)
    let publisher = Publishers.Custom<Int, TestError> { _ in runs.withLock { $0 += 1 } }
    let subscriber = AnySubscriber<Int, TestError>(receiveSubscription: { $0.cancel() })
    publisher.subscribe(subscriber)
    #expect(runs.value == 0)
    _ = publisher.record()
    #expect(runs.value == 1)
  }

  @Test func demandReadsWhatTheSubscriberAskedForLessWhatWasSent() {
    let seen = LockedValue<[Subscribers.Demand]>([])
    let publisher = Publishers.Custom<Int, TestError> { handler in
      seen.withLock { $0.append(handler.demand) }
      handler.sendValue(1)
      seen.withLock { $0.append(handler.demand) }
      handler.sendValue(2)
      handler.sendValue(3)
      seen.withLock { $0.append(handler.demand) }
    }
    let subscriber = publisher.record(demand: .max(2))
    #expect(subscriber.values == [1, 2])
    #expect(seen.value == [.max(2), .max(1), .none])
  }

  @Test func aValueSentDuringADeliveryWaitsForItToEnd() {
    let depth = LockedValue(0)
    let deepest = LockedValue(0)
    let log = OrderLog()
    let handlerSlot = DeferredCustomTests.HandlerSlot()
    let subscriber = AnySubscriber<Int, TestError>(
      receiveSubscription: { $0.request(.unlimited) },
      receiveValue: { value in
        let now = depth.withLock {
          $0 += 1
          return $0
        }
        deepest.withLock { $0 = max($0, now) }
        log.append(value)
        if value < 3 { handlerSlot.handler?.sendValue(value + 1) }
        log.append(-value)
        depth.withLock { $0 -= 1 }
        return .none
      }
    )
    Publishers.Custom<Int, TestError> { handler in
      handlerSlot.keep(handler)
      handler.sendValue(1)
    }.subscribe(subscriber)
    #expect(log.values == [1, -1, 2, -2, 3, -3])
    #expect(deepest.value == 1)
  }

  @Test func demandReturnedByTheSubscriberReleasesBufferedValues() {
    let publisher = Publishers.Custom<Int, TestError> { handler in
      for value in 1...4 { handler.sendValue(value) }
      handler.sendCompletion(.finished)
    }
    let subscriber = TestSubscriber<Int, TestError>(demand: .max(1)) { $0 == 2 ? .max(2) : .none }
    publisher.subscribe(subscriber)
    #expect(subscriber.values == [1])
    subscriber.request(.max(1))
    #expect(subscriber.events == [.subscription, .value(1), .value(2), .value(3), .value(4), .finished])
  }
}
