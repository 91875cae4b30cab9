#if !canImport(Combine)
extension Publishers {
  /// A publisher that delivers its upstream's values and completion through a scheduler.
  ///
  /// Created by ``Publisher/receive(on:options:)``.
  public struct ReceiveOn<Upstream: Publisher, Context: Scheduler>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    /// The publisher whose events are moved.
    public let upstream: Upstream
    /// The scheduler that delivers them.
    public let scheduler: Context
    /// Options for the scheduler.
    public let options: Context.SchedulerOptions?

    /// Creates a publisher that delivers `upstream`'s events through `scheduler`.
    public init(upstream: Upstream, scheduler: Context, options: Context.SchedulerOptions?) {
      self.upstream = upstream
      self.scheduler = scheduler
      self.options = options
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let scheduler = self.scheduler
      let options = self.options
      upstream.subscribe(
        ScheduledRelay(downstream: subscriber, name: "ReceiveOn") { (delivery: any ScheduledAction) in
          scheduler.schedule(options: options) { delivery.release() }
        }
      )
    }
  }
}

extension Publisher {
  /// Delivers values and the completion through `scheduler`, in order.
  ///
  /// Use it to move delivery to the main queue, a background queue, or a ``TestScheduler``. Requests and
  /// cancellation still go upstream at once, on the calling thread.
  ///
  /// ```swift
  /// let scheduler = TestScheduler()
  /// let cancellable = Just(1).receive(on: scheduler).sink { print($0) }
  /// // Prints nothing yet
  /// scheduler.advance()
  /// // Prints "1"
  /// ```
  public func receive<S: Scheduler>(
    on scheduler: S,
    options: S.SchedulerOptions? = nil
  ) -> Publishers.ReceiveOn<Self, S> {
    Publishers.ReceiveOn(upstream: self, scheduler: scheduler, options: options)
  }
}

/// Relays an upstream to a downstream, each event queued in a ``ScheduledDelivery`` and let through by an action
/// that `schedule` arranges — the engine of `receive(on:)` and `delay`.
final class ScheduledRelay<Downstream: Subscriber>: Subscriber, Subscription, CustomStringConvertible,
  @unchecked Sendable
{
  // @unchecked: `status` is guarded by the pooled lock; `delivery` guards itself.
  typealias Input = Downstream.Input
  typealias Failure = Downstream.Failure

  private var status = SubscriptionStatus.awaitingSubscription
  private var delivery: ScheduledDelivery<Downstream>!
  private let schedule: (any ScheduledAction) -> Void
  let description: String

  init(downstream: Downstream, name: String, schedule: @escaping (any ScheduledAction) -> Void) {
    self.schedule = schedule
    self.description = name
    self.delivery = ScheduledDelivery(downstream) { [weak self] more in self?.requestUpstream(more) }
  }

  func receive(subscription: any Subscription) {
    let lock = LockPool.lock(for: self)
    lock.lock()
    guard status.accept(subscription) else {
      lock.unlock()
      return subscription.cancel()
    }
    lock.unlock()
    delivery.start(with: self)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    delivery.post(input)
    schedule(delivery)
    return .none
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    let lock = LockPool.lock(for: self)
    lock.lock()
    let endedStatus = status.terminate()
    defer { withExtendedLifetime(endedStatus) {} }  // released after unlocking: its deinit may take locks
    lock.unlock()
    delivery.post(completion: completion)
    schedule(delivery)
  }

  func request(_ demand: Subscribers.Demand) {
    demand.assertValidRequest()
    requestUpstream(demand)
  }

  private func requestUpstream(_ demand: Subscribers.Demand) {
    let lock = LockPool.lock(for: self)
    lock.lock()
    let subscription = status.subscription
    lock.unlock()
    subscription?.request(demand)
  }

  func cancel() {
    let lock = LockPool.lock(for: self)
    lock.lock()
    let subscription = status.terminate()
    lock.unlock()
    subscription?.cancel()
    delivery.cancel()
  }
}
#endif
