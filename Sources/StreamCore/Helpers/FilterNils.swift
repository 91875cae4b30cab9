extension Publisher {
  /// Drops `nil` values and unwraps the rest.
  ///
  /// ```swift
  /// let cancellable = [1, nil, 3].publisher.filterNils().sink { print($0) }
  /// // Prints "1", "3"
  /// ```
  ///
  /// - Returns: A publisher of the non-`nil` values.
  @inlinable
  public func filterNils<Wrapped>() -> Publishers.CompactMap<Self, Wrapped> where Output == Wrapped? {
    compactMap { $0 }
  }
}
