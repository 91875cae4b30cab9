#if !canImport(Combine)
extension Publishers {
  /// A publisher that transforms the failure of its upstream.
  ///
  /// Created by ``Publisher/mapError(_:)``.
  public struct MapError<Upstream: Publisher, Failure: Error>: Publisher {
    public typealias Output = Upstream.Output

    /// The publisher whose failure is transformed.
    public let upstream: Upstream

    /// The failure transformation.
    public let transform: (Upstream.Failure) -> Failure

    /// Creates a publisher that transforms `upstream`'s failure with `transform`.
    public init(upstream: Upstream, transform: @escaping (Upstream.Failure) -> Failure) {
      self.upstream = upstream
      self.transform = transform
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(
        CompletionMappingSubscriber(downstream: subscriber, name: "MapError") { $0.mapError(transform) }
      )
    }
  }
}

/// Forwards the subscription and values untouched and maps the completion.
struct CompletionMappingSubscriber<UpstreamFailure: Error, Downstream: Subscriber>: Subscriber,
  CustomStringConvertible
{
  typealias Input = Downstream.Input
  typealias Failure = UpstreamFailure

  let downstream: Downstream
  let name: String
  let transform: (Subscribers.Completion<UpstreamFailure>) -> Subscribers.Completion<Downstream.Failure>

  init(
    downstream: Downstream,
    name: String,
    transform: @escaping (Subscribers.Completion<UpstreamFailure>) -> Subscribers.Completion<Downstream.Failure>
  ) {
    self.downstream = downstream
    self.name = name
    self.transform = transform
  }

  var combineIdentifier: CombineIdentifier { downstream.combineIdentifier }
  var description: String { name }

  func receive(subscription: any Subscription) {
    downstream.receive(subscription: subscription)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    downstream.receive(input)
  }

  func receive(completion: Subscribers.Completion<UpstreamFailure>) {
    downstream.receive(completion: transform(completion))
  }
}

extension Publisher {
  /// Transforms the failure of this publisher.
  ///
  /// ```swift
  /// struct Wrapped: Error { let underlying: any Error }
  /// let cancellable = Fail<Int, URLError>(error: URLError(.badURL))
  ///   .mapError { Wrapped(underlying: $0) }
  ///   .sink(receiveCompletion: { print($0) }, receiveValue: { _ in })
  /// // Prints "failure(Wrapped(underlying: ...))"
  /// ```
  ///
  /// - Parameter transform: Turns the upstream error into a new one.
  /// - Returns: A publisher with the new failure type.
  public func mapError<E: Error>(_ transform: @escaping (Failure) -> E) -> Publishers.MapError<Self, E> {
    Publishers.MapError(upstream: self, transform: transform)
  }
}

// The subscription goes to the downstream, which lets go of it when it is done.
extension CompletionMappingSubscriber: ReleasesSubscription where Downstream: ReleasesSubscription {}
#endif
