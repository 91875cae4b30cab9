import StreamCore
import TestSupport
import Testing

@Suite struct ResultPublisherTests {
  @Test func successWaitsForDemandThenEmitsAndFinishes() {
    let subscriber = Result<Int, TestError>.success(7).publisher.record(demand: .none)
    #expect(subscriber.events == [.subscription])
    subscriber.request(.max(1))
    #expect(subscriber.events == [.subscription, .value(7), .finished])
  }

  @Test func failureFailsOnSubscriptionWithoutDemand() {
    let subscriber = Result<Int, TestError>.failure(TestError()).publisher.record(demand: .none)
    #expect(subscriber.events == [.subscription, .failure("oops")])
  }

  @Test func eachSubscriberGetsTheValue() {
    let publisher = Result<String, Never>.Publisher("a")
    #expect(publisher.record().values == ["a"])
    #expect(publisher.record().values == ["a"])
  }

  @Test func initialisersPickSuccessOrFailure() {
    #expect(Result<Int, TestError>.Publisher(1).result == .success(1))
    #expect(Result<Int, TestError>.Publisher(TestError()).result == .failure(TestError()))
  }

  @Test func cancelBeforeDemandDeliversNothing() {
    let subscriber = Result<Int, Never>.success(1).publisher.record(demand: .none)
    subscriber.cancel()
    subscriber.subscription?.request(.max(1))
    #expect(subscriber.events == [.subscription])
  }

  @Test func isEquatableWhenItsTypesAre() {
    #expect(Result<Int, TestError>.success(1).publisher == Result<Int, TestError>.Publisher(1))
    #expect(Result<Int, TestError>.success(1).publisher != Result<Int, TestError>.Publisher(2))
  }
}
