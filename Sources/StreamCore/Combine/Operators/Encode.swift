#if !canImport(Combine)
extension Publishers {
  /// A publisher that encodes every value with a ``TopLevelEncoder``; an encoding error fails the stream.
  ///
  /// Created by ``Publisher/encode(encoder:)``.
  public struct Encode<Upstream: Publisher, Coder: TopLevelEncoder>: Publisher where Upstream.Output: Encodable {
    public typealias Output = Coder.Output
    public typealias Failure = any Error

    /// The publisher whose values are encoded.
    public let upstream: Upstream
    private let encoder: Coder

    /// Creates a publisher that encodes `upstream`'s values with `encoder`.
    public init(upstream: Upstream, encoder: Coder) {
      self.upstream = upstream
      self.encoder = encoder
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let encoder = self.encoder
      let transformer = StepTransformer<Upstream.Output, Void, Output, Upstream.Failure, any Error>(
        state: (),
        throwingStep: { _, value in .emit(try encoder.encode(value)) }
      )
      upstream.subscribe(subscriber, through: transformer, name: "Encode")
    }
  }
}

extension Publisher where Output: Encodable {
  /// Encodes every value with `encoder`; if encoding throws, the stream fails with that error and upstream is
  /// cancelled.
  ///
  /// ```swift
  /// struct Point: Codable { var x: Int }
  /// let cancellable = [Point(x: 1), Point(x: 2)].publisher
  ///   .encode(encoder: JSONEncoder())
  ///   .sink(receiveCompletion: { _ in }, receiveValue: { print(String(decoding: $0, as: UTF8.self)) })
  /// // Prints "{"x":1}", "{"x":2}"
  /// ```
  ///
  /// - Parameter encoder: The encoder, for example a `JSONEncoder`.
  /// - Returns: A publisher of the encoded values that fails with `any Error`.
  public func encode<Coder: TopLevelEncoder>(encoder: Coder) -> Publishers.Encode<Self, Coder> {
    Publishers.Encode(upstream: self, encoder: encoder)
  }
}
#endif
