public import StreamCore

/// The publisher ``Action/apply(_:)`` returns: each subscription is one attempt, admitted or rejected when it is
/// made.
@usableFromInline
struct ActionAttempt<Input, Output, WorkFailure: Error>: Publisher {
  @usableFromInline typealias Failure = ActionError<WorkFailure>

  let storage: ActionStorage<Input, Output, WorkFailure>
  let input: Input

  @usableFromInline
  init(storage: ActionStorage<Input, Output, WorkFailure>, input: Input) {
    self.storage = storage
    self.input = input
  }

  @usableFromInline
  func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    storage.attempt(ActionExecution(storage: storage, input: input, downstream: subscriber))
  }
}

// Each subscription is its own attempt: the attempt is cold, and ``Action/apply(_:)`` says so in its type.
extension ActionAttempt: DeferredPublisherProtocol {}
