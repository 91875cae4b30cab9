/// Why an ``Action``'s execution failed.
///
/// ```swift
/// let action = Action<Int, Int, Never>(enabledIf: Property(value: false)) { Just($0) }
/// let cancellable = action.apply(1).sink(receiveCompletion: { print($0) }, receiveValue: { _ in })
/// // Prints "failure(disabled)"
/// ```
public enum ActionError<Failure: Error>: Error {
  /// The action was disabled, or its policy rejected the attempt; nothing ran.
  case disabled
  /// The work ran and failed with this error.
  case producerFailed(Failure)
}

extension ActionError: Equatable where Failure: Equatable {}
