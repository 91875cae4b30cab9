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

    private let lock = Lock()
    private var subject: SubjectType?  // Guarded by `lock`.

    /// Creates a connectable publisher that shares `upstream` through the subject `createSubject` makes.
    public init(upstream: Upstream, createSubject: @escaping () -> SubjectType) {
      self.upstream = upstream
      self.createSubject = createSubject
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

    public func connect() -> any Cancellable {
      upstream.subscribe(sharedSubject)
    }
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
  public func multicast<S: Subject>(_ createSubject: @escaping () -> S) -> Publishers.Multicast<Self, S>
  where S.Output == Output, S.Failure == Failure {
    Publishers.Multicast(upstream: self, createSubject: createSubject)
  }

  /// Shares this publisher through `subject`, once `connect()` is called.
  public func multicast<S: Subject>(subject: S) -> Publishers.Multicast<Self, S>
  where S.Output == Output, S.Failure == Failure {
    Publishers.Multicast(upstream: self) { subject }
  }
}
