#if !canImport(Combine)
extension Publishers {
  /// A connectable publisher that shares its upstream once ``connect()`` is called.
  ///
  /// Created by ``Publisher/makeConnectable()``.
  public struct MakeConnectable<Upstream: Publisher>: ConnectablePublisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    @usableFromInline
    let multicast: Multicast<Upstream, PassthroughSubject<Output, Failure>>

    /// Creates a connectable publisher for `upstream`.
    @inlinable
    public init(upstream: Upstream) {
      multicast = Multicast(upstream: upstream) { PassthroughSubject() }
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      multicast.receive(subscriber: subscriber)
    }

    public func connect() -> any Cancellable {
      multicast.connect()
    }
  }
}

extension Publisher where Failure == Never {
  /// Turns this publisher into one that starts only when `connect()` is called, so several subscribers can
  /// attach first and see the same values.
  ///
  /// ```swift
  /// let connectable = [1, 2].publisher.makeConnectable()
  /// let cancellable = connectable.sink { print($0) }  // Prints nothing yet
  /// let connection = connectable.connect()             // Prints "1", "2"
  /// ```
  @inlinable
  public func makeConnectable() -> Publishers.MakeConnectable<Self> {
    Publishers.MakeConnectable(upstream: self)
  }
}
#endif
