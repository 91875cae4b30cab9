#if !canImport(Combine)
// Combine's specialisations of the value-by-value operators on `Publishers.Sequence`: each applies its closure to
// the whole sequence at once and returns another `Publishers.Sequence`, instead of an operator stage. As in
// Combine, the closures run when the operator is applied, so they must not rely on being called lazily, and the
// sequence must be finite.

extension Publishers.Sequence {
  /// The transformed elements, computed at once.
  ///
  /// ```swift
  /// let cancellable = [1, 2].publisher.map { $0 * 10 }.sink { print($0) }
  /// // Prints "10", "20"
  /// ```
  @inlinable
  public func map<T>(_ transform: (Elements.Element) -> T) -> Publishers.Sequence<[T], Failure> {
    Publishers.Sequence<[T], Failure>(sequence: sequence.map(transform))
  }

  /// The non-`nil` transformed elements, computed at once.
  ///
  /// ```swift
  /// let cancellable = ["1", "x", "3"].publisher.compactMap { Int($0) }.sink { print($0) }
  /// // Prints "1", "3"
  /// ```
  @inlinable
  public func compactMap<T>(_ transform: (Elements.Element) -> T?) -> Publishers.Sequence<[T], Failure> {
    Publishers.Sequence<[T], Failure>(sequence: sequence.compactMap(transform))
  }

  /// The elements that satisfy `isIncluded`, computed at once.
  ///
  /// ```swift
  /// let cancellable = (1...6).publisher.filter { $0.isMultiple(of: 3) }.sink { print($0) }
  /// // Prints "3", "6"
  /// ```
  @inlinable
  public func filter(_ isIncluded: (Elements.Element) -> Bool) -> Publishers.Sequence<[Elements.Element], Failure> {
    Publishers.Sequence<[Elements.Element], Failure>(sequence: sequence.filter(isIncluded))
  }

  /// The elements after the leading ones that satisfy `predicate`.
  ///
  /// ```swift
  /// let cancellable = [1, 2, 5, 1].publisher.drop { $0 < 3 }.sink { print($0) }
  /// // Prints "5", "1"
  /// ```
  public func drop(
    while predicate: (Elements.Element) -> Bool
  ) -> Publishers.Sequence<DropWhileSequence<Elements>, Failure> {
    Publishers.Sequence<DropWhileSequence<Elements>, Failure>(sequence: sequence.drop(while: predicate))
  }

  /// The elements after the first `count`. Traps if `count` is negative.
  ///
  /// ```swift
  /// let cancellable = [1, 2, 3].publisher.dropFirst().sink { print($0) }
  /// // Prints "2", "3"
  /// ```
  public func dropFirst(_ count: Int = 1) -> Publishers.Sequence<DropFirstSequence<Elements>, Failure> {
    require(count >= 0, "Publishers.Sequence.dropFirst(\(count)): count must not be negative")
    return Publishers.Sequence<DropFirstSequence<Elements>, Failure>(sequence: sequence.dropFirst(count))
  }

  /// The first `maxLength` elements. Traps if `maxLength` is negative.
  ///
  /// ```swift
  /// let cancellable = (1...9).publisher.prefix(2).sink { print($0) }
  /// // Prints "1", "2"
  /// ```
  public func prefix(_ maxLength: Int) -> Publishers.Sequence<PrefixSequence<Elements>, Failure> {
    require(maxLength >= 0, "Publishers.Sequence.prefix(\(maxLength)): maxLength must not be negative")
    return Publishers.Sequence<PrefixSequence<Elements>, Failure>(sequence: sequence.prefix(maxLength))
  }

  /// The leading elements that satisfy `predicate`, computed at once.
  ///
  /// ```swift
  /// let cancellable = [1, 2, 5, 1].publisher.prefix { $0 < 3 }.sink { print($0) }
  /// // Prints "1", "2"
  /// ```
  public func prefix(
    while predicate: (Elements.Element) -> Bool
  ) -> Publishers.Sequence<[Elements.Element], Failure> {
    Publishers.Sequence<[Elements.Element], Failure>(sequence: sequence.prefix(while: predicate))
  }

