#if !canImport(Combine)
/// A publisher that fails at once with an error, emitting nothing.
///
/// ```swift
/// struct Oops: Error {}
/// let cancellable = Fail<Int, Oops>(error: Oops()).sink(receiveCompletion: { print($0) }, receiveValue: { _ in })
/// // Prints "failure(Oops())"
/// ```
public struct Fail<Output, Failure: Error>: Publisher {
  /// The error every subscriber receives.
  public let error: Failure

  /// Creates a publisher that fails with `error`.
  public init(error: Failure) {
    self.error = error
  }

  /// Creates a publisher that fails with `failure`, with an explicit output type.
  public init(outputType: Output.Type, failure: Failure) {
    self.error = failure
  }

  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    subscriber.receive(subscription: Subscriptions.empty)
    subscriber.receive(completion: .failure(error))
  }
}

extension Fail: Equatable where Failure: Equatable {}
extension Fail: Sendable where Failure: Sendable {}
#endif
