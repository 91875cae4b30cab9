import StreamCore
import TestSupport
import Testing

@Suite struct PublisherJustFailEmptyTests {
  private func just() -> AnyPublisher<Int, TestError> { .just(42) }
  private func fail() -> AnyPublisher<Int, TestError> { .fail(TestError(name: "offline")) }
  private func empty() -> AnyPublisher<Int, TestError> { .empty() }

  @Test func eachFactoryMakesItsErasedPublisher() {
    let subscribers = (0..<3).map { _ in TestSubscriber<Int, TestError>() }
    just().subscribe(subscribers[0])
    fail().subscribe(subscribers[1])
    empty().subscribe(subscribers[2])
    #expect(subscribers[0].events == [.subscription, .value(42), .finished])
    #expect(subscribers[1].events == [.subscription, .failure("offline")])
    #expect(subscribers[2].events == [.subscription, .finished])
  }

  @Test func theyAreReachableFromAnyPublisherType() {
    let subscriber = TestSubscriber<Int, Never>()
    PassthroughSubject<Int, Never>.just(1).subscribe(subscriber)
    #expect(subscriber.events == [.subscription, .value(1), .finished])
  }
}
