#if !canImport(Combine)
// Combine's specialisations of `append` and `prepend` on a `Publishers.Sequence` of a range-replaceable
// collection: the elements are joined at once into one `Publishers.Sequence`.

extension Publishers.Sequence where Elements: RangeReplaceableCollection {
  /// The elements, then `elements`.
  ///
  /// ```swift
  /// let cancellable = [1, 2].publisher.append(3, 4).sink { print($0) }
  /// // Prints "1", "2", "3", "4"
  /// ```
  public func append(_ elements: Elements.Element...) -> Publishers.Sequence<Elements, Failure> {
    append(elements)
  }

  /// The elements, then those of `elements`.
  ///
  /// ```swift
  /// let cancellable = [1].publisher.append(2...3).sink { print($0) }
  /// // Prints "1", "2", "3"
  /// ```
  public func append<S: Swift.Sequence>(_ elements: S) -> Publishers.Sequence<Elements, Failure>
  where S.Element == Elements.Element {
    var result = sequence
    result.append(contentsOf: elements)
    return Publishers.Sequence<Elements, Failure>(sequence: result)
  }

  /// The elements, then those of `publisher`.
  ///
  /// ```swift
  /// let cancellable = [1].publisher.append([2].publisher).sink { print($0) }
  /// // Prints "1", "2"
  /// ```
  public func append(_ publisher: Publishers.Sequence<Elements, Failure>) -> Publishers.Sequence<Elements, Failure> {
    append(publisher.sequence)
  }

  /// `elements`, then the elements.
  ///
  /// ```swift
  /// let cancellable = [3].publisher.prepend(1, 2).sink { print($0) }
  /// // Prints "1", "2", "3"
  /// ```
  public func prepend(_ elements: Elements.Element...) -> Publishers.Sequence<Elements, Failure> {
    prepend(elements)
  }

  /// The elements of `elements`, then the elements.
  ///
  /// ```swift
  /// let cancellable = [3].publisher.prepend(1...2).sink { print($0) }
  /// // Prints "1", "2", "3"
  /// ```
  public func prepend<S: Swift.Sequence>(_ elements: S) -> Publishers.Sequence<Elements, Failure>
  where S.Element == Elements.Element {
    var result = Elements()
    result.append(contentsOf: elements)
    result.append(contentsOf: sequence)
    return Publishers.Sequence<Elements, Failure>(sequence: result)
  }

  /// The elements of `publisher`, then the elements.
  ///
  /// ```swift
  /// let cancellable = [2].publisher.prepend([1].publisher).sink { print($0) }
  /// // Prints "1", "2"
  /// ```
  public func prepend(_ publisher: Publishers.Sequence<Elements, Failure>) -> Publishers.Sequence<Elements, Failure> {
    prepend(publisher.sequence)
  }
}
#endif
