#if !canImport(Combine)
// Combine's specialisations of operators on `Just`: each runs its closure at once, on the one value, and returns
// a `Just`, a `Result.Publisher`, an `Optional.Publisher` or an `Empty` instead of an operator stage.

extension Just where Output: Comparable {
  /// The smallest value of a `Just` is its value.
  ///
  /// ```swift
  /// let cancellable = Just(3).min().sink { print($0) }
  /// // Prints "3"
  /// ```
  public func min() -> Just<Output> { self }

  /// The largest value of a `Just` is its value.
  ///
  /// ```swift
  /// let cancellable = Just(3).max().sink { print($0) }
  /// // Prints "3"
  /// ```
  public func max() -> Just<Output> { self }
}

extension Just where Output: Equatable {
  /// Whether the value equals `output`, at once.
  ///
  /// ```swift
  /// let cancellable = Just(3).contains(3).sink { print($0) }
  /// // Prints "true"
  /// ```
  public func contains(_ output: Output) -> Just<Bool> { Just<Bool>(self.output == output) }

  /// A `Just` has no duplicates: returns itself.
  ///
  /// ```swift
  /// let cancellable = Just(3).removeDuplicates().sink { print($0) }
  /// // Prints "3"
  /// ```
  public func removeDuplicates() -> Just<Output> { self }
}

extension Just {
  /// Whether the value satisfies `predicate`, evaluated at once.
  ///
  /// ```swift
  /// let cancellable = Just(4).allSatisfy { $0.isMultiple(of: 2) }.sink { print($0) }
  /// // Prints "true"
  /// ```
  public func allSatisfy(_ predicate: (Output) -> Bool) -> Just<Bool> { Just<Bool>(predicate(output)) }

  /// Whether the value satisfies a throwing `predicate`, evaluated at once; a thrown error fails the publisher.
  ///
  /// ```swift
  /// let cancellable = Just(4).tryAllSatisfy { $0 > 0 }
  ///   .sink(receiveCompletion: { _ in }, receiveValue: { print($0) })
  /// // Prints "true"
  /// ```
  public func tryAllSatisfy(_ predicate: (Output) throws -> Bool) -> Result<Bool, any Error>.Publisher {
    Result<Bool, any Error>.Publisher(Result { try predicate(output) })
  }

  /// Whether the value satisfies `predicate`, evaluated at once.
  ///
  /// ```swift
  /// let cancellable = Just(4).contains { $0 > 3 }.sink { print($0) }
  /// // Prints "true"
  /// ```
  public func contains(where predicate: (Output) -> Bool) -> Just<Bool> { Just<Bool>(predicate(output)) }

  /// Whether the value satisfies a throwing `predicate`, evaluated at once; a thrown error fails the publisher.
  ///
  /// ```swift
  /// let cancellable = Just(4).tryContains { $0 > 3 }
  ///   .sink(receiveCompletion: { _ in }, receiveValue: { print($0) })
  /// // Prints "true"
  /// ```
  public func tryContains(where predicate: (Output) throws -> Bool) -> Result<Bool, any Error>.Publisher {
    Result<Bool, any Error>.Publisher(Result { try predicate(output) })
  }

  /// The value in a one-element array.
  ///
  /// ```swift
  /// let cancellable = Just(4).collect().sink { print($0) }
  /// // Prints "[4]"
  /// ```
  public func collect() -> Just<[Output]> { Just<[Output]>([output]) }

  /// The smallest value of a `Just` is its value; `areInIncreasingOrder` is not called.
  ///
  /// ```swift
  /// let cancellable = Just(4).min(by: <).sink { print($0) }
  /// // Prints "4"
  /// ```
  public func min(by areInIncreasingOrder: (Output, Output) -> Bool) -> Just<Output> { self }

