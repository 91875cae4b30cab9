import StreamCore
import TestSupport
import Testing

/// The paths of the one engine behind zip, combineLatest and merge that the operator tests do not single out: zip's
/// values behind an input's first slot, combineLatest's replaced values, the engine's cycle with its inputs, and
/// delivery from several threads.
@Suite(.checksLeaks) struct CombiningEngineTests {
  @Test("zip pairs values queued behind an input's first slot in order, after the other input catches up")
  func zipDrainsQueuedValuesInOrder() {
    let a = PassthroughSubject<Int, Never>()
    let b = PassthroughSubject<Int, Never>()
    let c = PassthroughSubject<Int, Never>()
    let subscriber = a.zip(b, c).map { $0 * 100 + $1 * 10 + $2 }.record()
    for value in 1...5 { a.send(value) }
    for value in 1...3 { b.send(value) }
    for value in 1...4 { c.send(value) }
    #expect(subscriber.values == [111, 222, 333])
    b.send(4)
    b.send(5)
    c.send(5)
    #expect(subscriber.values == [111, 222, 333, 444, 555])
  }

  @Test("zip finishes when a finished input's queue runs dry, not before")
  func zipFinishesWhenAFinishedInputRunsDry() {
    let a = PassthroughSubject<Int, Never>()
    let b = PassthroughSubject<Int, Never>()
    let subscriber = a.zip(b).map { $0 + $1 }.record()
    for value in [1, 2, 3] { a.send(value) }
    a.send(completion: .finished)
    b.send(10)
    b.send(20)
    #expect(subscriber.values == [11, 22])
    #expect(subscriber.completions.isEmpty)
    b.send(30)
    #expect(subscriber.events == [.subscription, .value(11), .value(22), .value(33), .finished])
  }

  @Test("combineLatest releases a replaced value, and its last values when cancelled")
  func combineLatestReleasesReplacedValues() {
    let probes = PassthroughSubject<TrackedProbe, Never>()
    let numbers = PassthroughSubject<Int, Never>()
    weak var first: TrackedProbe?
    var subscriber: TestSubscriber<Int, Never>? = probes.combineLatest(numbers).map { $0.1 }.record()
    do {
      let probe = TrackedProbe()
      first = probe
      probes.send(probe)
    }
    numbers.send(1)
    #expect(first != nil)
    probes.send(TrackedProbe())
    #expect(first == nil)
    #expect(subscriber?.values == [1, 1])
    subscriber?.cancel()
    subscriber = nil
  }

  @Test("a cancelled zip releases its inputs, its queued values and its subscriber", arguments: [false, true])
  func cancelledZipReleasesEverything(completesFirst: Bool) {
    let probes = PassthroughSubject<TrackedProbe, Never>()
    let numbers = PassthroughSubject<Int, Never>()
    let probe = TrackedProbe()
    let cancellable = probes.zip(numbers).sink { _ in withExtendedLifetime(probe) {} }
    probes.send(TrackedProbe())
    probes.send(TrackedProbe())
    if completesFirst { numbers.send(completion: .finished) }
    cancellable.cancel()
  }

  @Test("a subscriber that cancels in receive(subscription:) runs to the end of that call, then is released")
  func subscriberCancellingAsItIsSubscribedIsReleasedAfterTheCall() {
    let subject = PassthroughSubject<Int, Never>()
    let calls = LockedValue<[String]>([])
    do {
      let probe = TrackedProbe()
      // The pump's subscriber is released when the merge is cancelled: the call that cancels must still find it.
      let subscriber = AnySubscriber<Int, Never>(
        receiveSubscription: { subscription in
          subscription.cancel()
          withExtendedLifetime(probe) { calls.withLock { $0.append("subscribed and cancelled") } }
        },
        receiveValue: { _ in
          calls.withLock { $0.append("value") }
          return .none
        },
        receiveCompletion: { _ in calls.withLock { $0.append("completion") } }
      )
      subject.merge(with: subject).subscribe(subscriber)
    }
    subject.send(1)
    #expect(calls.value == ["subscribed and cancelled"])
  }

  @Test("a merge delivers every value exactly once and never two at a time, from several threads")
  func mergeSerializesAcrossThreads() {
    let subjects = (0..<4).map { _ in PassthroughSubject<Int, Never>() }
    let inFlight = InFlightTracker()
    let received = Log<Int>()
    let cancellable = Publishers.Merge4(subjects[0], subjects[1], subjects[2], subjects[3]).sink { value in
      inFlight.enter()
      received.append(value)
      inFlight.leave()
    }
    onThreads(4) { thread in
      for value in 0..<500 { subjects[thread].send(thread * 1_000 + value) }
    }
    withExtendedLifetime(cancellable) {}
    #expect(received.entries.count == 2_000)
    #expect(Set(received.entries).count == 2_000)
    #expect(inFlight.maximum == 1)
  }

  @Test("combineLatest from several threads sends one combination per change, never two at a time")
  func combineLatestSerializesAcrossThreads() {
    let subjects = (0..<3).map { _ in CurrentValueSubject<Int, Never>(0) }
    let inFlight = InFlightTracker()
    let received = Log<Int>()
    let cancellable = subjects[0].combineLatest(subjects[1], subjects[2]).sink { combination in
      inFlight.enter()
      received.append(combination.0 + combination.1 + combination.2)
      inFlight.leave()
    }
    onThreads(3) { thread in
      for value in 1...300 { subjects[thread].send(value) }
    }
    withExtendedLifetime(cancellable) {}
    #expect(received.entries.count == 1 + 900)
    #expect(received.entries.max() == 900)
    #expect(inFlight.maximum == 1)
  }
}
