import StreamCore

/// What an ``Action`` does with an attempt made while it is already executing.
///
/// ```swift
/// let search = Action<String, [String], Never>(policy: .cancelPrevious) { Just([$0]) }
/// print(search.isEnabled.value)  // Prints "true"
/// ```
public struct ExecutionPolicy: Sendable, Equatable {
  enum Kind: Sendable, Equatable {
    case rejectWhileExecuting
    case queue
    case cancelPrevious
    case concurrent(max: Int)
  }

  let kind: Kind

  /// Fail the attempt with ``ActionError/disabled`` while an execution is in flight (the default);
  /// ``Action/isEnabled`` is false while executing.
  public static let rejectWhileExecuting = ExecutionPolicy(kind: .rejectWhileExecuting)

  /// Run attempts one at a time, in the order they were made; ``Action/isEnabled`` follows only `enabledIf`.
  public static let queue = ExecutionPolicy(kind: .queue)

  /// Cancel the executions in flight and start the new one; ``Action/isEnabled`` follows only `enabledIf`.
  public static let cancelPrevious = ExecutionPolicy(kind: .cancelPrevious)

  /// Run up to `max` executions at once and reject attempts beyond that; ``Action/isEnabled`` is false while
  /// `max` are in flight.
  ///
  /// - Parameter max: The number of executions allowed at once; must be at least 1.
  public static func concurrent(max: Int) -> ExecutionPolicy {
    require(max >= 1, "ExecutionPolicy.concurrent(max: \(max)): max must be at least 1")
    return ExecutionPolicy(kind: .concurrent(max: max))
  }
}