  /// The largest value of a `Just` is its value; `areInIncreasingOrder` is not called.
  ///
  /// ```swift
  /// let cancellable = Just(4).max(by: <).sink { print($0) }
  /// // Prints "4"
  /// ```
  public func max(by areInIncreasingOrder: (Output, Output) -> Bool) -> Just<Output> { self }

  /// A `Just` has one value.
  ///
  /// ```swift
  /// let cancellable = Just("a").count().sink { print($0) }
  /// // Prints "1"
  /// ```
  public func count() -> Just<Int> { Just<Int>(1) }

  /// The value if `count` is zero, otherwise nothing. Traps if `count` is negative.
  ///
  /// ```swift
  /// let cancellable = Just(4).dropFirst().sink(receiveCompletion: { print($0) }, receiveValue: { print($0) })
  /// // Prints "finished"
  /// ```
  public func dropFirst(_ count: Int = 1) -> Optional<Output>.Publisher {
    require(count >= 0, "Just.dropFirst(\(count)): count must not be negative")
    return Optional<Output>.Publisher(count > 0 ? nil : output)
  }

  /// The value unless it satisfies `predicate`.
  ///
  /// ```swift
  /// let cancellable = Just(4).drop { $0 < 3 }.sink { print($0) }
  /// // Prints "4"
  /// ```
  public func drop(while predicate: (Output) -> Bool) -> Optional<Output>.Publisher {
    Optional<Output>.Publisher(predicate(output) ? nil : output)
  }

  /// The first value of a `Just` is its value.
  ///
  /// ```swift
  /// let cancellable = Just(4).first().sink { print($0) }
  /// // Prints "4"
  /// ```
  public func first() -> Just<Output> { self }

  /// The value if it satisfies `predicate`, otherwise nothing.
  ///
  /// ```swift
  /// let cancellable = Just(4).first { $0 > 3 }.sink { print($0) }
  /// // Prints "4"
  /// ```
  public func first(where predicate: (Output) -> Bool) -> Optional<Output>.Publisher {
    Optional<Output>.Publisher(predicate(output) ? output : nil)
  }

  /// The last value of a `Just` is its value.
  ///
  /// ```swift
  /// let cancellable = Just(4).last().sink { print($0) }
  /// // Prints "4"
  /// ```
  public func last() -> Just<Output> { self }

  /// The value if it satisfies `predicate`, otherwise nothing.
  ///
  /// ```swift
  /// let cancellable = Just(4).last { $0 > 5 }.sink(receiveCompletion: { print($0) }, receiveValue: { print($0) })
  /// // Prints "finished"
  /// ```
  public func last(where predicate: (Output) -> Bool) -> Optional<Output>.Publisher {
    Optional<Output>.Publisher(predicate(output) ? output : nil)
  }

  /// Finishes without the value.
  ///
  /// ```swift
  /// let cancellable = Just(4).ignoreOutput().sink(receiveCompletion: { print($0) }, receiveValue: { _ in })
  /// // Prints "finished"
  /// ```
  public func ignoreOutput() -> Empty<Output, Never> { Empty() }

  /// The transformed value, computed at once.
  ///
  /// ```swift
  /// let cancellable = Just(4).map { $0 * 10 }.sink { print($0) }
  /// // Prints "40"
  /// ```
  public func map<T>(_ transform: (Output) -> T) -> Just<T> { Just<T>(transform(output)) }

  /// The value transformed by a throwing closure, computed at once; a thrown error fails the publisher.
  ///
  /// ```swift
  /// let cancellable = Just("4").tryMap { try Int($0) ?? { throw CocoaError(.formatting) }() }
  ///   .sink(receiveCompletion: { _ in }, receiveValue: { print($0) })
  /// // Prints "4"
  /// ```
  public func tryMap<T>(_ transform: (Output) throws -> T) -> Result<T, any Error>.Publisher {
    Result<T, any Error>.Publisher(Result { try transform(output) })
  }

