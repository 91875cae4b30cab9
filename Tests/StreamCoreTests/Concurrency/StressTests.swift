import Foundation
import StreamCore
import TestSupport
import Testing

@Suite("Stress", .serialized)
struct StressTests {
  @Test("operators with several inputs serialize concurrent deliveries: merge, zip, combineLatest, flatMap")
  func multiInputOperatorsSerialize() {
    let left = PassthroughSubject<Int, Never>()
    let right = PassthroughSubject<Int, Never>()
    let trackers = (0..<4).map { _ in InFlightTracker() }
    func track(_ tracker: InFlightTracker) -> (Int) -> Void {
      { _ in
        tracker.enter()
        tracker.leave()
      }
    }
    let cancellables = [
      left.merge(with: right).sink(receiveValue: track(trackers[0])),
      left.zip(right).map { $0 + $1 }.sink(receiveValue: track(trackers[1])),
      left.combineLatest(right).map { $0 + $1 }.sink(receiveValue: track(trackers[2])),
      left.flatMap { Just($0) }.sink(receiveValue: track(trackers[3])),
    ]
    onThreads(8) { thread in
      let subject = thread.isMultiple(of: 2) ? left : right
      for value in 0..<5_000 { subject.send(value) }
    }
    #expect(trackers[0].count == 40_000)
    #expect(trackers[1].count == 20_000)
    // Every send after both sides have a value emits: all 20,000 of the later side at least, never all 40,000.
    #expect((20_000...39_999).contains(trackers[2].count))
    #expect(trackers[3].count == 20_000)
    #expect(trackers.map(\.maximum) == [1, 1, 1, 1])
    withExtendedLifetime(cancellables) {}
  }

  @Test("8 threads setting a CurrentValueSubject: every value delivered once, serialized")
  func currentValueSubjectUnderContention() {
    let subject = CurrentValueSubject<Int, Never>(-1)
    let tracker = InFlightTracker()
    let cancellable = subject.sink { _ in
      tracker.enter()
      tracker.leave()
    }
    onThreads(8) { thread in
      for value in 0..<10_000 { subject.value = thread * 10_000 + value }
    }
    #expect(tracker.count == 80_001)
    #expect(tracker.maximum == 1)
    withExtendedLifetime(cancellable) {}
  }

  @Test("re-entrant sends at depth 100 reach three subscribers first in, first out")
  func reentrantDepthIsFIFO() {
    let subject = PassthroughSubject<Int, Never>()
    var log: [String] = []
    var maxDepth = 0
    var depth = 0
    let cancellables = (0..<3).map { index in
      subject.sink { value in
        depth += 1
        maxDepth = max(maxDepth, depth)
        defer { depth -= 1 }
        log.append("\(index):\(value)")
        if index == 0, value < 100 { subject.send(value + 1) }
      }
    }
    subject.send(1)
    let expected = (1...100).flatMap { value in (0..<3).map { "\($0):\(value)" } }
    #expect(log == expected)
    #expect(maxDepth == 1)
    withExtendedLifetime(cancellables) {}
  }

  @Test("a subscription released from inside its owner's deinit, during a delivery, does not deadlock")
  func releaseFromDeinitDuringDelivery() {
    final class Owner {
      let subject: PassthroughSubject<Int, Never>
      var cancellable: AnyCancellable?
      init(subject: PassthroughSubject<Int, Never>) {
        self.subject = subject
        cancellable = subject.sink { _ in }
      }
      deinit {
        // Runs while the subject is delivering: cancels a subscription of the same subject and sends into it.
        cancellable?.cancel()
        subject.send(-1)
      }
    }
    let subject = PassthroughSubject<Int, Never>()
    var owner: Owner? = Owner(subject: subject)
    var received: [Int] = []
    let cancellable = subject.sink { value in
      received.append(value)
      owner = nil
    }
    subject.send(1)
    #expect(owner == nil)
    #expect(received == [1, -1])
    withExtendedLifetime(cancellable) {}
  }

  @Test("subscribing, sending and cancelling across threads through operators leaves nothing behind", .checksLeaks)
  func churnThroughOperators() {
    let subject = PassthroughSubject<Int, Never>()
    onThreads(4) { thread in
      let probe = TrackedProbe()
      for value in 0..<1_000 {
        let cancellable = subject.map {
          _ = probe
          return $0 + thread
        }.filter { $0 >= 0 }.sink { _ in }
        subject.send(value)
        cancellable.cancel()
      }
    }
  }
}
