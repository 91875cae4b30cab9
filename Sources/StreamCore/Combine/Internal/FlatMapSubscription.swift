#if !canImport(Combine)
/// Something an outer (upstream) subscriber reports to: the parent of `flatMap` and `switchToLatest`.
protocol OuterParent: AnyObject {
  associatedtype Input
  associatedtype Failure: Error
  func receiveOuter(subscription: any Subscription)
  func receiveOuter(_ value: Input)
  func receiveOuter(completion: Subscribers.Completion<Failure>)
}

/// The subscriber attached to the upstream of `flatMap` and `switchToLatest`.
struct OuterSubscriber<Parent: OuterParent>: Subscriber {
  typealias Input = Parent.Input
  typealias Failure = Parent.Failure

  let parent: Parent

  var combineIdentifier: CombineIdentifier { CombineIdentifier(parent) }

  func receive(subscription: any Subscription) {
    parent.receiveOuter(subscription: subscription)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    parent.receiveOuter(input)
    return .none
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    parent.receiveOuter(completion: completion)
  }
}

/// Something inner subscribers report to, keyed by an identifier.
protocol InnerParent: AnyObject {
  associatedtype Inner: Publisher
  func receiveInner(subscription: any Subscription, id: Int)
  /// Takes an inner value; returns the extra demand to hand back to the inner.
  func receiveInner(_ value: Inner.Output, id: Int) -> Subscribers.Demand
  func receiveInner(completion: Subscribers.Completion<Inner.Failure>, id: Int)
}

/// The subscriber attached to each inner publisher of `flatMap` and `switchToLatest`.
struct InnerSubscriber<Parent: InnerParent>: Subscriber {
  typealias Input = Parent.Inner.Output
  typealias Failure = Parent.Inner.Failure

  let parent: Parent
  let id: Int

  var combineIdentifier: CombineIdentifier { CombineIdentifier(parent) }

  func receive(subscription: any Subscription) {
    parent.receiveInner(subscription: subscription, id: id)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    parent.receiveInner(input, id: id)
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    parent.receiveInner(completion: completion, id: id)
  }
}

/// The engine of ``Publishers/FlatMap``. State is guarded by `lock`; delivery goes through the pump.
final class FlatMapSubscription<Input, Inner: Publisher, Downstream: Subscriber>: Subscription,
  OuterParent, InnerParent, CustomStringConvertible
