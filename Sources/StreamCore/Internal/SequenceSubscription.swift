/// Delivers the elements of a sequence on demand, then a fixed completion.
///
/// Re-entrant requests (a subscriber that requests from inside `receive`) only add demand: the thread already
/// delivering keeps going, so the stack never grows with the number of elements. The iterator is advanced only by
/// the delivering thread, outside the lock.
final class SequenceSubscription<Elements: Sequence, Downstream: Subscriber>: Subscription,
  CustomStringConvertible
where Downstream.Input == Elements.Element {
  // `demand`, `isDelivering` and `downstream` are guarded by `lock`; the iterator and `next` belong to the thread
  // holding the delivery turn.

  private let lock = Lock()
  private var downstream: Downstream?
  private var demand = Subscribers.Demand.none
  private var isDelivering = false
  private var iterator: Elements.Iterator
  private var next: Elements.Element?
  private var hasStarted = false
  private let completion: Subscribers.Completion<Downstream.Failure>
  private let name: String

  init(
    _ elements: Elements,
    then completion: Subscribers.Completion<Downstream.Failure>,
    downstream: Downstream,
    name: String
  ) {
    self.iterator = elements.makeIterator()
    self.completion = completion
    self.downstream = downstream
    self.name = name
  }

  var description: String { name }

  func request(_ demand: Subscribers.Demand) {
    demand.assertValidRequest()
    lock.lock()
    guard downstream != nil else { return lock.unlock() }
    self.demand += demand
    guard !isDelivering else { return lock.unlock() }
    isDelivering = true
    lock.unlock()
    deliverWhileDemanded()
  }

  private func deliverWhileDemanded() {
    if !hasStarted {
      hasStarted = true
      next = iterator.next()
    }
    var more = Subscribers.Demand.none
    while true {
      lock.lock()
      demand += more
      guard let subscriber = downstream else { return lock.unlock() }
      guard let element = next else {
        downstream = nil
        lock.unlock()
        subscriber.receive(completion: completion)
        return
      }
      guard demand > 0 else {
        isDelivering = false
        return lock.unlock()
      }
      demand.consumeOne()
      lock.unlock()
      more = subscriber.receive(element)
      next = iterator.next()
    }
  }

  func cancel() {
    lock.lock()
    let released = downstream
    downstream = nil
    lock.unlock()
    withExtendedLifetime(released) {}
  }
}
