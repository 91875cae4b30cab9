import StreamCore

extension PropertyProtocol {
  /// A property that accumulates this property's values: it starts at `nextPartialResult(initialResult, value)`
  /// and folds in each change.
  ///
  /// ```swift
  /// let amount = MutableProperty(1)
  /// let total = amount.scan(0, +)
  /// print(total.value)  // Prints "1"
  /// amount.value = 5
  /// print(total.value)  // Prints "6"
  /// ```
  ///
  /// - Parameters:
  ///   - initialResult: The accumulator before the current value is folded in.
  ///   - nextPartialResult: Folds a value into the accumulator.
  /// - Returns: The derived property.
  @inlinable
  public func scan<Result>(
    _ initialResult: Result,
    _ nextPartialResult: @escaping (Result, Value) -> Result
  ) -> Property<Result> {
    Property(storage: .scanned(from: publisher.storage, initialResult, nextPartialResult), sources: [self])
  }

  /// A property of pairs of the previous and the current value, starting with `(initial, value)`.
  ///
  /// ```swift
  /// let page = MutableProperty(1)
  /// let pages = page.combinePrevious(0)
  /// page.value = 2
  /// print(pages.value)  // Prints "(previous: 1, current: 2)"
  /// ```
  ///
  /// - Parameter initial: The "previous" value paired with the current value.
  /// - Returns: The derived property.
  public func combinePrevious(_ initial: Value) -> Property<(previous: Value, current: Value)> {
    scan((previous: initial, current: initial)) { pair, value in (previous: pair.current, current: value) }
  }
}
