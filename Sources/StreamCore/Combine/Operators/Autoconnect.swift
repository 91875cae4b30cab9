#if !canImport(Combine)
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
      upstream.subscribe(AutoconnectSubscriber(downstream: subscriber, link: AutoconnectLink(parent: self)))
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

/// What ``Publishers/Autoconnect`` attaches to its upstream for each subscriber: values and the completion pass
/// straight through, with no lock per value; the subscriber's subscription is an ``AutoconnectLink``, which tells
/// the `Autoconnect` once when the subscriber goes away.
private struct AutoconnectSubscriber<Upstream: ConnectablePublisher, Downstream: Subscriber>: Subscriber
where Downstream.Input == Upstream.Output, Downstream.Failure == Upstream.Failure {
  typealias Input = Upstream.Output
  typealias Failure = Upstream.Failure

  let downstream: Downstream
  let link: AutoconnectLink<Upstream>

  var combineIdentifier: CombineIdentifier { CombineIdentifier(link) }

  func receive(subscription: any Subscription) {
    guard link.accept(subscription) else { return subscription.cancel() }
    downstream.receive(subscription: link)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    downstream.receive(input)
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    link.complete()
    downstream.receive(completion: completion)
  }
}

/// The subscription an ``Publishers/Autoconnect`` subscriber gets: it passes demand on, and on cancel cancels
/// upstream and counts the subscriber out of the connection, once.
private final class AutoconnectLink<Upstream: ConnectablePublisher>: Subscription, CustomStringConvertible {
  // Guarded by the pooled lock.
  private var parent: Publishers.Autoconnect<Upstream>?
  private var status = SubscriptionStatus.awaitingSubscription

  init(parent: Publishers.Autoconnect<Upstream>) {
    self.parent = parent
  }

  var description: String { "Autoconnect" }

  /// Takes upstream's subscription; `false` for a second one, or after the link ended.
  func accept(_ subscription: any Subscription) -> Bool {
    let lock = LockPool.lock(for: self)
    lock.lock()
    defer { lock.unlock() }
    return parent != nil && status.accept(subscription)
  }

  /// Upstream completed. The connection stays: a completed upstream gives a later subscriber only its completion,
  /// never a second run (as in Combine). Only cancelling subscribers disconnect.
  func complete() {
    let lock = LockPool.lock(for: self)
    lock.lock()
    let parent = self.parent.take()
    let endedStatus = status.terminate()
    defer { withExtendedLifetime(endedStatus) {} }  // released after unlocking: its deinit may take locks
    lock.unlock()
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
    lock.unlock()
    subscription?.cancel()
    parent?.release()
  }
}

// The link keeps the subscription and lets go of it when upstream completes or the subscriber cancels.
extension AutoconnectSubscriber: ReleasesSubscription {}
#endif
