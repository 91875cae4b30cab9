public import StreamCore

/// Repeatable work with an input: `apply(_:)` makes a cold publisher that runs the work when subscribed, subject
/// to the action being enabled and to its ``ExecutionPolicy``.
///
/// The action publishes what all its executions do — ``values``, ``errors``, ``completed`` — and rejected
/// attempts on ``disabledErrors``; ``isExecuting`` and ``isEnabled`` are properties that change only when their
/// value changes. Releasing the action finishes all of them; executions already running continue.
///
/// ```swift
/// let save = Action<String, Bool, Never> { text in Just(!text.isEmpty) }
/// let cancellable = save.values.sink { print("saved: \($0)") }
/// let run = save.apply("draft").sink(receiveCompletion: { _ in }, receiveValue: { _ in })  // Prints "saved: true"
/// ```
///
/// See <doc:Actions> for what ``isEnabled`` means under each policy.
public final class Action<Input, Output, Failure: Error> {
  @usableFromInline let storage: ActionStorage<Input, Output, Failure>
  private let stateSubscription: AnyCancellable
  private let token = Lifetime.Token()
  /// For an action made by ``delivering(on:)``: where its events and state arrive, and the action it shares its
  /// executions with (kept alive by this one); `nil` for an action made by an initializer.
  @usableFromInline let delivery: ActionDelivery<Input, Output, Failure>?

  /// The action's lifetime: it ends when the action is deinitialized.
  ///
  /// ```swift
  /// var action: Action<Void, Int, Never>? = Action { Just(1) }
  /// action!.lifetime.observeEnded { print("gone") }
  /// action = nil  // Prints "gone"
  /// ```
  public let lifetime: Lifetime

  /// Creates an action whose work depends on a state property: `execute` receives the state value and the
  /// input, both from the snapshot that decided ``isEnabled``.
  ///
  /// ```swift
  /// let userID = MutableProperty(7)
  /// let load = Action<Void, String, Never>(state: userID, enabledIf: { $0 > 0 }) { id, _ in Just("user \(id)") }
  /// let cancellable = load.apply().sink(receiveCompletion: { _ in }, receiveValue: { print($0) })  // Prints "user 7"
  /// ```
  ///
  /// - Parameters:
  ///   - state: The property the work depends on; the action keeps it alive.
  ///   - policy: What to do with attempts made while executing.
  ///   - enabledIf: Whether a state value allows executing.
  ///   - execute: Makes the work for a state value and an input; it runs when the result is subscribed.
  public init<State: PropertyProtocol, Work: Publisher>(
    state: State,
    policy: ExecutionPolicy = .rejectWhileExecuting,
    enabledIf: @escaping (State.Value) -> Bool,
    execute: @escaping (State.Value, Input) -> Work
  ) where Work.Output == Output, Work.Failure == Failure {
    let bind = { (value: State.Value) -> ActionStorage<Input, Output, Failure>.Execute in
      { input, execution in execution.subscribe(to: execute(value, input)) }
    }
    let initial = state.value
    let storage = ActionStorage<Input, Output, Failure>(
      policy: policy,
      userEnabled: enabledIf(initial),
      execute: bind(initial)
    )
    self.storage = storage
    stateSubscription = state.newValues.sink { [state] value in
      withExtendedLifetime(state) {
        storage.update(userEnabled: enabledIf(value), execute: bind(value))
      }
    }
    delivery = nil
    lifetime = Lifetime(token)
  }

  /// The same executions as `base`'s, delivered as `delivery` says: what ``delivering(on:)`` returns.
  init(sharingExecutionsOf base: Action, delivery: ActionDelivery<Input, Output, Failure>) {
    storage = base.storage
    stateSubscription = AnyCancellable {}
    self.delivery = delivery
    lifetime = Lifetime(token)
  }

  /// Creates an action, always enabled, whose work depends on a state property: `execute` receives the state
  /// value current when the attempt starts, and the input.
  ///
  /// ```swift
  /// let userID = MutableProperty(7)
  /// let load = Action<String, String, Never>(state: userID) { id, tab in Just("user \(id), \(tab)") }
  /// let cancellable = load.apply("posts").sink(receiveCompletion: { _ in }, receiveValue: { print($0) })
  /// // Prints "user 7, posts"
  /// ```
  ///
  /// - Parameters:
  ///   - state: The property the work depends on; the action keeps it alive.
  ///   - policy: What to do with attempts made while executing.
  ///   - execute: Makes the work for a state value and an input; it runs when the result is subscribed.
  public convenience init<State: PropertyProtocol, Work: Publisher>(
    state: State,
    policy: ExecutionPolicy = .rejectWhileExecuting,
    execute: @escaping (State.Value, Input) -> Work
  ) where Work.Output == Output, Work.Failure == Failure {
    self.init(state: state, policy: policy, enabledIf: { _ in true }, execute: execute)
  }

