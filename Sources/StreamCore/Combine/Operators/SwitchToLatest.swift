#if !canImport(Combine)
extension Publishers {
  /// A publisher that republishes the values of the most recent publisher its upstream emitted.
  ///
  /// Created by `switchToLatest()`, which has an overload for each mix of failing and `Never`-failing publishers,
  /// as in Combine.
  public struct SwitchToLatest<P: Publisher, Upstream: Publisher>: Publisher
  where Upstream.Output == P, P.Failure == Upstream.Failure {
    public typealias Output = P.Output
    public typealias Failure = P.Failure

    /// The publisher of publishers.
    public let upstream: Upstream

    /// Creates a publisher that follows the latest publisher `upstream` emits.
    public init(upstream: Upstream) {
      self.upstream = upstream
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let subscription = SwitchToLatestSubscription<P, S>(downstream: subscriber)
      subscription.pump.start(with: subscription)
      upstream.subscribe(OuterSubscriber(parent: subscription))
    }
  }
}

extension Publisher where Output: Publisher, Output.Failure == Failure {
  /// Republishes the values of the most recent inner publisher, cancelling the previous one when a new one
  /// arrives. Finishes when upstream and the current inner publisher have both finished.
  ///
  /// The classic use is type-ahead search, where a newer query makes the older request's answer irrelevant:
  ///
  /// ```swift
  /// let cancellable = $query
  ///   .map { query in api.search(query) }  // a publisher per query
  ///   .switchToLatest()                      // only the latest query's results get through
  ///   .sink { results = $0 }
  /// ```
  public func switchToLatest() -> Publishers.SwitchToLatest<Output, Self> {
    Publishers.SwitchToLatest(upstream: self)
  }
}

/// The engine of ``Publishers/SwitchToLatest``. State is guarded by `lock`; delivery goes through the pump.
///
/// Demand is forwarded as Combine forwards it: the engine counts the downstream demand not yet met, asks each new
/// inner for that count when it subscribes, passes later requests to the current inner, and hands the extra
/// demand downstream returns for a value back to the inner as the return value of its `receive(_:)`.
final class SwitchToLatestSubscription<Inner: Publisher, Downstream: Subscriber>: Subscription, OuterParent,
  InnerParent, CustomStringConvertible
