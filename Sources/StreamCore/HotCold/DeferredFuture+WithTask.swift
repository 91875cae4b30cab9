// CombineEx's `withTask` factories: a future from an `async` closure, run in a new `Task` once per subscription.

extension DeferredFuture {
  /// A future whose `task`, throwing only `Failure`, runs in a new `Task` once per subscription.
  ///
  /// The same as the typed-throws `init(operation:)`; cancelling the subscription cancels the task.
  ///
  /// ```swift
  /// let sum = DeferredFuture<Int, Never>.withTask { 20 + 22 }
  /// print(await sum.async())  // Prints "42"
  /// ```
  ///
  /// - Parameter task: The work; its result or thrown error is the future's.
  /// - Returns: A cold future.
  @_disfavoredOverload
  public static func withTask(_ task: @escaping @Sendable () async throws(Failure) -> Output) -> Self {
    Self(operation: task)
  }

  /// A future whose `task` runs on the main actor, in a new `Task` once per subscription.
  ///
  /// ```swift
  /// let title = DeferredFuture<String, Never>.withTaskOnMainActor { await MainActor.run { "Home" } }
  /// print(await title.async())  // Prints "Home"
  /// ```
  ///
  /// - Parameter task: The work, isolated to the main actor; its result or thrown error is the future's.
  /// - Returns: A cold future.
  @_disfavoredOverload
  public static func withTaskOnMainActor(_ task: @escaping @MainActor () async throws(Failure) -> Output) -> Self {
    Self(starting: { promise in
      let work = Task { @MainActor in
        do throws(Failure) {
          promise(.success(try await task()))
        } catch {
          promise(.failure(error))
        }
      }
      return AnyCancellable { work.cancel() }
    })
  }

  /// A future whose `task` may throw any error: a `Failure` fails the future as it is, any other error is mapped
  /// by `nonconformingErrorHandler`.
  ///
  /// ```swift
  /// struct LoadError: Error { var underlying: any Error }
  /// let load = DeferredFuture<Int, LoadError>.withTask(nonconformingErrorHandler: { LoadError(underlying: $0) }) {
  ///   throw CancellationError()
  /// }
  /// let cancellable = load.sink(receiveCompletion: { print($0) }, receiveValue: { print($0) })
  /// // Prints "failure(LoadError(underlying: Swift.CancellationError()))" once the task has run
  /// ```
  ///
  /// - Parameters:
  ///   - nonconformingErrorHandler: Maps a thrown error that is not a `Failure`.
  ///   - task: The work.
  /// - Returns: A cold future.
  public static func withTask(
    nonconformingErrorHandler: @escaping @Sendable (any Error) -> Failure,
    task: @escaping @Sendable () async throws -> Output
  ) -> Self {
    Self(operation: { () async throws(Failure) -> Output in
      do {
        return try await task()
      } catch let error as Failure {
        throw error
      } catch {
        throw nonconformingErrorHandler(error)
      }
    })
  }
}

extension DeferredFuture where Failure: CompositeError {
  /// A future whose `task` may throw any error, typed as the ``CompositeError`` `Failure` by
  /// ``CompositeError/wrappingAllCases(_:)``.
  ///
  /// ```swift
  /// let load = DeferredFuture<Int, LoadError>.withTask { throw NetworkError.offline }
  /// do { _ = try await load.asyncThrowing() } catch { print(error) }  // Prints "network(NetworkError.offline)"
  /// ```
  ///
  /// - Parameter task: The work.
  /// - Returns: A cold future.
  public static func withTask(_ task: @escaping @Sendable () async throws -> Output) -> Self {
    withTask(nonconformingErrorHandler: { Failure.wrappingAllCases($0) }, task: task)
  }

  /// `withTask(_:)` with `task` on the main actor.
  ///
  /// ```swift
  /// let title = DeferredFuture<String, LoadError>.withTaskOnMainActor { "Home" }
  /// ```
  public static func withTaskOnMainActor(_ task: @escaping @MainActor () async throws -> Output) -> Self {
    Self(starting: { promise in
      let work = Task { @MainActor in
        do {
          promise(.success(try await task()))
        } catch {
          promise(.failure(Failure.wrappingAllCases(error)))
        }
      }
      return AnyCancellable { work.cancel() }
    })
  }
}

extension AnyDeferredFuture where Failure: CompositeError {
  /// An erased `DeferredFuture.withTask(_:)` for a ``CompositeError`` failure.
  ///
  /// ```swift
  /// let load = AnyDeferredFuture<Int, LoadError>.withTask { throw NetworkError.offline }
  /// ```
  public static func withTask(_ task: @escaping @Sendable () async throws -> Output) -> Self {
    Self(DeferredFuture.withTask(task))
  }

  /// An erased `DeferredFuture.withTaskOnMainActor(_:)` for a ``CompositeError`` failure.
  ///
  /// ```swift
  /// let title = AnyDeferredFuture<String, LoadError>.withTaskOnMainActor { "Home" }
  /// ```
  public static func withTaskOnMainActor(_ task: @escaping @MainActor () async throws -> Output) -> Self {
    Self(DeferredFuture.withTaskOnMainActor(task))
  }
}

extension AnyDeferredFuture {
  /// An erased `DeferredFuture.withTask(_:)`: `task`, throwing only `Failure`, runs once per subscription.
  ///
  /// ```swift
  /// let sum = AnyDeferredFuture<Int, Never>.withTask { 20 + 22 }
  /// print(await sum.async())  // Prints "42"
  /// ```
  @_disfavoredOverload
  public static func withTask(_ task: @escaping @Sendable () async throws(Failure) -> Output) -> Self {
    Self(DeferredFuture.withTask(task))
  }

  /// An erased `DeferredFuture.withTaskOnMainActor(_:)`.
  ///
  /// ```swift
  /// let title = AnyDeferredFuture<String, Never>.withTaskOnMainActor { "Home" }
  /// print(await title.async())  // Prints "Home"
  /// ```
  @_disfavoredOverload
  public static func withTaskOnMainActor(_ task: @escaping @MainActor () async throws(Failure) -> Output) -> Self {
    Self(DeferredFuture.withTaskOnMainActor(task))
  }

  /// An erased ``DeferredFuture/withTask(nonconformingErrorHandler:task:)``.
  ///
  /// ```swift
  /// let load = AnyDeferredFuture<Int, LoadError>.withTask(nonconformingErrorHandler: { LoadError(underlying: $0) }) {
  ///   try await fetchCount()
  /// }
  /// ```
  public static func withTask(
    nonconformingErrorHandler: @escaping @Sendable (any Error) -> Failure,
    task: @escaping @Sendable () async throws -> Output
  ) -> Self {
    Self(DeferredFuture.withTask(nonconformingErrorHandler: nonconformingErrorHandler, task: task))
  }
}
