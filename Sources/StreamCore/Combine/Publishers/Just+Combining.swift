#if !canImport(Combine)
// Combine's specialisations of `append` and `prepend` on `Just`: the value and the elements are joined at once
// into one `Publishers.Sequence`.

extension Just {
  /// The value, then `elements`.
  ///
  /// ```swift
  /// let cancellable = Just(1).append(2, 3).sink { print($0) }
  /// // Prints "1", "2", "3"
  /// ```
  public func append(_ elements: Output...) -> Publishers.Sequence<[Output], Failure> {
    append(elements)
  }

  /// The value, then those of `elements`.
  ///
  /// ```swift
  /// let cancellable = Just(1).append(2...3).sink { print($0) }
  /// // Prints "1", "2", "3"
  /// ```
  public func append<S: Sequence>(_ elements: S) -> Publishers.Sequence<[Output], Failure> where S.Element == Output {
    Publishers.Sequence<[Output], Failure>(sequence: [output] + elements)
  }

  /// `elements`, then the value.
  ///
  /// ```swift
  /// let cancellable = Just(3).prepend(1, 2).sink { print($0) }
  /// // Prints "1", "2", "3"
  /// ```
  public func prepend(_ elements: Output...) -> Publishers.Sequence<[Output], Failure> {
    prepend(elements)
  }

  /// Those of `elements`, then the value.
  ///
  /// ```swift
  /// let cancellable = Just(3).prepend(1...2).sink { print($0) }
  /// // Prints "1", "2", "3"
  /// ```
  public func prepend<S: Sequence>(_ elements: S) -> Publishers.Sequence<[Output], Failure> where S.Element == Output {
    Publishers.Sequence<[Output], Failure>(sequence: Array(elements) + [output])
  }
}
#endif
