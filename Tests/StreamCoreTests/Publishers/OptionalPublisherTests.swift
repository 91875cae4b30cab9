import StreamCore
import TestSupport
import Testing

@Suite struct OptionalPublisherTests {
  @Test func aValueWaitsForDemandThenEmitsAndFinishes() {
    let subscriber = Optional(3).publisher.record(demand: .none)
    #expect(subscriber.events == [.subscription])
    subscriber.request(.max(1))
    #expect(subscriber.events == [.subscription, .value(3), .finished])
  }

  @Test func nilFinishesOnSubscriptionWithoutDemand() {
    let subscriber = Int?.none.publisher.record(demand: .none)
    #expect(subscriber.events == [.subscription, .finished])
  }

  @Test func aSecondRequestDeliversNothingMore() {
    let subscriber = Optional("x").publisher.record(demand: .none)
    subscriber.request(.max(1))
    subscriber.subscription?.request(.max(1))
    #expect(subscriber.values == ["x"])
  }

  @Test func isEquatableWhenTheValueIs() {
    #expect(Optional(1).publisher == Optional<Int>.Publisher(1))
    #expect(Optional(1).publisher != Int?.none.publisher)
  }
}
