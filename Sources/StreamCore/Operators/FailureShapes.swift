// CombineEx's failure-type shorthands, each a Combine operator under another name.

extension Publisher where Failure == Never {
  /// Gives a publisher that cannot fail the failure type `NewFailure`: `setFailureType(to:)` with the type inferred.
  ///
  /// ```swift
  /// func load() -> AnyPublisher<Int, URLError> { Just(1).promoteFailure().eraseToAnyPublisher() }
  /// ```
  ///
  /// - Returns: The same values, typed to fail with `NewFailure`.
  public func promoteFailure<NewFailure: Error>() -> Publishers.SetFailureType<Self, NewFailure> {
    setFailureType(to: NewFailure.self)
  }
}

extension Publisher {
  /// Ends the stream quietly instead of failing: a failure becomes `.finished`, and the failure type becomes
  /// `Never`.
  ///
  /// ```swift
  /// let cancellable = Fail<Int, URLError>(error: URLError(.timedOut)).demoteFailure().sink(
  ///   receiveCompletion: { print($0) },
  ///   receiveValue: { print($0) }
  /// )
  /// // Prints "finished"
  /// ```
  ///
  /// - Returns: A publisher of the same values that cannot fail.
  public func demoteFailure() -> Publishers.Catch<Self, Empty<Output, Never>> {
    self.catch { _ in Empty<Output, Never>() }
  }

  /// Ends the stream quietly instead of failing, keeping the failure type: a failure becomes `.finished`.
  ///
  /// ```swift
  /// let cancellable = Fail<Int, URLError>(error: URLError(.timedOut)).ignoreFailure().sink(
  ///   receiveCompletion: { print($0) },
  ///   receiveValue: { print($0) }
  /// )
  /// // Prints "finished"
  /// ```
  ///
  /// - Returns: A publisher of the same values that finishes where this one fails.
  // Disfavoured: where CombineCommunity's CombineExt is imported too, its `ignoreFailure(completeImmediately:)`,
  // which makes the failure `Never`, is the one its users wrote against.
  @_disfavoredOverload
  public func ignoreFailure() -> Publishers.Catch<Self, Empty<Output, Failure>> {
    self.catch { _ in Empty<Output, Failure>() }
  }
}

extension DeferredFutureProtocol where Failure == Never {
  /// Gives a future that cannot fail the failure type `NewFailure`, keeping it a future.
  ///
  /// ```swift
  /// let answer: DeferredFuture<Int, URLError> = DeferredFuture<Int, Never> { $0(.success(42)) }.promoteFailure()
  /// ```
  ///
  /// - Returns: A ``DeferredFuture`` with the same value.
  public func promoteFailure<NewFailure: Error>() -> DeferredFuture<Output, NewFailure> {
    DeferredFuture(starting: { completion in
      self.start { result in
        switch result {
        case .success(let value): completion(.success(value))
        }
      }
    })
  }
}
