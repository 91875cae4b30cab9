import StreamCore
import TestSupport
import Testing

@Suite struct IgnoreOutputTests {
  @Test func dropsValuesAndForwardsFinished() {
    let subject = PassthroughSubject<Int, TestError>()
    let subscriber = TestSubscriber<Never, TestError>(demand: .none)
    subject.ignoreOutput().subscribe(subscriber)
    subject.send(1)
    subject.send(2)
    subject.send(completion: .finished)
    #expect(subscriber.events == [.subscription, .finished])
  }

  @Test func forwardsFailure() {
    let subscriber = TestSubscriber<Never, TestError>()
    Fail<Int, TestError>(error: TestError()).ignoreOutput().subscribe(subscriber)
    #expect(subscriber.events == [.subscription, .failure("oops")])
  }

  @Test func asksUpstreamForEverythingWhateverDownstreamAsks() {
    var requests: [Subscribers.Demand] = []
    let subscriber = TestSubscriber<Never, Never>(demand: .none)
    [1, 2, 3].publisher
      .handleEvents(receiveOutput: { _ in }, receiveRequest: { requests.append($0) })
      .ignoreOutput()
      .subscribe(subscriber)
    #expect(requests == [.unlimited])
    #expect(subscriber.events == [.subscription, .finished])
  }

  @Test func cancelCancelsUpstream() {
    var cancelled = 0
    let subscriber = TestSubscriber<Never, Never>()
    PassthroughSubject<Int, Never>()
      .handleEvents(receiveCancel: { cancelled += 1 })
      .ignoreOutput()
      .subscribe(subscriber)
    subscriber.cancel()
    #expect(cancelled == 1)
  }

  @Test func isEquatableWhenUpstreamIs() {
    #expect(Publishers.IgnoreOutput(upstream: Just(1)) == Publishers.IgnoreOutput(upstream: Just(1)))
    #expect(Publishers.IgnoreOutput(upstream: Just(1)) != Publishers.IgnoreOutput(upstream: Just(2)))
  }
}