  /// The elements with `nil` replaced by `output`.
  ///
  /// ```swift
  /// let cancellable = [1, nil, 3].publisher.replaceNil(with: 0).sink { print($0) }
  /// // Prints "1", "0", "3"
  /// ```
  public func replaceNil<T>(with output: T) -> Publishers.Sequence<[Elements.Element], Failure>
  where Elements.Element == T? {
    Publishers.Sequence<[Elements.Element], Failure>(sequence: sequence.map { $0 ?? output })
  }

  /// Every running accumulation, computed at once.
  ///
  /// ```swift
  /// let cancellable = [1, 2, 3].publisher.scan(0, +).sink { print($0) }
  /// // Prints "1", "3", "6"
  /// ```
  public func scan<T>(
    _ initialResult: T,
    _ nextPartialResult: (T, Elements.Element) -> T
  ) -> Publishers.Sequence<[T], Failure> {
    var accumulator = initialResult
    var results: [T] = []
    for element in sequence {
      accumulator = nextPartialResult(accumulator, element)
      results.append(accumulator)
    }
    return Publishers.Sequence<[T], Failure>(sequence: results)
  }

  /// The same sequence, typed as able to fail with `failureType`.
  ///
  /// ```swift
  /// let publisher: Publishers.Sequence<[Int], URLError> = [1].publisher.setFailureType(to: URLError.self)
  /// let cancellable = publisher.sink(receiveCompletion: { _ in }, receiveValue: { print($0) })
  /// // Prints "1"
  /// ```
  public func setFailureType<E: Error>(to failureType: E.Type) -> Publishers.Sequence<Elements, E> {
    Publishers.Sequence<Elements, E>(sequence: sequence)
  }

  /// Finishes without the elements.
  ///
  /// ```swift
  /// let cancellable = [1, 2].publisher.ignoreOutput().sink(receiveCompletion: { print($0) }, receiveValue: { _ in })
  /// // Prints "finished"
  /// ```
  public func ignoreOutput() -> Empty<Elements.Element, Failure> { Empty() }
}

extension Publishers.Sequence where Elements.Element: Equatable {
  /// The elements without consecutive repeats, computed at once.
  ///
  /// ```swift
  /// let cancellable = [1, 1, 2, 1].publisher.removeDuplicates().sink { print($0) }
  /// // Prints "1", "2", "1"
  /// ```
  public func removeDuplicates() -> Publishers.Sequence<[Elements.Element], Failure> {
    var previous: Elements.Element?
    var result: [Elements.Element] = []
    for element in sequence where element != previous {
      result.append(element)
      previous = element
    }
    return Publishers.Sequence<[Elements.Element], Failure>(sequence: result)
  }
}

extension Publishers.Sequence where Elements: Collection {
  /// The elements in `range`, clamped to the collection's end. Traps if `range` starts before the collection.
  ///
  /// ```swift
  /// let cancellable = Array(10...20).publisher.output(in: 2..<4).sink { print($0) }
  /// // Prints "12", "13"
  /// ```
  public func output(in range: Range<Elements.Index>) -> Publishers.Sequence<[Elements.Element], Failure> {
    Publishers.Sequence<[Elements.Element], Failure>(sequence: Array(sequence[clamping(range)]))
  }

  /// `range` cut to the collection's end; traps if it starts before the collection's start.
  func clamping(_ range: Range<Elements.Index>) -> Range<Elements.Index> {
    require(
      range.lowerBound >= sequence.startIndex,
      "Publishers.Sequence.output(in: \(range)): the range starts before the collection's start"
    )
    return range.clamped(to: sequence.startIndex..<sequence.endIndex)
  }
}

extension Publishers.Sequence where Elements: RandomAccessCollection {
  /// The elements in `range`, clamped to the collection's end. Traps if `range` starts before the collection.
  ///
  /// ```swift
  /// let cancellable = ["a", "b", "c"].publisher.output(in: 1..<5).sink { print($0) }
  /// // Prints "b", "c"
  /// ```
  public func output(in range: Range<Elements.Index>) -> Publishers.Sequence<[Elements.Element], Failure> {
    Publishers.Sequence<[Elements.Element], Failure>(sequence: Array(sequence[clamping(range)]))
  }
}
#endif
