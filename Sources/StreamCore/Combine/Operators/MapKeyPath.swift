#if !canImport(Combine)
extension Publishers {
  /// A publisher that replaces every value with the value at a key path.
  ///
  /// Created by ``Publisher/map(_:)-(KeyPath<Output,T>)``.
  public struct MapKeyPath<Upstream: Publisher, Output>: Publisher {
    public typealias Failure = Upstream.Failure

    /// The publisher whose values are read.
    public let upstream: Upstream
    /// Where the new value is read from.
    public let keyPath: KeyPath<Upstream.Output, Output>

    /// Creates a publisher of the values at `keyPath` of `upstream`'s values.
    public init(upstream: Upstream, keyPath: KeyPath<Upstream.Output, Output>) {
      self.upstream = upstream
      self.keyPath = keyPath
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let keyPath = self.keyPath
      upstream.subscribe(MapSubscriber(downstream: subscriber) { $0[keyPath: keyPath] })
    }
  }
}

extension Publisher {
  /// Replaces every value with the value at `keyPath`.
  ///
  /// ```swift
  /// let subject = PassthroughSubject<String, Never>()
  /// let cancellable = subject.map(\.count).sink { print($0) }
  /// subject.send("abc")  // Prints "3"
  /// ```
  ///
  /// - Parameter keyPath: Where to read each new value.
  /// - Returns: A publisher of the values at `keyPath`.
  public func map<T>(_ keyPath: KeyPath<Output, T>) -> Publishers.MapKeyPath<Self, T> {
    Publishers.MapKeyPath(upstream: self, keyPath: keyPath)
  }
}
#endif
