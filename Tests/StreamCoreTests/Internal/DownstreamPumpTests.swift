import StreamCore
import TestSupport
import Testing

/// The pump behind merge, flatMap and switchToLatest delivers what was queued during a delivery as a batch when its
/// subscriber has unlimited demand; these tests drive it through `merge` and pin that a batch stops where
/// value-by-value delivery would.
@Suite struct DownstreamPumpTests {
  /// A merge of two subjects whose subscriber, on `first`'s 0, sends 1...3 through `second`: they queue in the
  /// pump behind the delivery of 0 and go out as one batch.
  private func mergeQueuingABatch(
    demand: Subscribers.Demand = .unlimited,
    onValue: @escaping (Int, PassthroughSubject<Int, TestError>) -> Void = { _, _ in }
  ) -> (TestSubscriber<Int, TestError>, PassthroughSubject<Int, TestError>) {
    let first = PassthroughSubject<Int, TestError>()
    let second = PassthroughSubject<Int, TestError>()
    let subscriber = TestSubscriber<Int, TestError>(demand: demand) { value in
      if value == 0 { for next in 1...3 { second.send(next) } }
      onValue(value, second)
      return .none
    }
    first.merge(with: second).subscribe(subscriber)
    return (subscriber, first)
  }

  @Test("values queued during a delivery all go out after it, in order")
  func batchKeepsOrder() {
    let (subscriber, first) = mergeQueuingABatch()
    first.send(0)
    #expect(subscriber.values == [0, 1, 2, 3])
  }

  @Test("a subscriber that cancels in the middle of a batch receives nothing more")
  func cancelInsideBatch() {
    var cancel: () -> Void = {}
    let (subscriber, first) = mergeQueuingABatch { value, _ in
      if value == 1 { cancel() }
    }
    cancel = { subscriber.cancel() }
    first.send(0)
    #expect(subscriber.values == [0, 1])
  }

  @Test("a failure sent in the middle of a batch drops the rest of it, as it drops queued values")
  func failureInsideBatch() {
    let (subscriber, first) = mergeQueuingABatch { value, second in
      if value == 1 { second.send(completion: .failure(TestError())) }
    }
    first.send(0)
    #expect(subscriber.events == [.subscription, .value(0), .value(1), .failure("oops")])
  }

  @Test("limited demand is honoured for queued values: a subscriber asking for 2 gets 2")
  func limitedDemand() {
    let (subscriber, first) = mergeQueuingABatch(demand: .max(2))
    first.send(0)
    #expect(subscriber.values == [0, 1])
  }
}
