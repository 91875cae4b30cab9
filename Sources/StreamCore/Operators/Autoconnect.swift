extension Publishers {
  /// A publisher that connects its connectable upstream when the first subscriber arrives and disconnects when the
  /// last one cancels.
  ///
  /// Created by ``ConnectablePublisher/autoconnect()``.
  public final class Autoconnect<Upstream: ConnectablePublisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    private enum Connection {
      case disconnected
      case connecting
      case connected(any Cancellable)
    }

    /// The connectable publisher.
    public let upstream: Upstream

    private let lock = Lock()
    // Guarded by `lock`.
    private var connection = Connection.disconnected
    private var subscriberCount = 0

    /// Creates a publisher that connects `upstream` on demand.
    public init(upstream: Upstream) {
      self.upstream = upstream
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      lock.lock()
      subscriberCount += 1
      let shouldConnect: Bool
      if case .disconnected = connection {
        connection = .connecting
        shouldConnect = true
      } else {
        shouldConnect = false
      }
      lock.unlock()
      upstream.subscribe(AutoconnectSubscription(parent: self, downstream: subscriber))
      guard shouldConnect else { return }
      let cancellable = upstream.connect()
      lock.lock()
      guard case .connecting = connection else {
        lock.unlock()
        return cancellable.cancel()
      }
      connection = .connected(cancellable)
      lock.unlock()
    }

    /// A subscriber went away; the last one disconnects.
    fileprivate func release() {
      lock.lock()
      subscriberCount -= 1
      guard subscriberCount == 0 else { return lock.unlock() }
      let ending = connection
      connection = .disconnected
      lock.unlock()
      if case .connected(let cancellable) = ending { cancellable.cancel() }
    }
  }
}

/// Forwards events and tells the ``Publishers/Autoconnect`` once when its subscriber goes away.
private final class AutoconnectSubscription<Upstream: ConnectablePublisher, Downstream: Subscriber>: Subscriber,
  Subscription, CustomStringConvertible
where Downstream.Input == Upstream.Output, Downstream.Failure == Upstream.Failure {
  typealias Input = Upstream.Output
  typealias Failure = Upstream.Failure

  // Guarded by the pooled lock.
  private var parent: Publishers.Autoconnect<Upstream>?
  private var status = SubscriptionStatus.awaitingSubscription
  private var downstream: Downstream?

  init(parent: Publishers.Autoconnect<Upstream>, downstream: Downstream) {
    self.parent = parent
    self.downstream = downstream
  }

  var description: String { "Autoconnect" }

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
    let downstream = self.downstream.take()
    // The connection stays: a completed upstream gives a later subscriber only its completion, never a second
    // run (as in Combine). Only cancelling subscribers disconnect.
    let parent = self.parent.take()
    status = .terminal
    lock.unlock()
    downstream?.receive(completion: completion)
    withExtendedLifetime(parent) {}
  }

  func request(_ demand: Subscribers.Demand) {
    demand.assertValidRequest()
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
    let parent = self.parent.take()
    let released = downstream.take()
    lock.unlock()
    subscription?.cancel()
    parent?.release()
    withExtendedLifetime(released) {}
  }
}
