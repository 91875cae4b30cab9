import StreamCore

extension PropertyProtocol {
  /// CombineProperty's name for ``PropertyProtocol/publisher``: the current value, then every change.
  ///
  /// CombineProperty's `allValues` is an `AnyPublisher`; this is the property's ``PropertyPublisher``, which sends
  /// the same values (call `eraseToAnyPublisher()` where an `AnyPublisher` is needed).
  ///
  /// ```swift
  /// let count = MutableProperty(1)
  /// let cancellable = count.allValues.sink { print($0) }  // Prints "1"
  /// count.value = 2                                      // Prints "2"
  /// ```
  public var allValues: PropertyPublisher<Value> {
    publisher
  }

  /// CombineProperty's name for ``PropertyProtocol/newValues``: every change, without the current value.
  ///
  /// ```swift
  /// let count = MutableProperty(1)
  /// let cancellable = count.subsequentValues.sink { print($0) }  // Prints nothing yet
  /// count.value = 2                                             // Prints "2"
  /// ```
  public var subsequentValues: PropertyPublisher<Value> {
    newValues
  }
}
