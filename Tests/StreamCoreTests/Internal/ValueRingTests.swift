import StreamCore
import TestSupport
import Testing

@Suite struct ValueRingTests {
  @Test func keepsFirstInFirstOutAcrossWrapAroundAndGrowth() {
    var ring = ValueRing()
    var expected: [Int] = []
    var removed: [Int] = []
    // Interleave appends and removals so the head wraps around the buffer while it grows.
    for round in 0..<50 {
      for value in 0..<(round % 7 + 1) {
        ring.append(round * 10 + value)
        expected.append(round * 10 + value)
      }
      for _ in 0..<(round % 5) where !ring.isEmpty {
        removed.append(ring.removeFirst(as: Int.self))
      }
    }
    while !ring.isEmpty { removed.append(ring.removeFirst(as: Int.self)) }
    #expect(removed == expected)
    #expect(ring.count == 0)
    ring.removeAll(as: Int.self)
  }

  @Test(.checksLeaks) func releasesWhatItRemovesAndWhatItDrops() {
    var ring = ValueRing()
    for _ in 0..<10 { ring.append(TrackedProbe()) }
    #expect(LeakTracker.current?.liveCount == 10)
    for _ in 0..<3 { _ = ring.removeFirst(as: TrackedProbe.self) }
    #expect(LeakTracker.current?.liveCount == 7)
    ring.removeAll(as: TrackedProbe.self)
    #expect(ring.count == 0)
  }

  @Test func holdsLargeValues() {
    var ring = ValueRing()
    let values = (0..<100).map { ($0, String($0), [$0, $0 + 1]) }
    for value in values { ring.append(value) }
    var removed: [(Int, String, [Int])] = []
    while !ring.isEmpty { removed.append(ring.removeFirst(as: (Int, String, [Int]).self)) }
    #expect(removed.map(\.0) == values.map(\.0))
    #expect(removed.map(\.1) == values.map(\.1))
    #expect(removed.map(\.2) == values.map(\.2))
    ring.removeAll(as: (Int, String, [Int]).self)
  }

  @Test(.checksLeaks) func removeAllKeepingCapacityReleasesTheValuesAndTheRingStaysUsable() {
    var ring = ValueRing()
    for _ in 0..<10 { ring.append(TrackedProbe()) }
    ring.removeAll(as: TrackedProbe.self, keepingCapacity: true)
    #expect(LeakTracker.current?.liveCount == 0)
    #expect(ring.isEmpty)
    for value in 0..<20 { ring.append(value) }
    var removed: [Int] = []
    while !ring.isEmpty { removed.append(ring.removeFirst(as: Int.self)) }
    #expect(removed == Array(0..<20))
    ring.removeAll(as: Int.self)
  }

  @Test(.checksLeaks) func removeFirstInPlaceHandsOverTheOldestAndReleasesIt() {
    var ring = ValueRing()
    // Wrapped around: the first value removed, two appended past the end of the first four slots.
    for value in 0..<4 { ring.append((value, TrackedProbe())) }
    _ = ring.removeFirst(as: (Int, TrackedProbe).self)
    for value in 4..<6 { ring.append((value, TrackedProbe())) }
    var seen: [Int] = []
    var liveDuringBody: [Int?] = []
    while !ring.isEmpty {
      seen.append(
        ring.removeFirst(as: (Int, TrackedProbe).self) { value in
          liveDuringBody.append(LeakTracker.current?.liveCount)
          return value.pointee.0
        }
      )
    }
    #expect(seen == [1, 2, 3, 4, 5])
    // Each value is alive while `body` sees it and released right after.
    #expect(liveDuringBody == [5, 4, 3, 2, 1])
    #expect(LeakTracker.current?.liveCount == 0)
    ring.removeAll(as: (Int, TrackedProbe).self)
  }
}
