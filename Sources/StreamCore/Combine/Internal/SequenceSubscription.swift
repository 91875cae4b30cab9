#if !canImport(Combine)
/// What a sequence producer did in one step.
@usableFromInline
enum ProducerStep {
  /// Delivered one element; the subscriber asked for this much more.
  case emitted(Subscribers.Demand)
  /// Has elements left but was not allowed to emit one.
  case waiting
  /// Delivered the completion.
  case finished
}

/// Delivers the elements of a sequence on demand, then a completion.
///
/// The per-element work is a *producer* closure made in the publisher's inlinable `receive(subscriber:)`, where the
/// sequence and subscriber types are known, so iterating and delivering run as specialized code; this class only
/// keeps the bookkeeping, in fields of concrete types. Re-entrant requests (a subscriber that requests from inside
/// `receive`) only add demand: the thread already delivering keeps going, so the stack never grows with the number
/// of elements. The producer runs only on the delivering thread, outside the lock.
@usableFromInline
final class SequenceSubscription: Subscription, CustomStringConvertible {
  /// Emits the next element if allowed (or the completion, once the sequence is exhausted).
  @usableFromInline
  typealias Producer = (_ mayEmit: Bool) -> ProducerStep

  // Guarded by the pooled lock, except `producer`, which only the delivering thread calls and which is replaced
  // (releasing the subscriber) only when no delivery is under way.
  @exclusivity(unchecked) private var producer: Producer
  @exclusivity(unchecked) private var demand = Subscribers.Demand.none
  @exclusivity(unchecked) private var isDelivering = false
  @exclusivity(unchecked) private var isDone = false
  @exclusivity(unchecked) private var isReleased = false
  /// Describes the subscription while it runs (Combine describes a sequence's subscription by the sequence);
  /// released with the producer. Guarded by the pooled lock.
  @exclusivity(unchecked) private var describer: (any CustomStringConvertible)?
  private let name: String

  @usableFromInline
  init(name: String, describedBy describer: (any CustomStringConvertible)? = nil, producer: @escaping Producer) {
    self.name = name
    self.describer = describer
    self.producer = producer
  }

  /// Combine's name: the sequence's own description while it runs, else the publisher's name.
  @usableFromInline
  var description: String {
    let lock = LockPool.lock(for: self)
    lock.lock()
    let describer = self.describer
    lock.unlock()
    return describer?.description ?? name
  }

  @usableFromInline
  func request(_ demand: Subscribers.Demand) {
    demand.assertValidRequest()
    let lock = LockPool.lock(for: self)
    lock.lock()
    guard !isDone else { return lock.unlock() }
    self.demand += demand
    guard !isDelivering else { return lock.unlock() }
    isDelivering = true
    lock.unlock()
    deliverWhileDemanded(lock: lock)
  }

  private func deliverWhileDemanded(lock: Lock) {
    var more = Subscribers.Demand.none
    while true {
      lock.lock()
      demand += more
      guard !isDone else { return endDelivery(lock: lock) }
      let mayEmit = demand > 0
      if mayEmit { demand.consumeOne() }
      lock.unlock()
      switch producer(mayEmit) {
      case .emitted(let extra):
        more = extra
      case .waiting:
        lock.lock()
        guard demand > 0, !isDone else { return endDelivery(lock: lock) }
        lock.unlock()
        more = .none
      case .finished:
        lock.lock()
        isDone = true
        return endDelivery(lock: lock)
      }
    }
  }

  /// Called with the lock held: gives up the delivery turn and, once done, releases the subscriber.
  private func endDelivery(lock: Lock) {
    isDelivering = false
    let release = isDone && !isReleased
    // The describer (a user value) is released after unlocking.
    let describer = release ? self.describer.take() : nil
    if release { isReleased = true }
    lock.unlock()
    withExtendedLifetime(describer) {}
    if release { producer = { _ in .finished } }
  }

  @usableFromInline
  func cancel() {
    let lock = LockPool.lock(for: self)
    lock.lock()
    isDone = true
    let release = !isDelivering && !isReleased
    let describer = release ? self.describer.take() : nil
    if release { isReleased = true }
    lock.unlock()
    withExtendedLifetime(describer) {}
    if release { producer = { _ in .finished } }
  }
}

extension SequenceSubscription {
  /// Subscribes `subscriber` to `elements`, then `completion`. An empty sequence completes at once, before any
  /// demand, as in Combine: a completion needs no demand.
  @inlinable
  static func subscribe<Elements: Sequence, S: Subscriber>(
    _ subscriber: S,
    to elements: Elements,
    then completion: Subscribers.Completion<S.Failure>,
    name: String,
    describedBySequence: Bool
  ) where S.Input == Elements.Element {
    var iterator = elements.makeIterator()
    guard let first = iterator.next() else {
      subscriber.receive(subscription: Subscriptions.empty)
      subscriber.receive(completion: completion)
      return
    }
    let cursor = SequenceCursor(elements, iterator, upcoming: first)
    let subscription = SequenceSubscription(name: name, describedBy: describedBySequence ? cursor : nil) { mayEmit in
      guard let element = cursor.upcoming else {
        subscriber.receive(completion: completion)
        return .finished
      }
      guard mayEmit else { return .waiting }
      cursor.upcoming = cursor.iterator.next()
      return .emitted(subscriber.receive(element))
    }
    subscriber.receive(subscription: subscription)
  }
}

@usableFromInline
final class SequenceCursor<Elements: Sequence>: CustomStringConvertible {
  @usableFromInline let elements: Elements
  @usableFromInline @exclusivity(unchecked) var iterator: Elements.Iterator
  @usableFromInline @exclusivity(unchecked) var upcoming: Elements.Element?

  @usableFromInline
  init(_ elements: Elements, _ iterator: Elements.Iterator, upcoming: Elements.Element) {
    self.elements = elements
    self.iterator = iterator
    self.upcoming = upcoming
  }

  @usableFromInline
  var description: String { String(describing: elements) }
}
#endif
