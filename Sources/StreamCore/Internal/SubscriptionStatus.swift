/// Where a subscriber stands with its upstream: waiting for a subscription, subscribed, or done.
///
/// The subscription is kept as a class-bound existential, two words, rather than as `any Subscription`, five: a
/// subscriber of every operator holds one, and a live subscription's memory is mostly such subscribers. A
/// subscription that is not an object (a user's struct) is boxed.
enum SubscriptionStatus {
  case awaitingSubscription
  case subscribed(any Subscription & AnyObject)
  case terminal

  /// The upstream subscription, if subscribed.
  var subscription: (any Subscription & AnyObject)? {
    if case .subscribed(let subscription) = self { return subscription }
    return nil
  }

  /// Whether a subscription arrived and nothing ended it (no copy of the subscription is made).
  var isSubscribed: Bool {
    if case .subscribed = self { return true }
    return false
  }

  /// Under the lock: records `subscription` if it is the first one; returns `false` (the caller then cancels it)
  /// if a subscription came before or the subscriber already ended.
  mutating func accept(_ subscription: any Subscription) -> Bool {
    guard case .awaitingSubscription = self else { return false }
    self = .subscribed(subscription as? any Subscription & AnyObject ?? SubscriptionBox(subscription))
    return true
  }

  /// Under the lock: ends the subscription and returns the upstream subscription to cancel after unlocking.
  mutating func terminate() -> (any Subscription & AnyObject)? {
    defer { self = .terminal }
    return subscription
  }
}

/// A subscription that is not an object, kept by a ``SubscriptionStatus``.
private final class SubscriptionBox: Subscription {
  let base: any Subscription

  init(_ base: any Subscription) {
    self.base = base
  }

  var combineIdentifier: CombineIdentifier { base.combineIdentifier }

  func request(_ demand: Subscribers.Demand) {
    base.request(demand)
  }

  func cancel() {
    base.cancel()
  }
}
