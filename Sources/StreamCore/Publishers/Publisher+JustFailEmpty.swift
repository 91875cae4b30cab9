// CombineEx's erased factories, spelled on the publisher type the caller returns.

extension Publisher {
  /// An erased publisher that sends `value` and finishes, typed to this publisher's output and failure.
  ///
  /// ```swift
  /// func cached() -> AnyPublisher<Int, URLError> { .just(42) }
  /// let cancellable = cached().sink(receiveCompletion: { print($0) }, receiveValue: { print($0) })
  /// // Prints "42", then "finished"
  /// ```
  public static func just(_ value: Output) -> AnyPublisher<Output, Failure> {
    Just(value).setFailureType(to: Failure.self).eraseToAnyPublisher()
  }

  /// An erased publisher that fails at once with `failure`.
  ///
  /// ```swift
  /// func offline() -> AnyPublisher<Int, URLError> { .fail(URLError(.notConnectedToInternet)) }
  /// ```
  public static func fail(_ failure: Failure) -> AnyPublisher<Output, Failure> {
    Fail(error: failure).eraseToAnyPublisher()
  }

  /// An erased publisher that finishes at once without a value.
  ///
  /// ```swift
  /// func nothing() -> AnyPublisher<Int, Never> { .empty() }
  /// let cancellable = nothing().sink(receiveCompletion: { print($0) }, receiveValue: { print($0) })
  /// // Prints "finished"
  /// ```
  public static func empty() -> AnyPublisher<Output, Failure> {
    Empty().eraseToAnyPublisher()
  }
}
