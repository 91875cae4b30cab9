#if !canImport(Combine)
// Combine's specialisations of operators on `Optional.Publisher`: each is computed at once from the optional and
// returns another `Optional.Publisher` (or `Just`, or `Empty`), so a chain of them never subscribes to anything.

extension Optional.Publisher where Wrapped: Equatable {
  /// Whether the value equals `output`, or no value if there is none.
  ///
  /// ```swift
  /// let cancellable = Optional(4).publisher.contains(4).sink { print($0) }
  /// // Prints "true"
  /// ```
  public func contains(_ output: Output) -> Optional<Bool>.Publisher {
    Optional<Bool>.Publisher(self.output.map { $0 == output })
  }

  /// One value has no duplicates: returns itself.
  ///
  /// ```swift
  /// let cancellable = Optional(4).publisher.removeDuplicates().sink { print($0) }
  /// // Prints "4"
  /// ```
  public func removeDuplicates() -> Optional<Wrapped>.Publisher { self }
}

extension Optional.Publisher where Wrapped: Comparable {
  /// The smallest of at most one value is that value: returns itself.
  ///
  /// ```swift
  /// let cancellable = Optional(4).publisher.min().sink { print($0) }
  /// // Prints "4"
  /// ```
  public func min() -> Optional<Wrapped>.Publisher { self }

  /// The largest of at most one value is that value: returns itself.
  ///
  /// ```swift
  /// let cancellable = Optional(4).publisher.max().sink { print($0) }
  /// // Prints "4"
  /// ```
  public func max() -> Optional<Wrapped>.Publisher { self }
}

extension Optional.Publisher {
  /// Whether the value satisfies `predicate`, or no value if there is none.
  ///
  /// ```swift
  /// let cancellable = Optional(4).publisher.allSatisfy { $0 > 3 }.sink { print($0) }
  /// // Prints "true"
  /// ```
  public func allSatisfy(_ predicate: (Output) -> Bool) -> Optional<Bool>.Publisher {
    Optional<Bool>.Publisher(output.map(predicate))
  }

  /// The value in a one-element array, or an empty array if there is none — as Combine's, which collects an empty
  /// stream into `[]`.
  ///
  /// ```swift
  /// let cancellable = Optional(4).publisher.collect().sink { print($0) }
  /// // Prints "[4]"
  /// let none = Optional<Int>.none.publisher.collect().sink { print($0) }
  /// // Prints "[]"
  /// ```
  public func collect() -> Optional<[Output]>.Publisher {
    Optional<[Output]>.Publisher(output.map { [$0] } ?? [])
  }

  /// The value transformed at once, if the transform gives one.
  ///
  /// ```swift
  /// let cancellable = Optional("4").publisher.compactMap { Int($0) }.sink { print($0) }
  /// // Prints "4"
  /// ```
  public func compactMap<T>(_ transform: (Output) -> T?) -> Optional<T>.Publisher {
    Optional<T>.Publisher(output.flatMap(transform))
  }

  /// The smallest of at most one value is that value: returns itself.
  ///
  /// ```swift
  /// let cancellable = Optional(4).publisher.min(by: <).sink { print($0) }
  /// // Prints "4"
  /// ```
  public func min(by areInIncreasingOrder: (Output, Output) -> Bool) -> Optional<Output>.Publisher { self }

  /// The largest of at most one value is that value: returns itself.
  ///
  /// ```swift
  /// let cancellable = Optional(4).publisher.max(by: <).sink { print($0) }
  /// // Prints "4"
  /// ```
  public func max(by areInIncreasingOrder: (Output, Output) -> Bool) -> Optional<Output>.Publisher { self }

  /// Whether the value satisfies `predicate`, or no value if there is none.
  ///
  /// ```swift
  /// let cancellable = Optional(4).publisher.contains { $0 > 5 }.sink { print($0) }
  /// // Prints "false"
  /// ```
  public func contains(where predicate: (Output) -> Bool) -> Optional<Bool>.Publisher {
    Optional<Bool>.Publisher(output.map(predicate))
  }