where Downstream.Input == Inner.Output, Downstream.Failure == Inner.Failure {
  typealias Failure = Inner.Failure

  let pump: DownstreamPump<Downstream>
  private let lock = Lock()
  private let maxPublishers: Subscribers.Demand
  // Not an `Optional`: a function stored in one is called through a freshly allocated reabstraction thunk. It is
  // released by replacing it with a closure that is never called (every call site checks `isTerminated` first).
  private var transform: (Input) -> Inner
  /// Set when `Inner` can be read without subscribing (`Just`, `Fail`, …): such inners are never counted as live.
  private let inlineReader = InlineReader<Inner>.make()
  private var outer = SubscriptionStatus.awaitingSubscription
  private var inners: [Int: any Subscription] = [:]
  private var activeInnerCount = 0
  private var nextID = 0
  private var outerFinished = false
  private var isTerminated = false

  init(downstream: Downstream, maxPublishers: Subscribers.Demand, transform: @escaping (Input) -> Inner) {
    self.pump = DownstreamPump(downstream)
    self.maxPublishers = maxPublishers
    self.transform = transform
  }

  var description: String { "FlatMap" }

  func receiveOuter(subscription: any Subscription) {
    lock.lock()
    guard case .awaitingSubscription = outer, !isTerminated else {
      lock.unlock()
      return subscription.cancel()
    }
    _ = outer.accept(subscription)
    lock.unlock()
    subscription.request(maxPublishers)
  }

  func receiveOuter(_ value: Input) {
    lock.lock()
    guard !isTerminated else { return lock.unlock() }
    let transform = self.transform
    guard let inlineReader else {
      let id = nextID
      nextID += 1
      activeInnerCount += 1
      lock.unlock()
      return transform(value).subscribe(InnerSubscriber(parent: self, id: id))
    }
    lock.unlock()
    let ending = inlineReader.publish(transform(value)) { value in
      pump.send(value.assumingMemoryBound(to: Inner.Output.self).pointee)
    } fail: { error in
      failInline(error.assumingMemoryBound(to: Failure.self).pointee)
    }
    switch ending {
    case .finished:
      // A live inner was never counted, so only a limited outer needs telling.
      if maxPublishers != .unlimited { requestOneMoreInner() }
    case .failed:
      break
    case .unfinished:
      // It never ends (or the pump stopped taking values): it stays live, as a subscribed inner would.
      lock.lock()
      activeInnerCount += 1
      lock.unlock()
    }
  }

  private func requestOneMoreInner() {
    lock.lock()
    let outer = isTerminated ? nil : self.outer.subscription
    lock.unlock()
    outer?.request(.max(1))
  }

  @inline(never)
  private func failInline(_ error: Failure) {
    lock.lock()
    guard !isTerminated else { return lock.unlock() }
    terminate(lockedWith: .failure(error))
  }

  func receiveOuter(completion: Subscribers.Completion<Failure>) {
    lock.lock()
    guard !isTerminated else { return lock.unlock() }
    let endedOuter = outer.terminate()
    defer { withExtendedLifetime(endedOuter) {} }  // released after unlocking: its deinit may take locks
    outerFinished = true
    if case .failure = completion {
      return terminate(lockedWith: completion)
    }
    guard activeInnerCount == 0 else { return lock.unlock() }
    terminate(lockedWith: .finished)
  }

  func receiveInner(subscription: any Subscription, id: Int) {
    lock.lock()
    guard !isTerminated else {
      lock.unlock()
      return subscription.cancel()
    }
    inners[id] = subscription
    lock.unlock()
    subscription.request(.unlimited)
  }

  func receiveInner(_ value: Inner.Output, id: Int) -> Subscribers.Demand {
    pump.send(value)
    return .none
  }

  func receiveInner(completion: Subscribers.Completion<Inner.Failure>, id: Int) {
    lock.lock()
    guard !isTerminated else { return lock.unlock() }
    let finishedInner = inners.removeValue(forKey: id)
    defer { withExtendedLifetime(finishedInner) {} }  // released after unlocking: its deinit may take locks
    activeInnerCount -= 1
    if case .failure = completion {
      return terminate(lockedWith: completion)
    }
    if outerFinished && activeInnerCount == 0 {
      return terminate(lockedWith: .finished)
    }
    let outer = maxPublishers == .unlimited ? nil : self.outer.subscription
    lock.unlock()
    outer?.request(.max(1))
  }

  /// Called with the lock held: ends everything, unlocks, then cancels the rest and completes downstream.
  private func terminate(lockedWith completion: Subscribers.Completion<Failure>) {
    isTerminated = true
    let outer = self.outer.subscription
    let endedOuter = self.outer.terminate()
    defer { withExtendedLifetime(endedOuter) {} }  // released after unlocking: its deinit may take locks
    let inners = self.inners.values
    self.inners = [:]
    let transform = self.transform
    self.transform = { _ in trap("flatMap's transform was called after its subscription ended") }
    lock.unlock()
    outer?.cancel()
    for inner in inners { inner.cancel() }
    pump.send(completion: completion)
    withExtendedLifetime(transform) {}
  }

  func request(_ demand: Subscribers.Demand) {
    demand.assertValidRequest()
    pump.request(demand)
  }

  func cancel() {
    lock.lock()
    guard !isTerminated else { return lock.unlock() }
    isTerminated = true
    let outer = self.outer.subscription
    let endedOuter = self.outer.terminate()
    defer { withExtendedLifetime(endedOuter) {} }  // released after unlocking: its deinit may take locks
    let inners = self.inners.values
    self.inners = [:]
    let transform = self.transform
    self.transform = { _ in trap("flatMap's transform was called after its subscription ended") }
    lock.unlock()
    outer?.cancel()
    for inner in inners { inner.cancel() }
    pump.cancel()
    withExtendedLifetime(transform) {}
  }
}
#endif
