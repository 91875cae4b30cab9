#if !canImport(Combine)
/// The values of a publisher that cannot fail, as an `AsyncSequence`.
///
/// Created by `values`. Each iterator subscribes once and asks for one value at a time.
/// Breaking out of the loop, or cancelling the task, cancels the subscription.
///
/// ```swift
/// for await value in [1, 2, 3].publisher.values {
///   print(value)
/// }
/// // Prints "1", "2", "3"
/// ```
public struct AsyncPublisher<Upstream: Publisher>: AsyncSequence
where Upstream.Failure == Never, Upstream.Output: Sendable {
  public typealias Element = Upstream.Output

  private let upstream: Upstream

  /// Creates the async sequence of `upstream`'s values.
  public init(_ upstream: Upstream) {
    self.upstream = upstream
  }

  public func makeAsyncIterator() -> Iterator {
    Iterator(lifetime: AsyncIteratorLifetime(subscribingTo: upstream))
  }

  /// Awaits the publisher's values one by one.
  public struct Iterator: AsyncIteratorProtocol {
    let lifetime: AsyncIteratorLifetime<Upstream.Output, Never>

    public mutating func next() async -> Upstream.Output? {
      switch await lifetime.bridge.next() {
      case .success(let value): value
      }
    }
  }
}

/// The values of a publisher that can fail, as an `AsyncSequence` that throws the failure.
///
/// Created by `values`.
///
/// ```swift
/// do {
///   for try await value in request.values { print(value) }
/// } catch {
///   print("failed: \(error)")
/// }
/// ```
public struct AsyncThrowingPublisher<Upstream: Publisher>: AsyncSequence where Upstream.Output: Sendable {
  public typealias Element = Upstream.Output

  private let upstream: Upstream

  /// Creates the async sequence of `upstream`'s values.
  public init(_ upstream: Upstream) {
    self.upstream = upstream
  }

  public func makeAsyncIterator() -> Iterator {
    Iterator(lifetime: AsyncIteratorLifetime(subscribingTo: upstream))
  }

  /// Awaits the publisher's values one by one, throwing its failure.
  public struct Iterator: AsyncIteratorProtocol {
    let lifetime: AsyncIteratorLifetime<Upstream.Output, Upstream.Failure>

    public mutating func next() async throws -> Upstream.Output? {
      try await lifetime.bridge.next().get()
    }
  }
}

@available(*, unavailable)
extension AsyncPublisher.Iterator: Sendable {}

@available(*, unavailable)
extension AsyncThrowingPublisher.Iterator: Sendable {}

extension Publisher where Failure == Never, Output: Sendable {
  /// This publisher's values as an `AsyncSequence`.
  public var values: AsyncPublisher<Self> {
    AsyncPublisher(self)
  }
}

extension Publisher where Output: Sendable {
  /// This publisher's values as an `AsyncSequence` that throws the publisher's failure.
  public var values: AsyncThrowingPublisher<Self> {
    AsyncThrowingPublisher(self)
  }
}

extension Future where Output: Sendable {
  /// The future's value, once it is fulfilled; throws its failure, or `CancellationError` if the task is cancelled
  /// first.
  public var value: Output {
    get async throws {
      try await firstValue(of: self)
    }
  }
}

extension Future where Output: Sendable, Failure == Never {
  /// The future's value, once it is fulfilled.
  ///
  /// As in Combine, a future that cannot fail gives its value without `try`. Cancelling the waiting task does not
  /// end the wait: there is no error to throw, and the future's work runs whether or not anyone waits.
  ///
  /// ```swift
  /// let answer = Future<Int, Never> { promise in promise(.success(42)) }
  /// print(await answer.value)  // Prints "42"
  /// ```
  public var value: Output {
    get async {
      await onlyValue(of: self)
    }
  }
}
#endif
