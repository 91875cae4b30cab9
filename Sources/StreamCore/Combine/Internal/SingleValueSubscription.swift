#if !canImport(Combine)
/// Delivers one value and `.finished` on the first request — the subscription of `Result.Publisher` and
/// `Optional.Publisher` when they have a value.
///
/// The pooled lock guards only `isDone`; the value is delivered after unlocking, once, by whichever request wins.
final class SingleValueSubscription<Downstream: Subscriber>: Subscription, CustomStringConvertible {
  private let value: Downstream.Input
  // Guarded by the pooled lock.
  private var downstream: Downstream?
  private var isDone = false
  let description: String

  init(_ value: Downstream.Input, downstream: Downstream, name: String) {
    self.value = value
    self.downstream = downstream
    self.description = name
  }

  func request(_ demand: Subscribers.Demand) {
    demand.assertValidRequest()
    let lock = LockPool.lock(for: self)
    lock.lock()
    guard !isDone, let downstream = downstream.take() else { return lock.unlock() }
    isDone = true
    lock.unlock()
    _ = downstream.receive(value)
    downstream.receive(completion: .finished)
  }

  func cancel() {
    let lock = LockPool.lock(for: self)
    lock.lock()
    isDone = true
    let released = downstream.take()
    lock.unlock()
    withExtendedLifetime(released) {}
  }
}
#endif
