public import StreamCore

/// The publisher ``Action/apply(_:)`` returns: each subscription is one attempt, admitted or rejected when it is
/// made.
@usableFromInline
struct ActionAttempt<Input, Output, WorkFailure: Error>: Publisher {
  @usableFromInline typealias Failure = ActionError<WorkFailure>

  let storage: ActionStorage<Input, Output, WorkFailure>
  let input: Input
  /// Where the attempt's events arrive, for an action made by `delivering(on:)`; `nil` for where the work sends them.
  let delivery: ActionDelivery<Input, Output, WorkFailure>?

  @usableFromInline
  init(
    storage: ActionStorage<Input, Output, WorkFailure>,
    input: Input,
    delivery: ActionDelivery<Input, Output, WorkFailure>?
  ) {
    self.storage = storage
    self.input = input
    self.delivery = delivery
  }

  @usableFromInline
  func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    // Decided here, out of the inlined `apply(_:)`, so an action without a scheduler pays nothing at the call site.
    if let delivery {
      delivery.deliver(ActionAttempt(storage: storage, input: input, delivery: nil)).subscribe(subscriber)
    } else {
      storage.attempt(ActionExecution(storage: storage, input: input, downstream: subscriber))
    }
  }
}

// Each subscription is its own attempt: the attempt is cold, and ``Action/apply(_:)`` says so in its type.
extension ActionAttempt: DeferredPublisherProtocol {}
