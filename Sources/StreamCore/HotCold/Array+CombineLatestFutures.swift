extension Array where Element: DeferredFutureProtocol {
  /// Runs every future at once and succeeds with all their values, in order; fails as soon as one fails,
  /// cancelling the rest. An empty array succeeds with `[]`.
  ///
  /// ```swift
  /// let all = [DeferredFuture<Int, Never> { $0(.success(1)) }, DeferredFuture { $0(.success(2)) }].combineLatest()
  /// let cancellable = all.sink { print($0) }
  /// // Prints "[1, 2]"
  /// ```
  ///
  /// - Returns: A ``DeferredFuture`` of the values in the array's order.
  public func combineLatest() -> DeferredFuture<[Element.Output], Element.Failure> {
    let futures = self
    return DeferredFuture(starting: { completion in
      guard !futures.isEmpty else {
        completion(.success([]))
        return AnyCancellable {}
      }
      let join = FutureJoin<Element.Output, Element.Failure>(count: futures.count, completion)
      join.keep(futures.indices.map { index in futures[index].start { join.receive($0, at: index) } })
      return AnyCancellable(join)
    })
  }
}

/// Joins the results of several futures, in order.
private final class FutureJoin<Output, Failure: Error>: Cancellable {
  // Guarded by the pooled lock.
  private var values: [Output?]
  private var remaining: Int
  private var completion: ((Result<[Output], Failure>) -> Void)?
  private var cancellables: [AnyCancellable] = []

  init(count: Int, _ completion: @escaping (Result<[Output], Failure>) -> Void) {
    values = Array(repeating: nil, count: count)
    remaining = count
    self.completion = completion
  }

  func keep(_ cancellables: [AnyCancellable]) {
    let lock = LockPool.lock(for: self)
    lock.lock()
    let isDone = completion == nil
    if !isDone { self.cancellables = cancellables }
    lock.unlock()
    if isDone { cancellables.forEach { $0.cancel() } }
  }

  func receive(_ result: Result<Output, Failure>, at index: Int) {
    let lock = LockPool.lock(for: self)
    lock.lock()
    guard completion != nil else { return lock.unlock() }
    let outcome: Result<[Output], Failure>
    switch result {
    case .success(let value):
      values[index] = value
      remaining -= 1
      guard remaining == 0 else { return lock.unlock() }
      outcome = .success(values.map { $0! })
    case .failure(let error):
      outcome = .failure(error)
    }
    let completion = self.completion.take()
    let cancellables = self.cancellables
    self.cancellables = []
    values = []
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
    withExtendedLifetime(released) {}
    cancellables.forEach { $0.cancel() }
  }
}
