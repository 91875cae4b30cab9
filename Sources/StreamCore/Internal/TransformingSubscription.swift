/// What a per-value operator decides for one upstream value.
enum TransformStep<Output, Failure: Error> {
  /// Send this value downstream.
  case emit(Output)
  /// Drop the value and ask upstream for one more.
  case skip
  /// Keep the value for later without asking upstream for more (the demand was already asked for).
  case absorb
  /// Send this value, then finish and cancel upstream.
  case emitAndFinish(Output)
  /// Finish and cancel upstream.
  case finish
  /// Fail with this error and cancel upstream.
  case fail(Failure)
}

/// The logic of a stateful per-value operator: a small value type the engine drives.
///
/// `transform` is called for each upstream value, one at a time, so it may mutate state without a lock.
protocol ValueTransformer {
  associatedtype Input
  associatedtype Output
  associatedtype UpstreamFailure: Error
  associatedtype Failure: Error

  mutating func transform(_ input: Input) -> TransformStep<Output, Failure>

  /// A last value to send when upstream finishes, before `.finished` (for example a partial buffer).
  mutating func valueBeforeFinishing() -> Output?

  /// How many values to ask upstream for when downstream asks for `demand`.
  func upstreamDemand(for demand: Subscribers.Demand) -> Subscribers.Demand

  func mapFailure(_ failure: UpstreamFailure) -> Failure
}

extension ValueTransformer {
  func upstreamDemand(for demand: Subscribers.Demand) -> Subscribers.Demand { demand }
  mutating func valueBeforeFinishing() -> Output? { nil }
}

extension ValueTransformer where UpstreamFailure == Failure {
  func mapFailure(_ failure: UpstreamFailure) -> Failure { failure }
}

/// Drives a ``ValueTransformer`` between one upstream and one downstream.
///
/// It is the upstream's subscriber and the downstream's subscription. Status is guarded by a pooled lock; the
/// transformer is touched only by upstream events, which never overlap.
final class TransformingSubscription<Transformer: ValueTransformer, Downstream: Subscriber>: Subscriber,
  Subscription, CustomStringConvertible
where Downstream.Input == Transformer.Output, Downstream.Failure == Transformer.Failure {
  typealias Input = Transformer.Input
  typealias Failure = Transformer.UpstreamFailure

  private var transformer: Transformer
  private var status = SubscriptionStatus.awaitingSubscription
  private var downstream: Downstream?
  let description: String

  init(_ transformer: Transformer, downstream: Downstream, name: String) {
    self.transformer = transformer
    self.downstream = downstream
    self.description = name
  }

  func receive(subscription: any Subscription) {
    let lock = LockPool.lock(for: self)
    lock.lock()
    guard let downstream, status.accept(subscription) else {
      lock.unlock()
      return subscription.cancel()
    }
    lock.unlock()
    downstream.receive(subscription: self)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    let lock = LockPool.lock(for: self)
    lock.lock()
    guard case .subscribed(let subscription) = status, let downstream else {
      lock.unlock()
      return .none
    }
    lock.unlock()
    switch transformer.transform(input) {
    case .emit(let output):
      return transformer.upstreamDemand(for: downstream.receive(output))
    case .skip:
      return .max(1)
    case .absorb:
      return .none
    case .emitAndFinish(let output):
      guard terminate() else { return .none }
      subscription.cancel()
      _ = downstream.receive(output)
      downstream.receive(completion: .finished)
    case .finish:
      guard terminate() else { return .none }
      subscription.cancel()
      downstream.receive(completion: .finished)
    case .fail(let error):
      guard terminate() else { return .none }
      subscription.cancel()
      downstream.receive(completion: .failure(error))
    }
    return .none
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    let lock = LockPool.lock(for: self)
    lock.lock()
    guard let downstream, !isTerminal else { return lock.unlock() }
    let endedStatus = status.terminate()
    defer { withExtendedLifetime(endedStatus) {} }  // released after unlocking: its deinit may take locks
    self.downstream = nil
    lock.unlock()
    switch completion {
    case .finished:
      if let last = transformer.valueBeforeFinishing() { _ = downstream.receive(last) }
      downstream.receive(completion: .finished)
    case .failure(let error):
      downstream.receive(completion: .failure(transformer.mapFailure(error)))
    }
  }

  func request(_ demand: Subscribers.Demand) {
    demand.assertValidRequest()
    let lock = LockPool.lock(for: self)
    lock.lock()
    let subscription = status.subscription
    lock.unlock()
    subscription?.request(transformer.upstreamDemand(for: demand))
  }

  func cancel() {
    let lock = LockPool.lock(for: self)
    lock.lock()
    let subscription = status.terminate()
    let released = downstream.take()
    lock.unlock()
    subscription?.cancel()
    withExtendedLifetime(released) {}
  }

  private var isTerminal: Bool {
    if case .terminal = status { return true }
    return false
  }

  /// Marks the subscription finished; returns `false` if it already was (a concurrent cancel won).
  private func terminate() -> Bool {
    let lock = LockPool.lock(for: self)
    lock.lock()
    guard !isTerminal else {
      lock.unlock()
      return false
    }
    // Released after unlocking: their deinits may take locks.
    let released = (status.terminate(), downstream.take())
    lock.unlock()
    withExtendedLifetime(released) {}
    return true
  }
}

extension Publisher {
  /// Subscribes `subscriber` through a ``ValueTransformer``.
  func subscribe<T: ValueTransformer, S: Subscriber>(
    _ subscriber: S,
    through transformer: T,
    name: String
  ) where T.Input == Output, T.UpstreamFailure == Failure, S.Input == T.Output, S.Failure == T.Failure {
    subscribe(TransformingSubscription(transformer, downstream: subscriber, name: name))
  }
}

/// A ``ValueTransformer`` made of closures over a piece of state: the form every stateful per-value operator uses.
struct StepTransformer<Input, State, Output, UpstreamFailure: Error, Failure: Error>: ValueTransformer {
  var state: State
  let step: (inout State, Input) -> TransformStep<Output, Failure>
  let failureMap: (UpstreamFailure) -> Failure
  var finishing: ((inout State) -> Output?)?
  var demandFactor = 1

  init(
    state: State,
    failureMap: @escaping (UpstreamFailure) -> Failure,
    step: @escaping (inout State, Input) -> TransformStep<Output, Failure>
  ) {
    self.state = state
    self.failureMap = failureMap
    self.step = step
  }

  mutating func transform(_ input: Input) -> TransformStep<Output, Failure> {
    step(&state, input)
  }

  mutating func valueBeforeFinishing() -> Output? {
    finishing?(&state)
  }

  func upstreamDemand(for demand: Subscribers.Demand) -> Subscribers.Demand {
    demandFactor == 1 ? demand : demand * demandFactor
  }

  func mapFailure(_ failure: UpstreamFailure) -> Failure {
    failureMap(failure)
  }
}

extension StepTransformer where UpstreamFailure == Failure {
  /// A transformer that passes upstream's failure through.
  init(state: State, step: @escaping (inout State, Input) -> TransformStep<Output, Failure>) {
    self.init(state: state, failureMap: { $0 }, step: step)
  }
}

extension StepTransformer where Failure == any Error {
  /// A transformer whose step may throw; a thrown error fails the stream.
  init(state: State, throwingStep: @escaping (inout State, Input) throws -> TransformStep<Output, any Error>) {
    self.init(
      state: state,
      failureMap: { $0 },
      step: { state, input in
        do {
          return try throwingStep(&state, input)
        } catch {
          return .fail(error)
        }
      }
    )
  }
}