  /// Creates an action that is enabled while `enabledIf` is true.
  ///
  /// ```swift
  /// let isOnline = MutableProperty(false)
  /// let sync = Action<Void, Int, Never>(enabledIf: isOnline) { Just(1) }
  /// print(sync.isEnabled.value)  // Prints "false"
  /// ```
  ///
  /// - Parameters:
  ///   - enabledIf: Whether the action may execute; the action keeps it alive.
  ///   - policy: What to do with attempts made while executing.
  ///   - execute: Makes the work for an input; it runs when the result is subscribed.
  public convenience init<Work: Publisher>(
    enabledIf: some PropertyProtocol<Bool> = Property(value: true),
    policy: ExecutionPolicy = .rejectWhileExecuting,
    execute: @escaping (Input) -> Work
  ) where Work.Output == Output, Work.Failure == Failure {
    self.init(state: enabledIf, policy: policy, enabledIf: { $0 }, execute: { _, input in execute(input) })
  }

  /// Creates an action that is enabled while `state` is not `nil`, and works with the unwrapped state.
  ///
  /// ```swift
  /// let draft = MutableProperty<String?>(nil)
  /// let send = Action<Void, String, Never>(unwrapping: draft) { text, _ in Just(text) }
  /// print(send.isEnabled.value)  // Prints "false"
  /// draft.value = "hi"
  /// print(send.isEnabled.value)  // Prints "true"
  /// ```
  public convenience init<Wrapped, Work: Publisher>(
    unwrapping state: some PropertyProtocol<Wrapped?>,
    policy: ExecutionPolicy = .rejectWhileExecuting,
    execute: @escaping (Wrapped, Input) -> Work
  ) where Work.Output == Output, Work.Failure == Failure {
    self.init(
      state: state,
      policy: policy,
      enabledIf: { $0 != nil },
      execute: { value, input in
        // Only reached for a snapshot that enabled the action, so the value is present.
        guard let value else { trap("Action(unwrapping:): executed with a nil state") }
        return execute(value, input)
      }
    )
  }

  deinit {
    stateSubscription.cancel()
    // A delivering action's publishers finish with the action it shares its executions with, which it releases next.
    if delivery == nil { storage.finishPublishers() }
  }

  /// A cold publisher, typed as one (an `AnyDeferredPublisher`), that, when subscribed, runs the work for `input` —
  /// or fails with ``ActionError/disabled`` if the action is disabled or its policy rejects the attempt.
  ///
  /// ```swift
  /// let double = Action<Int, Int, Never> { Just($0 * 2) }
  /// let cancellable = double.apply(21).sink(receiveCompletion: { _ in }, receiveValue: { print($0) })  // Prints "42"
  /// ```
  ///
  /// - Parameter input: The input of the work.
  /// - Returns: The execution's values, then its completion; its failure wrapped in
  ///   ``ActionError/producerFailed(_:)``.
  @inlinable
  public func apply(_ input: Input) -> AnyDeferredPublisher<Output, ActionError<Failure>> {
    // Inlinable: the caller, which knows the types, makes the publisher and its type-erasing box.
    AnyDeferredPublisher(ActionAttempt(storage: storage, input: input, delivery: delivery))
  }

  /// Cancels every execution in flight and every attempt waiting in the queue.
  ///
  /// Their subscribers receive nothing more from cancelled executions; waiting attempts finish without
  /// running.
  ///
  /// ```swift
  /// let work = PassthroughSubject<Int, Never>()
  /// let upload = Action<Void, Int, Never> { work }
  /// let run = upload.apply().sink(receiveCompletion: { _ in }, receiveValue: { _ in })
  /// upload.cancel()
  /// print(upload.isExecuting.value)  // Prints "false"
  /// ```
  public func cancel() {
    storage.cancelAll()
  }

  /// Whether an execution is in flight; changes only when its value changes.
  ///
  /// ```swift
  /// let work = PassthroughSubject<Int, Never>()
  /// let upload = Action<Void, Int, Never> { work }
  /// let run = upload.apply().sink(receiveCompletion: { _ in }, receiveValue: { _ in })
  /// print(upload.isExecuting.value)  // Prints "true"
  /// work.send(completion: .finished)
  /// print(upload.isExecuting.value)  // Prints "false"
  /// ```
  public var isExecuting: Property<Bool> {
    delivery?.isExecuting ?? Property(storage: storage.isExecuting, sources: [])
  }

  /// Whether an attempt made now would run (or, with ``ExecutionPolicy/queue``, be queued); changes only when its
  /// value changes.
  ///
  /// ```swift
  /// let work = PassthroughSubject<Int, Never>()
  /// let upload = Action<Void, Int, Never> { work }
  /// let cancellable = upload.isEnabled.publisher.sink { print($0) }  // Prints "true"
  /// let run = upload.apply().sink(receiveCompletion: { _ in }, receiveValue: { _ in })  // Prints "false"
  /// work.send(completion: .finished)  // Prints "true"
  /// ```
  public var isEnabled: Property<Bool> {
    delivery?.isEnabled ?? Property(storage: storage.isEnabled, sources: [])
  }

