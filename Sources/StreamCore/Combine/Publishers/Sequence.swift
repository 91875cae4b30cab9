#if !canImport(Combine)
extension Publishers {
  /// A publisher that emits the elements of a sequence on demand, then finishes.
  ///
  /// Create one with the `publisher` property of any sequence. Each subscriber iterates the sequence anew.
  ///
  /// ```swift
  /// let cancellable = [1, 2, 3].publisher.sink { print($0) }
  /// // Prints "1", "2", "3"
  /// ```
  public struct Sequence<Elements: Swift.Sequence, Failure: Error>: Publisher {
    public typealias Output = Elements.Element

    /// The elements to emit.
    public let sequence: Elements

    /// Creates a publisher of `sequence`'s elements.
    public init(sequence: Elements) {
      self.sequence = sequence
    }

    @inlinable
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      SequenceSubscription.subscribe(
        subscriber,
        to: sequence,
        then: .finished,
        name: "Sequence",
        describedBySequence: true
      )
    }
  }
}

extension Publishers.Sequence: Equatable where Elements: Equatable {}
extension Publishers.Sequence: Sendable where Elements: Sendable {}

extension Sequence {
  /// A publisher that emits this sequence's elements, then finishes.
  public var publisher: Publishers.Sequence<Self, Never> {
    Publishers.Sequence(sequence: self)
  }
}
#endif
