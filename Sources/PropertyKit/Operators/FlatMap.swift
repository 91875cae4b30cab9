import StreamCore

extension PropertyProtocol {
  /// A property that follows the properties `transform` makes from this property's values, flattened by
  /// `strategy`.
  ///
  /// With ``FlattenStrategy/latest`` it follows only the property made from the latest value; with
  /// ``FlattenStrategy/merge`` it follows all of them; with ``FlattenStrategy/concat`` it follows one at a time,
  /// moving to the next when the current one's publisher finishes (its source is released). The properties
  /// `transform` returns are kept alive while they are followed.
  ///
  /// ```swift
  /// let first = MutableProperty(1)
  /// let second = MutableProperty(10)
  /// let useSecond = MutableProperty(false)
  /// let current = useSecond.flatMap(.latest) { $0 ? second : first }
  /// print(current.value)  // Prints "1"
  /// useSecond.value = true
  /// print(current.value)  // Prints "10"
  /// ```
  ///
  /// - Parameters:
  ///   - strategy: How the inner properties are flattened.
  ///   - transform: Makes the property to follow for a value.
  /// - Returns: The derived property.
  public func flatMap<Inner: PropertyProtocol>(
    _ strategy: FlattenStrategy,
    _ transform: @escaping (Value) -> Inner
  ) -> Property<Inner.Value> {
    deriveProperty(from: [self]) { live in
      let inners = publisher(live: live).map { value in
        let inner = transform(value)
        return inner.publisher.map { value in withExtendedLifetime(inner) { value } }
      }
      switch strategy.kind {
      case .latest: return inners.switchToLatest().eraseToAnyPublisher()
      case .merge: return inners.flatMap { $0 }.eraseToAnyPublisher()
      case .concat: return inners.flatMap(maxPublishers: .max(1)) { $0 }.eraseToAnyPublisher()
      }
    }
  }
}

extension PropertyProtocol where Value: PropertyProtocol {
  /// A property that follows the latest inner property: `flatMap(.latest) { $0 }`.
  ///
  /// ```swift
  /// let a = MutableProperty(1)
  /// let b = MutableProperty(2)
  /// let selected = MutableProperty(Property(a))
  /// let value = selected.switchToLatest()
  /// selected.value = Property(b)
  /// print(value.value)  // Prints "2"
  /// ```
  public func switchToLatest() -> Property<Value.Value> {
    flatMap(.latest) { $0 }
  }
}
