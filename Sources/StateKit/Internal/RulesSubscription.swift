import StreamCore

/// A plain subscriber's subscription to a ``BindingRulesPublisher``: delivers while it has demand; cancelling removes its
/// rule entry.
final class RulesSubscription<Value>: Subscription, @unchecked Sendable {
  // @unchecked: `demand`, `subscriber` and `token` are guarded by `lock`.
  private let lock = Lock()
  private var demand = Subscribers.Demand.none
  private var subscriber: AnySubscriber<DiffedValue<Value>, Never>?
  var token: AnyCancellable? {
    get { lock.withLock { storedToken } }
    set { lock.withLock { storedToken = newValue } }
  }
  private var storedToken: AnyCancellable?

  init<S: Subscriber>(subscriber: S) where S.Input == DiffedValue<Value>, S.Failure == Never {
    self.subscriber = AnySubscriber(subscriber)
  }

  func deliver(_ diff: DiffedValue<Value>) {
    lock.lock()
    guard let subscriber, demand > 0 else { return lock.unlock() }
    if demand != .unlimited { demand -= 1 }
    lock.unlock()
    let more = subscriber.receive(diff)
    if more != .none { lock.withLock { demand += more } }
  }

  func request(_ demand: Subscribers.Demand) {
    require(demand > .none, "A subscriber requested \(demand) values; demand must be positive")
    lock.withLock { self.demand += demand }
  }

  func cancel() {
    let released: (AnySubscriber<DiffedValue<Value>, Never>?, AnyCancellable?) = lock.withLock {
      defer {
        subscriber = nil
        storedToken = nil
      }
      return (subscriber, storedToken)
    }
    released.1?.cancel()
    withExtendedLifetime(released) {}
  }
}
