import StreamCore
import TestSupport
import Testing

@Suite("Leaks", .checksLeaks)
struct LeakTests {
  @Test("every operator lets go of its closures once the subscription ends", arguments: operatorCases)
  func operatorClosuresAreReleased(_ operatorCase: OperatorCase) {
    let upstream = PassthroughSubject<Int, TestError>()
    let probe = TrackedProbe()
    let cancellable = operatorCase.make(LockCheckedPublisher(upstream), LifetimeProbe()).map { value -> String in
      _ = probe
      return value
    }
    .sink(receiveCompletion: { _ in _ = probe }, receiveValue: { _ in _ = probe })
    upstream.send(1)
    cancellable.cancel()
  }

  @Test func subjectsReleaseCancelledAndCompletedSubscribers() {
    let passthrough = PassthroughSubject<Int, Never>()
    let current = CurrentValueSubject<Int, Never>(0)
    let probe = TrackedProbe()
    let first = passthrough.sink { _ in _ = probe }
    let second = current.sink { _ in _ = probe }
    passthrough.send(completion: .finished)
    second.cancel()
    withExtendedLifetime(first) {}
  }

  @Test func aSubscriberThatKeepsItsSubscriptionIsStillReleasedOnCancel() {
    let subject = PassthroughSubject<Int, Never>()
    let subscriber = KeepingSubscriber(probe: TrackedProbe())
    subject.map { $0 + 1 }.subscribe(subscriber)
    subscriber.subscription?.cancel()
    subscriber.probe = nil
  }

  @Test func chainsOfEveryKindAreFreedWhenTheirCancellablesGo() {
    let subject = PassthroughSubject<Int, Never>()
    let probe = TrackedProbe()
    var bag = Set<AnyCancellable>()
    subject.map {
      _ = probe
      return $0
    }.sink { _ in }.store(in: &bag)
    subject.flatMap { value in
      Just(value).map {
        _ = probe
        return $0
      }
    }.sink { _ in }.store(in: &bag)
    subject.combineLatest(Just(0)).sink { _ in _ = probe }.store(in: &bag)
    subject.share().sink { _ in _ = probe }.store(in: &bag)
    Deferred {
      _ = probe
      return Just(1)
    }.sink { _ in }.store(in: &bag)
    DeferredFuture<Int, Never> {
      _ = probe
      $0(.success(1))
    }.sink { _ in }.store(in: &bag)
    subject.send(1)
    bag.removeAll()
  }
}

/// A subscriber that, unlike `Sink`, keeps its subscription after cancelling: the library must still break the
/// cycle between them.
private final class KeepingSubscriber: Subscriber, @unchecked Sendable {
  // @unchecked: used from one test thread only.
  typealias Input = Int
  typealias Failure = Never

  var subscription: (any Subscription)?
  var probe: TrackedProbe?

  init(probe: TrackedProbe) {
    self.probe = probe
  }

  func receive(subscription: any Subscription) {
    self.subscription = subscription
    subscription.request(.unlimited)
  }

  func receive(_ input: Int) -> Subscribers.Demand { .none }
  func receive(completion: Subscribers.Completion<Never>) {}
}
