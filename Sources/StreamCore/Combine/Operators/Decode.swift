#if !canImport(Combine)
extension Publishers {
  /// A publisher that decodes every value with a ``TopLevelDecoder``; a decoding error fails the stream.
  ///
  /// Created by ``Publisher/decode(type:decoder:)``.
  public struct Decode<Upstream: Publisher, Output: Decodable, Coder: TopLevelDecoder>: Publisher
  where Upstream.Output == Coder.Input {
    public typealias Failure = any Error

    /// The publisher whose values are decoded.
    public let upstream: Upstream
    private let decoder: Coder

    /// Creates a publisher that decodes `upstream`'s values with `decoder`.
    public init(upstream: Upstream, decoder: Coder) {
      self.upstream = upstream
      self.decoder = decoder
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let decoder = self.decoder
      let transformer = StepTransformer<Upstream.Output, Void, Output, Upstream.Failure, any Error>(
        state: (),
        throwingStep: { _, value in .emit(try decoder.decode(Output.self, from: value)) }
      )
      upstream.subscribe(subscriber, through: transformer, name: "Decode")
    }
  }
}

extension Publisher {
  /// Decodes every value into `type` with `decoder`; if decoding throws, the stream fails with that error and
  /// upstream is cancelled.
  ///
  /// ```swift
  /// struct Point: Codable { var x: Int }
  /// let cancellable = [Data(#"{"x":1}"#.utf8)].publisher
  ///   .decode(type: Point.self, decoder: JSONDecoder())
  ///   .sink(receiveCompletion: { _ in }, receiveValue: { print($0.x) })
  /// // Prints "1"
  /// ```
  ///
  /// - Parameters:
  ///   - type: The type to decode each value into.
  ///   - decoder: The decoder, for example a `JSONDecoder`.
  /// - Returns: A publisher of the decoded values that fails with `any Error`.
  public func decode<Item: Decodable, Coder: TopLevelDecoder>(
    type: Item.Type,
    decoder: Coder
  ) -> Publishers.Decode<Self, Item, Coder> where Output == Coder.Input {
    Publishers.Decode(upstream: self, decoder: decoder)
  }
}
#endif
