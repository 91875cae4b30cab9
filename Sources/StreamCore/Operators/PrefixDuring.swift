/// A publisher that republishes values until a lifetime ends, then finishes.
///
/// Created by ``Publisher/prefix(during:)``.
public struct PrefixDuring<Upstream: Publisher>: Publisher {
  public typealias Output = Upstream.Output
  public typealias Failure = Upstream.Failure

  /// The publisher whose values are republished.
  public let upstream: Upstream
  /// The lifetime whose end finishes the stream.
  public let lifetime: Lifetime

  /// Creates a publisher of `upstream`'s values while `lifetime` lasts.
  public init(upstream: Upstream, lifetime: Lifetime) {
    self.upstream = upstream
    self.lifetime = lifetime
  }

  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    UntilOutputSubscription(downstream: subscriber, mode: .prefix)
      .start(main: upstream, trigger: LifetimeEnd<Failure>(lifetime: lifetime)) { $0 }
  }
}

extension Publisher {
  /// Republishes values while `lifetime` lasts; when it ends, finishes and cancels the upstream subscription.
  ///
  /// A subscription made after `lifetime` has ended finishes at once without subscribing upstream values.
  ///
  /// ```swift
  /// let values = PassthroughSubject<Int, Never>()
  /// var token: Lifetime.Token? = Lifetime.Token()
  /// let cancellable = values.prefix(during: Lifetime(token!)).sink(
  ///   receiveCompletion: { print($0) },
  ///   receiveValue: { print($0) }
  /// )
  /// values.send(1)  // Prints "1"
  /// token = nil     // Prints "finished"
  /// values.send(2)  // Prints nothing
  /// ```
  ///
  /// - Parameter lifetime: The lifetime that bounds the stream.
  /// - Returns: A publisher that finishes when `lifetime` ends.
  public func prefix(during lifetime: Lifetime) -> PrefixDuring<Self> {
    PrefixDuring(upstream: self, lifetime: lifetime)
  }
}

/// Emits one value and finishes when a lifetime ends (at once if it has ended): the trigger of `prefix(during:)`.
struct LifetimeEnd<Failure: Error>: Publisher {
  typealias Output = Void

  let lifetime: Lifetime

  func receive<S: Subscriber>(subscriber: S) where S.Input == Void, S.Failure == Failure {
    let subscription = LifetimeEndSubscription(subscriber)
    subscriber.receive(subscription: subscription)
    subscription.observe(lifetime)
  }
}

/// Delivers a lifetime's end to one subscriber, once it has demand.
private final class LifetimeEndSubscription<Downstream: Subscriber>: Subscription, CustomStringConvertible
where Downstream.Input == Void {
  private let lock = Lock()
  private var downstream: Downstream?
  private var hasDemand = false
  private var hasEnded = false
  private var observation: (any Cancellable)?

  init(_ downstream: Downstream) {
    self.downstream = downstream
  }

  var description: String { "LifetimeEnd" }

  func observe(_ lifetime: Lifetime) {
    let observation = lifetime.observeEnded { [weak self] in self?.end() }
    lock.lock()
    let keep = downstream != nil
    if keep { self.observation = observation }
    lock.unlock()
    if !keep { observation.cancel() }
  }

  func request(_ demand: Subscribers.Demand) {
    demand.assertValidRequest()
    lock.lock()
    hasDemand = true
    fire()
  }

  func cancel() {
    lock.lock()
    let released = downstream.take()
    let observation = self.observation.take()
    lock.unlock()
    withExtendedLifetime(released) {}
    observation?.cancel()
  }

  private func end() {
    lock.lock()
    hasEnded = true
    fire()
  }

  /// With the lock held: delivers the end if it happened and is wanted; releases the lock.
  private func fire() {
    guard hasDemand, hasEnded, let downstream = downstream.take() else { return lock.unlock() }
    let observation = self.observation.take()
    lock.unlock()
    withExtendedLifetime(observation) {}
    _ = downstream.receive(())
    downstream.receive(completion: .finished)
  }
}
