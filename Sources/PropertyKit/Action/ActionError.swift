/// Why an ``Action``'s execution failed.
///
/// ```swift
/// let action = Action<Int, Int, Never>(enabledIf: Property(value: false)) { Just($0) }
/// let cancellable = action.apply(1).sink(
///   receiveCompletion: { if case .failure(let error) = $0 { print(error) } },
///   receiveValue: { _ in }
/// )
/// // Prints "disabled"
/// ```
public enum ActionError<Failure: Error>: Error {
  /// The action was disabled, or its policy rejected the attempt; nothing ran.
  case disabled
  /// The work ran and failed with this error.
  case producerFailed(Failure)
}

extension ActionError: Equatable where Failure: Equatable {}
