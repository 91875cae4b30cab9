#if !canImport(Combine)
extension Publishers {
  /// A publisher that interleaves the values of any number of upstreams of one type.
  ///
  /// Finishes when every upstream has finished (at once if there are none); fails as soon as one fails.
  ///
  /// ```swift
  /// let sources = (1...3).map { Just($0) }
  /// let cancellable = Publishers.MergeMany(sources).sink { print($0) }
  /// // Prints "1", "2", "3"
  /// ```
  public struct MergeMany<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    /// The publishers to merge.
    public let publishers: [Upstream]

    /// Creates a publisher that merges `upstream`.
    public init(_ upstream: Upstream...) {
      self.publishers = upstream
    }

    /// Creates a publisher that merges the publishers of `upstream`.
    public init<S: Swift.Sequence>(_ upstream: S) where S.Element == Upstream {
      self.publishers = Array(upstream)
    }

    @inlinable
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      guard !publishers.isEmpty else {
        subscriber.receive(subscription: Subscriptions.empty)
        subscriber.receive(completion: .finished)
        return
      }
      let engine = CombiningEngine(subscriber, .merge, name: "MergeMany")
      for publisher in publishers { engine.merge(publisher) }
      engine.start(producing: nil)
    }

    /// Adds `other` to the publishers merged.
    public func merge(with other: Upstream) -> MergeMany {
      MergeMany(publishers + [other])
    }
  }
}

extension Publishers.MergeMany: Equatable where Upstream: Equatable {}
extension Publishers.MergeMany: DeferredPublisherProtocol where Upstream: DeferredPublisherProtocol {}
#endif
