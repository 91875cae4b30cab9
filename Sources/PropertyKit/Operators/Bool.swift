import StreamCore

extension PropertyProtocol where Value == Bool {
  /// A property that is the negation of this one.
  ///
  /// ```swift
  /// let isLoading = MutableProperty(true)
  /// print(isLoading.negate().value)  // Prints "false"
  /// ```
  public func negate() -> Property<Bool> {
    Property(storage: .mapped(from: publisher.storage) { !$0 }, sources: [self])
  }

  /// A property that is true while both this property and `other` are true.
  ///
  /// ```swift
  /// let a = MutableProperty(true)
  /// let b = MutableProperty(false)
  /// print(a.and(b).value)  // Prints "false"
  /// ```
  public func and(_ other: some PropertyProtocol<Bool>) -> Property<Bool> {
    combined(with: other) { $0 && $1 }
  }

  /// A property that is true while this property or `other` is true.
  ///
  /// ```swift
  /// let a = MutableProperty(true)
  /// let b = MutableProperty(false)
  /// print(a.or(b).value)  // Prints "true"
  /// ```
  public func or(_ other: some PropertyProtocol<Bool>) -> Property<Bool> {
    combined(with: other) { $0 || $1 }
  }

  /// The property of `operation` applied to this property's value and `other`'s: their latest pair, mapped, each a
  /// step of its sources' delivery.
  private func combined(
    with other: some PropertyProtocol<Bool>,
    by operation: @escaping (Bool, Bool) -> Bool
  ) -> Property<Bool> {
    let pair = PropertyCombination.pair(publisher.storage, of: self, other.publisher.storage, of: other)
    return Property(storage: .mapped(from: pair.storage) { operation($0.0, $0.1) }, sources: [pair])
  }
}

extension Property where Value == Bool {
  /// A property that is true while every property in `properties` is true (true for none).
  ///
  /// Correct from the first value, before any change.
  ///
  /// ```swift
  /// let valid = Property.all([MutableProperty(true), MutableProperty(true)])
  /// print(valid.value)  // Prints "true"
  /// ```
  public static func all(_ properties: some Sequence<some PropertyProtocol<Bool>>) -> Property<Bool> {
    let properties = Array(properties)
    guard !properties.isEmpty else { return Property<Bool>(value: true) }
    return Property.combineLatest(properties).map { $0.allSatisfy { $0 } }
  }

  /// A property that is true while at least one property in `properties` is true (false for none).
  ///
  /// Correct from the first value, before any change.
  ///
  /// ```swift
  /// let busy = Property.any([MutableProperty(false), MutableProperty(true)])
  /// print(busy.value)  // Prints "true"
  /// ```
  public static func any(_ properties: some Sequence<some PropertyProtocol<Bool>>) -> Property<Bool> {
    let properties = Array(properties)
    guard !properties.isEmpty else { return Property<Bool>(value: false) }
    return Property.combineLatest(properties).map { $0.contains(true) }
  }

  /// A property that is true while every one of `properties` is true: `Property.all(_:)` of a sequence, written with the
  /// properties in line.
  ///
  /// ```swift
  /// let valid = Property.all(MutableProperty(true), MutableProperty(false), MutableProperty(true))
  /// print(valid.value)  // Prints "false"
  /// ```
  public static func all<P: PropertyProtocol<Bool>>(_ properties: P...) -> Property<Bool> {
    all(properties)
  }

  /// A property that is true while at least one of `properties` is true: `Property.any(_:)` of a sequence, written with the
  /// properties in line.
  ///
  /// ```swift
  /// let busy = Property.any(MutableProperty(false), MutableProperty(true), MutableProperty(false))
  /// print(busy.value)  // Prints "true"
  /// ```
  public static func any<P: PropertyProtocol<Bool>>(_ properties: P...) -> Property<Bool> {
    any(properties)
  }
}

/// A property that is the negation of `property`.
///
/// ```swift
/// print((!MutableProperty(true)).value)  // Prints "false"
/// ```
public prefix func ! (property: some PropertyProtocol<Bool>) -> Property<Bool> {
  property.negate()
}

/// A property that is true while both properties are true.
///
/// ```swift
/// print((MutableProperty(true) && MutableProperty(false)).value)  // Prints "false"
/// ```
public func && (lhs: some PropertyProtocol<Bool>, rhs: some PropertyProtocol<Bool>) -> Property<Bool> {
  lhs.and(rhs)
}

/// A property that is true while either property is true.
///
/// ```swift
/// print((MutableProperty(true) || MutableProperty(false)).value)  // Prints "true"
/// ```
public func || (lhs: some PropertyProtocol<Bool>, rhs: some PropertyProtocol<Bool>) -> Property<Bool> {
  lhs.or(rhs)
}
