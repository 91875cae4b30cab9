#if !canImport(Combine)
extension Publishers {
  /// A publisher that replaces every value with a tuple of the values at two key paths.
  ///
  /// Created by ``Publisher/map(_:_:)``.
  public struct MapKeyPath2<Upstream: Publisher, Output0, Output1>: Publisher {
    public typealias Output = (Output0, Output1)
    public typealias Failure = Upstream.Failure

    /// The publisher whose values are read.
    public let upstream: Upstream
    /// Where the tuple's first value is read from.
    public let keyPath0: KeyPath<Upstream.Output, Output0>
    /// Where the tuple's second value is read from.
    public let keyPath1: KeyPath<Upstream.Output, Output1>

    /// Creates a publisher of the values at `keyPath0` and `keyPath1` of `upstream`'s values.
    public init(
      upstream: Upstream,
      keyPath0: KeyPath<Upstream.Output, Output0>,
      keyPath1: KeyPath<Upstream.Output, Output1>
    ) {
      self.upstream = upstream
      self.keyPath0 = keyPath0
      self.keyPath1 = keyPath1
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let keyPath0 = self.keyPath0
      let keyPath1 = self.keyPath1
      upstream.subscribe(MapSubscriber(downstream: subscriber) { ($0[keyPath: keyPath0], $0[keyPath: keyPath1]) })
    }
  }
}

extension Publisher {
  /// Replaces every value with a tuple of the values at two key paths.
  ///
  /// ```swift
  /// let subject = PassthroughSubject<String, Never>()
  /// let cancellable = subject.map(\.count, \.isEmpty).sink { print($0) }
  /// subject.send("ab")  // Prints "(2, false)"
  /// ```
  ///
  /// - Parameters:
  ///   - keyPath0: Where to read the tuple's first value.
  ///   - keyPath1: Where to read the tuple's second value.
  /// - Returns: A publisher of the tuples.
  public func map<T0, T1>(
    _ keyPath0: KeyPath<Output, T0>,
    _ keyPath1: KeyPath<Output, T1>
  ) -> Publishers.MapKeyPath2<Self, T0, T1> {
    Publishers.MapKeyPath2(upstream: self, keyPath0: keyPath0, keyPath1: keyPath1)
  }
}
#endif