  /// The transformed value, or nothing if the transform returns `nil`.
  ///
  /// ```swift
  /// let cancellable = Just("4").compactMap { Int($0) }.sink { print($0) }
  /// // Prints "4"
  /// ```
  public func compactMap<T>(_ transform: (Output) -> T?) -> Optional<T>.Publisher {
    Optional<T>.Publisher(transform(output))
  }

  /// The value if it satisfies `isIncluded`, otherwise nothing.
  ///
  /// ```swift
  /// let cancellable = Just(4).filter { $0 > 5 }.sink(receiveCompletion: { print($0) }, receiveValue: { print($0) })
  /// // Prints "finished"
  /// ```
  public func filter(_ isIncluded: (Output) -> Bool) -> Optional<Output>.Publisher {
    Optional<Output>.Publisher(isIncluded(output) ? output : nil)
  }

  /// The value if `index` is zero, otherwise nothing. Traps if `index` is negative.
  ///
  /// ```swift
  /// let cancellable = Just(4).output(at: 0).sink { print($0) }
  /// // Prints "4"
  /// ```
  public func output(at index: Int) -> Optional<Output>.Publisher {
    require(index >= 0, "Just.output(at: \(index)): index must not be negative")
    return Optional<Output>.Publisher(index == 0 ? output : nil)
  }

  /// The value if `range` starts at zero, otherwise nothing (Combine's rule, kept for parity).
  ///
  /// ```swift
  /// let cancellable = Just(4).output(in: 0..<3).sink { print($0) }
  /// // Prints "4"
  /// ```
  public func output<R: RangeExpression>(in range: R) -> Optional<Output>.Publisher where R.Bound == Int {
    let bounds = range.relative(to: 0..<Int.max)
    require(bounds.lowerBound >= 0, "Just.output(in: \(range)): the range must not start below zero")
    return Optional<Output>.Publisher(bounds.lowerBound == 0 ? output : nil)
  }

  /// The value if `maxLength` is positive, otherwise nothing. Traps if `maxLength` is negative.
  ///
  /// ```swift
  /// let cancellable = Just(4).prefix(1).sink { print($0) }
  /// // Prints "4"
  /// ```
  public func prefix(_ maxLength: Int) -> Optional<Output>.Publisher {
    require(maxLength >= 0, "Just.prefix(\(maxLength)): maxLength must not be negative")
    return Optional<Output>.Publisher(maxLength > 0 ? output : nil)
  }

  /// The value if it satisfies `predicate`, otherwise nothing.
  ///
  /// ```swift
  /// let cancellable = Just(4).prefix { $0 < 5 }.sink { print($0) }
  /// // Prints "4"
  /// ```
  public func prefix(while predicate: (Output) -> Bool) -> Optional<Output>.Publisher {
    Optional<Output>.Publisher(predicate(output) ? output : nil)
  }

  /// The same value, typed as able to fail with `failureType`.
  ///
  /// ```swift
  /// let publisher: Result<Int, URLError>.Publisher = Just(4).setFailureType(to: URLError.self)
  /// let cancellable = publisher.sink(receiveCompletion: { _ in }, receiveValue: { print($0) })
  /// // Prints "4"
  /// ```
  public func setFailureType<E: Error>(to failureType: E.Type) -> Result<Output, E>.Publisher {
    Result<Output, E>.Publisher(output)
  }

  /// The same value, typed as able to fail with the error type `transform` returns; `transform` is never called.
  ///
  /// ```swift
  /// struct Oops: Error {}
  /// let cancellable = Just(4).mapError { _ in Oops() }
  ///   .sink(receiveCompletion: { _ in }, receiveValue: { print($0) })
  /// // Prints "4"
  /// ```
  public func mapError<E: Error>(_ transform: (Never) -> E) -> Result<Output, E>.Publisher {
    Result<Output, E>.Publisher(output)
  }

