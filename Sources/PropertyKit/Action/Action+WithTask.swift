import StreamCore

extension Action where Input: Sendable, Failure == Never {
  /// An action whose work is an `async` function of the input, run in a new `Task` per execution — CombineEx's
  /// `Action.withTask`.
  ///
  /// ```swift
  /// let double = Action<Int, Int, Never>.withTask { $0 * 2 }
  /// let cancellable = double.apply(21).sink(receiveCompletion: { _ in }, receiveValue: { print($0) })
  /// // Prints "42" once the task has run
  /// ```
  ///
  /// - Parameters:
  ///   - enabledIf: Whether the action may execute; the action keeps it alive.
  ///   - policy: What to do with attempts made while executing.
  ///   - task: The work for an input; cancelling the execution cancels its task.
  /// - Returns: An action running `task`.
  public static func withTask(
    enabledIf: some PropertyProtocol<Bool> = Property(value: true),
    policy: ExecutionPolicy = .rejectWhileExecuting,
    _ task: @escaping @Sendable (Input) async -> Output
  ) -> Action {
    Action(enabledIf: enabledIf, policy: policy) { input in DeferredFuture { await task(input) } }
  }
}

extension Action where Input: Sendable {
  /// An action whose work is an `async` function of the input that throws only `Failure`, run in a new `Task`
  /// per execution — CombineEx's `Action.withThrowingTask`.
  ///
  /// ```swift
  /// enum PayError: Error { case declined }
  /// let pay = Action<Int, String, PayError>.withThrowingTask { amount throws(PayError) in
  ///   if amount > 100 { throw .declined }
  ///   return "paid \(amount)"
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - enabledIf: Whether the action may execute; the action keeps it alive.
  ///   - policy: What to do with attempts made while executing.
  ///   - task: The work for an input; its thrown error fails the execution.
  /// - Returns: An action running `task`.
  public static func withThrowingTask(
    enabledIf: some PropertyProtocol<Bool> = Property(value: true),
    policy: ExecutionPolicy = .rejectWhileExecuting,
    _ task: @escaping @Sendable (Input) async throws(Failure) -> Output
  ) -> Action {
    Action(enabledIf: enabledIf, policy: policy) { input in
      DeferredFuture { () async throws(Failure) -> Output in try await task(input) }
    }
  }

  /// An action whose work may throw any error: a `Failure` fails the execution as it is, any other error is mapped
  /// by `nonconformingErrorHandler`.
  ///
  /// ```swift
  /// struct SyncError: Error { var underlying: any Error }
  /// let sync = Action<Void, Int, SyncError>.withThrowingTask(
  ///   nonconformingErrorHandler: { SyncError(underlying: $0) },
  ///   task: { _ in try await fetchCount() }
  /// )
  /// ```
  ///
  /// - Parameters:
  ///   - enabledIf: Whether the action may execute; the action keeps it alive.
  ///   - policy: What to do with attempts made while executing.
  ///   - nonconformingErrorHandler: Maps a thrown error that is not a `Failure`.
  ///   - task: The work for an input.
  /// - Returns: An action running `task`.
  public static func withThrowingTask(
    enabledIf: some PropertyProtocol<Bool> = Property(value: true),
    policy: ExecutionPolicy = .rejectWhileExecuting,
    nonconformingErrorHandler: @escaping @Sendable (any Error) -> Failure,
    task: @escaping @Sendable (Input) async throws -> Output
  ) -> Action {
    Action(enabledIf: enabledIf, policy: policy) { input in
      DeferredFuture.withTask(nonconformingErrorHandler: nonconformingErrorHandler) { try await task(input) }
    }
  }
}