where Downstream.Input == Inner.Output, Downstream.Failure == Inner.Failure {
  typealias Input = Inner
  typealias Failure = Inner.Failure

  let pump: DownstreamPump<SwitchDownstream<Downstream>>
  private let lock = Lock()
  private var outer = SubscriptionStatus.awaitingSubscription
  private var current: (any Subscription)?
  private var currentID = 0
  private var hasActiveInner = false
  private var outerFinished = false
  private var isTerminated = false
  /// The downstream demand not yet met by a value.
  private var demand = Subscribers.Demand.none
  /// Whether the current inner is in its `receive(_:)`, so that extra demand is returned to it.
  private var isReceivingInnerValue = false
  /// Extra demand downstream returned while the current inner is in its `receive(_:)`.
  private var returnedDemand = Subscribers.Demand.none
  /// Set when `Inner` can be read without subscribing (`Just`, `Fail`, …).
  private let inlineReader = InlineReader<Inner>.make()

  init(downstream: Downstream) {
    let relay = SwitchDemandRelay()
    self.pump = DownstreamPump(SwitchDownstream(downstream: downstream, relay: relay))
    relay.target = self
  }

  var description: String { "SwitchToLatest" }

  func receiveOuter(subscription: any Subscription) {
    lock.lock()
    guard case .awaitingSubscription = outer, !isTerminated else {
      lock.unlock()
      return subscription.cancel()
    }
    _ = outer.accept(subscription)
    lock.unlock()
    subscription.request(.unlimited)
  }

  func receiveOuter(_ inner: Inner) {
    lock.lock()
    guard !isTerminated else { return lock.unlock() }
    currentID += 1
    let id = currentID
    let previous = current.take()
    hasActiveInner = true
    // An inline inner publishes everything at once, which only an unlimited demand takes.
    let readsInline = demand == .unlimited
    lock.unlock()
    previous?.cancel()
    guard readsInline, let inlineReader else { return inner.subscribe(InnerSubscriber(parent: self, id: id)) }
    var isFirst = true
    let ending = inlineReader.publish(inner) { value in
      // Nothing can have switched away before the first value; later ones check, as a subscribed inner's do.
      guard isFirst || isCurrent(id) else { return false }
      isFirst = false
      return pump.send(value.assumingMemoryBound(to: Inner.Output.self).pointee)
    } fail: { error in
      failInline(error.assumingMemoryBound(to: Failure.self).pointee, id: id)
    }
    if case .finished = ending { finishInline(id: id) }
  }

  /// An inline inner finished: as `receiveInner(completion: .finished, id:)`, without building a completion.
  private func finishInline(id: Int) {
    lock.lock()
    guard !isTerminated, id == currentID else { return lock.unlock() }
    let finishedInner = current.take()
    defer { withExtendedLifetime(finishedInner) {} }  // released after unlocking: its deinit may take locks
    hasActiveInner = false
    guard outerFinished else { return lock.unlock() }
    finishLocked()
  }

  /// Kept out of line so that `finishInline`'s fast path never materializes the metadata of a completion.
  @inline(never)
  private func finishLocked() {
    terminate(lockedWith: .finished)
  }

  @inline(never)
  private func failInline(_ error: Failure, id: Int) {
    receiveInner(completion: .failure(error), id: id)
  }

  private func isCurrent(_ id: Int) -> Bool {
    lock.lock()
    defer { lock.unlock() }
    return id == currentID && !isTerminated
  }

  func receiveOuter(completion: Subscribers.Completion<Failure>) {
    lock.lock()
    guard !isTerminated else { return lock.unlock() }
    let endedOuter = outer.terminate()
    defer { withExtendedLifetime(endedOuter) {} }  // released after unlocking: its deinit may take locks
    outerFinished = true
    if case .finished = completion, hasActiveInner { return lock.unlock() }
    terminate(lockedWith: completion)
  }

  func receiveInner(subscription: any Subscription, id: Int) {
    lock.lock()
    guard !isTerminated, id == currentID, current == nil else {
      lock.unlock()
      return subscription.cancel()
    }
    current = subscription
    let demand = self.demand
    lock.unlock()
    if demand > 0 { subscription.request(demand) }
  }

  func receiveInner(_ value: Inner.Output, id: Int) -> Subscribers.Demand {
    lock.lock()
    guard id == currentID, !isTerminated else {
      lock.unlock()
      return .none
    }
    demand.consumeOne()
    isReceivingInnerValue = true
    lock.unlock()
    pump.send(value)
    lock.lock()
    isReceivingInnerValue = false
    let more = returnedDemand
    returnedDemand = .none
    lock.unlock()
    return more
  }

  /// Downstream returned `more` for a value: the current inner gets it, as its `receive(_:)`'s return value if
  /// it is in that call, or else as a request.
  func downstreamReturned(_ more: Subscribers.Demand) {
    lock.lock()
    guard !isTerminated else { return lock.unlock() }
    demand += more
    if isReceivingInnerValue {
      returnedDemand += more
      return lock.unlock()
    }
    let current = self.current
    lock.unlock()
    current?.request(more)
  }

  func receiveInner(completion: Subscribers.Completion<Inner.Failure>, id: Int) {
    lock.lock()
    guard !isTerminated, id == currentID else { return lock.unlock() }
    let finishedInner = current.take()
    defer { withExtendedLifetime(finishedInner) {} }  // released after unlocking: its deinit may take locks
    hasActiveInner = false
    if case .finished = completion, !outerFinished { return lock.unlock() }
    terminate(lockedWith: completion)
  }

  /// Called with the lock held: ends everything, unlocks, then cancels the rest and completes downstream.
  private func terminate(lockedWith completion: Subscribers.Completion<Failure>) {
    isTerminated = true
    let outer = self.outer.subscription
    let endedOuter = self.outer.terminate()
    defer { withExtendedLifetime(endedOuter) {} }  // released after unlocking: its deinit may take locks
    let current = self.current.take()
    lock.unlock()
    outer?.cancel()
    current?.cancel()
    pump.send(completion: completion)
  }

  func request(_ demand: Subscribers.Demand) {
    demand.assertValidRequest()
    lock.lock()
    self.demand += demand
    let current = isTerminated ? nil : self.current
    lock.unlock()
    pump.request(demand)
    current?.request(demand)
  }

  func cancel() {
    lock.lock()
    isTerminated = true
    let outer = self.outer.subscription
    let endedOuter = self.outer.terminate()
    defer { withExtendedLifetime(endedOuter) {} }  // released after unlocking: its deinit may take locks
    let current = self.current.take()
    lock.unlock()
    outer?.cancel()
    current?.cancel()
    pump.cancel()
  }
}

