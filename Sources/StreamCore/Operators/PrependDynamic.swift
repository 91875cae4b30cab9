extension Publishers {
  /// A publisher that sends a value computed at each subscription before upstream's values.
  ///
  /// Created by ``Publisher/prependDynamic(_:)``.
  public struct PrependDynamic<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    /// The publisher whose values follow the computed one.
    public let upstream: Upstream
    /// Computes the first value, once per subscription.
    public let initialValue: () -> Output

    /// Creates a publisher that sends `initialValue()` then the values of `upstream`.
    public init(upstream: Upstream, initialValue: @escaping () -> Output) {
      self.upstream = upstream
      self.initialValue = initialValue
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      upstream.prepend(initialValue()).subscribe(subscriber)
    }
  }
}

extension Publisher {
  /// Sends a value computed when each subscriber subscribes, then upstream's values: `prepend(_:)` evaluated per
  /// subscription.
  ///
  /// ```swift
  /// var version = 1
  /// let versions = PassthroughSubject<Int, Never>().prependDynamic { version }
  /// let a = versions.sink { print($0) }  // Prints "1"
  /// version = 2
  /// let b = versions.sink { print($0) }  // Prints "2"
  /// ```
  ///
  /// - Parameter initialValue: Called once per subscription for the first value.
  /// - Returns: A publisher that starts each subscription with `initialValue()`.
  public func prependDynamic(_ initialValue: @escaping @Sendable () -> Output) -> Publishers.PrependDynamic<Self> {
    Publishers.PrependDynamic(upstream: self, initialValue: initialValue)
  }
}

extension Publishers.PrependDynamic: DeferredPublisherProtocol where Upstream: DeferredPublisherProtocol {}
