import StreamCore

extension PropertyProtocol {
  /// A property that takes this property's values that satisfy `isIncluded`, starting from `initial` if the
  /// current value does not.
  ///
  /// ```swift
  /// let count = MutableProperty(1)
  /// let even = count.filter(initial: 0) { $0 % 2 == 0 }
  /// print(even.value)  // Prints "0"
  /// count.value = 4
  /// print(even.value)  // Prints "4"
  /// count.value = 5
  /// print(even.value)  // Prints "4"
  /// ```
  ///
  /// - Parameters:
  ///   - initial: The value while no value has satisfied `isIncluded`.
  ///   - isIncluded: Whether a value is taken.
  /// - Returns: The derived property.
  @inlinable
  public func filter(initial: Value, _ isIncluded: @escaping (Value) -> Bool) -> Property<Value> {
    Property(storage: .filtered(from: publisher.storage, initial: initial, isIncluded), sources: [self])
  }

  /// A property of the non-`nil` results of `transform` on this property's values, starting from `initial` if
  /// the current value gives `nil`.
  ///
  /// ```swift
  /// let text = MutableProperty("12")
  /// let number = text.compactMap(initial: 0) { Int($0) }
  /// print(number.value)  // Prints "12"
  /// text.value = "x"
  /// print(number.value)  // Prints "12"
  /// ```
  ///
  /// - Parameters:
  ///   - initial: The value while `transform` has given only `nil`.
  ///   - transform: Makes a value, or `nil` to skip this one.
  /// - Returns: The derived property.
  @inlinable
  public func compactMap<NewValue>(
    initial: NewValue,
    _ transform: @escaping (Value) -> NewValue?
  ) -> Property<NewValue> {
    let storage = PropertyStorage.stepped(from: publisher.storage) {
      (first: { transform($0) ?? initial }, next: transform)
    }
    return Property(storage: storage, sources: [self])
  }
}
