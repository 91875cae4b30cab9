import StreamCore

/// The publisher ``Action/apply(_:)`` returns: each subscription is one attempt, admitted or rejected when it is
/// made.
struct ActionAttempt<Input, Output, WorkFailure: Error>: Publisher {
  typealias Failure = ActionError<WorkFailure>

  let storage: ActionStorage<Input, Output, WorkFailure>
  let input: Input

  func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    storage.attempt(ActionExecution(storage: storage, input: input, downstream: subscriber))
  }
}
