#if !canImport(Combine)
/// A publisher that you can push values into.
///
/// Subjects are *hot*: every subscriber shares the one stream of values sent after it subscribed. They never
/// conform to ``DeferredPublisherProtocol``.
public protocol Subject<Output, Failure>: AnyObject, Publisher {
  /// Sends `value` to every subscriber that has demand.
  func send(_ value: Output)

  /// Ends the stream: every subscriber receives `completion`, and later sends are ignored.
  func send(completion: Subscribers.Completion<Failure>)

  /// Hands the subject a subscription from an upstream publisher it was subscribed to.
  ///
  /// The subjects of this library keep it until they complete or are deallocated (then they cancel it). A
  /// ``PassthroughSubject`` requests `.unlimited` from it once some subscriber has demand; a
  /// ``CurrentValueSubject`` at once.
  func send(subscription: any Subscription)
}

extension Subject where Output == Void {
  /// Sends a `Void` value.
  public func send() {
    send(())
  }
}
#endif
