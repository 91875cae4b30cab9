#if !canImport(Combine)
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
  /// What the current link does when its upstream completes. The chain owns it, not the link, so that cancelling
  /// releases it (and what it captures, such as the publisher to subscribe next) even when an upstream keeps its
  /// subscriber after cancel.
  private var step: ChainStepBase?
  /// Whether a call of ``attach(_:onCompletion:)`` is subscribing to an upstream now.
  private var isSubscribing = false
  /// The next subscription, set when an upstream completes during the current one's `subscribe` (a `Fail`, a
  /// synchronous failure): the call that is subscribing runs it once that `subscribe` returns, so a chain of
  /// synchronous retries loops instead of growing the stack.
  private var pendingSubscribe: (() -> Void)?
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
    let step = ChainStep(onCompletion)
    // Whatever this replaces is released after unlocking: releasing it may run a `deinit`.
    let replacedStep = self.step.take()
    self.step = step
    let link = ChainLink(chain: self, generation: generation, step: step)
    if isSubscribing {
      let replaced = pendingSubscribe.take()
      pendingSubscribe = { upstream.subscribe(link) }
      lock.unlock()
      return withExtendedLifetime((replacedStep, replaced)) {}
    }
    isSubscribing = true
    lock.unlock()
    withExtendedLifetime(replacedStep) {}
    upstream.subscribe(link)
    while true {
      lock.lock()
      guard let next = pendingSubscribe.take() else {
        isSubscribing = false
        return lock.unlock()
      }
      lock.unlock()
      next()
    }
  }

  fileprivate func linkReceived(_ subscription: any Subscription, generation: Int) {
    let lock = LockPool.lock(for: self)
    lock.lock()
    // A second subscription for the same link is cancelled, as in Combine.
    guard generation == self.generation, current == nil, let downstream else {
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
    // A value before the link's subscription is dropped, as in Combine; one beyond demand is passed on.
    guard generation == self.generation, current != nil, let downstream else {
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

  fileprivate func linkCompleted<Failure>(
    _ completion: Subscribers.Completion<Failure>,
    generation: Int,
    step: ChainStep<Downstream, Failure>
  ) {
    let lock = LockPool.lock(for: self)
    lock.lock()
    guard generation == self.generation, downstream != nil, let onCompletion = step.onCompletion.take() else {
      return lock.unlock()
    }
    // Released after unlocking: their deinits may take locks.
    let released = (current.take(), self.step.take())
    lock.unlock()
    withExtendedLifetime(released) {}
    switch onCompletion(completion) {
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
    let step = self.step.take()
    let releasedStep = step?.takeAction()
    let pendingSubscribe = self.pendingSubscribe.take()
    generation += 1
    lock.unlock()
    current?.cancel()
    withExtendedLifetime((released, releasedStep, pendingSubscribe)) {}
  }
}

/// The type-independent face of a ``ChainStep``, so the chain can release any step's action.
class ChainStepBase {
  /// Under the chain's lock: removes the action, returning it for release after unlocking.
  func takeAction() -> Any? { nil }
}

/// What a chain does when one link's upstream completes; its action is guarded by the chain's lock.
final class ChainStep<Downstream: Subscriber, Failure: Error>: ChainStepBase {
  var onCompletion: ((Subscribers.Completion<Failure>) -> ChainSubscription<Downstream>.Next)?

  init(_ onCompletion: @escaping (Subscribers.Completion<Failure>) -> ChainSubscription<Downstream>.Next) {
    self.onCompletion = onCompletion
  }

  override func takeAction() -> Any? { onCompletion.take() }
}

/// The subscriber a ``ChainSubscription`` attaches to each of its upstreams.
private struct ChainLink<Downstream: Subscriber, Failure: Error>: Subscriber {
  typealias Input = Downstream.Input

  let chain: ChainSubscription<Downstream>
  let generation: Int
  let step: ChainStep<Downstream, Failure>
  let combineIdentifier = CombineIdentifier()

  func receive(subscription: any Subscription) {
    chain.linkReceived(subscription, generation: generation)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    chain.linkReceived(input, generation: generation)
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    chain.linkCompleted(completion, generation: generation, step: step)
  }
}
#endif