  /// Every value of every execution.
  ///
  /// ```swift
  /// let double = Action<Int, Int, Never> { Just($0 * 2) }
  /// let cancellable = double.values.sink { print($0) }
  /// let run = double.apply(4).sink(receiveCompletion: { _ in }, receiveValue: { _ in })  // Prints "8"
  /// ```
  public var values: AnyPublisher<Output, Never> {
    delivery?.values ?? storage.values.eraseToAnyPublisher()
  }

  /// The failure of every execution that failed.
  ///
  /// ```swift
  /// struct Offline: Error {}
  /// let sync = Action<Void, Int, Offline> { Fail(error: Offline()) }
  /// let cancellable = sync.errors.sink { print($0) }
  /// let run = sync.apply().sink(receiveCompletion: { _ in }, receiveValue: { _ in })  // Prints "Offline()"
  /// ```
  public var errors: AnyPublisher<Failure, Never> {
    delivery?.errors ?? storage.errors.eraseToAnyPublisher()
  }

  /// An event for every execution that finished successfully.
  ///
  /// ```swift
  /// let save = Action<Int, Int, Never> { Just($0) }
  /// let cancellable = save.completed.sink { print("saved") }
  /// let run = save.apply(1).sink(receiveCompletion: { _ in }, receiveValue: { _ in })  // Prints "saved"
  /// ```
  public var completed: AnyPublisher<Void, Never> {
    delivery?.completed ?? storage.completed.eraseToAnyPublisher()
  }

  /// Every execution's events: its values, then ``ActionEvent/completed``, ``ActionEvent/failed(_:)`` or
  /// ``ActionEvent/interrupted``.
  ///
  /// ```swift
  /// let search = Action<String, String, Never>(policy: .cancelPrevious) { query in
  ///   PassthroughSubject<String, Never>()
  /// }
  /// let events = search.events.sink { print($0) }
  /// let first = search.apply("a").sink { _ in }
  /// let second = search.apply("ab").sink { _ in }  // Prints "interrupted"
  /// ```
  public var events: AnyPublisher<ActionEvent<Output, Failure>, Never> {
    delivery?.events ?? storage.events.eraseToAnyPublisher()
  }

  /// An event for every attempt rejected with ``ActionError/disabled``.
  ///
  /// ```swift
  /// let save = Action<Int, Int, Never>(enabledIf: Property(value: false)) { Just($0) }
  /// let cancellable = save.disabledErrors.sink { print("rejected") }
  /// let run = save.apply(1).sink(receiveCompletion: { _ in }, receiveValue: { _ in })  // Prints "rejected"
  /// ```
  public var disabledErrors: AnyPublisher<Void, Never> {
    delivery?.disabledErrors ?? storage.disabledErrors.eraseToAnyPublisher()
  }
}

extension Action where Input == Void {
  /// ``apply(_:)`` for an action without input.
  ///
  /// ```swift
  /// let refresh = Action<Void, Int, Never> { Just(1) }
  /// let cancellable = refresh.apply().sink(receiveCompletion: { _ in }, receiveValue: { print($0) })  // Prints "1"
  /// ```
  public func apply() -> AnyDeferredPublisher<Output, ActionError<Failure>> {
    apply(())
  }

  /// Creates an action without input, enabled while `state` is not `nil`, whose work takes the unwrapped state.
  ///
  /// ```swift
  /// let draft = MutableProperty<String?>("hi")
  /// let send = Action<Void, String, Never>(unwrapping: draft) { Just($0.uppercased()) }
  /// let cancellable = send.apply().sink(receiveCompletion: { _ in }, receiveValue: { print($0) })  // Prints "HI"
  /// ```
  ///
  /// - Parameters:
  ///   - state: The optional property the work depends on; the action keeps it alive.
  ///   - policy: What to do with attempts made while executing.
  ///   - execute: Makes the work for the unwrapped state value; it runs when the result is subscribed.
  public convenience init<Wrapped, Work: Publisher>(
    unwrapping state: some PropertyProtocol<Wrapped?>,
    policy: ExecutionPolicy = .rejectWhileExecuting,
    execute: @escaping (Wrapped) -> Work
  ) where Work.Output == Output, Work.Failure == Failure {
    self.init(unwrapping: state, policy: policy) { value, _ in execute(value) }
  }

  /// Creates an action without input, always enabled, whose work takes the state value current when the attempt
  /// starts.
  ///
  /// ```swift
  /// let page = MutableProperty(2)
  /// let load = Action<Void, String, Never>(state: page) { Just("page \($0)") }
  /// let cancellable = load.apply().sink(receiveCompletion: { _ in }, receiveValue: { print($0) })  // Prints "page 2"
  /// ```
  ///
  /// - Parameters:
  ///   - state: The property the work depends on; the action keeps it alive.
  ///   - policy: What to do with attempts made while executing.
  ///   - execute: Makes the work for a state value; it runs when the result is subscribed.
  public convenience init<State: PropertyProtocol, Work: Publisher>(
    state: State,
    policy: ExecutionPolicy = .rejectWhileExecuting,
    execute: @escaping (State.Value) -> Work
  ) where Work.Output == Output, Work.Failure == Failure {
    self.init(state: state, policy: policy) { value, _ in execute(value) }
  }
}
