/// A cold publisher of exactly one result: one value then `.finished`, or a failure.
///
/// Conforming types can be started directly with ``start(_:)``, and compose with `map(_:)`, `flatMap(_:)`,
/// ``replaceError(with:)`` and `combineLatest(_:)` into another ``DeferredFuture``, so a chain of futures stays a
/// future (and stays cold) in its type.
public protocol DeferredFutureProtocol<Output, Failure>: DeferredPublisherProtocol {
  /// Starts the work and calls `completion` once with its result.
  ///
  /// - Parameter completion: Called once, on whatever thread the work finishes.
  /// - Returns: A cancellable that cancels the work; after cancelling, `completion` is not called.
  func start(_ completion: @escaping (Result<Output, Failure>) -> Void) -> AnyCancellable
}

extension DeferredFutureProtocol {
  /// Transforms the value, keeping the result a future.
  ///
  /// ```swift
  /// let length = DeferredFuture<String, Never> { $0(.success("four")) }.map(\.count)
  /// let cancellable = length.sink { print($0) }
  /// // Prints "4"
  /// ```
  public func map<T>(_ transform: @escaping (Output) -> T) -> DeferredFuture<T, Failure> {
    DeferredFuture(starting: { completion in self.start { completion($0.map(transform)) } })
  }

  /// Runs the future `transform` makes from the value, keeping the result a future. Cancelling cancels whichever
  /// of the two is running.
  public func flatMap<Next: DeferredFutureProtocol>(
    _ transform: @escaping (Output) -> Next
  ) -> DeferredFuture<Next.Output, Failure> where Next.Failure == Failure {
    DeferredFuture(starting: { completion in
      let current = SerialCancellable()
      current.replace(
        with: self.start { result in
          switch result {
          case .success(let value): current.replace(with: transform(value).start(completion))
          case .failure(let error): completion(.failure(error))
          }
        }
      )
      return AnyCancellable(current)
    })
  }

  /// Replaces a failure with `output`, keeping the result a future that cannot fail.
  public func replaceError(with output: Output) -> DeferredFuture<Output, Never> {
    DeferredFuture(starting: { completion in
      self.start { result in completion(.success((try? result.get()) ?? output)) }
    })
  }

  /// Runs this future and `other` at the same time and succeeds with both values; fails as soon as either fails,
  /// cancelling the other.
  ///
  /// ```swift
  /// let both = user.combineLatest(settings)  // DeferredFuture<(User, Settings), APIError>
  /// ```
  public func combineLatest<Other: DeferredFutureProtocol>(
    _ other: Other
  ) -> DeferredFuture<(Output, Other.Output), Failure> where Other.Failure == Failure {
    DeferredFuture(starting: { completion in
      let pair = FutureJoin<(Output?, Other.Output?), (Output, Other.Output), Failure>((nil, nil), completion)
      pair.keep([
        self.start { result in
          pair.receive(result) { partial, first in
            partial.0 = first
            return partial.1.map { (first, $0) }
          }
        },
        other.start { result in
          pair.receive(result) { partial, second in
            partial.1 = second
            return partial.0.map { ($0, second) }
          }
        },
      ])
      return AnyCancellable(pair)
    })
  }

  /// Wraps this future in an ``AnyDeferredFuture``, hiding its type but not that it is a cold future.
  public func eraseToAnyDeferredFuture() -> AnyDeferredFuture<Output, Failure> {
    AnyDeferredFuture(self)
  }
}

/// Holds whichever cancellable is current; cancelling cancels it and any that replaces it later.
final class SerialCancellable: Cancellable, @unchecked Sendable {
  // @unchecked: `current` and `isCancelled` are guarded by the pooled lock.
  private var current: AnyCancellable?
  private var isCancelled = false

  func replace(with next: AnyCancellable) {
    let lock = LockPool.lock(for: self)
    lock.lock()
    guard !isCancelled else {
      lock.unlock()
      return next.cancel()
    }
    let previous = current
    current = next
    lock.unlock()
    withExtendedLifetime(previous) {}
  }

  func cancel() {
    let lock = LockPool.lock(for: self)
    lock.lock()
    isCancelled = true
    let current = self.current.take()
    lock.unlock()
    current?.cancel()
  }
}
