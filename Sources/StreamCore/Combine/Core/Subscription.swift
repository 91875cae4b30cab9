#if !canImport(Combine)
/// The connection between one ``Publisher`` and one ``Subscriber``.
///
/// A subscriber asks for values with ``request(_:)`` and ends the connection with ``Cancellable/cancel()``.
/// Requesting ``Subscribers/Demand/none`` is a programmer error and traps.
public protocol Subscription: Cancellable, CustomCombineIdentifierConvertible {
  /// Asks for `demand` more values.
  ///
  /// - Parameter demand: How many more values the subscriber can take. Must be greater than zero.
  func request(_ demand: Subscribers.Demand)
}

/// A namespace for subscription helpers.
public enum Subscriptions {
  /// A subscription that does nothing: requesting and cancelling are ignored.
  ///
  /// Publishers that complete at once (such as ``Empty`` or ``Fail``) hand this to their subscribers.
  public static var empty: any Subscription { EmptySubscription.shared }
}

final class EmptySubscription: Subscription, CustomStringConvertible, Sendable {
  static let shared = EmptySubscription()

  func request(_ demand: Subscribers.Demand) {
    demand.assertValidRequest()
  }

  func cancel() {}

  /// Combine's name for it.
  var description: String { "Empty" }
}
#endif
