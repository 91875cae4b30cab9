/// A property's `combineLatest(with:)`: call it with another property to combine the two.
///
/// `property.combineLatest` is a value of this type, so `name.combineLatest(with: age)` reads and works as a method
/// does. It is not a method because of a Swift 6 compiler bug
/// ([swiftlang/swift#80146](https://github.com/swiftlang/swift/issues/80146)): a generic type with an instance
/// method and a static method of the same name, and a conditional `Sendable` conformance, cannot infer its parameter
/// in `Property.combineLatest(a, b)`. As a value, it leaves the static forms inferable.
///
/// ```swift
/// let name = MutableProperty("Ada")
/// let age = MutableProperty(36)
/// let both = name.combineLatest(with: age)
/// let same = Property.combineLatest(name, age)
/// print(both.value, same.value)  // Prints "("Ada", 36) ("Ada", 36)"
/// ```
public struct CombineLatestWith<Base: PropertyProtocol> {
  @usableFromInline
  let base: Base

  @usableFromInline
  init(base: Base) {
    self.base = base
  }

  /// A property of the pair of the base property's value and `other`'s, changing when either changes.
  ///
  /// ```swift
  /// let name = MutableProperty("Ada")
  /// let both = name.combineLatest(with: MutableProperty(36))
  /// print(both.value)  // Prints "("Ada", 36)"
  /// ```
  ///
  /// - Parameter other: The property to combine with.
  /// - Returns: The derived property; it keeps both sources alive.
  /// - Complexity: Per change of either property, one short lock to store the new pair, plus the delivery to the
  ///   pair's own observers.
  @inlinable
  public func callAsFunction<Other: PropertyProtocol>(with other: Other) -> Property<(Base.Value, Other.Value)> {
    base.combinedLatest(with: other)
  }
}

extension CombineLatestWith: Sendable where Base: Sendable {}
