import StreamCore
import TestSupport
import Testing

/// The reducing operators ask upstream for everything as soon as they are subscribed, as Combine's do: a hot
/// upstream's values sent before downstream asks are reduced, not lost.
@Suite struct ReducingSubscriptionTests {
  @Test("collect, count, first, last, contains, allSatisfy and reduce see values sent before downstream asks")
  func valuesBeforeDemandAreReduced() {
    func run<Output: Equatable>(
      _ operate: (PassthroughSubject<Int, Never>) -> AnyPublisher<Output, Never>
    ) -> [Output] {
      let subject = PassthroughSubject<Int, Never>()
      let subscriber = TestSubscriber<Output, Never>(demand: .none)
      operate(subject).subscribe(subscriber)
      subject.send(1)
      subject.send(2)
      subscriber.request(.max(1))
      subject.send(3)
      subject.send(completion: .finished)
      return subscriber.values
    }
    #expect(run { $0.collect().eraseToAnyPublisher() } == [[1, 2, 3]])
    #expect(run { $0.count().eraseToAnyPublisher() } == [3])
    #expect(run { $0.first().eraseToAnyPublisher() } == [1])
    #expect(run { $0.last().eraseToAnyPublisher() } == [3])
    #expect(run { $0.contains(1).eraseToAnyPublisher() } == [true])
    #expect(run { $0.allSatisfy { $0 < 3 }.eraseToAnyPublisher() } == [false])
    #expect(run { $0.reduce(0, +).eraseToAnyPublisher() } == [6])
    #expect(run { $0.min().eraseToAnyPublisher() } == [1])
  }

  @Test("the result waits for demand")
  func resultWaitsForDemand() {
    let subscriber = TestSubscriber<[Int], Never>(demand: .none)
    [1, 2].publisher.collect().subscribe(subscriber)
    #expect(subscriber.values.isEmpty)
    subscriber.request(.max(1))
    #expect(subscriber.values == [[1, 2]])
    #expect(subscriber.completions == [.finished])
  }
}