/// Tells a ``SwitchToLatestSubscription`` the extra demand its downstream returned; set once the engine exists.
final class SwitchDemandRelay {
  weak var target: (any SwitchDemandTarget)?
}

/// What a ``SwitchDemandRelay`` calls, without naming the engine's generic type.
protocol SwitchDemandTarget: AnyObject {
  func downstreamReturned(_ more: Subscribers.Demand)
}

extension SwitchToLatestSubscription: SwitchDemandTarget {}

/// The subscriber a switch's pump delivers to: passes everything on, and reports extra demand to the switch.
struct SwitchDownstream<Downstream: Subscriber>: Subscriber {
  typealias Input = Downstream.Input
  typealias Failure = Downstream.Failure

  let downstream: Downstream
  let relay: SwitchDemandRelay

  var combineIdentifier: CombineIdentifier { downstream.combineIdentifier }

  func receive(subscription: any Subscription) {
    downstream.receive(subscription: subscription)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    let more = downstream.receive(input)
    if more != .none { relay.target?.downstreamReturned(more) }
    return more
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    downstream.receive(completion: completion)
  }
}

extension Publisher where Output: Publisher, Failure == Never {
  /// Republishes the values of the most recent inner publisher, which may fail; this publisher, which cannot
  /// fail, takes the inner publishers' failure type.
  ///
  /// ```swift
  /// struct Oops: Error {}
  /// let queries = PassthroughSubject<Result<Int, Oops>, Never>()
  /// let cancellable = queries.map(\.publisher).switchToLatest()
  ///   .sink(receiveCompletion: { print($0) }, receiveValue: { print($0) })
  /// queries.send(.success(1))  // Prints "1"
  /// queries.send(.failure(Oops()))  // Prints "failure(Oops())"
  /// ```
  ///
  /// - Returns: A publisher of the latest inner publisher's values that fails with the inner publishers' error.
  public func switchToLatest() -> Publishers.SwitchToLatest<Output, Publishers.SetFailureType<Self, Output.Failure>> {
    Publishers.SwitchToLatest(upstream: Publishers.SetFailureType(upstream: self))
  }
}

extension Publisher where Output: Publisher, Failure == Never, Output.Failure == Never {
  /// Republishes the values of the most recent inner publisher; neither side can fail.
  ///
  /// ```swift
  /// let subject = PassthroughSubject<Int, Never>()
  /// let cancellable = subject.map { Just($0 * 10) }.switchToLatest().sink { print($0) }
  /// subject.send(1)  // Prints "10"
  /// ```
  ///
  /// - Returns: A publisher of the latest inner publisher's values.
  public func switchToLatest() -> Publishers.SwitchToLatest<Output, Self> {
    Publishers.SwitchToLatest(upstream: self)
  }
}

extension Publisher where Output: Publisher, Output.Failure == Never {
  /// Republishes the values of the most recent inner publisher, which cannot fail; the inner publishers take this
  /// publisher's failure type.
  ///
  /// ```swift
  /// let subject = PassthroughSubject<Int, URLError>()
  /// let cancellable = subject.map { Just($0 * 10) }.switchToLatest()
  ///   .sink(receiveCompletion: { print($0) }, receiveValue: { print($0) })
  /// subject.send(1)  // Prints "10"
  /// ```
  ///
  /// - Returns: A publisher of the latest inner publisher's values that fails with this publisher's error.
  public func switchToLatest()
    -> Publishers.SwitchToLatest<
      Publishers.SetFailureType<Output, Failure>,
      Publishers.Map<Self, Publishers.SetFailureType<Output, Failure>>
    >
  {
    Publishers.SwitchToLatest(upstream: map { Publishers.SetFailureType<Output, Failure>(upstream: $0) })
  }
}
#endif
