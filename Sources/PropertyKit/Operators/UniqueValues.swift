import StreamCore

extension PropertyProtocol {
  /// A property that takes only the values whose identity, computed by `identity`, it has not held before.
  ///
  /// The current value counts as seen. The identities of every value held are kept for the property's life, so
  /// prefer an identity smaller than the value when values are large.
  ///
  /// ```swift
  /// let word = MutableProperty("a")
  /// let firstOfEachLength = word.uniqueValues { $0.count }
  /// word.value = "bb"
  /// word.value = "cc"
  /// print(firstOfEachLength.value)  // Prints "bb": "cc" has a length already seen
  /// ```
  ///
  /// - Parameter identity: The identity of a value; a value is taken when its identity is new.
  /// - Returns: The derived property; it keeps this property alive.
  /// - Complexity: O(1) per change on average; O(*n*) memory for *n* distinct identities.
  public func uniqueValues<Identity: Hashable>(_ identity: @escaping (Value) -> Identity) -> Property<Value> {
    deriveProperty(from: [self]) { live in
      var seen = Set<Identity>()
      return publisher(live: live).filter { seen.insert(identity($0)).inserted }
    }
  }
}

extension PropertyProtocol where Value: Hashable {
  /// A property that takes only the values it has not held before.
  ///
  /// The current value counts as seen; every value held is kept for the property's life.
  ///
  /// ```swift
  /// let count = MutableProperty(1)
  /// let firstTimes = count.uniqueValues()
  /// let cancellable = firstTimes.newValues.sink { print($0) }
  /// count.value = 2  // Prints "2"
  /// count.value = 1  // Prints nothing: 1 was held before
  /// ```
  ///
  /// - Returns: The derived property; it keeps this property alive.
  /// - Complexity: O(1) per change on average; O(*n*) memory for *n* distinct values.
  public func uniqueValues() -> Property<Value> {
    uniqueValues { $0 }
  }
}
