#if !canImport(Combine)
extension Publishers {
  /// A publisher that replaces every value with a tuple of the values at three key paths.
  ///
  /// Created by ``Publisher/map(_:_:_:)``.
  public struct MapKeyPath3<Upstream: Publisher, Output0, Output1, Output2>: Publisher {
    public typealias Output = (Output0, Output1, Output2)
    public typealias Failure = Upstream.Failure

    /// The publisher whose values are read.
    public let upstream: Upstream
    /// Where the tuple's first value is read from.
    public let keyPath0: KeyPath<Upstream.Output, Output0>
    /// Where the tuple's second value is read from.
    public let keyPath1: KeyPath<Upstream.Output, Output1>
    /// Where the tuple's third value is read from.
    public let keyPath2: KeyPath<Upstream.Output, Output2>

    /// Creates a publisher of the values at the three key paths of `upstream`'s values.
    public init(
      upstream: Upstream,
      keyPath0: KeyPath<Upstream.Output, Output0>,
      keyPath1: KeyPath<Upstream.Output, Output1>,
      keyPath2: KeyPath<Upstream.Output, Output2>
    ) {
      self.upstream = upstream
      self.keyPath0 = keyPath0
      self.keyPath1 = keyPath1
      self.keyPath2 = keyPath2
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let keyPath0 = self.keyPath0
      let keyPath1 = self.keyPath1
      let keyPath2 = self.keyPath2
      upstream.subscribe(
        MapSubscriber(downstream: subscriber) { ($0[keyPath: keyPath0], $0[keyPath: keyPath1], $0[keyPath: keyPath2]) }
      )
    }
  }
}

extension Publisher {
  /// Replaces every value with a tuple of the values at three key paths.
  ///
  /// ```swift
  /// let subject = PassthroughSubject<String, Never>()
  /// let cancellable = subject.map(\.count, \.isEmpty, \.first).sink { print($0) }
  /// subject.send("ab")  // Prints "(2, false, Optional("a"))"
  /// ```
  ///
  /// - Parameters:
  ///   - keyPath0: Where to read the tuple's first value.
  ///   - keyPath1: Where to read the tuple's second value.
  ///   - keyPath2: Where to read the tuple's third value.
  /// - Returns: A publisher of the tuples.
  public func map<T0, T1, T2>(
    _ keyPath0: KeyPath<Output, T0>,
    _ keyPath1: KeyPath<Output, T1>,
    _ keyPath2: KeyPath<Output, T2>
  ) -> Publishers.MapKeyPath3<Self, T0, T1, T2> {
    Publishers.MapKeyPath3(upstream: self, keyPath0: keyPath0, keyPath1: keyPath1, keyPath2: keyPath2)
  }
}
#endif
