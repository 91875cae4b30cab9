#if !canImport(Combine)
/// Passes values through while tracking outstanding demand, and on upstream completion may send one last value
/// (waiting for demand if needed) — the engine of `replaceEmpty` and `replaceError`.
final class FinalValueSubscription<Upstream: Publisher, Downstream: Subscriber>: Subscriber, Subscription,
  CustomStringConvertible
where Downstream.Input == Upstream.Output {
  typealias Input = Upstream.Output
  typealias Failure = Upstream.Failure

  /// Decides how upstream's completion ends the stream, given whether any value was sent.
  typealias Ending = (Subscribers.Completion<Upstream.Failure>, _ sentAny: Bool) -> FinalStep

  enum FinalStep {
    case complete(Subscribers.Completion<Downstream.Failure>)
    case sendThenFinish(Upstream.Output)
  }

  // Guarded by the pooled lock.
  private var status = SubscriptionStatus.awaitingSubscription
  private var downstream: Downstream?
  private var demand = Subscribers.Demand.none
  private var sentAny = false
  private var heldValue: Upstream.Output?
  private let ending: Ending
  let description: String

  init(downstream: Downstream, name: String, ending: @escaping Ending) {
    self.downstream = downstream
    self.ending = ending
    self.description = name
  }

  func receive(subscription: any Subscription) {
    let lock = LockPool.lock(for: self)
    lock.lock()
    guard let downstream, status.accept(subscription) else {
      lock.unlock()
      return subscription.cancel()
    }
    lock.unlock()
    downstream.receive(subscription: self)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    let lock = LockPool.lock(for: self)
    lock.lock()
    guard case .subscribed = status, let downstream else {
      lock.unlock()
      return .none
    }
    sentAny = true
    demand.consumeOne()
    lock.unlock()
    let more = downstream.receive(input)
    if more != .none {
      lock.lock()
      demand += more
      lock.unlock()
    }
    return more
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    let lock = LockPool.lock(for: self)
    lock.lock()
    guard case .subscribed = status else { return lock.unlock() }
    let endedStatus = status.terminate()
    defer { withExtendedLifetime(endedStatus) {} }  // released after unlocking: its deinit may take locks
    switch ending(completion, sentAny) {
    case .complete(let completion):
      let downstream = self.downstream.take()
      lock.unlock()
      downstream?.receive(completion: completion)
    case .sendThenFinish(let value):
      guard demand > 0 else {
        heldValue = value
        return lock.unlock()
      }
      let downstream = self.downstream.take()
      lock.unlock()
      _ = downstream?.receive(value)
      downstream?.receive(completion: .finished)
    }
  }

  func request(_ demand: Subscribers.Demand) {
    demand.assertValidRequest()
    let lock = LockPool.lock(for: self)
    lock.lock()
    if let held = heldValue.take() {
      let downstream = self.downstream.take()
      lock.unlock()
      _ = downstream?.receive(held)
      downstream?.receive(completion: .finished)
      return
    }
    self.demand += demand
    let subscription = status.subscription
    lock.unlock()
    subscription?.request(demand)
  }

  func cancel() {
    let lock = LockPool.lock(for: self)
    lock.lock()
    let subscription = status.terminate()
    let released = (downstream.take(), heldValue.take())
    lock.unlock()
    subscription?.cancel()
    withExtendedLifetime(released) {}
  }
}
#endif
