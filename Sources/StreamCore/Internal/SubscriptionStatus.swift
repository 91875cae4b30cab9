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
}
