import StreamCore

extension PropertyProtocol {
  /// A property whose value is `transform` applied to this property's value.
  ///
  /// `transform` runs once per change of this property, however many observers the new property has, and once
  /// when it is created (once more if another thread delivers a newer value meanwhile); reading the new
  /// property's `value` is a cached read. It runs as a step of this property's delivery, before this property's
  /// observers, so they read the new property already updated. The new property keeps this one alive.
  ///
  /// ```swift
  /// let count = MutableProperty(2)
  /// let doubled = count.map { $0 * 2 }
  /// print(doubled.value)  // Prints "4"
  /// count.value = 5
  /// print(doubled.value)  // Prints "10"
  /// ```
  ///
  /// - Parameter transform: Makes the new value from this property's value.
  /// - Returns: The derived property.
  /// - Complexity: Per change, one call of `transform` and one short lock to store its result, plus the delivery
  ///   to the new property's own observers.
  @inlinable
  public func map<NewValue>(_ transform: @escaping (Value) -> NewValue) -> Property<NewValue> {
    Property(storage: .mapped(from: publisher.storage, transform), sources: [self])
  }

  /// A property whose value is the field at `keyPath` of this property's value.
  ///
  /// ```swift
  /// struct User { var name: String }
  /// let user = MutableProperty(User(name: "Ada"))
  /// print(user.map(\.name).value)  // Prints "Ada"
  /// ```
  public func map<NewValue>(_ keyPath: KeyPath<Value, NewValue>) -> Property<NewValue> {
    map { $0[keyPath: keyPath] }
  }

  /// A property whose value is the pair of fields at two key paths of this property's value.
  ///
  /// ```swift
  /// struct User { var name: String; var age: Int }
  /// let user = MutableProperty(User(name: "Ada", age: 36))
  /// print(user.map(\.name, \.age).value)  // Prints "("Ada", 36)"
  /// ```
  public func map<A, B>(_ keyPathA: KeyPath<Value, A>, _ keyPathB: KeyPath<Value, B>) -> Property<(A, B)> {
    map { ($0[keyPath: keyPathA], $0[keyPath: keyPathB]) }
  }

  /// A property whose value is the triple of fields at three key paths of this property's value.
  ///
  /// ```swift
  /// struct Point { var x = 1, y = 2, z = 3 }
  /// print(MutableProperty(Point()).map(\.x, \.y, \.z).value)  // Prints "(1, 2, 3)"
  /// ```
  public func map<A, B, C>(
    _ keyPathA: KeyPath<Value, A>,
    _ keyPathB: KeyPath<Value, B>,
    _ keyPathC: KeyPath<Value, C>
  ) -> Property<(A, B, C)> {
    map { ($0[keyPath: keyPathA], $0[keyPath: keyPathB], $0[keyPath: keyPathC]) }
  }

  /// A property whose value is always `value`, changing (to the same value) whenever this property changes.
  ///
  /// ```swift
  /// let taps = MutableProperty(0)
  /// let tapped = taps.map(value: "tapped")
  /// print(tapped.value)  // Prints "tapped"
  /// ```
  ///
  /// Disfavored, so that a trailing closure (`count.map { "\($0) items" }`) is the transform of `map(_:)`
  /// rather than a constant closure value for this overload.
  @_disfavoredOverload
  public func map<NewValue>(value: NewValue) -> Property<NewValue> {
    map { _ in value }
  }
}

extension Property {
  /// A property whose value is `transform` applied to this property's value: the same as every property's `map`.
  ///
  /// A property is also a publisher, and a publisher's `map` gives a `Publishers.Map`, whose own `map` is a member of
  /// that concrete type. Declared on `Property` too, so that in a chain of maps with no type written
  /// (`count.map { … }.map { … }.map { … }`) each `map` is a property's, not a publisher's: in Swift's ranking a
  /// concrete type's member outranks a protocol extension's.
  ///
  /// ```swift
  /// let count = MutableProperty(1)
  /// let label = count.map { $0 + 1 }.map { $0 * 10 }.map { "\($0) points" }
  /// print(label.value)  // Prints "20 points"
  /// ```
  ///
  /// - Parameter transform: Makes the new value from this property's value.
  /// - Returns: The derived property.
  @inlinable
  public func map<NewValue>(_ transform: @escaping (Value) -> NewValue) -> Property<NewValue> {
    Property<NewValue>(storage: .mapped(from: storage, transform), sources: [self])
  }
}
