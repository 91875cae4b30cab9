#if !canImport(Combine)
extension Publishers {
  /// A publisher that ends its stream if its upstream stays silent for too long.
  ///
  /// Created by ``Publisher/timeout(_:scheduler:options:customError:)``.
  public struct Timeout<Upstream: Publisher, Context: Scheduler>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    /// The publisher that may stay silent.
    public let upstream: Upstream
    /// The longest silence allowed, from subscription or from the previous value.
    public let interval: Context.SchedulerTimeType.Stride
    /// The scheduler that measures time and delivers.
    public let scheduler: Context
    /// Options for the scheduler.
    public let options: Context.SchedulerOptions?
    /// Makes the error to fail with on timeout; without it, the stream finishes.
    public let customError: (() -> Upstream.Failure)?

    /// Creates a publisher that times `upstream` out after `interval` of silence on `scheduler`.
    public init(
      upstream: Upstream,
      interval: Context.SchedulerTimeType.Stride,
      scheduler: Context,
      options: Context.SchedulerOptions?,
      customError: (() -> Upstream.Failure)?
    ) {
      self.upstream = upstream
      self.interval = interval
      self.scheduler = scheduler
      self.options = options
      self.customError = customError
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(
        TimeoutRelay<Context, S>(
          downstream: subscriber,
          interval: interval,
          scheduler: scheduler,
          options: options,
          customError: customError
        )
      )
    }
  }
}

extension Publisher {
  /// Ends the stream if upstream sends nothing for `interval` (from subscription, then from each value): with
  /// `customError()` as a failure if given, otherwise by finishing. Values are delivered through `scheduler`.
  ///
  /// ```swift
  /// let scheduler = TestScheduler()
  /// let response = PassthroughSubject<Data, URLError>()
  /// let cancellable = response
  ///   .timeout(.seconds(5), scheduler: scheduler) { URLError(.timedOut) }
  ///   .sink(receiveCompletion: { print($0) }, receiveValue: { _ in })
  /// scheduler.advance(by: .seconds(5))  // Prints "failure(... timedOut ...)"
  /// ```
  public func timeout<S: Scheduler>(
    _ interval: S.SchedulerTimeType.Stride,
    scheduler: S,
    options: S.SchedulerOptions? = nil,
    customError: (() -> Failure)? = nil
  ) -> Publishers.Timeout<Self, S> {
    Publishers.Timeout(
      upstream: self,
      interval: interval,
      scheduler: scheduler,
      options: options,
      customError: customError
    )
  }
}

/// The engine of `timeout`: each value re-arms a timer; a timer that fires while still current ends the stream.
private final class TimeoutRelay<Context: Scheduler, Downstream: Subscriber>: Subscriber, Subscription,
  TimedFiring, CustomStringConvertible, @unchecked Sendable
{
  // @unchecked: `status` and `generation` are guarded by `lock`; `delivery` guards itself.
  typealias Input = Downstream.Input
  typealias Failure = Downstream.Failure

  private let lock = Lock()
  private let interval: Context.SchedulerTimeType.Stride
  private let scheduler: Context
  private let options: Context.SchedulerOptions?
  private let customError: (() -> Failure)?
  private var status = SubscriptionStatus.awaitingSubscription
  private var generation = 0
  private var delivery: ScheduledDelivery<Downstream>!

  init(
    downstream: Downstream,
    interval: Context.SchedulerTimeType.Stride,
    scheduler: Context,
    options: Context.SchedulerOptions?,
    customError: (() -> Failure)?
  ) {
    self.interval = interval
    self.scheduler = scheduler
    self.options = options
    self.customError = customError
    self.delivery = ScheduledDelivery(downstream) { [weak self] more in self?.request(more) }
  }

  var description: String { "Timeout" }

  func receive(subscription: any Subscription) {
    lock.lock()
    guard status.accept(subscription) else {
      lock.unlock()
      return subscription.cancel()
    }
    let generation = self.generation
    lock.unlock()
    delivery.start(with: self)
    arm(generation)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    lock.lock()
    guard case .subscribed = status else {
      lock.unlock()
      return .none
    }
    generation += 1
    let generation = self.generation
    lock.unlock()
    delivery.post(input)
    releaseOnScheduler()
    arm(generation)
    return .none
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    lock.lock()
    guard case .subscribed = status else { return lock.unlock() }
    let endedStatus = status.terminate()
    defer { withExtendedLifetime(endedStatus) {} }  // released after unlocking: its deinit may take locks
    generation += 1
    lock.unlock()
    delivery.post(completion: completion)
    releaseOnScheduler()
  }

  private func releaseOnScheduler() {
    let target: any ScheduledAction = delivery
    scheduler.schedule(options: options) { target.release() }
  }

  private func arm(_ generation: Int) {
    let target: any TimedFiring = self
    scheduler.schedule(
      after: scheduler.now.advanced(by: interval),
      tolerance: scheduler.minimumTolerance,
      options: options
    ) { target.fire(generation) }
  }

  func fire(_ generation: Int) {
    lock.lock()
    guard generation == self.generation, case .subscribed = status else { return lock.unlock() }
    let subscription = status.terminate()
    self.generation += 1
    lock.unlock()
    subscription?.cancel()
    delivery.post(completion: customError.map { .failure($0()) } ?? .finished)
    delivery.release()
  }

  func request(_ demand: Subscribers.Demand) {
    lock.lock()
    let subscription = status.subscription
    lock.unlock()
    subscription?.request(demand)
  }

  func cancel() {
    lock.lock()
    let subscription = status.terminate()
    generation += 1
    lock.unlock()
    subscription?.cancel()
    delivery.cancel()
  }
}
#endif
