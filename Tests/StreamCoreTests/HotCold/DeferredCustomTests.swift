import Foundation
import StreamCore
import TestSupport
import Testing

@Suite struct DeferredCustomTests {
  typealias Handler = any Publishers.CustomSubscriptionHandler<Int, TestError>

  /// Keeps the handler of the latest subscription, so a test can send through it later.
  final class HandlerSlot: @unchecked Sendable {
    // @unchecked: `stored` and `weakStored` are guarded by `lock`.
    private let lock = NSLock()
    private var stored: Handler?
    private weak var weakStored: AnyObject?

    var handler: Handler? { lock.withLock { stored } }
    var weakHandler: AnyObject? { lock.withLock { weakStored } }

    func keep(_ handler: Handler) { lock.withLock { stored = handler } }
    func watch(_ handler: Handler) { lock.withLock { weakStored = handler as AnyObject } }
  }

  @Test func valuesBeyondDemandWaitForIt() throws {
    let slot = HandlerSlot()
    let publisher = DeferredCustom<Int, TestError> { handler in
      slot.keep(handler)
      for value in 1...5 { handler.sendValue(value) }
    }
    let subscriber = publisher.record(demand: .max(2))
    let handler = try #require(slot.handler)
    #expect(subscriber.values == [1, 2])
    #expect(handler.demand == .none)
    subscriber.request(.max(2))
    #expect(subscriber.values == [1, 2, 3, 4])
    subscriber.request(.max(10))
    #expect(subscriber.values == [1, 2, 3, 4, 5])
    #expect(handler.demand == .max(9))
    handler.sendValue(6)
    #expect(subscriber.values == [1, 2, 3, 4, 5, 6])
    #expect(handler.demand == .max(8))
  }

  @Test func aCompletionWaitsForTheBufferedValues() throws {
    let slot = HandlerSlot()
    let publisher = DeferredCustom<Int, TestError> { handler in
      slot.keep(handler)
      handler.sendValue(1)
      handler.sendValue(2)
      handler.sendValue(3)
      handler.sendCompletion(.failure(TestError()))
    }
    let subscriber = publisher.record(demand: .max(1))
    #expect(subscriber.events == [.subscription, .value(1)])
    let handler = try #require(slot.handler)
    handler.sendValue(4)
    handler.sendCompletion(.finished)
    subscriber.request(.max(1))
    #expect(subscriber.events == [.subscription, .value(1), .value(2)])
    subscriber.request(.unlimited)
    #expect(subscriber.events == [.subscription, .value(1), .value(2), .value(3), .failure("oops")])
    #expect(handler.demand == .none)
  }

  @Test func nothingArrivesAfterACancel() throws {
    let slot = HandlerSlot()
    let publisher = DeferredCustom<Int, TestError> { handler in
      slot.keep(handler)
      handler.sendValue(1)
      handler.sendValue(2)
    }
    let subscriber = publisher.record(demand: .max(1))
    let handler = try #require(slot.handler)
    #expect(!handler.isCancelled)
    let subscription = try #require(subscriber.subscription)
    subscriber.cancel()
    subscription.request(.unlimited)
    handler.sendValue(3)
    handler.sendCompletion(.finished)
    #expect(subscriber.events == [.subscription, .value(1)])
    #expect(handler.isCancelled)
    #expect(handler.demand == .none)
  }

  @Test func theClosureRunsOncePerSubscriptionAndNeverBefore() {
    let runs = LockedValue(0)
    let publisher = DeferredCustom<Int, TestError> { handler in
      let run = runs.withLock {
        $0 += 1
        return $0
      }
      handler.sendValue(run)
      handler.sendCompletion(.finished)
    }
    #expect(runs.value == 0)
    let erased: AnyDeferredPublisher<Int, TestError> = publisher.eraseToAnyDeferredPublisher()
    #expect(publisher.record().events == [.subscription, .value(1), .finished])
    #expect(erased.record().events == [.subscription, .value(2), .finished])
    #expect(runs.value == 2)
  }

