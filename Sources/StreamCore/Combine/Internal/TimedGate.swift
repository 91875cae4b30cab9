#if !canImport(Combine)
/// The engine of `debounce` and `throttle`: holds the value waiting for its time, decides under a lock what to
/// emit when a scheduled action fires, and delivers through a ``ScheduledDelivery``.
///
/// Asks upstream for everything and tracks downstream demand itself: a value whose time comes while downstream
/// has no demand is dropped, as in Combine.
final class TimedGate<Upstream: Publisher, Context: Scheduler, Downstream: Subscriber>: Subscriber, Subscription,
  TimedFiring, CustomStringConvertible, @unchecked Sendable
where Downstream.Input == Upstream.Output, Downstream.Failure == Upstream.Failure {
  // @unchecked: all state is guarded by `lock`; values wait here for the action that delivers them.
  typealias Input = Upstream.Output
  typealias Failure = Upstream.Failure

  enum Mode {
    /// Emit the latest value once `interval` has passed without a new one.
    case debounce
    /// Emit at most one value per `interval`: the first or the latest of each window.
    case throttle(latest: Bool)
  }

  private let lock = Lock()
  private let mode: Mode
  private let interval: Context.SchedulerTimeType.Stride
  private let scheduler: Context
  private let options: Context.SchedulerOptions?
  private var status = SubscriptionStatus.awaitingSubscription
  private var delivery: ScheduledDelivery<Downstream>!
  private var demand = Subscribers.Demand.none
  private var pending: Input?
  private var generation = 0
  private var isScheduled = false
  private var lastEmission: Context.SchedulerTimeType?
  private var pendingCompletion: Subscribers.Completion<Failure>?
  let description: String

  init(
    downstream: Downstream,
    mode: Mode,
    interval: Context.SchedulerTimeType.Stride,
    scheduler: Context,
    options: Context.SchedulerOptions?,
    name: String
  ) {
    self.mode = mode
    self.interval = interval
    self.scheduler = scheduler
    self.options = options
    self.description = name
    self.delivery = ScheduledDelivery(downstream) { [weak self] more in self?.addDemand(more) }
  }

  func receive(subscription: any Subscription) {
    lock.lock()
    guard status.accept(subscription) else {
      lock.unlock()
      return subscription.cancel()
    }
    lock.unlock()
    delivery.start(with: self)
    subscription.request(.unlimited)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    let now = scheduler.now
    lock.lock()
    guard case .subscribed = status else {
      lock.unlock()
      return .none
    }
    switch mode {
    case .debounce:
      generation += 1
      pending = input
      let generation = self.generation
      lock.unlock()
      schedule(generation, at: now.advanced(by: interval))
    case .throttle(let latest):
      if isScheduled {
        if latest { pending = input }
        lock.unlock()
      } else {
        isScheduled = true
        pending = input
        let due = lastEmission.map { Swift.max(now, $0.advanced(by: interval)) } ?? now
        let generation = self.generation
        lock.unlock()
        schedule(generation, at: due)
      }
    }
    return .none
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    lock.lock()
    guard case .subscribed = status else { return lock.unlock() }
    let endedStatus = status.terminate()
    defer { withExtendedLifetime(endedStatus) {} }  // released after unlocking: its deinit may take locks
    if case .throttle = mode, isScheduled {
      // The value waiting for its window goes out first, then the completion (a failure too, as in Combine).
      pendingCompletion = completion
      return lock.unlock()
    }
    generation += 1
    let dropped = pending.take()
    lock.unlock()
    withExtendedLifetime(dropped) {}
    delivery.post(completion: completion)
    let target: any ScheduledAction = delivery
    scheduler.schedule(options: options) { target.release() }
  }

  private func schedule(_ generation: Int, at due: Context.SchedulerTimeType) {
    let target: any TimedFiring = self
    scheduler.schedule(after: due, tolerance: scheduler.minimumTolerance, options: options) {
      target.fire(generation)
    }
  }

  /// Called from a scheduled action: emits what waits, if its turn is still current.
  func fire(_ generation: Int) {
    lock.lock()
    guard generation == self.generation else { return lock.unlock() }
    isScheduled = false
    lastEmission = scheduler.now
    let value = pending.take()
    let emits = value != nil && demand > 0
    if emits { demand.consumeOne() }
    let completion = pendingCompletion
    pendingCompletion = nil
    lock.unlock()
    if emits, let value {
      delivery.post(value)
      delivery.release()
    }
    if let completion {
      delivery.post(completion: completion)
      delivery.release()
    }
  }

  private func addDemand(_ more: Subscribers.Demand) {
    lock.withLock { demand += more }
  }

  func request(_ demand: Subscribers.Demand) {
    demand.assertValidRequest()
    addDemand(demand)
  }

  func cancel() {
    lock.lock()
    let subscription = status.terminate()
    generation += 1
    let dropped = pending.take()
    lock.unlock()
    withExtendedLifetime(dropped) {}
    subscription?.cancel()
    delivery.cancel()
  }
}

/// What a scheduled debounce or throttle action calls, without naming the generic type that does it.
protocol TimedFiring: AnyObject, Sendable {
  func fire(_ generation: Int)
}
#endif
