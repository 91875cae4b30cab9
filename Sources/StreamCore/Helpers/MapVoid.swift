extension Publisher {
  /// Replaces every value with `()`, for when only the fact that something happened matters.
  ///
  /// ```swift
  /// let taps: AnyPublisher<Void, Never> = buttonIndexes.mapVoid().eraseToAnyPublisher()
  /// ```
  ///
  /// - Returns: A publisher of `Void` values.
  @inlinable
  public func mapVoid() -> Publishers.Map<Self, Void> {
    map { _ in () }
  }
}
