#if !canImport(Combine)
// Combine's specialisations of operators on `Result.Publisher`: each is computed at once from the result and
// returns another `Result.Publisher` (or `Empty`), so a chain of them never subscribes to anything.

extension Result.Publisher where Output: Equatable {
  /// Whether the value equals `output`; a failure stays a failure.
  ///
  /// ```swift
  /// let cancellable = Result<Int, Never>.success(4).publisher.contains(4).sink { print($0) }
  /// // Prints "true"
  /// ```
  public func contains(_ output: Output) -> Result<Bool, Failure>.Publisher {
    Result<Bool, Failure>.Publisher(result.map { $0 == output })
  }

  /// One value has no duplicates: returns itself.
  ///
  /// ```swift
  /// let cancellable = Result<Int, Never>.success(4).publisher.removeDuplicates().sink { print($0) }
  /// // Prints "4"
  /// ```
  public func removeDuplicates() -> Result<Output, Failure>.Publisher { self }
}

extension Result.Publisher where Output: Comparable {
  /// The smallest of one value is that value: returns itself.
  ///
  /// ```swift
  /// let cancellable = Result<Int, Never>.success(4).publisher.min().sink { print($0) }
  /// // Prints "4"
  /// ```
  public func min() -> Result<Output, Failure>.Publisher { self }

  /// The largest of one value is that value: returns itself.
  ///
  /// ```swift
  /// let cancellable = Result<Int, Never>.success(4).publisher.max().sink { print($0) }
  /// // Prints "4"
  /// ```
  public func max() -> Result<Output, Failure>.Publisher { self }
}

extension Result.Publisher {
  /// Whether the value satisfies `predicate`; a failure stays a failure.
  ///
  /// ```swift
  /// let cancellable = Result<Int, Never>.success(4).publisher.allSatisfy { $0 > 3 }.sink { print($0) }
  /// // Prints "true"
  /// ```
  public func allSatisfy(_ predicate: (Output) -> Bool) -> Result<Bool, Failure>.Publisher {
    Result<Bool, Failure>.Publisher(result.map(predicate))
  }

  /// Whether the value satisfies a throwing `predicate`; a thrown error or a failure fails the publisher.
  ///
  /// ```swift
  /// let cancellable = Result<Int, Never>.success(4).publisher.tryAllSatisfy { $0 > 3 }
  ///   .sink(receiveCompletion: { _ in }, receiveValue: { print($0) })
  /// // Prints "true"
  /// ```
  public func tryAllSatisfy(_ predicate: (Output) throws -> Bool) -> Result<Bool, any Error>.Publisher {
    Result<Bool, any Error>.Publisher(result.tryMapping(predicate))
  }

  /// Whether the value satisfies `predicate`; a failure stays a failure.
  ///
  /// ```swift
  /// let cancellable = Result<Int, Never>.success(4).publisher.contains { $0 > 5 }.sink { print($0) }
  /// // Prints "false"
  /// ```
  public func contains(where predicate: (Output) -> Bool) -> Result<Bool, Failure>.Publisher {
    Result<Bool, Failure>.Publisher(result.map(predicate))
  }

  /// Whether the value satisfies a throwing `predicate`; a thrown error or a failure fails the publisher.
  ///
  /// ```swift
  /// let cancellable = Result<Int, Never>.success(4).publisher.tryContains { $0 > 5 }
  ///   .sink(receiveCompletion: { _ in }, receiveValue: { print($0) })
  /// // Prints "false"
  /// ```
  public func tryContains(where predicate: (Output) throws -> Bool) -> Result<Bool, any Error>.Publisher {
    Result<Bool, any Error>.Publisher(result.tryMapping(predicate))
  }

  /// The value in a one-element array; a failure stays a failure.
  ///
  /// ```swift
  /// let cancellable = Result<Int, Never>.success(4).publisher.collect().sink { print($0) }
  /// // Prints "[4]"
  /// ```
  public func collect() -> Result<[Output], Failure>.Publisher {
    Result<[Output], Failure>.Publisher(result.map { [$0] })
  }

  /// The smallest of one value is that value: returns itself.
  ///
  /// ```swift
  /// let cancellable = Result<Int, Never>.success(4).publisher.min(by: <).sink { print($0) }
  /// // Prints "4"
  /// ```
  public func min(by areInIncreasingOrder: (Output, Output) -> Bool) -> Result<Output, Failure>.Publisher { self }

  /// The value, unless `areInIncreasingOrder` throws when called with it twice; a thrown error fails the publisher.
  ///
  /// ```swift
  /// let cancellable = Result<Int, Never>.success(4).publisher.tryMin(by: <)
  ///   .sink(receiveCompletion: { _ in }, receiveValue: { print($0) })
  /// // Prints "4"
  /// ```
  public func tryMin(by areInIncreasingOrder: (Output, Output) throws -> Bool) -> Result<Output, any Error>.Publisher {
    Result<Output, any Error>.Publisher(result.tryChecking { _ = try areInIncreasingOrder($0, $0) })
  }