  /// `1` if there is a value; no value if there is none, as Combine declares it.
  ///
  /// ```swift
  /// let cancellable = Optional(4).publisher.count().sink { print($0) }
  /// // Prints "1"
  /// ```
  public func count() -> Optional<Int>.Publisher {
    Optional<Int>.Publisher(output.map { _ in 1 })
  }

  /// The value if `count` is zero, otherwise nothing. Traps if `count` is negative.
  ///
  /// ```swift
  /// let cancellable = Optional(4).publisher.dropFirst(0).sink { print($0) }
  /// // Prints "4"
  /// ```
  public func dropFirst(_ count: Int = 1) -> Optional<Output>.Publisher {
    require(count >= 0, "Optional.Publisher.dropFirst(\(count)): count must not be negative")
    return Optional<Output>.Publisher(count > 0 ? nil : output)
  }

  /// The value unless it satisfies `predicate`.
  ///
  /// ```swift
  /// let cancellable = Optional(4).publisher.drop { $0 < 3 }.sink { print($0) }
  /// // Prints "4"
  /// ```
  public func drop(while predicate: (Output) -> Bool) -> Optional<Output>.Publisher {
    Optional<Output>.Publisher(output.flatMap { predicate($0) ? nil : $0 })
  }

  /// The first of at most one value is that value: returns itself.
  ///
  /// ```swift
  /// let cancellable = Optional(4).publisher.first().sink { print($0) }
  /// // Prints "4"
  /// ```
  public func first() -> Optional<Output>.Publisher { self }

  /// The value if it satisfies `predicate`.
  ///
  /// ```swift
  /// let cancellable = Optional(4).publisher.first { $0 > 3 }.sink { print($0) }
  /// // Prints "4"
  /// ```
  public func first(where predicate: (Output) -> Bool) -> Optional<Output>.Publisher {
    Optional<Output>.Publisher(output.flatMap { predicate($0) ? $0 : nil })
  }

  /// The last of at most one value is that value: returns itself.
  ///
  /// ```swift
  /// let cancellable = Optional(4).publisher.last().sink { print($0) }
  /// // Prints "4"
  /// ```
  public func last() -> Optional<Output>.Publisher { self }

  /// The value if it satisfies `predicate`.
  ///
  /// ```swift
  /// let cancellable = Optional(4).publisher.last { $0 > 3 }.sink { print($0) }
  /// // Prints "4"
  /// ```
  public func last(where predicate: (Output) -> Bool) -> Optional<Output>.Publisher {
    Optional<Output>.Publisher(output.flatMap { predicate($0) ? $0 : nil })
  }

  /// The value if it satisfies `isIncluded`.
  ///
  /// ```swift
  /// let cancellable = Optional(4).publisher.filter { $0.isMultiple(of: 2) }.sink { print($0) }
  /// // Prints "4"
  /// ```
  public func filter(_ isIncluded: (Output) -> Bool) -> Optional<Output>.Publisher {
    Optional<Output>.Publisher(output.flatMap { isIncluded($0) ? $0 : nil })
  }

  /// An `Empty` that finishes at once.
  ///
  /// ```swift
  /// let cancellable = Optional(4).publisher.ignoreOutput()
  ///   .sink(receiveCompletion: { print($0) }, receiveValue: { print($0) })
  /// // Prints "finished"
  /// ```
  public func ignoreOutput() -> Empty<Output, Failure> { Empty() }

  /// The value transformed at once, or no value if there is none.
  ///
  /// ```swift
  /// let cancellable = Optional(4).publisher.map { $0 * 10 }.sink { print($0) }
  /// // Prints "40"
  /// ```
  public func map<T>(_ transform: (Output) -> T) -> Optional<T>.Publisher {
    Optional<T>.Publisher(output.map(transform))
  }

  /// The value if `index` is zero, otherwise nothing. Traps if `index` is negative.
  ///
  /// ```swift
  /// let cancellable = Optional(4).publisher.output(at: 0).sink { print($0) }
  /// // Prints "4"
  /// ```
  public func output(at index: Int) -> Optional<Output>.Publisher {
    require(index >= 0, "Optional.Publisher.output(at: \(index)): the index must not be negative")
    return Optional<Output>.Publisher(output.flatMap { index == 0 ? $0 : nil })
  }

