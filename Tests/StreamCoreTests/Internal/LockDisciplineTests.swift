import StreamCore
import TestSupport
import Testing

/// A subscription that owns other subscriptions, as CombineExt's `RetryWhen` does: its `deinit` cancels them, which
/// takes their locks. Releasing it under a lock deadlocks whenever the two locks are the same one.
private final class OwningSubscription: Subscription {
  let owned: AnyCancellable

  init(owning owned: AnyCancellable) {
    self.owned = owned
  }

  deinit { LockDiscipline.check("an owning subscription's deinit") }

  func request(_ demand: Subscribers.Demand) {}
  func cancel() {}
}

/// Hands each subscriber an ``OwningSubscription`` that owns `owned`, and completes on demand.
private final class OwningPublisher: Publisher, @unchecked Sendable {
  // @unchecked: one test drives it from one thread.
  typealias Output = Int
  typealias Failure = Never

  private var owned: AnyCancellable?
  private var subscriber: AnySubscriber<Int, Never>?

  init(owning owned: AnyCancellable) {
    self.owned = owned
  }

  func receive<S: Subscriber>(subscriber: S) where S.Input == Int, S.Failure == Never {
    self.subscriber = AnySubscriber(subscriber)
    subscriber.receive(subscription: OwningSubscription(owning: owned.take()!))
  }

  func finish() {
    subscriber.take()?.receive(completion: .finished)
  }
}

private func plainSink() -> AnyCancellable {
  PassthroughSubject<Int, Never>().sink { _ in }
}

/// Subscribers and operators whose subscriptions are released when the stream completes.
private let releasingChains: [(String, @Sendable (OwningPublisher) -> AnyCancellable)] = [
  ("sink", { $0.sink { _ in } }),
  ("map", { $0.map { $0 + 1 }.sink { _ in } }),
  ("scan", { $0.scan(0, +).sink { _ in } }),
  ("reduce", { $0.reduce(0, +).sink { _ in } }),
  ("ignoreOutput", { $0.ignoreOutput().sink { _ in } }),
  ("handleEvents", { $0.handleEvents(receiveOutput: { _ in }).sink { _ in } }),
  ("receive(on:)", { $0.receive(on: ImmediateScheduler.shared).sink { _ in } }),
  ("subscribe(on:)", { $0.subscribe(on: ImmediateScheduler.shared).sink { _ in } }),
  ("first", { $0.first().sink { _ in } }),
  (
    "prefix(untilOutputFrom:)",
    { $0.prefix(untilOutputFrom: Empty<Int, Never>(completeImmediately: false)).sink { _ in } }
  ),
  ("merge", { $0.merge(with: Empty<Int, Never>()).sink { _ in } }),
  ("switchToLatest", { Just($0).switchToLatest().sink { _ in } }),
  ("flatMap", { Just($0).flatMap { $0 }.sink { _ in } }),
  ("share", { $0.share().sink { _ in } }),
]

@Suite("No lock is held while a deinit runs")
struct LockDisciplineTests {
  @Test("a sink's completion releases a subscription that owns another sink, without deadlocking")
  func sinkCompletionReleasesOwningSubscription() {
    // 100 sinks share the pool's 64 locks, so some completion releases a subscription whose owned sink has the
    // completing sink's lock.
    let others = (0..<100).map { _ in plainSink() }
    var completed = 0
    for other in others {
      let sink = Subscribers.Sink<Int, Never>(receiveCompletion: { _ in completed += 1 }, receiveValue: { _ in })
      sink.receive(subscription: OwningSubscription(owning: other))
      sink.receive(completion: .finished)
    }
    #expect(completed == 100)
  }

  @Test(
    "completing a chain releases upstream subscriptions, whose deinits take other chains' locks",
    arguments: releasingChains.map(\.0)
  )
  func completionReleasesOutsideLocks(_ name: String) throws {
    let chain = try #require(releasingChains.first { $0.0 == name }?.1)
    let publishers = (0..<200).map { _ in OwningPublisher(owning: chain(OwningPublisher(owning: plainSink()))) }
    var cancellables = publishers.map(chain)
    for publisher in publishers { publisher.finish() }
    #expect(cancellables.count == 200)
    cancellables.removeAll()
  }
}

/// An object that subscribes to the subject that holds it: its `deinit` cancels that subscription.
private final class SelfObserving: Sendable {
  let subscription: AnyCancellable

  init(observing subject: CurrentValueSubject<SelfObserving?, Never>) {
    subscription = subject.sink { _ in }
  }

  deinit { LockDiscipline.check("a subject value's deinit") }
}

@Suite("A subject releases replaced values after unlocking")
struct SubjectValueReleaseTests {
  @Test("replacing a current value whose deinit cancels a subscription to the same subject does not deadlock")
  func replacedValueIsReleasedOutsideTheLock() {
    let subject = CurrentValueSubject<SelfObserving?, Never>(nil)
    subject.value = SelfObserving(observing: subject)
    subject.value = nil
    subject.send(SelfObserving(observing: subject))
    subject.send(nil)
    #expect(subject.value == nil)
  }
}
