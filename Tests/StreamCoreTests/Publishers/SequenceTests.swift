import StreamCore
import TestSupport
import Testing

extension SequencePublisherTests {
  @Test("an empty sequence finishes at once, before any demand, as in Combine")
  func anEmptySequenceFinishesWithoutDemand() {
    let subscriber = [Int]().publisher.record(demand: .none)
    #expect(subscriber.events == [.subscription, .finished])
  }

  @Test func aNonEmptySequenceWaitsForDemandBeforeItsCompletion() {
    let subscriber = [1].publisher.record(demand: .none)
    #expect(subscriber.events == [.subscription])
    subscriber.request(.max(1))
    #expect(subscriber.events == [.subscription, .value(1), .finished])
  }
}
