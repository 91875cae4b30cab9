#if !canImport(Combine)
extension Publishers {
  /// A connectable publisher that shares one upstream subscription among its subscribers through a subject.
  ///
  /// Created by ``Publisher/multicast(_:)`` and ``Publisher/multicast(subject:)``. Subscribers attach to the
  /// subject; ``connect()`` subscribes the subject to upstream.
  public final class Multicast<Upstream: Publisher, SubjectType: Subject>: ConnectablePublisher
  where SubjectType.Output == Upstream.Output, SubjectType.Failure == Upstream.Failure {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    /// The publisher whose values are shared.
    public let upstream: Upstream
    /// Creates the subject, once, when first needed.
    public let createSubject: () -> SubjectType

    /// Subscribes the subject to `upstream`; made where the types are known, so the path from upstream to the
    /// subject runs specialized.
    @usableFromInline
    let attach: (SubjectType) -> any Cancellable
    private let lock = Lock()
    private var subject: SubjectType?  // Guarded by `lock`.

    /// Creates a connectable publisher that shares `upstream` through the subject `createSubject` makes.
    @inlinable
    public convenience init(upstream: Upstream, createSubject: @escaping () -> SubjectType) {
      self.init(upstream: upstream, createSubject: createSubject) { subject in
        let connection = MulticastConnection(subject: subject)
        upstream.receive(subscriber: connection)
        return connection
      }
    }

    @usableFromInline
    init(
      upstream: Upstream,
      createSubject: @escaping () -> SubjectType,
      attach: @escaping (SubjectType) -> any Cancellable
    ) {
      self.upstream = upstream
      self.createSubject = createSubject
      self.attach = attach
    }

    /// The subject, created on first use. `createSubject` runs outside the lock; if two threads race, the first
    /// subject stored wins.
    private var sharedSubject: SubjectType {
      lock.lock()
      if let subject {
        lock.unlock()
        return subject
      }
      lock.unlock()
      let created = createSubject()
      lock.lock()
      defer { lock.unlock() }
      if let subject { return subject }
      subject = created
      return created
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      sharedSubject.subscribe(subscriber)
    }

    /// Subscribes the subject to upstream; cancel the result to disconnect.
    ///
    /// The subject itself is upstream's subscriber: each value goes straight to its `send(_:)`, with no lock or
    /// forwarding object in between.
    public func connect() -> any Cancellable {
      attach(sharedSubject)
    }
  }
}

/// What ``Publishers/Multicast/connect()`` subscribes to upstream: it hands the subscription and the completion to
/// the subject, and each value straight to `subject.send(_:)` without a lock (the subject serializes and drops what
/// comes after its completion). Cancelling it cancels upstream's subscription.
@usableFromInline
final class MulticastConnection<SubjectType: Subject>: Subscriber, Cancellable {
  @usableFromInline
  typealias Input = SubjectType.Output
  @usableFromInline
  typealias Failure = SubjectType.Failure

  @usableFromInline
  let subject: SubjectType
  private let lock = Lock()
  private var status = SubscriptionStatus.awaitingSubscription  // Guarded by `lock`.

  @usableFromInline
  init(subject: SubjectType) {
    self.subject = subject
  }

  @usableFromInline
  func receive(subscription: any Subscription) {
    lock.lock()
    guard status.accept(subscription) else {
      lock.unlock()
      return subscription.cancel()
    }
    lock.unlock()
    subject.send(subscription: subscription)
  }

  @inlinable
  func receive(_ input: Input) -> Subscribers.Demand {
    subject.send(input)
    return .none
  }

  @usableFromInline
  func receive(completion: Subscribers.Completion<Failure>) {
    lock.lock()
    guard status.isSubscribed else { return lock.unlock() }
    status = .terminal
    lock.unlock()
    subject.send(completion: completion)
  }

  @usableFromInline
  func cancel() {
    lock.lock()
    let subscription = status.terminate()
    lock.unlock()
    subscription?.cancel()
  }
}

extension Publisher {
  /// Shares this publisher through the subject `createSubject` makes, once `connect()` is called.
  ///
  /// ```swift
  /// let multicast = [1, 2].publisher.multicast { PassthroughSubject<Int, Never>() }
  /// let first = multicast.sink { print("first \($0)") }
  /// let second = multicast.sink { print("second \($0)") }
  /// let connection = multicast.connect()
  /// // Prints "first 1", "second 1", "first 2", "second 2"
  /// ```
  @inlinable
  public func multicast<S: Subject>(_ createSubject: @escaping () -> S) -> Publishers.Multicast<Self, S>
  where S.Output == Output, S.Failure == Failure {
    Publishers.Multicast(upstream: self, createSubject: createSubject)
  }

  /// Shares this publisher through `subject`, once `connect()` is called.
  @inlinable
  public func multicast<S: Subject>(subject: S) -> Publishers.Multicast<Self, S>
  where S.Output == Output, S.Failure == Failure {
    Publishers.Multicast(upstream: self) { subject }
  }
}
#endif
