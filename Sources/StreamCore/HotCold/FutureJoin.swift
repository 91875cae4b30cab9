/// Joins the results of futures started together: collects each success into `Partial` and completes once with the
/// joined values, or with the first failure, then cancels the futures still running.
///
/// What `combineLatest` of two futures and of an array of futures share; each says how a success fills its
/// partial result. No user code (the completion, a future's cancellation) runs or is released under the lock.
final class FutureJoin<Partial, Joined, Failure: Error>: Cancellable {
  // Guarded by the pooled lock.
  private var partial: Partial
  private var completion: ((Result<Joined, Failure>) -> Void)?
  private var cancellables: [AnyCancellable] = []

  init(_ partial: Partial, _ completion: @escaping (Result<Joined, Failure>) -> Void) {
    self.partial = partial
    self.completion = completion
  }

  /// Keeps the started futures, to cancel them on the first failure or on cancel; cancels them at once if the join
  /// already ended while they were being started.
  func keep(_ cancellables: [AnyCancellable]) {
    let lock = LockPool.lock(for: self)
    lock.lock()
    let isDone = completion == nil
    if !isDone { self.cancellables = cancellables }
    lock.unlock()
    if isDone { cancellables.forEach { $0.cancel() } }
  }

  /// Records one future's result: `fill` stores a success in the partial result and returns the joined values once
  /// every future has succeeded.
  func receive<Value>(_ result: Result<Value, Failure>, fill: (inout Partial, Value) -> Joined?) {
    let lock = LockPool.lock(for: self)
    lock.lock()
    guard completion != nil else { return lock.unlock() }
    let outcome: Result<Joined, Failure>
    switch result {
    case .success(let value):
      guard let joined = fill(&partial, value) else { return lock.unlock() }
      outcome = .success(joined)
    case .failure(let error):
      outcome = .failure(error)
    }
    let completion = self.completion.take()
    let cancellables = self.cancellables
    self.cancellables = []
    lock.unlock()
    completion?(outcome)
    cancellables.forEach { $0.cancel() }
  }

  func cancel() {
    let lock = LockPool.lock(for: self)
    lock.lock()
    let released = completion.take()
    let cancellables = self.cancellables
    self.cancellables = []
    lock.unlock()
    // Released after unlocking: the completion's captures may have a deinit.
    withExtendedLifetime(released) {}
    cancellables.forEach { $0.cancel() }
  }
}
