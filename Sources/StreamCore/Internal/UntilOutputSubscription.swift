/// The engine of `prefix(untilOutputFrom:)` and `drop(untilOutputFrom:)`: a main upstream gated by the first
/// value of a trigger publisher. State is guarded by `lock`; delivery goes through the pump.
final class UntilOutputSubscription<Downstream: Subscriber>: Subscription, CustomStringConvertible {
  enum Mode {
    /// Pass values until the trigger fires, then finish.
    case prefix
    /// Drop values until the trigger fires, then pass them.
    case drop
  }

  let pump: DownstreamPump<Downstream>
  private let lock = Lock()
  private let mode: Mode
  private var main = SubscriptionStatus.awaitingSubscription
  private var trigger = SubscriptionStatus.awaitingSubscription
  private var hasFired = false
  private var requested = Subscribers.Demand.none
  private var isTerminated = false

  init(downstream: Downstream, mode: Mode) {
    self.pump = DownstreamPump(downstream)
    self.mode = mode
    pump.forwardReturnedDemand = { [weak self] in self?.requestFromMain($0) }
  }

  var description: String { mode == .prefix ? "PrefixUntilOutput" : "DropUntilOutput" }

  func receiveMain(subscription: any Subscription) {
    lock.lock()
    guard case .awaitingSubscription = main, !isTerminated else {
      lock.unlock()
      return subscription.cancel()
    }
    _ = main.accept(subscription)
    let requested = self.requested
    lock.unlock()
    if requested > 0 { subscription.request(requested) }
  }

  func receiveMain(_ value: Downstream.Input) -> Subscribers.Demand {
    lock.lock()
    let passes = !isTerminated && (mode == .prefix || hasFired)
    let dropped = !isTerminated && !passes
    lock.unlock()
    if passes { pump.send(value) }
    return dropped ? .max(1) : .none
  }

  func receiveMain(completion: Subscribers.Completion<Downstream.Failure>) {
    lock.lock()
    guard !isTerminated else { return lock.unlock() }
    let endedMain = main.terminate()
    defer { withExtendedLifetime(endedMain) {} }  // released after unlocking: its deinit may take locks
    terminate(lockedWith: completion)
  }

  func receiveTrigger(subscription: any Subscription) {
    lock.lock()
    guard case .awaitingSubscription = trigger, !isTerminated else {
      lock.unlock()
      return subscription.cancel()
    }
    _ = trigger.accept(subscription)
    lock.unlock()
    subscription.request(.max(1))
  }

  func receiveTrigger() {
    lock.lock()
    guard !isTerminated, !hasFired else { return lock.unlock() }
    hasFired = true
    let trigger = self.trigger.subscription
    let endedTrigger = self.trigger.terminate()
    defer { withExtendedLifetime(endedTrigger) {} }  // released after unlocking: its deinit may take locks
    guard mode == .prefix else {
      lock.unlock()
      trigger?.cancel()
      return
    }
    terminate(lockedWith: .finished)
  }

  /// A trigger that completes without a value ends `drop(untilOutputFrom:)`, which could never pass anything;
  /// `prefix(untilOutputFrom:)` ignores it, as Combine does, and keeps republishing.
  func receiveTriggerCompletion(_ completion: Subscribers.Completion<Downstream.Failure>) {
    lock.lock()
    guard !isTerminated, !hasFired else { return lock.unlock() }
    let endedTrigger = trigger.terminate()
    defer { withExtendedLifetime(endedTrigger) {} }  // released after unlocking: its deinit may take locks
    switch mode {
    case .prefix:
      lock.unlock()
    case .drop:
      terminate(lockedWith: completion)
    }
  }

  /// Called with the lock held: ends everything, unlocks, then cancels the rest and completes downstream.
  private func terminate(lockedWith completion: Subscribers.Completion<Downstream.Failure>) {
    isTerminated = true
    let main = self.main.subscription
    let trigger = self.trigger.subscription
    let endedMain = self.main.terminate()
    defer { withExtendedLifetime(endedMain) {} }  // released after unlocking: its deinit may take locks
    let endedTrigger = self.trigger.terminate()
    defer { withExtendedLifetime(endedTrigger) {} }  // released after unlocking: its deinit may take locks
    lock.unlock()
    main?.cancel()
    trigger?.cancel()
    pump.send(completion: completion)
  }

