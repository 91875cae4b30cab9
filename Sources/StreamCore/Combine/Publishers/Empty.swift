#if !canImport(Combine)
/// A publisher that emits nothing, and either finishes at once or never.
///
/// ```swift
/// let cancellable = Empty<Int, Never>().sink(receiveCompletion: { print($0) }, receiveValue: { print($0) })
/// // Prints "finished"
/// ```
public struct Empty<Output, Failure: Error>: Publisher, Equatable, Sendable {
  /// Whether subscribers receive `.finished` at once; if `false`, they receive nothing at all.
  public let completeImmediately: Bool

  /// Creates an empty publisher.
  ///
  /// - Parameter completeImmediately: Whether to finish at once (the default) or never.
  public init(completeImmediately: Bool = true) {
    self.completeImmediately = completeImmediately
  }

  /// Creates an empty publisher with explicit output and failure types.
  public init(completeImmediately: Bool = true, outputType: Output.Type, failureType: Failure.Type) {
    self.init(completeImmediately: completeImmediately)
  }

  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    subscriber.receive(subscription: Subscriptions.empty)
    if completeImmediately {
      subscriber.receive(completion: .finished)
    }
  }
}
#endif
