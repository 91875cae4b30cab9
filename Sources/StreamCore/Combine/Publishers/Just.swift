#if !canImport(Combine)
/// A publisher that emits one value to each subscriber, then finishes.
///
/// `Just` is cold: each subscriber gets its own copy of the value once it requests.
///
/// ```swift
/// let cancellable = Just("hello").sink { print($0) }
/// // Prints "hello"
/// ```
public struct Just<Output>: Publisher {
  public typealias Failure = Never

  /// The value every subscriber receives.
  public let output: Output

  /// Creates a publisher of `output`.
  public init(_ output: Output) {
    self.output = output
  }

  @inlinable
  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
    subscriber.receive(subscription: JustSubscription(output, downstream: subscriber))
  }
}

/// Delivers one value and `.finished` on the first request.
@usableFromInline
final class JustSubscription<Downstream: Subscriber>: Subscription, CustomStringConvertible
where Downstream.Failure == Never {
  private let value: Downstream.Input
  // Read without the lock only by the one delivery; released by whichever of delivery and cancel ends last.
  // Boxed: see `SubjectConduitTo.downstream`.
  @exclusivity(unchecked) private var downstream: Box<Downstream>?
  // Guarded by the pooled lock.
  @exclusivity(unchecked) private var isDone = false
  @exclusivity(unchecked) private var isDelivering = false

  @usableFromInline
  init(_ value: Downstream.Input, downstream: Downstream) {
    self.value = value
    self.downstream = Box(downstream)
  }

  @usableFromInline
  var description: String { "Just" }

  @usableFromInline
  func request(_ demand: Subscribers.Demand) {
    demand.assertValidRequest()
    let lock = LockPool.lock(for: self)
    lock.lock()
    guard !isDone else { return lock.unlock() }
    isDone = true
    isDelivering = true
    lock.unlock()
    let subscriber = downstream.unsafelyUnwrapped.value
    _ = subscriber.receive(value)
    subscriber.receive(completion: .finished)
    downstream = nil
  }

  @usableFromInline
  func cancel() {
    let lock = LockPool.lock(for: self)
    lock.lock()
    let release = !isDone
    isDone = true
    lock.unlock()
    if release { downstream = nil }
  }
}

extension Just: Equatable where Output: Equatable {}
extension Just: Sendable where Output: Sendable {}
#endif
