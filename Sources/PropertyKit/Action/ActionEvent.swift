/// One event of one execution of an ``Action``: its values, then how it ended.
///
/// ``Action/events`` publishes these for every execution, as ReactiveSwift's `Action.events` does: each execution
/// sends its ``value(_:)`` events, then exactly one of ``completed``, ``failed(_:)`` or ``interrupted``.
///
/// ```swift
/// let load = Action<Int, Int, Never> { Just($0 * 10) }
/// let events = load.events.sink { print($0) }
/// let run = load.apply(1).sink { _ in }
/// // Prints "value(10)"
/// // Prints "completed"
/// ```
public enum ActionEvent<Output, Failure: Error> {
  /// A value of the execution.
  case value(Output)
  /// The execution finished successfully.
  case completed
  /// The execution failed.
  case failed(Failure)
  /// The execution was cancelled before it ended: by its subscriber, by ``Action/cancel()``, or by the
  /// ``ExecutionPolicy/cancelPrevious`` policy.
  case interrupted
}

extension ActionEvent: Equatable where Output: Equatable, Failure: Equatable {}

extension ActionEvent: Sendable where Output: Sendable, Failure: Sendable {}
