#if !canImport(Combine)
/// Subscribes a subject to a publisher: the subject receives the upstream subscription and re-publishes events.
final class SubjectForwarder<Upstream: Subject>: Subscriber, Cancellable {
  typealias Input = Upstream.Output
  typealias Failure = Upstream.Failure

  private var subject: Upstream?
  private var status = SubscriptionStatus.awaitingSubscription  // Guarded by the pooled lock, as is `subject`.

  init(subject: Upstream) {
    self.subject = subject
  }

  func receive(subscription: any Subscription) {
    let lock = LockPool.lock(for: self)
    lock.lock()
    guard let subject, status.accept(subscription) else {
      lock.unlock()
      subscription.cancel()
      return
    }
    lock.unlock()
    subject.send(subscription: subscription)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    let lock = LockPool.lock(for: self)
    lock.lock()
    // A value before the subscription is dropped, as in Combine.
    let subject = status.isSubscribed ? self.subject : nil
    lock.unlock()
    subject?.send(input)
    return .none
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    let lock = LockPool.lock(for: self)
    lock.lock()
    let subject = self.subject
    self.subject = nil
    let endedStatus = status.terminate()
    defer { withExtendedLifetime(endedStatus) {} }  // released after unlocking: its deinit may take locks
    lock.unlock()
    subject?.send(completion: completion)
  }

  func cancel() {
    let lock = LockPool.lock(for: self)
    lock.lock()
    let subscription = status.subscription
    let subject = self.subject
    self.subject = nil
    let endedStatus = status.terminate()
    defer { withExtendedLifetime(endedStatus) {} }  // released after unlocking: its deinit may take locks
    lock.unlock()
    subscription?.cancel()
    withExtendedLifetime(subject) {}
  }
}
#endif
