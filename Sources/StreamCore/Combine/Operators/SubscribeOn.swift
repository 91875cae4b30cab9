#if !canImport(Combine)
extension Publishers {
  /// A publisher that subscribes to its upstream, and sends it requests and cancellation, through a scheduler.
  ///
  /// Created by ``Publisher/subscribe(on:options:)``.
  public struct SubscribeOn<Upstream: Publisher, Context: Scheduler>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    /// The publisher subscribed to through the scheduler.
    public let upstream: Upstream
    /// The scheduler that subscribes, requests and cancels.
    public let scheduler: Context
    /// Options for the scheduler.
    public let options: Context.SchedulerOptions?

    /// Creates a publisher that subscribes to `upstream` on `scheduler`.
    public init(upstream: Upstream, scheduler: Context, options: Context.SchedulerOptions?) {
      self.upstream = upstream
      self.scheduler = scheduler
      self.options = options
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let relay = SubscribeOnRelay(upstream: upstream, downstream: subscriber) { [scheduler, options] work in
        scheduler.schedule(options: options) { work.run() }
      }
      relay.connect()
    }
  }
}

extension Publisher {
  /// Subscribes to this publisher, and sends it requests and cancellation, through `scheduler` — for example, to
  /// start expensive synchronous work off the main thread. Values arrive on whatever thread upstream sends them;
  /// combine with ``receive(on:options:)`` to move them.
  ///
  /// ```swift
  /// let scheduler = TestScheduler()
  /// let cancellable = Just(1).subscribe(on: scheduler).sink { print($0) }
  /// // Prints nothing yet
  /// scheduler.advance()
  /// // Prints "1"
  /// ```
  public func subscribe<S: Scheduler>(
    on scheduler: S,
    options: S.SchedulerOptions? = nil
  ) -> Publishers.SubscribeOn<Self, S> {
    Publishers.SubscribeOn(upstream: self, scheduler: scheduler, options: options)
  }
}

/// One unit of work a scheduler runs for an operator, without naming the operator's generic types.
final class ScheduledWork: Sendable {
  private let body: @Sendable () -> Void

  init(_ body: @escaping @Sendable () -> Void) {
    self.body = body
  }

  func run() {
    body()
  }
}

/// The engine of `subscribe(on:)`: every call towards upstream goes through the scheduler.
private final class SubscribeOnRelay<Upstream: Publisher, Downstream: Subscriber>: Subscriber, Subscription,
  UpstreamTarget, CustomStringConvertible, @unchecked Sendable
where Downstream.Input == Upstream.Output, Downstream.Failure == Upstream.Failure {
  // @unchecked: `status`, `upstream` and `downstream` are guarded by the pooled lock; the scheduled work reaches
  // them only through this object.
  typealias Input = Upstream.Output
  typealias Failure = Upstream.Failure

  private var upstream: Upstream?
  private var downstream: Downstream?
  private var status = SubscriptionStatus.awaitingSubscription
  private let enqueue: (ScheduledWork) -> Void

  init(upstream: Upstream, downstream: Downstream, enqueue: @escaping (ScheduledWork) -> Void) {
    self.upstream = upstream
    self.downstream = downstream
    self.enqueue = enqueue
  }

  var description: String { "SubscribeOn" }

  func connect() {
    let target: any UpstreamTarget = self
    enqueue(ScheduledWork { target.subscribeUpstream() })
  }

  func subscribeUpstream() {
    let lock = LockPool.lock(for: self)
    lock.lock()
    let upstream = self.upstream.take()
    lock.unlock()
    upstream?.subscribe(self)
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
    let downstream = self.downstream
    lock.unlock()
    return downstream?.receive(input) ?? .none
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    let lock = LockPool.lock(for: self)
    lock.lock()
    let endedStatus = status.terminate()
    defer { withExtendedLifetime(endedStatus) {} }  // released after unlocking: its deinit may take locks
    let downstream = self.downstream.take()
    lock.unlock()
    downstream?.receive(completion: completion)
  }

  func request(_ demand: Subscribers.Demand) {
    demand.assertValidRequest()
    let target: any UpstreamTarget = self
    enqueue(ScheduledWork { target.requestUpstream(demand) })
  }

  func requestUpstream(_ demand: Subscribers.Demand) {
    let lock = LockPool.lock(for: self)
    lock.lock()
    let subscription = status.subscription
    lock.unlock()
    subscription?.request(demand)
  }

  func cancelUpstream() {
    let lock = LockPool.lock(for: self)
    lock.lock()
    let subscription = status.terminate()
    lock.unlock()
    subscription?.cancel()
  }

  func cancel() {
    let lock = LockPool.lock(for: self)
    lock.lock()
    let released = downstream.take()
    let pendingUpstream = upstream.take()
    lock.unlock()
    withExtendedLifetime((released, pendingUpstream)) {}
    let target: any UpstreamTarget = self
    enqueue(ScheduledWork { target.cancelUpstream() })
  }
}

/// What `subscribe(on:)`'s scheduled work calls, without naming the operator's generic types.
private protocol UpstreamTarget: AnyObject, Sendable {
  func subscribeUpstream()
  func requestUpstream(_ demand: Subscribers.Demand)
  func cancelUpstream()
}
#endif
