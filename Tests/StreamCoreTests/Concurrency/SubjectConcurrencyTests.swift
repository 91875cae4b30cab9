import Foundation
import StreamCore
import TestSupport
import Testing

@Suite("Subject concurrency", .serialized)
struct SubjectConcurrencyTests {
  @Test("8 threads × 20,000 sends reach one subscriber exactly once each, never two at a time")
  func concurrentSendsAreSerialized() {
    let subject = PassthroughSubject<Int, Never>()
    let tracker = InFlightTracker()
    let cancellable = subject.sink { _ in
      tracker.enter()
      tracker.leave()
    }
    onThreads(8) { thread in
      for value in 0..<20_000 { subject.send(thread * 20_000 + value) }
    }
    #expect(tracker.count == 160_000)
    #expect(tracker.maximum == 1)
    withExtendedLifetime(cancellable) {}
  }

  @Test("concurrent sends keep each thread's order")
  func perThreadOrderIsKept() {
    let subject = PassthroughSubject<(thread: Int, value: Int), Never>()
    let lock = NSLock()
    var lastSeen = [Int](repeating: -1, count: 4)
    var outOfOrder = 0
    let cancellable = subject.sink { event in
      lock.withLock {
        if event.value <= lastSeen[event.thread] { outOfOrder += 1 }
        lastSeen[event.thread] = event.value
      }
    }
    onThreads(4) { thread in
      for value in 0..<10_000 { subject.send((thread, value)) }
    }
    #expect(outOfOrder == 0)
    #expect(lastSeen == [9_999, 9_999, 9_999, 9_999])
    withExtendedLifetime(cancellable) {}
  }

  /// One sender, and two, whose values queue behind each other's and reach the subscriber in batches (see
  /// `SubjectCore.drain()`).
  @Test(
    "no delivery starts after cancel() returns, beyond the one in flight",
    arguments: [(senders: 1, values: 20, trials: 10_000), (senders: 2, values: 50, trials: 2_000)]
  )
  func cancelRacingSend(senders: Int, values: Int, trials: Int) {
    var violations = 0
    for _ in 0..<trials {
      let subject = PassthroughSubject<Int, Never>()
      let cancelReturned = Flag()
      let lateDeliveries = Counter()
      let subscriber = TestSubscriber<Int, Never> { _ in
        if cancelReturned.isSet { lateDeliveries.increment() }
        return .none
      }
      subject.subscribe(subscriber)
      onThreads(senders + 1) { thread in
        if thread < senders {
          for value in 0..<values { subject.send(value) }
        } else {
          subscriber.cancel()
          cancelReturned.set()
        }
      }
      if lateDeliveries.value > 1 { violations += 1 }
    }
    #expect(violations == 0)
  }

  @Test("subscribing and cancelling on 4 threads while 4 threads send")
  func subscribeCancelWhileSending() {
    let subject = PassthroughSubject<Int, Never>()
    let delivered = Counter()
    let permanent = subject.sink { _ in delivered.increment() }
    onThreads(8) { thread in
      if thread < 4 {
        for _ in 0..<2_000 {
          let cancellable = subject.sink { _ in }
          cancellable.cancel()
        }
      } else {
        for value in 0..<5_000 { subject.send(value) }
      }
    }
    #expect(delivered.value == 20_000)
    withExtendedLifetime(permanent) {}
  }

  @Test("request racing cancel does not crash or deliver after cancel")
  func requestRacingCancel() {
    for _ in 0..<2_000 {
      let subject = CurrentValueSubject<Int, Never>(0)
      let subscriber = subject.record(demand: .none)
      onThreads(2) { thread in
        if thread == 0 {
          for _ in 0..<5 { subscriber.request(.max(1)) }
        } else {
          subscriber.cancel()
        }
      }
      let count = subscriber.values.count
      subject.send(1)
      #expect(subscriber.values.count == count)
    }
  }

  @Test("a subscriber may wait on another thread that uses the same subject: no lock is held while it runs")
  func noLockHeldDuringDelivery() {
    let subject = PassthroughSubject<Int, Never>()
    let received = Counter()
    let lateSubscriber = TestSubscriber<Int, Never>()
    let cancellable = subject.sink { value in
      received.increment()
      guard value == 1 else { return }
      onThreads(1) { _ in
        subject.subscribe(lateSubscriber)
        subject.send(2)
      }
    }
    subject.send(1)
    #expect(received.value == 2)
    #expect(lateSubscriber.values == [2])
    withExtendedLifetime(cancellable) {}
  }

  @Test("a subscriber released inside its own delivery does not deadlock")
  func releaseDuringDelivery() {
    let subject = PassthroughSubject<Int, Never>()
    var holder: AnyCancellable?
    let counter = Counter()
    holder = subject.sink { _ in
      counter.increment()
      holder = nil
    }
    subject.send(1)
    subject.send(2)
    #expect(counter.value == 1)
    #expect(holder == nil)
  }
}