  /// The largest of one value is that value: returns itself.
  ///
  /// ```swift
  /// let cancellable = Result<Int, Never>.success(4).publisher.max(by: <).sink { print($0) }
  /// // Prints "4"
  /// ```
  public func max(by areInIncreasingOrder: (Output, Output) -> Bool) -> Result<Output, Failure>.Publisher { self }

  /// The value, unless `areInIncreasingOrder` throws when called with it twice; a thrown error fails the publisher.
  ///
  /// ```swift
  /// let cancellable = Result<Int, Never>.success(4).publisher.tryMax(by: <)
  ///   .sink(receiveCompletion: { _ in }, receiveValue: { print($0) })
  /// // Prints "4"
  /// ```
  public func tryMax(by areInIncreasingOrder: (Output, Output) throws -> Bool) -> Result<Output, any Error>.Publisher {
    Result<Output, any Error>.Publisher(result.tryChecking { _ = try areInIncreasingOrder($0, $0) })
  }

  /// A success has one value; a failure stays a failure.
  ///
  /// ```swift
  /// let cancellable = Result<Int, Never>.success(4).publisher.count().sink { print($0) }
  /// // Prints "1"
  /// ```
  public func count() -> Result<Int, Failure>.Publisher {
    Result<Int, Failure>.Publisher(result.map { _ in 1 })
  }

  /// The first of one value is that value: returns itself.
  ///
  /// ```swift
  /// let cancellable = Result<Int, Never>.success(4).publisher.first().sink { print($0) }
  /// // Prints "4"
  /// ```
  public func first() -> Result<Output, Failure>.Publisher { self }

  /// The last of one value is that value: returns itself.
  ///
  /// ```swift
  /// let cancellable = Result<Int, Never>.success(4).publisher.last().sink { print($0) }
  /// // Prints "4"
  /// ```
  public func last() -> Result<Output, Failure>.Publisher { self }

  /// An `Empty` that finishes at once, as Combine declares it (a failure is not kept).
  ///
  /// ```swift
  /// let cancellable = Result<Int, Never>.success(4).publisher.ignoreOutput()
  ///   .sink(receiveCompletion: { print($0) }, receiveValue: { print($0) })
  /// // Prints "finished"
  /// ```
  public func ignoreOutput() -> Empty<Output, Failure> { Empty() }

  /// The value transformed at once; a failure stays a failure.
  ///
  /// ```swift
  /// let cancellable = Result<Int, Never>.success(4).publisher.map { $0 * 10 }.sink { print($0) }
  /// // Prints "40"
  /// ```
  public func map<T>(_ transform: (Output) -> T) -> Result<T, Failure>.Publisher {
    Result<T, Failure>.Publisher(result.map(transform))
  }

  /// The value transformed at once by a throwing `transform`; a thrown error or a failure fails the publisher.
  ///
  /// ```swift
  /// let cancellable = Result<Int, Never>.success(4).publisher.tryMap { $0 * 10 }
  ///   .sink(receiveCompletion: { _ in }, receiveValue: { print($0) })
  /// // Prints "40"
  /// ```
  public func tryMap<T>(_ transform: (Output) throws -> T) -> Result<T, any Error>.Publisher {
    Result<T, any Error>.Publisher(result.tryMapping(transform))
  }

  /// The failure transformed at once; a value stays a value.
  ///
  /// ```swift
  /// struct Oops: Error {}
  /// struct Wrapped: Error { let cause: Oops }
  /// let cancellable = Result<Int, Oops>.failure(Oops()).publisher.mapError { Wrapped(cause: $0) }
  ///   .sink(receiveCompletion: { print($0) }, receiveValue: { print($0) })
  /// // Prints "failure(Wrapped(cause: Oops()))"
  /// ```
  public func mapError<E: Error>(_ transform: (Failure) -> E) -> Result<Output, E>.Publisher {
    Result<Output, E>.Publisher(result.mapError(transform))
  }

  /// One value has no duplicates: returns itself.
  ///
  /// ```swift
  /// let cancellable = Result<Int, Never>.success(4).publisher.removeDuplicates(by: ==).sink { print($0) }
  /// // Prints "4"
  /// ```
  public func removeDuplicates(by predicate: (Output, Output) -> Bool) -> Result<Output, Failure>.Publisher { self }

  /// The value, unless `predicate` throws when called with it twice; a thrown error fails the publisher.
  ///
  /// ```swift
  /// let cancellable = Result<Int, Never>.success(4).publisher.tryRemoveDuplicates(by: ==)
  ///   .sink(receiveCompletion: { _ in }, receiveValue: { print($0) })
  /// // Prints "4"
  /// ```
  public func tryRemoveDuplicates(
    by predicate: (Output, Output) throws -> Bool
  ) -> Result<Output, any Error>.Publisher {
    Result<Output, any Error>.Publisher(result.tryChecking { _ = try predicate($0, $0) })
  }

