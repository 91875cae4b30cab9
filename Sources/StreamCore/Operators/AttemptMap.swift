extension Publishers {
  /// A publisher that transforms each value with a closure returning a `Result`, failing with its failure.
  ///
  /// Created by ``Publisher/attemptMap(_:)``.
  public struct AttemptMap<Upstream: Publisher, NewOutput>: Publisher {
    public typealias Output = NewOutput
    public typealias Failure = Upstream.Failure

    /// The publisher whose values are transformed.
    public let upstream: Upstream
    /// The transform: a success is sent on, a failure ends the stream.
    public let transform: (Upstream.Output) -> Result<NewOutput, Failure>

    /// Creates a publisher that transforms each value of `upstream` with `transform`.
    public init(upstream: Upstream, transform: @escaping (Upstream.Output) -> Result<NewOutput, Failure>) {
      self.upstream = upstream
      self.transform = transform
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let transform = self.transform
      let transformer = StepTransformer<Upstream.Output, Void, NewOutput, Failure, Failure>(state: ()) { _, value in
        switch transform(value) {
        case .success(let output): .emit(output)
        case .failure(let error): .fail(error)
        }
      }
      upstream.subscribe(subscriber, through: transformer, name: "AttemptMap")
    }
  }
}

extension Publisher {
  /// Transforms each value with a closure that returns a `Result`: a success is sent on, a failure ends the stream
  /// with that failure, cancelling upstream. Unlike `tryMap`, the failure type stays `Failure`.
  ///
  /// ```swift
  /// struct ParseError: Error {}
  /// let cancellable = ["1", "x", "3"].publisher.setFailureType(to: ParseError.self)
  ///   .attemptMap { Int($0).map(Result.success) ?? .failure(ParseError()) }
  ///   .sink(receiveCompletion: { print($0) }, receiveValue: { print($0) })
  /// // Prints "1", then "failure(ParseError())"
  /// ```
  ///
  /// - Parameter transform: Maps a value to the value to send, or to the failure to end with.
  /// - Returns: A publisher with the same failure type.
  public func attemptMap<NewOutput>(
    _ transform: @escaping @Sendable (Output) -> Result<NewOutput, Failure>
  ) -> Publishers.AttemptMap<Self, NewOutput> {
    Publishers.AttemptMap(upstream: self, transform: transform)
  }
}

extension Publishers.AttemptMap: DeferredPublisherProtocol where Upstream: DeferredPublisherProtocol {}
