public import StreamCore

extension PropertyProtocol {
  /// Attaches `subscriber` to the property: it gets the current value, then every change, then the end when the
  /// property's source is gone — what ``publisher`` sends.
  ///
  /// A property is a publisher, as in CombineEx, so every Combine operator applies to it; its own operators (`map`,
  /// `removeDuplicates()`, …) still win and return properties. The subscription keeps the property alive until it
  /// is cancelled or finishes, as ``publisher``'s does.
  ///
  /// ```swift
  /// let count = MutableProperty(1)
  /// let cancellable = count.filter { $0.isMultiple(of: 2) }.sink { print($0) }  // Prints nothing: 1 is odd
  /// count.value = 2                                                          // Prints "2"
  /// ```
  @inlinable
  public func receive<S: Subscriber>(subscriber: S) where S.Input == Value, S.Failure == Never {
    publisher.receive(subscriber: subscriber)
  }
}
