public import StreamCore

extension Action {
  /// This action, delivering everything it publishes on `scheduler`: each attempt's values and completion, the
  /// action's ``values``, ``errors``, ``completed``, ``events`` and ``disabledErrors``, and the changes of
  /// ``isExecuting`` and ``isEnabled``.
  ///
  /// An action's events arrive on the thread its work runs on — a task's thread for an async action. A `@MainActor`
  /// view model delivers them on the main thread with `delivering(on: UIScheduler.shared)` once, instead of a
  /// `receive(on:)` before every `sink`. `UIScheduler` runs at once when the event is already on the main thread,
  /// so an action applied there, whose work is synchronous, still delivers before `apply(_:)`'s subscription returns.
  ///
  /// The returned action is a view of this one: it shares its executions, its policy and its ``cancel()``, and keeps
  /// this action alive. Attempts are still admitted or rejected at once, on the calling thread; only their delivery
  /// moves. The two properties' values change on `scheduler`, after the change is decided.
  ///
  /// ```swift
  /// let scheduler = TestScheduler()
  /// let double = Action<Int, Int, Never> { Just($0 * 2) }.delivering(on: scheduler)
  /// let run = double.apply(21).sink(receiveCompletion: { _ in }, receiveValue: { print($0) })  // Prints nothing yet
  /// scheduler.advance()  // Prints "42"
  /// ```
  ///
  /// - Parameters:
  ///   - scheduler: Where the action's events and state changes arrive.
  ///   - options: The scheduler's options for each delivery.
  /// - Returns: An action with the same executions, delivering on `scheduler`.
  public func delivering<S: Scheduler & Sendable>(on scheduler: S, options: S.SchedulerOptions? = nil) -> Action {
    Action(sharingExecutionsOf: self, delivery: ActionDelivery(base: self, scheduler: scheduler, options: options))
  }
}

/// What an action made by ``Action/delivering(on:options:)`` publishes: its base action's publishers and
/// properties, each through the scheduler.
///
/// A class: each attempt carries one optional reference to it, `nil` for an action made by an initializer.
@usableFromInline
final class ActionDelivery<Input, Output, Failure: Error> {
  /// The action whose executions are shared; kept alive, so its publishers finish only when no view holds it.
  let base: Action<Input, Output, Failure>
  /// `apply(_:)`'s publisher for an attempt, delivered through the scheduler.
  let deliver: (ActionAttempt<Input, Output, Failure>) -> AnyDeferredPublisher<Output, ActionError<Failure>>
  let values: AnyPublisher<Output, Never>
  let errors: AnyPublisher<Failure, Never>
  let completed: AnyPublisher<Void, Never>
  let events: AnyPublisher<ActionEvent<Output, Failure>, Never>
  let disabledErrors: AnyPublisher<Void, Never>
  let isExecuting: Property<Bool>
  let isEnabled: Property<Bool>

  /// Builds `base`'s publishers and properties, delivered on `scheduler`.
  init<S: Scheduler & Sendable>(base: Action<Input, Output, Failure>, scheduler: S, options: S.SchedulerOptions?) {
    func delivered<Event>(_ events: AnyPublisher<Event, Never>) -> AnyPublisher<Event, Never> {
      events.receive(on: scheduler, options: options).eraseToAnyPublisher()
    }
    // Followed from the current value on, so a change made while the property is made is not missed; the
    // duplicate of the initial value that brings is dropped.
    func delivered(_ property: Property<Bool>) -> Property<Bool> {
      Property(initial: property.value, then: property.publisher.receive(on: scheduler, options: options))
        .removeDuplicates()
    }
    self.base = base
    deliver = { $0.receive(on: scheduler, options: options).eraseToAnyDeferredPublisher() }
    values = delivered(base.values)
    errors = delivered(base.errors)
    completed = delivered(base.completed)
    events = delivered(base.events)
    disabledErrors = delivered(base.disabledErrors)
    isExecuting = delivered(base.isExecuting)
    isEnabled = delivered(base.isEnabled)
  }
}
