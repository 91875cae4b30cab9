import Foundation
package import StreamCore

/// A subscription that only records what it is asked to do.
package final class ManualSubscription: Subscription, @unchecked Sendable {
  // @unchecked: `log` is guarded by `lock`.
  /// One call a ``ManualSubscription`` received.
  package enum Call: Equatable, Sendable {
    case requested(Subscribers.Demand)
    case cancelled
  }

  private let lock = NSLock()
  private var log: [Call] = []

  package init() {}

  /// Every call so far, in order.
  package var history: [Call] { lock.withLock { log } }

  /// Whether `cancel()` was called.
  package var isCancelled: Bool { history.contains(.cancelled) }

  package func request(_ demand: Subscribers.Demand) {
    LockDiscipline.check("request(_:)")
    lock.withLock { log.append(.requested(demand)) }
  }

  package func cancel() {
    LockDiscipline.check("cancel()")
    lock.withLock { log.append(.cancelled) }
  }
}

/// A hand-driven upstream, as a test needs it to be: it sends whatever the test says, whenever the test says it,
/// ignoring demand and completion. Tests use it to play a misbehaving publisher.
package final class ManualPublisher<Output, Failure: Error>: Publisher, @unchecked Sendable {
  // @unchecked: a test drives it from one thread.
  /// The subscription the publisher hands its subscriber.
  package let subscription = ManualSubscription()
  private let sendsSubscription: Bool
  private var subscriber: AnySubscriber<Output, Failure>?

  /// - Parameter sendsSubscription: Whether a subscriber gets ``subscription`` when it subscribes; `false` lets a
  ///   test send values before any subscription.
  package init(sendsSubscription: Bool = true) {
    self.sendsSubscription = sendsSubscription
  }

  package func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    self.subscriber = AnySubscriber(subscriber)
    if sendsSubscription { subscriber.receive(subscription: subscription) }
  }

  /// Sends `value` to the subscriber, demand or not, and returns the subscriber's extra demand.
  @discardableResult
  package func send(_ value: Output) -> Subscribers.Demand {
    subscriber?.receive(value) ?? .none
  }

  /// Sends `completion` to the subscriber, completed before or not.
  package func send(completion: Subscribers.Completion<Failure>) {
    subscriber?.receive(completion: completion)
  }

  /// Sends the subscriber one more subscription.
  package func send(subscription: any Subscription) {
    subscriber?.receive(subscription: subscription)
  }

  /// Drops the subscriber.
  package func releaseSubscriber() {
    subscriber = nil
  }
}
