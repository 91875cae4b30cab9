import StreamCore
import TestSupport
import Testing

/// Subscribing and cancelling cost O(1) amortized per subscriber at any count and in any order: the subject's
/// subscriber list does O(n) work in total for n subscribers (counted, not timed).
@Suite struct SubscriberSlotsTests {
  enum Order: String, CaseIterable, Sendable {
    case oldestFirst, newestFirst, everyOtherThenRest
  }

  @Test(arguments: [10, 100_000], Order.allCases)
  func cancellingEverySubscriberDoesLinearWork(count: Int, order: Order) {
    let subject = PassthroughSubject<Int, Never>()
    let received = Counter()
    var cancellables = (0..<count).map { _ in subject.sink { _ in received.increment() } }
    subject.send(1)
    #expect(received.value == count)

    let indices: [Int]
    switch order {
    case .oldestFirst: indices = Array(0..<count)
    case .newestFirst: indices = Array((0..<count).reversed())
    case .everyOtherThenRest:
      indices = Array(stride(from: 0, to: count, by: 2)) + Array(stride(from: 1, to: count, by: 2))
    }
    for index in indices.prefix(count - 1) { cancellables[index].cancel() }
    subject.send(2)
    #expect(received.value == count + 1, "only the last subscriber is left")
    cancellables[indices[count - 1]].cancel()
    cancellables.removeAll()

    #expect(
      subject.core.subscriberCompactionMoves <= count,
      "compactions moved \(subject.core.subscriberCompactionMoves)"
    )
    subject.send(3)
    #expect(received.value == count + 1)
  }

  @Test func subscribersCancelledDuringAFanOutGetTheValueInFlightAndNothingAfter() {
    let subject = PassthroughSubject<Int, Never>()
    let log = OrderLog()
    var cancellables: [AnyCancellable] = []
    for index in 0..<40 {
      cancellables.append(
        subject.sink { value in
          log.append(index * 100 + value)
          // The first subscriber cancels every odd one while the first value fans out.
          if index == 0, value == 1 {
            for odd in stride(from: 1, to: 40, by: 2) { cancellables[odd].cancel() }
          }
        }
      )
    }
    subject.send(1)
    subject.send(2)
    let second = log.values.filter { $0 % 100 == 2 }.map { $0 / 100 }
    #expect(second == Array(stride(from: 0, to: 40, by: 2)))
    #expect(log.values.filter { $0 % 100 == 1 }.count == 40)
  }

  /// The slots are kept in chunks of 512: order holds across chunks, after tombstones, and after a compaction.
  @Test func deliveryFollowsSubscriptionOrderAcrossChunksAndCompactions() {
    let subject = PassthroughSubject<Int, Never>()
    let log = OrderLog()
    var cancellables = (0..<1_500).map { index in subject.sink { _ in log.append(index) } }
    subject.send(0)
    #expect(log.values == Array(0..<1_500))
    // Every third subscriber goes: tombstones in every chunk, too few for a compaction.
    for index in stride(from: 0, to: 1_500, by: 3) { cancellables[index].cancel() }
    subject.send(1)
    let kept = (0..<1_500).filter { $0 % 3 != 0 }
    #expect(Array(log.values.dropFirst(1_500)) == kept)
    // Most of the rest go: the tombstones outnumber the live subscribers, so the slots are compacted.
    for index in kept.dropLast(10) { cancellables[index].cancel() }
    cancellables += (1_500..<2_100).map { index in subject.sink { _ in log.append(index) } }
    subject.send(2)
    #expect(Array(log.values.dropFirst(1_500 + kept.count)) == Array(kept.suffix(10)) + Array(1_500..<2_100))
    #expect(subject.core.subscriberCompactionMoves > 0)
  }
}
