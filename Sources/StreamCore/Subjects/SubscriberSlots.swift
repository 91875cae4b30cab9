/// The subscribers of a subject that has two or more: an array of slots in subscription order, where a removed
/// subscriber leaves an empty slot (a tombstone) that a later compaction reclaims.
///
/// Each ``ConduitState`` remembers its slot, so adding and removing a subscriber are O(1) amortized at any count,
/// in any order: compaction runs only once the tombstones outnumber the live subscribers, so each compaction's
/// O(n) work is paid for by the n removals before it. Subscribers cancelled newest first never need one: trailing
/// tombstones are dropped at once. The type is concrete (not generic), so the subject's fan-out loop over it is
/// concrete code. Guarded by the owning ``SubjectCore``'s lock.
@usableFromInline
struct SubscriberSlots {
  private var slots: [ConduitState?]
  /// How many slots hold a subscriber.
  private(set) var count: Int

  init(_ first: ConduitState, _ second: ConduitState) {
    first.slot = 0
    second.slot = 1
    slots = [first, second]
    count = 2
  }

  /// The slots, in subscription order; `nil` marks a removed subscriber.
  var all: [ConduitState?] { slots }

  /// The one subscriber left, when ``count`` is 1.
  ///
  /// - Complexity: O(1): compaction keeps the tombstones at most a few more than the live subscribers.
  var onlySubscriber: ConduitState? {
    count == 1 ? slots.first { $0 != nil } ?? nil : nil
  }

  mutating func append(_ subscriber: ConduitState) {
    subscriber.slot = slots.count
    slots.append(subscriber)
    count += 1
  }

  /// Removes `subscriber` if it is here.
  ///
  /// - Returns: How many subscribers a compaction moved (0 if none ran), for the subject's operation count.
  /// - Complexity: O(1) amortized.
  mutating func remove(_ subscriber: ConduitState) -> Int {
    let slot = subscriber.slot
    guard slot < slots.count, slots[slot] === subscriber else { return 0 }
    slots[slot] = nil
    count -= 1
    while let last = slots.last, last == nil { slots.removeLast() }
    guard slots.count - count > Swift.max(16, count) else { return 0 }
    return compact()
  }

  /// Moves the subscribers to the front, in order, and drops the tombstones.
  private mutating func compact() -> Int {
    var next = 0
    for index in slots.indices {
      guard let subscriber = slots[index] else { continue }
      subscriber.slot = next
      slots[next] = subscriber
      next += 1
    }
    slots.removeLast(slots.count - next)
    return next
  }
}
