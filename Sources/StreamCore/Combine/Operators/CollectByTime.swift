#if !canImport(Combine)
extension Publishers {
  /// How ``Publishers/CollectByTime`` groups values: by time, or by time or count, whichever comes first.
  public enum TimeGroupingStrategy<Context: Scheduler> {
    /// A group every `stride` of the scheduler's time.
    case byTime(Context, Context.SchedulerTimeType.Stride)
    /// A group every `stride`, or as soon as it has `count` values.
    case byTimeOrCount(Context, Context.SchedulerTimeType.Stride, Int)
  }

  /// A publisher that groups values into arrays by time (or by time or count).
  ///
  /// Created by ``Publisher/collect(_:options:)``.
  public struct CollectByTime<Upstream: Publisher, Context: Scheduler>: Publisher {
    public typealias Output = [Upstream.Output]
    public typealias Failure = Upstream.Failure

    /// The publisher whose values are grouped.
    public let upstream: Upstream
    /// How values are grouped.
    public let strategy: TimeGroupingStrategy<Context>
    /// Options for the scheduler.
    public let options: Context.SchedulerOptions?

    /// Creates a publisher that groups `upstream`'s values according to `strategy`.
    public init(upstream: Upstream, strategy: TimeGroupingStrategy<Context>, options: Context.SchedulerOptions?) {
      if case .byTimeOrCount(_, _, let count) = strategy {
        require(count > 0, "collect(.byTimeOrCount(_, _, \(count))): the count must be at least 1")
      }
      self.upstream = upstream
      self.strategy = strategy
      self.options = options
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(CollectByTimeRelay(downstream: subscriber, strategy: strategy, options: options))
    }
  }
}

extension Publisher {
  /// Groups values into arrays: one every interval of the scheduler's time (empty intervals send nothing), or
  /// also as soon as a group reaches a count. When upstream finishes, the last partial group goes out first.
  ///
  /// ```swift
  /// let scheduler = TestScheduler()
  /// let subject = PassthroughSubject<Int, Never>()
  /// let cancellable = subject.collect(.byTime(scheduler, .seconds(1))).sink { print($0) }
  /// subject.send(1); subject.send(2)
  /// scheduler.advance(by: .seconds(1))  // Prints "[1, 2]"
  /// ```
  public func collect<S: Scheduler>(
    _ strategy: Publishers.TimeGroupingStrategy<S>,
    options: S.SchedulerOptions? = nil
  ) -> Publishers.CollectByTime<Self, S> {
    Publishers.CollectByTime(upstream: self, strategy: strategy, options: options)
  }
}

/// The engine of `collect(.byTime)`: a repeating tick sends the group gathered so far.
private final class CollectByTimeRelay<Context: Scheduler, Element, Downstream: Subscriber>: Subscriber,
  Subscription, TimedFiring, CustomStringConvertible, @unchecked Sendable
where Downstream.Input == [Element] {
  // @unchecked: all state is guarded by `lock`; `delivery` guards itself.
  typealias Input = Element
  typealias Failure = Downstream.Failure

  private let lock = Lock()
  private let scheduler: Context
  private let stride: Context.SchedulerTimeType.Stride
  private let maximumCount: Int?
  private let options: Context.SchedulerOptions?
  private var status = SubscriptionStatus.awaitingSubscription
  private var group: [Element] = []
  private var demand = Subscribers.Demand.none
  private var timer: (any Cancellable)?
  private var delivery: ScheduledDelivery<Downstream>!

  init(downstream: Downstream, strategy: Publishers.TimeGroupingStrategy<Context>, options: Context.SchedulerOptions?) {
    switch strategy {
    case .byTime(let scheduler, let stride):
      (self.scheduler, self.stride, self.maximumCount) = (scheduler, stride, nil)
    case .byTimeOrCount(let scheduler, let stride, let count):
      (self.scheduler, self.stride, self.maximumCount) = (scheduler, stride, count)
    }
    self.options = options
    self.delivery = ScheduledDelivery(downstream) { [weak self] more in self?.addDemand(more) }
  }

  var description: String { "CollectByTime" }

  func receive(subscription: any Subscription) {
    lock.lock()
    guard status.accept(subscription) else {
      lock.unlock()
      return subscription.cancel()
    }
    lock.unlock()
    delivery.start(with: self)
    let target: any TimedFiring = self
    let timer = scheduler.schedule(
      after: scheduler.now.advanced(by: stride),
      interval: stride,
      tolerance: scheduler.minimumTolerance,
      options: options
    ) { target.fire(0) }
    lock.lock()
    let isActive = status.subscription != nil
    if isActive { self.timer = timer }
    lock.unlock()
    if !isActive { timer.cancel() }
    subscription.request(.unlimited)
  }

  func receive(_ input: Element) -> Subscribers.Demand {
    lock.lock()
    guard case .subscribed = status else {
      lock.unlock()
      return .none
    }
    group.append(input)
    let full = maximumCount.map { group.count >= $0 } ?? false
    let emitted = full ? takeGroupIfDemanded() : nil
    lock.unlock()
    if let emitted {
      delivery.post(emitted)
      let target: any ScheduledAction = delivery
      scheduler.schedule(options: options) { target.release() }
    }
    return .none
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    lock.lock()
    guard case .subscribed = status else { return lock.unlock() }
    let endedStatus = status.terminate()
    defer { withExtendedLifetime(endedStatus) {} }  // released after unlocking: its deinit may take locks
    let last: [Element]? = if case .finished = completion { takeGroupIfDemanded() } else { nil }
    let dropped = group
    group = []
    defer { withExtendedLifetime(dropped) {} }
    let timer = self.timer.take()
    lock.unlock()
    timer?.cancel()
    if let last { delivery.post(last) }
    delivery.post(completion: completion)
    let target: any ScheduledAction = delivery
    let releases = last == nil ? 1 : 2
    scheduler.schedule(options: options) {
      for _ in 0..<releases { target.release() }
    }
  }

  /// Called on each tick.
  func fire(_ generation: Int) {
    lock.lock()
    let emitted = takeGroupIfDemanded()
    lock.unlock()
    if let emitted {
      delivery.post(emitted)
      delivery.release()
    }
  }

  /// Under the lock: the group, if it is not empty and downstream has demand.
  private func takeGroupIfDemanded() -> [Element]? {
    guard !group.isEmpty, demand > 0 else { return nil }
    demand.consumeOne()
    defer { group = [] }
    return group
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
    let timer = self.timer.take()
    let dropped = group
    group = []
    lock.unlock()
    withExtendedLifetime(dropped) {}
    subscription?.cancel()
    timer?.cancel()
    delivery.cancel()
  }
}
#endif
