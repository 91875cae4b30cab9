#if !canImport(Combine)
// Combine's specialisations of the reducing operators on `Publishers.Sequence`: each consumes the whole sequence
// at once and returns the single answer as a `Just`, `Result.Publisher` or `Optional.Publisher`.

extension Publishers.Sequence {
  /// Whether every element satisfies `predicate`, computed at once.
  ///
  /// ```swift
  /// let cancellable = [2, 4].publisher.allSatisfy { $0.isMultiple(of: 2) }.sink { print($0) }
  /// // Prints "true"
  /// ```
  public func allSatisfy(_ predicate: (Elements.Element) -> Bool) -> Result<Bool, Failure>.Publisher {
    Result<Bool, Failure>.Publisher(.success(sequence.allSatisfy(predicate)))
  }

  /// Whether every element satisfies a throwing `predicate`; a thrown error fails the publisher.
  ///
  /// ```swift
  /// let cancellable = [2, 4].publisher.tryAllSatisfy { $0 > 0 }
  ///   .sink(receiveCompletion: { _ in }, receiveValue: { print($0) })
  /// // Prints "true"
  /// ```
  public func tryAllSatisfy(_ predicate: (Elements.Element) throws -> Bool) -> Result<Bool, any Error>.Publisher {
    Result<Bool, any Error>.Publisher(Result { try sequence.allSatisfy(predicate) })
  }

  /// Whether some element satisfies `predicate`, computed at once.
  ///
  /// ```swift
  /// let cancellable = [1, 3].publisher.contains { $0 > 2 }.sink { print($0) }
  /// // Prints "true"
  /// ```
  public func contains(where predicate: (Elements.Element) -> Bool) -> Result<Bool, Failure>.Publisher {
    Result<Bool, Failure>.Publisher(.success(sequence.contains(where: predicate)))
  }

  /// Whether some element satisfies a throwing `predicate`; a thrown error fails the publisher.
  ///
  /// ```swift
  /// let cancellable = [1, 3].publisher.tryContains { $0 > 2 }
  ///   .sink(receiveCompletion: { _ in }, receiveValue: { print($0) })
  /// // Prints "true"
  /// ```
  public func tryContains(where predicate: (Elements.Element) throws -> Bool) -> Result<Bool, any Error>.Publisher {
    Result<Bool, any Error>.Publisher(Result { try sequence.contains(where: predicate) })
  }

  /// All the elements in one array.
  ///
  /// ```swift
  /// let cancellable = [1, 2, 3].publisher.collect().sink { print($0) }
  /// // Prints "[1, 2, 3]"
  /// ```
  public func collect() -> Result<[Elements.Element], Failure>.Publisher {
    Result<[Elements.Element], Failure>.Publisher(.success(Array(sequence)))
  }

  /// The accumulation of every element, computed at once.
  ///
  /// ```swift
  /// let cancellable = [1, 2, 3].publisher.reduce(0, +).sink { print($0) }
  /// // Prints "6"
  /// ```
  public func reduce<Accumulator>(
    _ initialResult: Accumulator,
    _ nextPartialResult: (Accumulator, Elements.Element) -> Accumulator
  ) -> Result<Accumulator, Failure>.Publisher {
    Result<Accumulator, Failure>.Publisher(.success(sequence.reduce(initialResult, nextPartialResult)))
  }

  /// The accumulation of every element by a throwing closure; a thrown error fails the publisher.
  ///
  /// ```swift
  /// let cancellable = [1, 2, 3].publisher.tryReduce(0, +)
  ///   .sink(receiveCompletion: { _ in }, receiveValue: { print($0) })
  /// // Prints "6"
  /// ```
  public func tryReduce<Accumulator>(
    _ initialResult: Accumulator,
    _ nextPartialResult: (Accumulator, Elements.Element) throws -> Accumulator
  ) -> Result<Accumulator, any Error>.Publisher {
    Result<Accumulator, any Error>.Publisher(Result { try sequence.reduce(initialResult, nextPartialResult) })
  }
}

extension Publishers.Sequence where Elements.Element: Equatable {
  /// Whether the sequence contains `output`, computed at once.
  ///
  /// ```swift
  /// let cancellable = [1, 2].publisher.contains(2).sink { print($0) }
  /// // Prints "true"
  /// ```
  public func contains(_ output: Elements.Element) -> Result<Bool, Failure>.Publisher {
    Result<Bool, Failure>.Publisher(.success(sequence.contains(output)))
  }
}

extension Publishers.Sequence where Failure == Never {
  /// The smallest element by `areInIncreasingOrder`, or nothing if the sequence is empty.
  ///
  /// ```swift
  /// let cancellable = [3, 1, 2].publisher.min(by: <).sink { print($0) }
  /// // Prints "1"
  /// ```
  public func min(
    by areInIncreasingOrder: (Elements.Element, Elements.Element) -> Bool
  ) -> Optional<Elements.Element>.Publisher {
    Optional<Elements.Element>.Publisher(sequence.min(by: areInIncreasingOrder))
  }

