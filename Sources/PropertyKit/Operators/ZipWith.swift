/// A property's `zip(with:)`: call it with another property to zip the two.
///
/// `property.zip` is a value of this type, so `a.zip(with: b)` reads and works as a method does. It is not a method
/// for the reason ``CombineLatestWith`` gives: so that `Property.zip(a, b)` infers `Property`'s parameter in Swift 6
/// mode.
///
/// ```swift
/// let a = MutableProperty(1)
/// let pairs = a.zip(with: MutableProperty("a"))
/// print(pairs.value)  // Prints "(1, "a")"
/// ```
public struct ZipWith<Base: PropertyProtocol> {
  let base: Base

  init(base: Base) {
    self.base = base
  }

  /// A property of pairs of the base property's values and `other`'s, matched in order: the first pair is the two
  /// current values, then the n-th change of each.
  ///
  /// ```swift
  /// let a = MutableProperty(1)
  /// let b = MutableProperty("a")
  /// let pairs = a.zip(with: b)
  /// a.value = 2
  /// b.value = "b"
  /// print(pairs.value)  // Prints "(2, "b")"
  /// ```
  ///
  /// - Parameter other: The property to zip with.
  /// - Returns: The derived property; it keeps both sources alive.
  public func callAsFunction<Other: PropertyProtocol>(with other: Other) -> Property<(Base.Value, Other.Value)> {
    base.zipped(with: other)
  }
}

extension ZipWith: Sendable where Base: Sendable {}