  /// The value, or `output` in place of a failure.
  ///
  /// ```swift
  /// struct Oops: Error {}
  /// let cancellable = Result<Int, Oops>.failure(Oops()).publisher.replaceError(with: 0).sink { print($0) }
  /// // Prints "0"
  /// ```
  public func replaceError(with output: Output) -> Result<Output, Never>.Publisher {
    switch result {
    case .success(let value): Result<Output, Never>.Publisher(value)
    case .failure: Result<Output, Never>.Publisher(output)
    }
  }

  /// A `Result.Publisher` is never empty: returns itself.
  ///
  /// ```swift
  /// let cancellable = Result<Int, Never>.success(4).publisher.replaceEmpty(with: 0).sink { print($0) }
  /// // Prints "4"
  /// ```
  public func replaceEmpty(with output: Output) -> Result<Output, Failure>.Publisher { self }

  /// Retrying gives the same result every time: returns itself.
  ///
  /// ```swift
  /// let cancellable = Result<Int, Never>.success(4).publisher.retry(3).sink { print($0) }
  /// // Prints "4"
  /// ```
  public func retry(_ times: Int) -> Result<Output, Failure>.Publisher { self }

  /// `nextPartialResult` applied once, to `initialResult` and the value, at once; a failure stays a failure.
  ///
  /// ```swift
  /// let cancellable = Result<Int, Never>.success(4).publisher.reduce(10, +).sink { print($0) }
  /// // Prints "14"
  /// ```
  public func reduce<Accumulator>(
    _ initialResult: Accumulator,
    _ nextPartialResult: (Accumulator, Output) -> Accumulator
  ) -> Result<Accumulator, Failure>.Publisher {
    Result<Accumulator, Failure>.Publisher(result.map { nextPartialResult(initialResult, $0) })
  }

  /// A throwing `nextPartialResult` applied once, at once; a thrown error or a failure fails the publisher.
  ///
  /// ```swift
  /// let cancellable = Result<Int, Never>.success(4).publisher.tryReduce(10, +)
  ///   .sink(receiveCompletion: { _ in }, receiveValue: { print($0) })
  /// // Prints "14"
  /// ```
  public func tryReduce<Accumulator>(
    _ initialResult: Accumulator,
    _ nextPartialResult: (Accumulator, Output) throws -> Accumulator
  ) -> Result<Accumulator, any Error>.Publisher {
    Result<Accumulator, any Error>.Publisher(result.tryMapping { try nextPartialResult(initialResult, $0) })
  }

  /// `nextPartialResult` applied once, to `initialResult` and the value, at once; a failure stays a failure.
  ///
  /// ```swift
  /// let cancellable = Result<Int, Never>.success(4).publisher.scan(10, +).sink { print($0) }
  /// // Prints "14"
  /// ```
  public func scan<T>(_ initialResult: T, _ nextPartialResult: (T, Output) -> T) -> Result<T, Failure>.Publisher {
    Result<T, Failure>.Publisher(result.map { nextPartialResult(initialResult, $0) })
  }

  /// A throwing `nextPartialResult` applied once, at once; a thrown error or a failure fails the publisher.
  ///
  /// ```swift
  /// let cancellable = Result<Int, Never>.success(4).publisher.tryScan(10, +)
  ///   .sink(receiveCompletion: { _ in }, receiveValue: { print($0) })
  /// // Prints "14"
  /// ```
  public func tryScan<T>(
    _ initialResult: T,
    _ nextPartialResult: (T, Output) throws -> T
  ) -> Result<T, any Error>.Publisher {
    Result<T, any Error>.Publisher(result.tryMapping { try nextPartialResult(initialResult, $0) })
  }
}

extension Result.Publisher where Failure == Never {
  /// The same value, as a publisher that can fail with `failureType` (it never does).
  ///
  /// ```swift
  /// struct Oops: Error {}
  /// let cancellable = Result<Int, Never>.success(4).publisher.setFailureType(to: Oops.self)
  ///   .sink(receiveCompletion: { _ in }, receiveValue: { print($0) })
  /// // Prints "4"
  /// ```
  public func setFailureType<E: Error>(to failureType: E.Type) -> Result<Output, E>.Publisher {
    Result<Output, E>.Publisher(result.get())
  }
}

extension Result {
  /// The value transformed by a throwing `transform`: its error, or this result's failure, becomes the failure.
  fileprivate func tryMapping<T>(_ transform: (Success) throws -> T) -> Result<T, any Error> {
    switch self {
    case .success(let value): Result<T, any Error> { try transform(value) }
    case .failure(let error): .failure(error)
    }
  }

  /// This result, unless `check` throws for its value: then the thrown error is the failure.
  fileprivate func tryChecking(_ check: (Success) throws -> Void) -> Result<Success, any Error> {
    tryMapping { value in
      try check(value)
      return value
    }
  }
}
#endif
