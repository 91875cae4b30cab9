#if !canImport(Combine)
extension Publishers {
  /// A publisher that republishes values while a predicate holds, then finishes.
  ///
  /// Created by ``Publisher/prefix(while:)``.
  public struct PrefixWhile<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    /// The publisher whose values are republished.
    public let upstream: Upstream
    /// Republishing stops at the first value for which this is `false`.
    public let predicate: (Output) -> Bool

    /// Creates a publisher of `upstream`'s values up to the first that fails `predicate`.
    public init(upstream: Upstream, predicate: @escaping (Output) -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let predicate = self.predicate
      let transformer = StepTransformer<Output, Void, Output, Failure, Failure>(state: ()) { _, value in
        predicate(value) ? .emit(value) : .finish
      }
      upstream.subscribe(subscriber, through: transformer, name: "PrefixWhile")
    }
  }

  /// A publisher that republishes values while a throwing predicate holds, then finishes.
  ///
  /// Created by ``Publisher/tryPrefix(while:)``.
  public struct TryPrefixWhile<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = any Error

    /// The publisher whose values are republished.
    public let upstream: Upstream
    /// Republishing stops at the first value for which this is `false`; a thrown error fails the stream.
    public let predicate: (Output) throws -> Bool

    /// Creates a publisher of `upstream`'s values up to the first that fails `predicate`.
    public init(upstream: Upstream, predicate: @escaping (Output) throws -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let predicate = self.predicate
      let transformer = StepTransformer<Output, Void, Output, Upstream.Failure, any Error>(state: ()) { _, value in
        try predicate(value) ? .emit(value) : .finish
      }
      upstream.subscribe(subscriber, through: transformer, name: "TryPrefixWhile")
    }
  }
}

extension Publisher {
  /// Republishes values while `predicate` holds; finishes at the first value for which it does not.
  ///
  /// ```swift
  /// let cancellable = [1, 2, 5, 1].publisher.prefix { $0 < 3 }.sink { print($0) }
  /// // Prints "1", "2"
  /// ```
  public func prefix(while predicate: @escaping (Output) -> Bool) -> Publishers.PrefixWhile<Self> {
    Publishers.PrefixWhile(upstream: self, predicate: predicate)
  }

  /// Republishes values while a throwing predicate holds; if it throws, the stream fails.
  public func tryPrefix(while predicate: @escaping (Output) throws -> Bool) -> Publishers.TryPrefixWhile<Self> {
    Publishers.TryPrefixWhile(upstream: self, predicate: predicate)
  }
}
#endif
