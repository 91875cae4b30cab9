// CombineEx's bridges from a future to `async`: run it once and await its result.

extension DeferredFutureProtocol where Output: Sendable {
  /// Runs the future once and returns its value, or throws its failure, typed.
  ///
  /// The future runs until it has a result: cancelling the waiting task does not cancel it (as with
  /// `Future`'s `value`).
  ///
  /// ```swift
  /// enum LoadError: Error { case offline }
  /// let load = DeferredFuture<Int, LoadError> { $0(.failure(.offline)) }
  /// do { _ = try await load.asyncThrowing() } catch { print(error) }  // Prints "offline"
  /// ```
  ///
  /// - Returns: The future's value.
  /// - Throws: The future's failure, as `Failure`.
  public func asyncThrowing() async throws(Failure) -> Output {
    try await FutureRun.result(of: self).get()
  }

  /// ``asyncThrowing()`` from the main actor.
  ///
  /// ```swift
  /// @MainActor func refresh(_ load: DeferredFuture<Int, LoadError>) async throws(LoadError) -> Int {
  ///   try await load.asyncThrowingOnMain()
  /// }
  /// ```
  @MainActor
  public func asyncThrowingOnMain() async throws(Failure) -> Output {
    try await FutureRun.result(of: self).get()
  }
}

extension DeferredFutureProtocol where Output: Sendable, Failure == Never {
  /// Runs the future once and returns its value.
  ///
  /// ```swift
  /// let answer = DeferredFuture<Int, Never> { $0(.success(42)) }
  /// print(await answer.async())  // Prints "42"
  /// ```
  ///
  /// - Returns: The future's value.
  public func async() async -> Output {
    await FutureRun.result(of: self).get()
  }

  /// ``async()`` from the main actor.
  ///
  /// ```swift
  /// @MainActor func show(_ answer: DeferredFuture<Int, Never>) async { print(await answer.asyncOnMain()) }
  /// ```
  @MainActor
  public func asyncOnMain() async -> Output {
    await FutureRun.result(of: self).get()
  }
}

/// Keeps one run of a future alive until its result arrives.
// @unchecked: `work` and `isDone` are guarded by the pooled lock.
private final class FutureRun: @unchecked Sendable {
  private var work: AnyCancellable?
  private var isDone = false

  nonisolated(nonsending) static func result<F: DeferredFutureProtocol>(
    of future: F
  ) async -> Result<F.Output, F.Failure> where F.Output: Sendable {
    await withCheckedContinuation { continuation in
      let run = FutureRun()
      run.keep(
        future.start { result in
          run.finish()
          continuation.resume(returning: result)
        }
      )
    }
  }

  /// Stores `work`, unless the result already arrived while starting.
  private func keep(_ work: AnyCancellable) {
    let lock = LockPool.lock(for: self)
    lock.lock()
    let dropped = isDone ? work : nil
    if !isDone { self.work = work }
    lock.unlock()
    withExtendedLifetime(dropped) {}
  }

  private func finish() {
    let lock = LockPool.lock(for: self)
    lock.lock()
    isDone = true
    let work = self.work.take()
    lock.unlock()
    withExtendedLifetime(work) {}
  }
}