  @Test func theSubscriberIsReleasedOnCancelEvenIfTheHandlerIsKept() throws {
    let slot = HandlerSlot()
    weak var weakSubscriber: TestSubscriber<Int, TestError>?
    do {
      let subscriber = DeferredCustom<Int, TestError> { slot.keep($0) }.record(demand: .max(1))
      weakSubscriber = subscriber
      subscriber.cancel()
    }
    #expect(weakSubscriber == nil)
    #expect(slot.handler?.isCancelled == true)
  }

  @Test func theSubscriberIsReleasedOnCompletionEvenIfTheHandlerIsKept() throws {
    let slot = HandlerSlot()
    weak var weakSubscriber: TestSubscriber<Int, TestError>?
    do {
      let subscriber = DeferredCustom<Int, TestError> { slot.keep($0) }.record()
      weakSubscriber = subscriber
      slot.handler?.sendCompletion(.finished)
      #expect(subscriber.events == [.subscription, .finished])
    }
    #expect(weakSubscriber == nil)
  }

  @Test func theHandlerIsReleasedOnCancel() throws {
    let slot = HandlerSlot()
    let subscriber = DeferredCustom<Int, TestError> { slot.watch($0) }.record(demand: .max(1))
    #expect(slot.weakHandler != nil)
    subscriber.cancel()
    #expect(slot.weakHandler == nil)
  }

  @Test func theHandlerIsReleasedOnCompletion() throws {
    let slot = HandlerSlot()
    let subscriber = DeferredCustom<Int, TestError> { handler in
      slot.watch(handler)
      handler.sendValue(1)
      handler.sendCompletion(.finished)
    }.record()
    #expect(subscriber.events == [.subscription, .value(1), .finished])
    #expect(slot.weakHandler == nil)
  }

  @Test func eightThreadsSendingWhileAnotherRequestsDeliverExactlyTheDemand() throws {
    let senders = 8
    let perSender = 1_000
    let chunk = 100
    let inFlight = InFlightTracker()
    let requested = LockedValue(0)
    let received = LockedValue<[Int]>([])
    let overran = Flag()
    let subscriptionSlot = LockedValue<SubscriptionBox?>(nil)
    let subscriber = AnySubscriber<Int, TestError>(
      receiveSubscription: { subscription in subscriptionSlot.withLock { $0 = SubscriptionBox(subscription) } },
      receiveValue: { value in
        inFlight.enter()
        let count = received.withLock {
          $0.append(value)
          return $0.count
        }
        if count > requested.value { overran.set() }
        inFlight.leave()
        return .none
      },
      receiveCompletion: { _ in }
    )
    let slot = HandlerSlot()
    DeferredCustom<Int, TestError> { slot.keep($0) }.subscribe(subscriber)
    let handler = try #require(slot.handler)
    let subscription = try #require(subscriptionSlot.value)
    onThreads(senders + 1) { index in
      if index == senders {
        for _ in 0..<(senders * perSender / chunk) {
          requested.withLock { $0 += chunk }
          subscription.base.request(.max(chunk))
        }
      } else {
        for step in 0..<perSender { handler.sendValue(index * perSender + step) }
      }
    }
    let values = received.value
    #expect(values.count == senders * perSender)
    #expect(Set(values) == Set(0..<(senders * perSender)))
    for sender in 0..<senders {
      let own = values.filter { $0 / perSender == sender }
      #expect(own == own.sorted(), "sender \(sender)'s values arrived out of order")
    }
    #expect(inFlight.maximum == 1)
    #expect(!overran.isSet)
    handler.sendValue(-1)
    #expect(received.value.count == senders * perSender)
    #expect(handler.demand == .none)
  }
}

/// A subscription passed across threads in a test.
struct SubscriptionBox: @unchecked Sendable {
  // @unchecked: the subscription is a thread-safe `CustomSubscription`.
  let base: any Subscription

  init(_ base: any Subscription) {
    self.base = base
  }
}