  /// The largest element by `areInIncreasingOrder`, or nothing if the sequence is empty.
  ///
  /// ```swift
  /// let cancellable = [3, 1, 2].publisher.max(by: <).sink { print($0) }
  /// // Prints "3"
  /// ```
  public func max(
    by areInIncreasingOrder: (Elements.Element, Elements.Element) -> Bool
  ) -> Optional<Elements.Element>.Publisher {
    Optional<Elements.Element>.Publisher(sequence.max(by: areInIncreasingOrder))
  }

  /// The first element that satisfies `predicate`, or nothing.
  ///
  /// ```swift
  /// let cancellable = [1, 4, 6].publisher.first { $0.isMultiple(of: 2) }.sink { print($0) }
  /// // Prints "4"
  /// ```
  public func first(where predicate: (Elements.Element) -> Bool) -> Optional<Elements.Element>.Publisher {
    Optional<Elements.Element>.Publisher(sequence.first(where: predicate))
  }
}

extension Publishers.Sequence where Failure == Never, Elements.Element: Comparable {
  /// The smallest element, or nothing if the sequence is empty.
  ///
  /// ```swift
  /// let cancellable = [3, 1, 2].publisher.min().sink { print($0) }
  /// // Prints "1"
  /// ```
  public func min() -> Optional<Elements.Element>.Publisher {
    Optional<Elements.Element>.Publisher(sequence.min())
  }

  /// The largest element, or nothing if the sequence is empty.
  ///
  /// ```swift
  /// let cancellable = [3, 1, 2].publisher.max().sink { print($0) }
  /// // Prints "3"
  /// ```
  public func max() -> Optional<Elements.Element>.Publisher {
    Optional<Elements.Element>.Publisher(sequence.max())
  }
}

extension Publishers.Sequence where Elements: Collection {
  /// The number of elements.
  ///
  /// ```swift
  /// let cancellable = Set([1, 2]).publisher.count().sink { print($0) }
  /// // Prints "2"
  /// ```
  public func count() -> Result<Int, Failure>.Publisher {
    Result<Int, Failure>.Publisher(.success(sequence.count))
  }
}

extension Publishers.Sequence where Elements: Collection, Failure == Never {
  /// The first element, or nothing if the collection is empty.
  ///
  /// ```swift
  /// let cancellable = [7, 8].publisher.first().sink { print($0) }
  /// // Prints "7"
  /// ```
  public func first() -> Optional<Elements.Element>.Publisher {
    Optional<Elements.Element>.Publisher(sequence.first)
  }

  /// The element at `index`, or nothing if the collection has no such index.
  ///
  /// ```swift
  /// let cancellable = Set(["a"]).publisher.output(at: Set(["a"]).startIndex).sink { print($0) }
  /// // Prints "a"
  /// ```
  public func output(at index: Elements.Index) -> Optional<Elements.Element>.Publisher {
    Optional<Elements.Element>.Publisher(sequence.indices.contains(index) ? sequence[index] : nil)
  }
}

extension Publishers.Sequence where Elements: BidirectionalCollection, Failure == Never {
  /// The last element, or nothing if the collection is empty.
  ///
  /// ```swift
  /// let cancellable = [7, 8].publisher.last().sink { print($0) }
  /// // Prints "8"
  /// ```
  public func last() -> Optional<Elements.Element>.Publisher {
    Optional<Elements.Element>.Publisher(sequence.last)
  }

  /// The last element that satisfies `predicate`, or nothing.
  ///
  /// ```swift
  /// let cancellable = [2, 4, 5].publisher.last { $0.isMultiple(of: 2) }.sink { print($0) }
  /// // Prints "4"
  /// ```
  public func last(where predicate: (Elements.Element) -> Bool) -> Optional<Elements.Element>.Publisher {
    Optional<Elements.Element>.Publisher(sequence.last(where: predicate))
  }
}

extension Publishers.Sequence where Elements: RandomAccessCollection {
  /// The number of elements.
  ///
  /// ```swift
  /// let cancellable = [1, 2].publisher.setFailureType(to: URLError.self).count()
  ///   .sink(receiveCompletion: { _ in }, receiveValue: { print($0) })
  /// // Prints "2"
  /// ```
  public func count() -> Result<Int, Failure>.Publisher {
    Result<Int, Failure>.Publisher(.success(sequence.count))
  }
}

extension Publishers.Sequence where Elements: RandomAccessCollection, Failure == Never {
  /// The element at `index`, or nothing if the collection has no such index.
  ///
  /// ```swift
  /// let cancellable = ["a", "b", "c"].publisher.output(at: 1).sink { print($0) }
  /// // Prints "b"
  /// ```
  public func output(at index: Elements.Index) -> Optional<Elements.Element>.Publisher {
    Optional<Elements.Element>.Publisher(sequence.indices.contains(index) ? sequence[index] : nil)
  }

  /// The number of elements.
  ///
  /// ```swift
  /// let cancellable = ["a", "b"].publisher.count().sink { print($0) }
  /// // Prints "2"
  /// ```
  public func count() -> Just<Int> {
    Just<Int>(sequence.count)
  }
}
#endif
