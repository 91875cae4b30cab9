#if !canImport(Combine)
extension Publishers {
  /// A hot publisher that shares one subscription to its upstream among all its subscribers.
  ///
  /// Created by ``Publisher/share()``. The upstream is subscribed when the first subscriber arrives and cancelled
  /// when the last one leaves. A subscriber sees only values sent after it subscribed.
  public final class Share<Upstream: Publisher>: Publisher, Equatable {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    /// The publisher whose subscription is shared.
    public let upstream: Upstream
    @usableFromInline
    let inner: Autoconnect<MakeConnectableShare<Upstream>>

    /// Creates a publisher that shares `upstream`.
    @inlinable
    public convenience init(upstream: Upstream) {
      self.init(upstream: upstream, inner: Autoconnect(upstream: MakeConnectableShare(upstream: upstream)))
    }

    @usableFromInline
    init(upstream: Upstream, inner: Autoconnect<MakeConnectableShare<Upstream>>) {
      self.upstream = upstream
      self.inner = inner
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      inner.receive(subscriber: subscriber)
    }

    public static func == (lhs: Share, rhs: Share) -> Bool {
      lhs === rhs
    }
  }
}

/// A multicast through a passthrough subject, for any failure type (``Publisher/makeConnectable()`` is for
/// publishers that cannot fail, as in Combine).
@usableFromInline
struct MakeConnectableShare<Upstream: Publisher>: ConnectablePublisher {
  @usableFromInline
  typealias Output = Upstream.Output
  @usableFromInline
  typealias Failure = Upstream.Failure

  @usableFromInline
  let multicast: Publishers.Multicast<Upstream, PassthroughSubject<Output, Failure>>

  @inlinable
  init(upstream: Upstream) {
    multicast = Publishers.Multicast(upstream: upstream) { PassthroughSubject() }
  }

  @usableFromInline
  func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    multicast.receive(subscriber: subscriber)
  }

  @usableFromInline
  func connect() -> any Cancellable {
    multicast.connect()
  }
}

extension Publisher {
  /// Shares one subscription to this publisher among all subscribers; the result is hot.
  ///
  /// Use it so that expensive upstream work (a network request, a timer) runs once for many subscribers:
  ///
  /// ```swift
  /// let shared = Deferred { fetch() }.share()
  /// let a = shared.sink { print("a \($0)") }
  /// let b = shared.sink { print("b \($0)") }   // fetch() ran once
  /// ```
  @inlinable
  public func share() -> Publishers.Share<Self> {
    Publishers.Share(upstream: self)
  }
}
#endif