  /// The value if `range` contains zero, otherwise nothing. Traps if the range starts below zero.
  ///
  /// ```swift
  /// let cancellable = Optional(4).publisher.output(in: 0..<2).sink { print($0) }
  /// // Prints "4"
  /// ```
  public func output<R: RangeExpression>(in range: R) -> Optional<Output>.Publisher where R.Bound == Int {
    let bounds = range.relative(to: 0..<Int.max)
    require(
      bounds.lowerBound >= 0,
      "Optional.Publisher.output(in:): the range must not start below zero (it starts at \(bounds.lowerBound))"
    )
    return Optional<Output>.Publisher(output.flatMap { bounds.contains(0) ? $0 : nil })
  }

  /// The value if `maxLength` is positive, otherwise nothing. Traps if `maxLength` is negative.
  ///
  /// ```swift
  /// let cancellable = Optional(4).publisher.prefix(1).sink { print($0) }
  /// // Prints "4"
  /// ```
  public func prefix(_ maxLength: Int) -> Optional<Output>.Publisher {
    require(maxLength >= 0, "Optional.Publisher.prefix(\(maxLength)): maxLength must not be negative")
    return Optional<Output>.Publisher(output.flatMap { maxLength > 0 ? $0 : nil })
  }

  /// The value if it satisfies `predicate`.
  ///
  /// ```swift
  /// let cancellable = Optional(4).publisher.prefix { $0 < 5 }.sink { print($0) }
  /// // Prints "4"
  /// ```
  public func prefix(while predicate: (Output) -> Bool) -> Optional<Output>.Publisher {
    Optional<Output>.Publisher(output.flatMap { predicate($0) ? $0 : nil })
  }

  /// `nextPartialResult` applied once, to `initialResult` and the value; no value if there is none, as Combine
  /// declares it.
  ///
  /// ```swift
  /// let cancellable = Optional(4).publisher.reduce(10, +).sink { print($0) }
  /// // Prints "14"
  /// ```
  public func reduce<Accumulator>(
    _ initialResult: Accumulator,
    _ nextPartialResult: (Accumulator, Output) -> Accumulator
  ) -> Optional<Accumulator>.Publisher {
    Optional<Accumulator>.Publisher(output.map { nextPartialResult(initialResult, $0) })
  }

  /// `nextPartialResult` applied once, to `initialResult` and the value, or no value if there is none.
  ///
  /// ```swift
  /// let cancellable = Optional(4).publisher.scan(10, +).sink { print($0) }
  /// // Prints "14"
  /// ```
  public func scan<T>(_ initialResult: T, _ nextPartialResult: (T, Output) -> T) -> Optional<T>.Publisher {
    Optional<T>.Publisher(output.map { nextPartialResult(initialResult, $0) })
  }

  /// One value has no duplicates: returns itself.
  ///
  /// ```swift
  /// let cancellable = Optional(4).publisher.removeDuplicates(by: ==).sink { print($0) }
  /// // Prints "4"
  /// ```
  public func removeDuplicates(by predicate: (Output, Output) -> Bool) -> Optional<Output>.Publisher { self }

  /// An `Optional.Publisher` never fails: returns itself.
  ///
  /// ```swift
  /// let cancellable = Optional(4).publisher.replaceError(with: 0).sink { print($0) }
  /// // Prints "4"
  /// ```
  public func replaceError(with output: Output) -> Optional<Output>.Publisher { self }

  /// The value, or `output` if there is none.
  ///
  /// ```swift
  /// let cancellable = Int?.none.publisher.replaceEmpty(with: 0).sink { print($0) }
  /// // Prints "0"
  /// ```
  public func replaceEmpty(with output: Output) -> Just<Output> {
    Just(self.output ?? output)
  }

  /// An `Optional.Publisher` never fails, so there is nothing to retry: returns itself.
  ///
  /// ```swift
  /// let cancellable = Optional(4).publisher.retry(3).sink { print($0) }
  /// // Prints "4"
  /// ```
  public func retry(_ times: Int) -> Optional<Output>.Publisher { self }
}
#endif
