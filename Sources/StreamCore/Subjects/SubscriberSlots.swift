/// The subscribers of a subject that has two or more: slots in subscription order, kept in chunks, where a removed
/// subscriber leaves an empty slot (a tombstone) that a later compaction reclaims.
///
/// Each ``ConduitState`` remembers its slot, so adding and removing a subscriber are O(1) amortized at any count,
/// in any order: compaction runs only once the tombstones outnumber the live subscribers, so each compaction's
/// O(n) work is paid for by the n removals before it. Subscribers cancelled newest first never need one: trailing
/// tombstones are dropped at once.
///
/// The first chunk grows as an array does; every later one is allocated once, full size. A subject with many
/// subscribers thus allocates about one word per subscriber, instead of the two to four words a doubling array
/// allocates on its way up, and a subscription made while a fan-out holds the slots copies one chunk, not all of
/// them. The type is concrete (not generic), so the subject's fan-out loop over it is concrete code. Guarded by the
/// owning ``SubjectCore``'s lock.
@usableFromInline
struct SubscriberSlots {
  /// Slots per chunk: a power of two, so a slot's chunk and offset are a shift and a mask.
  private static let chunkShift = 9
  private static let chunkCapacity = 1 << chunkShift

  /// The slots, in subscription order; `nil` marks a removed subscriber. Never empty; only the last chunk is not full.
  private(set) var chunks: [[ConduitState?]]
  /// How many slots there are, tombstones included: the slot of the next subscriber.
  private var slotCount: Int
  /// How many slots hold a subscriber.
  private(set) var count: Int

  init(_ first: ConduitState, _ second: ConduitState) {
    first.slot = 0
    second.slot = 1
    chunks = [[first, second]]
    slotCount = 2
    count = 2
  }

  /// The one subscriber left, when ``count`` is 1.
  ///
  /// - Complexity: O(1): compaction keeps the tombstones at most a few more than the live subscribers.
  var onlySubscriber: ConduitState? {
    guard count == 1 else { return nil }
    for chunk in chunks {
      for case let subscriber? in chunk { return subscriber }
    }
    return nil
  }

  mutating func append(_ subscriber: ConduitState) {
    subscriber.slot = UInt32(slotCount)
    slotCount += 1
    count += 1
    let last = chunks.count - 1
    guard chunks[last].count == Self.chunkCapacity else { return chunks[last].append(subscriber) }
    var chunk: [ConduitState?] = []
    chunk.reserveCapacity(Self.chunkCapacity)
    chunk.append(subscriber)
    chunks.append(chunk)
  }

  /// Removes `subscriber` if it is here.
  ///
  /// - Returns: How many subscribers a compaction moved (0 if none ran), for the subject's operation count.
  /// - Complexity: O(1) amortized.
  mutating func remove(_ subscriber: ConduitState) -> Int {
    let slot = Int(subscriber.slot)
    guard slot < slotCount else { return 0 }
    let (chunk, offset) = (slot >> Self.chunkShift, slot & (Self.chunkCapacity - 1))
    guard chunks[chunk][offset] === subscriber else { return 0 }
    chunks[chunk][offset] = nil
    count -= 1
    dropTrailingTombstones()
    guard slotCount - count > Swift.max(16, count) else { return 0 }
    return compact()
  }

  private mutating func dropTrailingTombstones() {
    while slotCount > 0 {
      let last = chunks.count - 1
      guard case .some(nil) = chunks[last].last else { return }
      chunks[last].removeLast()
      slotCount -= 1
      if chunks[last].isEmpty, last > 0 { chunks.removeLast() }
    }
  }

  /// Moves the subscribers to the front, in order, and drops the tombstones.
  private mutating func compact() -> Int {
    let old = chunks
    chunks = [[]]
    slotCount = 0
    count = 0
    for chunk in old {
      for case let subscriber? in chunk { append(subscriber) }
    }
    return count
  }
}

extension Array where Element == [ConduitState?] {
  /// Calls `body` with each subscriber in the chunks, without retaining it (see `forEachUnretained` on a chunk).
  @inline(__always)
  func forEachUnretained(_ body: (ConduitState) -> Void) {
    for chunk in self { chunk.forEachUnretained(body) }
  }
}
