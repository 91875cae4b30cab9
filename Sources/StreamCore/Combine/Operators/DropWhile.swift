#if !canImport(Combine)
extension Publishers {
  /// A publisher that skips values while a predicate holds, then republishes everything.
  ///
  /// Created by ``Publisher/drop(while:)``.
  public struct DropWhile<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    /// The publisher whose values are republished.
    public let upstream: Upstream
    /// Values are skipped until this is first `false`.
    public let predicate: (Output) -> Bool

    /// Creates a publisher that skips `upstream`'s values until one fails `predicate`.
    public init(upstream: Upstream, predicate: @escaping (Output) -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let predicate = self.predicate
      let transformer = StepTransformer<Output, Bool, Output, Failure, Failure>(state: true) { dropping, value in
        if dropping, predicate(value) { return .skip }
        dropping = false
        return .emit(value)
      }
      upstream.subscribe(subscriber, through: transformer, name: "DropWhile")
    }
  }

  /// A publisher that skips values while a throwing predicate holds, then republishes everything.
  ///
  /// Created by ``Publisher/tryDrop(while:)``.
  public struct TryDropWhile<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = any Error

    /// The publisher whose values are republished.
    public let upstream: Upstream
    /// Values are skipped until this is first `false`; a thrown error fails the stream.
    public let predicate: (Output) throws -> Bool

    /// Creates a publisher that skips `upstream`'s values until one fails `predicate`.
    public init(upstream: Upstream, predicate: @escaping (Output) throws -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let predicate = self.predicate
      let transformer = StepTransformer<Output, Bool, Output, Upstream.Failure, any Error>(state: true) {
        dropping,
        value in
        if dropping, try predicate(value) { return .skip }
        dropping = false
        return .emit(value)
      }
      upstream.subscribe(subscriber, through: transformer, name: "TryDropWhile")
    }
  }
}

extension Publisher {
  /// Skips values while `predicate` holds, then republishes every value from the first that fails it.
  ///
  /// ```swift
  /// let cancellable = [1, 2, 5, 1].publisher.drop { $0 < 3 }.sink { print($0) }
  /// // Prints "5", "1"
  /// ```
  public func drop(while predicate: @escaping (Output) -> Bool) -> Publishers.DropWhile<Self> {
    Publishers.DropWhile(upstream: self, predicate: predicate)
  }

  /// Skips values while a throwing predicate holds; if it throws, the stream fails.
  public func tryDrop(while predicate: @escaping (Output) throws -> Bool) -> Publishers.TryDropWhile<Self> {
    Publishers.TryDropWhile(upstream: self, predicate: predicate)
  }
}
#endif
