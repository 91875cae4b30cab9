import PropertyKit
import StreamCore
import TestSupport
import Testing

@Suite(.checksLeaks) struct CustomSubscriptionHandlerPropertyTests {
  typealias Handler = any Publishers.CustomSubscriptionHandler<Int, Never>

  /// The handler of the latest subscription, and the properties read from it when it arrived.
  final class Capture: Sendable {
    let handler = LockedValue<Handler?>(nil)
    let cancelled = LockedValue<Property<Bool>?>(nil)
    let demand = LockedValue<Property<Subscribers.Demand>?>(nil)

    func publisher() -> DeferredCustom<Int, Never> {
      DeferredCustom { handler in
        self.handler.value = handler
        self.cancelled.value = handler.cancelled
        self.demand.value = handler.demand
      }
    }
  }

  @Test func cancelledTurnsTrueWhenTheSubscriberCancels() throws {
    let capture = Capture()
    let subscriber = capture.publisher().record()
    let cancelled = try #require(capture.cancelled.value)
    let seen = cancelled.record()
    #expect(cancelled.value == false)
    subscriber.cancel()
    #expect(cancelled.value == true)
    #expect(seen.events == [.subscription, .value(false), .value(true)])
  }

  @Test func cancelledStaysFalseWhenTheSubscriptionCompletes() throws {
    let capture = Capture()
    let subscriber = capture.publisher().record()
    try #require(capture.handler.value).sendCompletion(.finished)
    #expect(subscriber.events == [.subscription, .finished])
    #expect(capture.cancelled.value?.value == false)
    #expect(capture.demand.value?.value == Subscribers.Demand.none)
  }

  @Test func demandFollowsRequestsDeliveriesAndTheEnd() throws {
    let capture = Capture()
    let subscriber = capture.publisher().record(demand: .max(1))
    let handler = try #require(capture.handler.value)
    let demand = try #require(capture.demand.value)
    #expect(demand.value == .max(1))
    handler.sendValue(1)
    #expect(demand.value == .none)
    subscriber.request(.max(3))
    #expect(demand.value == .max(3))
    handler.sendValue(2)
    #expect(demand.value == .max(2))
    subscriber.cancel()
    #expect(demand.value == .none)
    #expect(subscriber.values == [1, 2])
  }

  @Test func thePlainReadsStayTheHandlersOwn() throws {
    let capture = Capture()
    let subscriber = capture.publisher().record(demand: .max(2))
    let handler = try #require(capture.handler.value)
    let now: Subscribers.Demand = handler.demand
    #expect(now == .max(2))
    #expect(handler.demand > 1)
    #expect(handler.isCancelled == false)
    subscriber.cancel()
  }

  @Test func theLatestDemandWinsWhenRequestsRace() throws {
    let capture = Capture()
    let subscriber = capture.publisher().record(demand: .none)
    let demand = try #require(capture.demand.value)
    onThreads(4) { _ in
      for _ in 0..<250 { subscriber.request(.max(1)) }
    }
    #expect(demand.value == .max(1_000))
    subscriber.cancel()
  }

  @Test func theFollowedStateIsReleasedWhenTheSubscriptionEnds() throws {
    let capture = Capture()
    let subscriber = capture.publisher().record()
    weak let weakCancelled = capture.cancelled.value
    weak let weakDemand = capture.demand.value
    capture.cancelled.value = nil
    capture.demand.value = nil
    subscriber.cancel()
    capture.handler.value = nil
    #expect(weakCancelled == nil)
    #expect(weakDemand == nil)
  }
}

@Suite struct CustomSubscriptionHandlerPropertyExampleTests {
  @Test(
    .disabled(
      if: StreamCoreMode.reexportsCombine,
      "when prefix(_:) cancels its upstream is Combine's to define where Combine is the system's"
    )
  )
  func cancelledIsTrueRightAfterPrefixCancels() {
    let seen = Log<String>()
    let numbers = DeferredCustom<Int, Never> { handler in
      let cancelled = handler.cancelled
      handler.sendValue(1)
      seen.append("\(cancelled.value)")
    }
    let subscription = numbers.prefix(1).sink { seen.append("\($0)") }
    #expect(seen.entries == ["1", "true"])
    subscription.cancel()
  }

  @Test func demandIsWhatFlatMapAsksFor() {
    let seen = Log<String>()
    let numbers = DeferredCustom<Int, Never> { handler in
      let demand: Property<Subscribers.Demand> = handler.demand
      seen.append("\(demand.value)")
      handler.sendValue(1)
      seen.append("\(demand.value)")
    }
    let subscription = numbers.flatMap(maxPublishers: .max(1)) { Just($0) }.sink { _ in }
    #expect(seen.entries == ["max(1)", "max(1)"])
    subscription.cancel()
  }
}
