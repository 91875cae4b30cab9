extension Publisher {
  /// Types the failure as the ``CompositeError`` `NewFailure`, inferred: each failure becomes
  /// `NewFailure.wrappingAllCases(error)`. A cold publisher stays cold.
  ///
  /// ```swift
  /// func load() -> AnyPublisher<Data, LoadError> {
  ///   URLSession.shared.dataTaskPublisher(for: url).map(\.data).wrapWithCompositeFailure().eraseToAnyPublisher()
  /// }
  /// ```
  ///
  /// - Returns: A `mapError` into `NewFailure`.
  public func wrapWithCompositeFailure<NewFailure: CompositeError>() -> Publishers.MapError<Self, NewFailure> {
    mapError { NewFailure.wrappingAllCases($0) }
  }

  /// Types the failure as the ``CompositeError`` `type`: each failure becomes `type.wrappingAllCases(error)`.
  ///
  /// ```swift
  /// let typed = Fail<Int, NetworkError>(error: .offline).wrapWithCompositeFailure(LoadError.self)
  /// let cancellable = typed.sink(receiveCompletion: { print($0) }, receiveValue: { _ in })
  /// // Prints "failure(LoadError.network(NetworkError.offline))"
  /// ```
  ///
  /// - Parameter type: The composite error type.
  /// - Returns: A `mapError` into `type`.
  public func wrapWithCompositeFailure<NewFailure: CompositeError>(
    _ type: NewFailure.Type
  ) -> Publishers.MapError<Self, NewFailure> {
    mapError { NewFailure.wrappingAllCases($0) }
  }
}

extension DeferredFutureProtocol {
  /// Types the future's failure as the ``CompositeError`` `NewFailure`, inferred, keeping it a future.
  ///
  /// ```swift
  /// let load: DeferredFuture<Int, LoadError> = DeferredFuture<Int, NetworkError> { $0(.failure(.offline)) }
  ///   .wrapWithCompositeFailure()
  /// ```
  ///
  /// - Returns: A ``DeferredFuture`` failing with `NewFailure`.
  public func wrapWithCompositeFailure<NewFailure: CompositeError>() -> DeferredFuture<Output, NewFailure> {
    DeferredFuture(starting: { completion in
      self.start { completion($0.mapError { NewFailure.wrappingAllCases($0) }) }
    })
  }

  /// Types the future's failure as the ``CompositeError`` `type`, keeping it a future.
  ///
  /// ```swift
  /// let load = DeferredFuture<Int, NetworkError> { $0(.failure(.offline)) }.wrapWithCompositeFailure(LoadError.self)
  /// ```
  ///
  /// - Parameter type: The composite error type.
  /// - Returns: A ``DeferredFuture`` failing with `type`.
  public func wrapWithCompositeFailure<NewFailure: CompositeError>(
    _ type: NewFailure.Type
  ) -> DeferredFuture<Output, NewFailure> {
    wrapWithCompositeFailure()
  }
}
