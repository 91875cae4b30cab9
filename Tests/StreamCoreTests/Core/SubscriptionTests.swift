import StreamCore
import TestSupport
import Testing

/// Keeps the subscription it gets, requesting nothing.
private final class SubscriptionCatcher<Input, Failure: Error>: Subscriber {
  var subscription: (any Subscription)?

  func receive(subscription: any Subscription) { self.subscription = subscription }
  func receive(_ input: Input) -> Subscribers.Demand { .none }
  func receive(completion: Subscribers.Completion<Failure>) {}
}

/// The description of the subscription `publisher` hands a subscriber.
private func subscriptionName<P: Publisher>(_ publisher: P) -> String {
  let catcher = SubscriptionCatcher<P.Output, P.Failure>()
  publisher.subscribe(catcher)
  defer { catcher.subscription?.cancel() }
  return catcher.subscription.map { String(describing: $0) } ?? "no subscription"
}

@Suite struct SubscriptionNameTests {
  @Test("subscriptions describe themselves with Combine's names")
  func subscriptionsUseCombinesNames() {
    let subject = PassthroughSubject<Int, Never>()
    #expect(subscriptionName(subject) == "PassthroughSubject")
    #expect(subscriptionName(CurrentValueSubject<Int, Never>(0)) == "CurrentValueSubject")
    // `map`, `filter`, `compactMap`, `scan` and `removeDuplicates` add no subscription of their own: the
    // subscriber gets its upstream's, as from Combine's `map` (Combine's others add one; see
    // docs/coming-from-combine.md).
    #expect(subscriptionName(subject.map { $0 }) == "PassthroughSubject")
    #expect(subscriptionName(subject.filter { _ in true }) == "PassthroughSubject")
    #expect(subscriptionName(subject.compactMap { $0 }) == "PassthroughSubject")
    #expect(subscriptionName(subject.scan(0, +)) == "PassthroughSubject")
    #expect(subscriptionName(subject.removeDuplicates()) == "PassthroughSubject")
    #expect(subscriptionName(subject.tryScan(0, +)) == "TryScan")
    #expect(subscriptionName(subject.append(1)) == "Concatenate")
    #expect(subscriptionName(subject.merge(with: subject)) == "Merge")
    #expect(subscriptionName(subject.zip(subject)) == "Zip")
    #expect(subscriptionName(subject.combineLatest(subject)) == "CombineLatest")
    #expect(subscriptionName(subject.collect()) == "Collect")
    #expect(subscriptionName(subject.first()) == "First")
    #expect(subscriptionName(Empty<Int, Never>()) == "Empty")
    #expect(subscriptionName(Fail<Int, TestError>(error: TestError())) == "Empty")
    #expect(subscriptionName(Just(1)) == "Just")
    #expect(subscriptionName(Future<Int, Never> { _ in }) == "Future")
    #expect(subscriptionName(Record<Int, Never>(output: [1], completion: .finished)) == "Record")
  }

  @Test("a sequence's subscription is described by the sequence while it runs, as in Combine")
  func aSequenceSubscriptionIsDescribedByTheSequence() {
    let subscriber = TestSubscriber<Int, Never>(demand: .none)
    [1, 2, 3].publisher.subscribe(subscriber)
    let subscription = subscriber.subscription
    #expect(subscription.map { String(describing: $0) } == "[1, 2, 3]")
    subscription?.cancel()
    #expect(subscription.map { String(describing: $0) } == "Sequence")
  }

  @Test("subscribers describe themselves with Combine's names")
  func subscribersUseCombinesNames() {
    final class Target {
      var value = 0
    }
    let sink = Subscribers.Sink<Int, Never>(receiveCompletion: { _ in }, receiveValue: { _ in })
    let assign = Subscribers.Assign(object: Target(), keyPath: \.value)
    #expect(sink.description == "Sink")
    #expect(assign.description == "Assign Target.")
  }

  @Test("print() names the subscription as Combine does")
  func printNamesTheSubscription() {
    let stream = CollectingStream()
    let subject = PassthroughSubject<Int, Never>()
    let subscriber = subject.print("p", to: stream).record()
    #expect(stream.lines.values.first == "p: receive subscription: (PassthroughSubject)")
    withExtendedLifetime(subscriber) {}
  }
}
