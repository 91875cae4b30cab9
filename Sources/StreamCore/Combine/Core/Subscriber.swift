#if !canImport(Combine)
/// A type that receives values and a completion from a ``Publisher``.
///
/// A subscriber receives exactly one ``Subscription`` first, then up to as many values as it requested, then at
/// most one ``Subscribers/Completion``. The library guarantees that calls into one subscriber never overlap.
public protocol Subscriber<Input, Failure>: CustomCombineIdentifierConvertible {
  /// The kind of values this subscriber receives.
  associatedtype Input

  /// The kind of error this subscriber may receive.
  associatedtype Failure: Error

  /// Tells the subscriber that it has subscribed and may request values.
  func receive(subscription: any Subscription)

  /// Delivers one value and returns how many more values the subscriber wants in addition to what it asked for.
  func receive(_ input: Input) -> Subscribers.Demand

  /// Tells the subscriber that the publisher finished or failed.
  func receive(completion: Subscribers.Completion<Failure>)
}

extension Subscriber where Input == Void {
  /// Delivers a `Void` value.
  @inlinable
  public func receive() -> Subscribers.Demand {
    receive(())
  }
}

/// A namespace for subscriber types and the types they share, named as in Combine.
public enum Subscribers {}
#endif
