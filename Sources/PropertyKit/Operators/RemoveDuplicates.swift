public import StreamCore

extension PropertyProtocol {
  /// A property that changes only when `isDuplicate` says a new value differs from the previous one.
  ///
  /// ```swift
  /// let name = MutableProperty("ada")
  /// let lowercased = name.removeDuplicates { $0.lowercased() == $1.lowercased() }
  /// name.value = "ADA"
  /// print(lowercased.value)  // Prints "ada"
  /// ```
  ///
  /// - Parameter isDuplicate: Whether the second value repeats the first.
  /// - Returns: The derived property.
  @inlinable
  public func removeDuplicates(by isDuplicate: @escaping (Value, Value) -> Bool) -> Property<Value> {
    let storage = PropertyStorage.stepped(from: publisher.storage) {
      let last = ValueCell<Value?>(nil)
      return (
        first: { value in
          last.value = value
          return value
        },
        next: { value in
          if let previous = last.value, isDuplicate(previous, value) { return nil }
          last.value = value
          return value
        }
      )
    }
    return Property(storage: storage, sources: [self])
  }
}

extension PropertyProtocol where Value: Equatable {
  /// A property that changes only when the value differs from the previous one.
  ///
  /// ```swift
  /// let count = MutableProperty(1)
  /// let distinct = count.removeDuplicates()
  /// let cancellable = distinct.publisher.sink { print($0) }  // Prints "1"
  /// count.value = 1                                         // Prints nothing
  /// count.value = 2                                         // Prints "2"
  /// ```
  public func removeDuplicates() -> Property<Value> {
    removeDuplicates(by: ==)
  }
}
