/// Subscribes to one upstream after another — the engine of `append`/`prepend`, `catch`, `tryCatch` and `retry`.
///
/// It keeps the downstream demand that is still outstanding and asks each new upstream for exactly that, so a
/// switch never loses or exceeds demand. When an upstream completes, the closure given to ``attach(_:onCompletion:)``
/// decides whether to attach another upstream or to complete downstream.
final class ChainSubscription<Downstream: Subscriber>: Subscription, CustomStringConvertible {
  typealias Output = Downstream.Input

  /// What to do when the current upstream completes.
  enum Next {
    case attach((ChainSubscription) -> Void)
    case complete(Subscribers.Completion<Downstream.Failure>)
  }

  // Guarded by the pooled lock.
  private var downstream: Downstream?
  private var current: (any Subscription)?
  private var generation = 0
  private var demand = Subscribers.Demand.none
  private var hasStarted = false
  let description: String

  init(downstream: Downstream, name: String) {
    self.downstream = downstream
    self.description = name
  }

  /// Subscribes to `upstream`; `onCompletion` decides what follows it.
  func attach<P: Publisher>(
    _ upstream: P,
    onCompletion: @escaping (Subscribers.Completion<P.Failure>) -> Next
  ) where P.Output == Output {
    let lock = LockPool.lock(for: self)
    lock.lock()
    guard downstream != nil else { return lock.unlock() }
    generation += 1
    let link = ChainLink(chain: self, generation: generation, onCompletion: onCompletion)
    lock.unlock()
    upstream.subscribe(link)
  }

  fileprivate func linkReceived(_ subscription: any Subscription, generation: Int) {
    let lock = LockPool.lock(for: self)
    lock.lock()
    guard generation == self.generation, let downstream else {
      lock.unlock()
      return subscription.cancel()
    }
    current = subscription
    let demand = self.demand
    let isFirst = !hasStarted
    hasStarted = true
    lock.unlock()
    if isFirst { downstream.receive(subscription: self) }
    if demand > 0 { subscription.request(demand) }
  }

  fileprivate func linkReceived(_ value: Output, generation: Int) -> Subscribers.Demand {
    let lock = LockPool.lock(for: self)
    lock.lock()
    guard generation == self.generation, let downstream else {
      lock.unlock()
      return .none
    }
    demand.consumeOne()
    lock.unlock()
    let more = downstream.receive(value)
    if more != .none {
      lock.lock()
      demand += more
      lock.unlock()
    }
    return more
  }

  fileprivate func linkCompleted(generation: Int, next: () -> Next) {
    let lock = LockPool.lock(for: self)
    lock.lock()
    guard generation == self.generation, downstream != nil else { return lock.unlock() }
    current = nil
    lock.unlock()
    switch next() {
    case .attach(let subscribeNext):
      subscribeNext(self)
    case .complete(let completion):
      lock.lock()
      let downstream = self.downstream.take()
      lock.unlock()
      downstream?.receive(completion: completion)
    }
  }

  func request(_ demand: Subscribers.Demand) {
    demand.assertValidRequest()
    let lock = LockPool.lock(for: self)
    lock.lock()
    self.demand += demand
    let current = self.current
    lock.unlock()
    current?.request(demand)
  }

  func cancel() {
    let lock = LockPool.lock(for: self)
    lock.lock()
    let current = self.current.take()
    let released = downstream.take()
    generation += 1
    lock.unlock()
    current?.cancel()
    withExtendedLifetime(released) {}
  }
}

/// The subscriber a ``ChainSubscription`` attaches to each of its upstreams.
private struct ChainLink<Downstream: Subscriber, Failure: Error>: Subscriber {
  typealias Input = Downstream.Input

  let chain: ChainSubscription<Downstream>
  let generation: Int
  let onCompletion: (Subscribers.Completion<Failure>) -> ChainSubscription<Downstream>.Next
  let combineIdentifier = CombineIdentifier()

  func receive(subscription: any Subscription) {
    chain.linkReceived(subscription, generation: generation)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    chain.linkReceived(input, generation: generation)
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    chain.linkCompleted(generation: generation) { onCompletion(completion) }
  }
}
