#if !canImport(Combine)
extension Publishers {
  /// A publisher that ignores every value and republishes only the completion.
  ///
  /// Created by ``Publisher/ignoreOutput()``.
  public struct IgnoreOutput<Upstream: Publisher>: Publisher {
    public typealias Output = Never
    public typealias Failure = Upstream.Failure

    /// The publisher whose values are ignored.
    public let upstream: Upstream

    /// Creates a publisher that republishes only `upstream`'s completion.
    public init(upstream: Upstream) {
      self.upstream = upstream
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Never, S.Failure == Failure {
      upstream.subscribe(IgnoreOutputSubscription<Upstream.Output, S>(downstream: subscriber))
    }
  }
}

extension Publishers.IgnoreOutput: Equatable where Upstream: Equatable {}
extension Publishers.IgnoreOutput: Sendable where Upstream: Sendable {}

/// Asks upstream for everything at once, drops every value and forwards the completion: downstream, which can
/// receive no value, has nothing to ask for.
final class IgnoreOutputSubscription<Input, Downstream: Subscriber>: Subscriber, Subscription,
  CustomStringConvertible
where Downstream.Input == Never {
  typealias Failure = Downstream.Failure

  // Guarded by the pooled lock.
  private var status = SubscriptionStatus.awaitingSubscription
  private var downstream: Downstream?

  init(downstream: Downstream) {
    self.downstream = downstream
  }

  var description: String { "IgnoreOutput" }

  func receive(subscription: any Subscription) {
    let lock = LockPool.lock(for: self)
    lock.lock()
    guard let downstream, status.accept(subscription) else {
      lock.unlock()
      return subscription.cancel()
    }
    lock.unlock()
    downstream.receive(subscription: self)
    subscription.request(.unlimited)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    .none
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    let lock = LockPool.lock(for: self)
    lock.lock()
    guard case .subscribed = status, let downstream = downstream.take() else { return lock.unlock() }
    let endedStatus = status.terminate()
    defer { withExtendedLifetime(endedStatus) {} }  // released after unlocking: its deinit may take locks
    lock.unlock()
    downstream.receive(completion: completion)
  }

  func request(_ demand: Subscribers.Demand) {
    demand.assertValidRequest()
  }

  func cancel() {
    let lock = LockPool.lock(for: self)
    lock.lock()
    let subscription = status.terminate()
    let released = downstream.take()
    lock.unlock()
    subscription?.cancel()
    withExtendedLifetime(released) {}
  }
}

extension Publisher {
  /// Ignores every value and republishes only the completion.
  ///
  /// Upstream is asked for all its values at once; none of them goes downstream.
  ///
  /// ```swift
  /// let cancellable = [1, 2, 3].publisher
  ///   .ignoreOutput()
  ///   .sink(receiveCompletion: { print($0) }, receiveValue: { _ in })
  /// // Prints "finished"
  /// ```
  ///
  /// - Returns: A publisher that emits no value and completes when upstream does.
  public func ignoreOutput() -> Publishers.IgnoreOutput<Self> {
    Publishers.IgnoreOutput(upstream: self)
  }
}
#endif
