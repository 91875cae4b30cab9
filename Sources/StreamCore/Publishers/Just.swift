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

  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
    subscriber.receive(
      subscription: SequenceSubscription(CollectionOfOne(output), then: .finished, downstream: subscriber, name: "Just")
    )
  }
}

extension Just: Equatable where Output: Equatable {}
extension Just: Sendable where Output: Sendable {}