  func request(_ demand: Subscribers.Demand) {
    demand.assertValidRequest()
    pump.request(demand)
    requestFromMain(demand)
  }

  /// Asks the main upstream for `demand`: downstream's request, or demand it returned from `receive(_:)`.
  private func requestFromMain(_ demand: Subscribers.Demand) {
    lock.lock()
    requested += demand
    let main = self.main.subscription
    lock.unlock()
    main?.request(demand)
  }

  func cancel() {
    lock.lock()
    isTerminated = true
    let main = self.main.subscription
    let trigger = self.trigger.subscription
    let endedMain = self.main.terminate()
    defer { withExtendedLifetime(endedMain) {} }  // released after unlocking: its deinit may take locks
    let endedTrigger = self.trigger.terminate()
    defer { withExtendedLifetime(endedTrigger) {} }  // released after unlocking: its deinit may take locks
    lock.unlock()
    main?.cancel()
    trigger?.cancel()
    pump.cancel()
  }
}

/// The subscriber attached to the main upstream of an ``UntilOutputSubscription``.
struct UntilOutputMainSubscriber<Downstream: Subscriber>: Subscriber {
  typealias Input = Downstream.Input
  typealias Failure = Downstream.Failure

  let parent: UntilOutputSubscription<Downstream>
  var combineIdentifier: CombineIdentifier { CombineIdentifier(parent) }

  func receive(subscription: any Subscription) { parent.receiveMain(subscription: subscription) }
  func receive(_ input: Input) -> Subscribers.Demand { parent.receiveMain(input) }
  func receive(completion: Subscribers.Completion<Failure>) { parent.receiveMain(completion: completion) }
}

/// The subscriber attached to the trigger of an ``UntilOutputSubscription``. Its failure type may differ from
/// downstream's (`prefix(untilOutputFrom:)` allows any trigger): `forwardedFailure` gives the failure to send
/// downstream, or `nil` to treat a failing trigger as one that finished.
struct UntilOutputTriggerSubscriber<Value, TriggerFailure: Error, Downstream: Subscriber>: Subscriber {
  typealias Input = Value
  typealias Failure = TriggerFailure

  let parent: UntilOutputSubscription<Downstream>
  let forwardedFailure: (TriggerFailure) -> Downstream.Failure?
  let combineIdentifier = CombineIdentifier()

  func receive(subscription: any Subscription) { parent.receiveTrigger(subscription: subscription) }

  func receive(_ input: Value) -> Subscribers.Demand {
    parent.receiveTrigger()
    return .none
  }

  func receive(completion: Subscribers.Completion<TriggerFailure>) {
    switch completion {
    case .finished:
      parent.receiveTriggerCompletion(.finished)
    case .failure(let error):
      parent.receiveTriggerCompletion(forwardedFailure(error).map { .failure($0) } ?? .finished)
    }
  }
}

extension UntilOutputSubscription {
  /// Hands this subscription downstream, then subscribes to the main upstream and the trigger, whose failure
  /// `forwardedFailure` turns into downstream's (or `nil`: treated as finishing).
  func start<Main: Publisher, Trigger: Publisher>(
    main: Main,
    trigger: Trigger,
    forwardedFailure: @escaping (Trigger.Failure) -> Downstream.Failure?
  ) where Main.Output == Downstream.Input, Main.Failure == Downstream.Failure {
    pump.start(with: self)
    trigger.subscribe(
      UntilOutputTriggerSubscriber<Trigger.Output, Trigger.Failure, Downstream>(
        parent: self,
        forwardedFailure: forwardedFailure
      )
    )
    main.subscribe(UntilOutputMainSubscriber(parent: self))
  }
}
