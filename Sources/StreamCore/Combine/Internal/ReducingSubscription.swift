#if !canImport(Combine)
/// What a reducing operator decides for one upstream value.
enum ReduceStep<Output, Failure: Error> {
  /// Keep going.
  case next
  /// Stop early with this result (cancels upstream).
  case finish(Output)
  /// Fail with this error (cancels upstream).
  case fail(Failure)
}

/// The logic of an operator that consumes all of upstream and sends at most one value at the end.
protocol ValueReducer {
  associatedtype Input
  associatedtype Output
  associatedtype UpstreamFailure: Error
  associatedtype Failure: Error

  mutating func reduce(_ input: Input) -> ReduceStep<Output, Failure>

  /// The result when upstream finishes; `nil` sends no value.
  mutating func result() -> Output?

  func mapFailure(_ failure: UpstreamFailure) -> Failure
}

extension ValueReducer where UpstreamFailure == Failure {
  func mapFailure(_ failure: UpstreamFailure) -> Failure { failure }
}

/// Drives a ``ValueReducer``: asks upstream for everything as soon as downstream has its subscription, as Combine's
/// reducing operators do (so a hot upstream's values are reduced before downstream asks for the result), and holds
/// the single result until downstream has demand.
final class ReducingSubscription<Reducer: ValueReducer, Downstream: Subscriber>: Subscriber, Subscription,
  CustomStringConvertible
where Downstream.Input == Reducer.Output, Downstream.Failure == Reducer.Failure {
  typealias Input = Reducer.Input
  typealias Failure = Reducer.UpstreamFailure

  private enum Phase {
    case running
    /// Upstream is done; the result waits for demand.
    case holding(Reducer.Output)
    case done
  }

  // `reducer` is touched only by upstream events; everything else is guarded by the pooled lock.
  private var reducer: Reducer
  private var status = SubscriptionStatus.awaitingSubscription
  private var downstream: Downstream?
  private var phase = Phase.running
  private var isRequested = false
  let description: String

  init(_ reducer: Reducer, downstream: Downstream, name: String) {
    self.reducer = reducer
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
    lock.lock()
    let upstream = status.subscription
    lock.unlock()
    upstream?.request(.unlimited)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    let lock = LockPool.lock(for: self)
    lock.lock()
    guard case .subscribed(let subscription) = status, case .running = phase else {
      lock.unlock()
      return .none
    }
    lock.unlock()
    switch reducer.reduce(input) {
    case .next:
      return .none
    case .finish(let output):
      subscription.cancel()
      finish(with: .success(output))
    case .fail(let error):
      subscription.cancel()
      finish(with: .failure(error))
    }
    return .none
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    switch completion {
    case .finished:
      finish(with: reducer.result().map { .success($0) })
    case .failure(let error):
      finish(with: .failure(reducer.mapFailure(error)))
    }
  }

  /// Ends the reduction: a failure or a missing result goes out at once, a value waits for demand.
  private func finish(with result: Result<Reducer.Output, Reducer.Failure>?) {
    let lock = LockPool.lock(for: self)
    lock.lock()
    guard case .running = phase else { return lock.unlock() }
    let endedStatus = status.terminate()
    defer { withExtendedLifetime(endedStatus) {} }  // released after unlocking: its deinit may take locks
    if case .success(let output) = result, !isRequested {
      phase = .holding(output)
      return lock.unlock()
    }
    phase = .done
    let downstream = self.downstream.take()
    lock.unlock()
    guard let downstream else { return }
    switch result {
    case .success(let output)?:
      _ = downstream.receive(output)
      downstream.receive(completion: .finished)
    case .failure(let error)?:
      downstream.receive(completion: .failure(error))
    case nil:
      downstream.receive(completion: .finished)
    }
  }

  func request(_ demand: Subscribers.Demand) {
    demand.assertValidRequest()
    let lock = LockPool.lock(for: self)
    lock.lock()
    isRequested = true
    switch phase {
    case .running:
      lock.unlock()
    case .holding(let output):
      phase = .done
      let downstream = self.downstream.take()
      lock.unlock()
      _ = downstream?.receive(output)
      downstream?.receive(completion: .finished)
    case .done:
      lock.unlock()
    }
  }

  func cancel() {
    let lock = LockPool.lock(for: self)
    lock.lock()
    let subscription = status.terminate()
    phase = .done
    let released = downstream.take()
    lock.unlock()
    subscription?.cancel()
    withExtendedLifetime(released) {}
  }
}

extension Publisher {
  /// Subscribes `subscriber` through a ``ValueReducer``.
  func subscribe<R: ValueReducer, S: Subscriber>(
    _ subscriber: S,
    through reducer: R,
    name: String
  ) where R.Input == Output, R.UpstreamFailure == Failure, S.Input == R.Output, S.Failure == R.Failure {
    subscribe(ReducingSubscription(reducer, downstream: subscriber, name: name))
  }
}

/// A ``ValueReducer`` made of closures over a piece of state: the form every reducing operator uses.
struct StepReducer<Input, State, Output, UpstreamFailure: Error, Failure: Error>: ValueReducer {
  var state: State
  let step: (inout State, Input) -> ReduceStep<Output, Failure>
  let finish: (State) -> Output?
  let failureMap: (UpstreamFailure) -> Failure

  init(
    state: State,
    failureMap: @escaping (UpstreamFailure) -> Failure,
    step: @escaping (inout State, Input) -> ReduceStep<Output, Failure>,
    finish: @escaping (State) -> Output?
  ) {
    self.state = state
    self.failureMap = failureMap
    self.step = step
    self.finish = finish
  }

  mutating func reduce(_ input: Input) -> ReduceStep<Output, Failure> {
    step(&state, input)
  }

  mutating func result() -> Output? {
    finish(state)
  }

  func mapFailure(_ failure: UpstreamFailure) -> Failure {
    failureMap(failure)
  }
}

extension StepReducer where UpstreamFailure == Failure {
  /// A reducer that passes upstream's failure through.
  init(
    state: State,
    step: @escaping (inout State, Input) -> ReduceStep<Output, Failure>,
    finish: @escaping (State) -> Output?
  ) {
    self.init(state: state, failureMap: { $0 }, step: step, finish: finish)
  }
}

extension StepReducer where Failure == any Error {
  /// A reducer whose step may throw; a thrown error fails the stream.
  init(
    state: State,
    throwingStep: @escaping (inout State, Input) throws -> ReduceStep<Output, any Error>,
    finish: @escaping (State) -> Output?
  ) {
    self.init(
      state: state,
      failureMap: { $0 },
      step: { state, input in
        do {
          return try throwingStep(&state, input)
        } catch {
          return .fail(error)
        }
      },
      finish: finish
    )
  }
}
#endif
