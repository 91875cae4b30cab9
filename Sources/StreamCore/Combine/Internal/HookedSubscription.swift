#if !canImport(Combine)
/// Closures called at each event of a subscription, for `handleEvents` and `print`.
struct EventHooks<Output, Failure: Error> {
  var receiveSubscription: ((any Subscription) -> Void)?
  var receiveOutput: ((Output) -> Void)?
  var receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)?
  var receiveCancel: (() -> Void)?
  var receiveRequest: ((Subscribers.Demand) -> Void)?
}

/// Sits between an upstream and a downstream and calls hooks at every event, in both directions.
final class HookedSubscription<Downstream: Subscriber>: Subscriber, Subscription, CustomStringConvertible {
  typealias Input = Downstream.Input
  typealias Failure = Downstream.Failure

  // Guarded by the pooled lock; the hooks are released when the subscription ends.
  private var status = SubscriptionStatus.awaitingSubscription
  private var downstream: Downstream?
  private var hooks: EventHooks<Input, Failure>?
  let description: String

  init(downstream: Downstream, hooks: EventHooks<Input, Failure>, name: String) {
    self.downstream = downstream
    self.hooks = hooks
    self.description = name
  }

  private func snapshot() -> (Downstream?, EventHooks<Input, Failure>?) {
    let lock = LockPool.lock(for: self)
    lock.lock()
    defer { lock.unlock() }
    return (downstream, hooks)
  }

  func receive(subscription: any Subscription) {
    let lock = LockPool.lock(for: self)
    lock.lock()
    guard let downstream, status.accept(subscription) else {
      lock.unlock()
      return subscription.cancel()
    }
    let hooks = self.hooks
    lock.unlock()
    hooks?.receiveSubscription?(subscription)
    downstream.receive(subscription: self)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    let (downstream, hooks) = snapshot()
    guard let downstream else { return .none }
    hooks?.receiveOutput?(input)
    let more = downstream.receive(input)
    if more != .none { hooks?.receiveRequest?(more) }
    return more
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    let lock = LockPool.lock(for: self)
    lock.lock()
    let downstream = self.downstream.take()
    let hooks = self.hooks.take()
    let endedStatus = status.terminate()
    defer { withExtendedLifetime(endedStatus) {} }  // released after unlocking: its deinit may take locks
    lock.unlock()
    guard let downstream else { return }
    hooks?.receiveCompletion?(completion)
    downstream.receive(completion: completion)
  }

  func request(_ demand: Subscribers.Demand) {
    demand.assertValidRequest()
    let lock = LockPool.lock(for: self)
    lock.lock()
    let subscription = status.subscription
    let hooks = self.hooks
    lock.unlock()
    hooks?.receiveRequest?(demand)
    subscription?.request(demand)
  }

  func cancel() {
    let lock = LockPool.lock(for: self)
    lock.lock()
    let subscription = status.terminate()
    let hooks = self.hooks.take()
    let released = downstream.take()
    lock.unlock()
    guard subscription != nil else { return }
    hooks?.receiveCancel?()
    subscription?.cancel()
    withExtendedLifetime(released) {}
  }
}
#endif
