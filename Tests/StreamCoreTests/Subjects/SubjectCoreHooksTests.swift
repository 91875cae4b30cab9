import StreamCore
import TestSupport
import Testing

/// A value container that guards its state with its own lock and publishes through a subject core, as the upper
/// modules' containers do.
private final class LockedCounter: @unchecked Sendable {
  // @unchecked: `count` is guarded by `lock`; `core` is thread-safe.
  let core = SubjectCore<Int, Never>(current: 0)
  private let lock = Lock()
  private var count = 0

  func increment() {
    lock.lock()
    count += 1
    let mustDrain = core.enqueue(count)
    lock.unlock()
    if mustDrain { core.drain() }
  }
}

/// Records what a subscriber to a core receives.
private func record(_ core: SubjectCore<Int, Never>, receivesCurrentValue: Bool = true) -> TestSubscriber<Int, Never> {
  let subscriber = TestSubscriber<Int, Never>()
  core.subscribe(subscriber, receivesCurrentValue: receivesCurrentValue)
  return subscriber
}

@Suite struct SubjectCoreHooksTests {
  @Test func enqueueDeliversInCommitOrderAcrossThreads() {
    let counter = LockedCounter()
    let first = record(counter.core)
    let second = record(counter.core)
    onThreads(8) { _ in
      for _ in 0..<2_000 { counter.increment() }
    }
    #expect(first.values == Array(0...16_000))
    #expect(second.values == Array(0...16_000))
    #expect(counter.core.currentValue == 16_000)
  }

  @Test func enqueueWithoutSubscribersOnlySetsTheCurrentValue() {
    let core = SubjectCore<Int, Never>(current: 0)
    #expect(core.enqueue(5) == false)
    #expect(core.currentValue == 5)
    #expect(record(core).values == [5])
  }

  @Test func enqueueDuringADeliveryLeavesTheValueToTheTurnHolder() {
    let core = SubjectCore<Int, Never>(current: 0)
    var results: [Bool] = []
    let log = OrderLog()
    let first = core.sinkForTest { value in
      log.append(value)
      if value == 1 { results.append(core.enqueue(2)) }
    }
    let second = core.sinkForTest { log.append(10 * $0) }
    #expect(core.enqueue(1) == true)
    core.drain()
    #expect(results == [false])
    #expect(log.values == [0, 0, 1, 10, 2, 20])
    withExtendedLifetime((first, second)) {}
  }

  @Test func enqueueAfterCompletionIsIgnored() {
    let core = SubjectCore<Int, Never>(current: 0)
    let subscriber = record(core)
    core.send(completion: .finished)
    #expect(core.enqueue(1) == false)
    #expect(subscriber.events == [.subscription, .value(0), .finished])
    #expect(core.hasCompleted)
  }

  @Test func initialEventIsMadeFromTheCurrentValue() {
    let core = SubjectCore<DiffedValue<Int>, Never>(current: DiffedValue(old: nil, new: 0)) {
      DiffedValue(old: nil, new: $0.new)
    }
    core.send(DiffedValue(old: 0, new: 1))
    let subscriber = TestSubscriber<DiffedValue<Int>, Never>()
    core.subscribe(subscriber)
    core.send(DiffedValue(old: 1, new: 2))
    #expect(subscriber.values == [DiffedValue(old: nil, new: 1), DiffedValue(old: 1, new: 2)])
  }

  @Test func initialEventUsesTheValueCurrentWhenDemandArrives() {
    let core = SubjectCore<DiffedValue<Int>, Never>(current: DiffedValue(old: nil, new: 0)) {
      DiffedValue(old: nil, new: $0.new)
    }
    let subscriber = TestSubscriber<DiffedValue<Int>, Never>(demand: .none)
    core.subscribe(subscriber)
    core.send(DiffedValue(old: 0, new: 1))
    core.send(DiffedValue(old: 1, new: 2))
    #expect(subscriber.values.isEmpty)
    subscriber.request(.max(1))
    #expect(subscriber.values == [DiffedValue(old: nil, new: 2)])
  }

  @Test func subscriberCanSkipTheCurrentValue() {
    let core = SubjectCore<Int, Never>(current: 0)
    let changes = record(core, receivesCurrentValue: false)
    let all = record(core)
    core.send(1)
    #expect(changes.values == [1])
    #expect(all.values == [0, 1])
  }
}

extension SubjectCore where Failure == Never {
  /// Subscribes a sink that calls `receive` for each value.
  fileprivate func sinkForTest(_ receive: @escaping (Output) -> Void) -> AnyCancellable {
    let sink = Subscribers.Sink<Output, Never>(receiveCompletion: { _ in }, receiveValue: receive)
    subscribe(sink)
    return AnyCancellable(sink)
  }
}

@Suite struct SubjectCoreLatestOnDemandTests {
  @Test func aSubscriberThatMissedValuesGetsTheLatestWhenItAsks() {
    let core = SubjectCore<Int, Never>(current: 0, deliversLatestOnDemand: true)
    let subscriber = TestSubscriber<Int, Never>(demand: .max(1))
    core.subscribe(subscriber)
    core.send(1)
    core.send(2)
    #expect(subscriber.values == [0])
    subscriber.request(.max(1))
    #expect(subscriber.values == [0, 2])
    core.send(3)
    #expect(subscriber.values == [0, 2])
  }

  @Test func withoutTheOptionMissedValuesAreDropped() {
    let core = SubjectCore<Int, Never>(current: 0)
    let subscriber = TestSubscriber<Int, Never>(demand: .max(1))
    core.subscribe(subscriber)
    core.send(1)
    subscriber.request(.max(1))
    #expect(subscriber.values == [0])
  }
}
