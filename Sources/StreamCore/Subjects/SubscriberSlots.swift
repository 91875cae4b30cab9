/// The subscribers of a subject that has two or more: slots in subscription order, where a removed subscriber
/// leaves an empty slot (a tombstone) that a later compaction reclaims.
///
/// Each ``ConduitState`` remembers its slot, so adding and removing a subscriber are O(1) amortized at any count,
/// in any order: compaction runs only once the tombstones outnumber the live subscribers, so each compaction's
/// O(n) work is paid for by the n removals before it. Subscribers cancelled newest first never need one: trailing
/// tombstones are dropped at once.
///
/// The first 512 slots are an array that grows as arrays do; the slots after them come in chunks of 512, each
/// allocated once, full size. A subject with many subscribers thus allocates about one word per subscriber, instead
/// of the two to four words a doubling array allocates on its way up, and a subscription made while a fan-out holds
/// the slots copies one chunk, not all of them. The type is concrete (not generic), so the subject's fan-out loop
/// over it is concrete code. Guarded by the owning ``SubjectCore``'s lock; a copy is a snapshot for a fan-out.
@usableFromInline
struct SubscriberSlots {
  /// Slots per chunk: a power of two, so a slot's chunk and offset are a shift and a mask.
  private static let chunkShift = 9
  private static let chunkCapacity = 1 << chunkShift

  /// The first ``chunkCapacity`` slots; `nil` marks a removed subscriber.
  private var head: [ConduitState?]
  /// The slots after `head`, in full chunks but the last.
  private var tail: [[ConduitState?]] = []
  /// How many slots there are, tombstones included: the slot of the next subscriber.
  private var slotCount: Int
  /// How many slots hold a subscriber.
  private(set) var count: Int

  init(_ first: ConduitState, _ second: ConduitState) {
    first.slot = 0
    second.slot = 1
    head = [first, second]
    slotCount = 2
    count = 2
  }

  /// The one subscriber left, when ``count`` is 1.
  ///
  /// - Complexity: O(1): compaction keeps the tombstones at most a few more than the live subscribers.
  var onlySubscriber: ConduitState? {
    guard count == 1 else { return nil }
    var only: ConduitState?
    forEachUnretained { only = $0 }
    return only
  }

  /// Every subscriber, in subscription order.
  var all: [ConduitState] {
    var all: [ConduitState] = []
    all.reserveCapacity(count)
    forEachUnretained { all.append($0) }
    return all
  }

  mutating func append(_ subscriber: ConduitState) {
    subscriber.slot = UInt32(slotCount)
    slotCount += 1
    count += 1
    guard head.count == Self.chunkCapacity else { return head.append(subscriber) }
    if let last = tail.indices.last, tail[last].count < Self.chunkCapacity { return tail[last].append(subscriber) }
    var chunk: [ConduitState?] = []
    chunk.reserveCapacity(Self.chunkCapacity)
    chunk.append(subscriber)
    tail.append(chunk)
  }

  /// Removes `subscriber` if it is here.
  ///
  /// - Returns: How many subscribers a compaction moved (0 if none ran), for the subject's operation count.
  /// - Complexity: O(1) amortized.
  mutating func remove(_ subscriber: ConduitState) -> Int {
    let slot = Int(subscriber.slot)
    guard slot < slotCount, self[slot] === subscriber else { return 0 }
    self[slot] = nil
    count -= 1
    while slotCount > 0, self[slotCount - 1] == nil { removeLastSlot() }
    guard slotCount - count > Swift.max(16, count) else { return 0 }
    return compact()
  }

  private subscript(slot: Int) -> ConduitState? {
    get {
      guard slot >= Self.chunkCapacity else { return head[slot] }
      let index = slot - Self.chunkCapacity
      return tail[index >> Self.chunkShift][index & (Self.chunkCapacity - 1)]
    }
    set {
      guard slot >= Self.chunkCapacity else { return head[slot] = newValue }
      let index = slot - Self.chunkCapacity
      tail[index >> Self.chunkShift][index & (Self.chunkCapacity - 1)] = newValue
    }
  }

  private mutating func removeLastSlot() {
    slotCount -= 1
    guard let last = tail.indices.last else {
      head.removeLast()
      return
    }
    tail[last].removeLast()
    if tail[last].isEmpty { tail.removeLast() }
  }

  /// Moves the subscribers to the front, in order, and drops the tombstones.
  private mutating func compact() -> Int {
    let kept = all
    head = []
    tail = []
    slotCount = 0
    count = 0
    for subscriber in kept { append(subscriber) }
    return count
  }

  /// Calls `body` with each subscriber, in subscription order, without retaining it: the slots, which the caller
  /// keeps for the whole walk (a subject's fan-out walks its own snapshot), already hold every subscriber.
  @inline(__always)
  func forEachUnretained(_ body: (ConduitState) -> Void) {
    head.forEachUnretained(body)
    // Up to 512 subscribers there is no tail, and no iterator over it is made.
    guard !tail.isEmpty else { return }
    for chunk in tail { chunk.forEachUnretained(body) }
  }
}
