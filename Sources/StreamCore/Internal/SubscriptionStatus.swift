/// Where a subscriber stands with its upstream: waiting for a subscription, subscribed, or done.
enum SubscriptionStatus {
  case awaitingSubscription
  case subscribed(any Subscription)
  case terminal

  /// The upstream subscription, if subscribed.
  var subscription: (any Subscription)? {
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
    self = .subscribed(subscription)
    return true
  }

  /// Under the lock: ends the subscription and returns the upstream subscription to cancel after unlocking.
  mutating func terminate() -> (any Subscription)? {
    defer { self = .terminal }
    return subscription
  }
}
