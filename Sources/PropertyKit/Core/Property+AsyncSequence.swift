public import StreamCore

extension PropertyProtocol where Value: Sendable {
  /// The current value, then every change, as an asynchronous sequence that ends when the property's source is
  /// gone.
  ///
  /// ```swift
  /// let count = MutableProperty(1)
  /// for await value in count.values.prefix(1) { print(value) }  // Prints "1"
  /// ```
  public var values: AsyncPublisher<PropertyPublisher<Value>> {
    publisher.values
  }
}
