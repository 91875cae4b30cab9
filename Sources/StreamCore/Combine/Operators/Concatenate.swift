#if !canImport(Combine)
extension Publishers {
  /// A publisher that publishes everything from one publisher, then everything from another.
  ///
  /// Created by `append(_:)` and `prepend(_:)` and their variants.
  public struct Concatenate<Prefix: Publisher, Suffix: Publisher>: Publisher
  where Prefix.Output == Suffix.Output, Prefix.Failure == Suffix.Failure {
    public typealias Output = Suffix.Output
    public typealias Failure = Suffix.Failure

    /// The publisher that goes first.
    public let prefix: Prefix
    /// The publisher subscribed to once `prefix` finishes.
    public let suffix: Suffix

    /// Creates a publisher of `prefix`'s values followed by `suffix`'s.
    public init(prefix: Prefix, suffix: Suffix) {
      self.prefix = prefix
      self.suffix = suffix
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let suffix = self.suffix
      let chain = ChainSubscription(downstream: subscriber, name: "Concatenate")
      chain.attach(prefix) { completion in
        guard case .finished = completion else { return .complete(completion) }
        return .attach { $0.attach(suffix) { .complete($0) } }
      }
    }
  }
}

extension Publishers.Concatenate: Equatable where Prefix: Equatable, Suffix: Equatable {}

extension Publisher {
  /// Publishes `elements` after this publisher finishes.
  ///
  /// ```swift
  /// let cancellable = [1, 2].publisher.append(3, 4).sink { print($0) }
  /// // Prints "1", "2", "3", "4"
  /// ```
  public func append(_ elements: Output...) -> Publishers.Concatenate<Self, Publishers.Sequence<[Output], Failure>> {
    append(Publishers.Sequence(sequence: elements))
  }

  /// Publishes the elements of `elements` after this publisher finishes.
  public func append<S: Sequence>(
    _ elements: S
  ) -> Publishers.Concatenate<Self, Publishers.Sequence<S, Failure>> where S.Element == Output {
    append(Publishers.Sequence(sequence: elements))
  }

  /// Publishes everything from `publisher` after this publisher finishes; outstanding demand carries over.
  public func append<P: Publisher>(_ publisher: P) -> Publishers.Concatenate<Self, P>
  where P.Output == Output, P.Failure == Failure {
    Publishers.Concatenate(prefix: self, suffix: publisher)
  }

  /// Publishes `elements` before this publisher's values.
  ///
  /// ```swift
  /// let cancellable = [3].publisher.prepend(1, 2).sink { print($0) }
  /// // Prints "1", "2", "3"
  /// ```
  public func prepend(_ elements: Output...) -> Publishers.Concatenate<Publishers.Sequence<[Output], Failure>, Self> {
    prepend(Publishers.Sequence(sequence: elements))
  }

  /// Publishes the elements of `elements` before this publisher's values.
  public func prepend<S: Sequence>(
    _ elements: S
  ) -> Publishers.Concatenate<Publishers.Sequence<S, Failure>, Self> where S.Element == Output {
    prepend(Publishers.Sequence(sequence: elements))
  }

  /// Publishes everything from `publisher` before this publisher's values; this one is subscribed to only after
  /// `publisher` finishes.
  public func prepend<P: Publisher>(_ publisher: P) -> Publishers.Concatenate<P, Self>
  where P.Output == Output, P.Failure == Failure {
    Publishers.Concatenate(prefix: publisher, suffix: self)
  }
}
#endif