  /// A `Just` has no duplicates: returns itself; `predicate` is not called.
  ///
  /// ```swift
  /// let cancellable = Just(4).removeDuplicates(by: ==).sink { print($0) }
  /// // Prints "4"
  /// ```
  public func removeDuplicates(by predicate: (Output, Output) -> Bool) -> Just<Output> { self }

  /// The value, unless `predicate` throws when called with it twice; a thrown error fails the publisher.
  ///
  /// ```swift
  /// let cancellable = Just(4).tryRemoveDuplicates(by: ==)
  ///   .sink(receiveCompletion: { _ in }, receiveValue: { print($0) })
  /// // Prints "4"
  /// ```
  public func tryRemoveDuplicates(by predicate: (Output, Output) throws -> Bool) -> Result<Output, any Error>.Publisher
  {
    Result<Output, any Error>.Publisher(
      Result {
        _ = try predicate(output, output)
        return output
      }
    )
  }

  /// A `Just` never fails: returns itself.
  ///
  /// ```swift
  /// let cancellable = Just(4).replaceError(with: 0).sink { print($0) }
  /// // Prints "4"
  /// ```
  public func replaceError(with output: Output) -> Just<Output> { self }

  /// A `Just` is never empty: returns itself.
  ///
  /// ```swift
  /// let cancellable = Just(4).replaceEmpty(with: 0).sink { print($0) }
  /// // Prints "4"
  /// ```
  public func replaceEmpty(with output: Output) -> Just<Output> { self }

  /// A `Just` never fails, so there is nothing to retry: returns itself.
  ///
  /// ```swift
  /// let cancellable = Just(4).retry(3).sink { print($0) }
  /// // Prints "4"
  /// ```
  public func retry(_ times: Int) -> Just<Output> { self }

  /// `nextPartialResult` applied once, to `initialResult` and the value, at once.
  ///
  /// ```swift
  /// let cancellable = Just(4).reduce(10, +).sink { print($0) }
  /// // Prints "14"
  /// ```
  public func reduce<Accumulator>(
    _ initialResult: Accumulator,
    _ nextPartialResult: (Accumulator, Output) -> Accumulator
  ) -> Result<Accumulator, Never>.Publisher {
    Result<Accumulator, Never>.Publisher(nextPartialResult(initialResult, output))
  }

  /// A throwing `nextPartialResult` applied once, at once; a thrown error fails the publisher.
  ///
  /// ```swift
  /// let cancellable = Just(4).tryReduce(10, +).sink(receiveCompletion: { _ in }, receiveValue: { print($0) })
  /// // Prints "14"
  /// ```
  public func tryReduce<Accumulator>(
    _ initialResult: Accumulator,
    _ nextPartialResult: (Accumulator, Output) throws -> Accumulator
  ) -> Result<Accumulator, any Error>.Publisher {
    Result<Accumulator, any Error>.Publisher(Result { try nextPartialResult(initialResult, output) })
  }

  /// `nextPartialResult` applied once, to `initialResult` and the value, at once.
  ///
  /// ```swift
  /// let cancellable = Just(4).scan(10, +).sink { print($0) }
  /// // Prints "14"
  /// ```
  public func scan<T>(_ initialResult: T, _ nextPartialResult: (T, Output) -> T) -> Result<T, Never>.Publisher {
    Result<T, Never>.Publisher(nextPartialResult(initialResult, output))
  }

  /// A throwing `nextPartialResult` applied once, at once; a thrown error fails the publisher.
  ///
  /// ```swift
  /// let cancellable = Just(4).tryScan(10, +).sink(receiveCompletion: { _ in }, receiveValue: { print($0) })
  /// // Prints "14"
  /// ```
  public func tryScan<T>(
    _ initialResult: T,
    _ nextPartialResult: (T, Output) throws -> T
  ) -> Result<T, any Error>.Publisher {
    Result<T, any Error>.Publisher(Result { try nextPartialResult(initialResult, output) })
  }
}
#endif
