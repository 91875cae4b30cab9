public import PropertyKit
import StreamCore

extension UIBinding {
  /// A binding to a `MutableProperty`: reads its value, writes with its atomic `modify`, and
  /// publishes its values as diffs (the current value first, with `old == nil`).
  ///
  /// ```swift
  /// let volume = MutableProperty(5)
  /// let binding = UIBinding(volume)
  /// binding.wrappedValue = 7
  /// print(volume.value)  // Prints "7"
  /// ```
  ///
  /// The binding keeps the property alive.
  ///
  /// - Parameter property: The property to bind to.
  public init(_ property: MutableProperty<Value>) {
    self.init(
      read: { property.value },
      update: { body in property.modify(body) },
      changes: property.publisher
        .scan(DiffedValue<Value>?.none) { previous, value in DiffedValue(old: previous?.new, new: value) }
        .compactMap { $0 }
        .eraseToAnyPublisher()
    )
  }
}
