// The event shorthands on a future: the ones that see only its result keep it a `DeferredFuture`.

extension DeferredFutureProtocol {
  /// Calls `receiveValue` with the future's value before it is delivered, keeping the result a future.
  ///
  /// ```swift
  /// let future = DeferredFuture<Int, Never> { $0(.success(1)) }.handleValue { print("saw \($0)") }
  /// let cancellable = future.sink { print($0) }
  /// // Prints "saw 1", then "1"
  /// ```
  ///
  /// - Parameter receiveValue: Called once per run that succeeds; `nil` does nothing.
  /// - Returns: A ``DeferredFuture`` with the same result.
  public func handleValue(_ receiveValue: (@Sendable (Output) -> Void)? = nil) -> DeferredFuture<Output, Failure> {
    handleResult { if case .success(let value) = $0 { receiveValue?(value) } }
  }

  /// Calls `receiveError` with the future's failure before it is delivered, keeping the result a future.
  ///
  /// ```swift
  /// let future = DeferredFuture<Int, URLError> { $0(.failure(URLError(.timedOut))) }
  ///   .handleError { print("failed: \($0.code.rawValue)") }
  /// let cancellable = future.sink(receiveCompletion: { _ in }, receiveValue: { _ in })
  /// // Prints "failed: -1001"
  /// ```
  ///
  /// - Parameter receiveError: Called once per run that fails; `nil` does nothing.
  /// - Returns: A ``DeferredFuture`` with the same result.
  public func handleError(_ receiveError: (@Sendable (Failure) -> Void)? = nil) -> DeferredFuture<Output, Failure> {
    handleResult { if case .failure(let error) = $0 { receiveError?(error) } }
  }

  /// Calls `receiveFinished` when the future succeeds, before its result is delivered, keeping the result a future.
  ///
  /// ```swift
  /// let future = DeferredFuture<Int, Never> { $0(.success(1)) }.handleFinished { print("done") }
  /// let cancellable = future.sink { print($0) }
  /// // Prints "done", then "1"
  /// ```
  ///
  /// - Parameter receiveFinished: Called once per run that succeeds; `nil` does nothing.
  /// - Returns: A ``DeferredFuture`` with the same result.
  public func handleFinished(_ receiveFinished: (@Sendable () -> Void)? = nil) -> DeferredFuture<Output, Failure> {
    handleResult { if case .success = $0 { receiveFinished?() } }
  }

  private func handleResult(_ body: @escaping (Result<Output, Failure>) -> Void) -> DeferredFuture<Output, Failure> {
    DeferredFuture(starting: { completion in
      self.start { result in
        body(result)
        completion(result)
      }
    })
  }
}
