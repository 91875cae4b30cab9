/// A property's `combineLatest(with:)` or `zip(with:)`: call it with another property to pair the two.
///
/// `property.combineLatest` and `property.zip` are values of this type, so `name.combineLatest(with: age)` reads and
/// works as a method does. They are not methods because of a Swift 6 compiler bug
/// ([swiftlang/swift#80146](https://github.com/swiftlang/swift/issues/80146)): a generic type with an instance
/// method and a static method of the same name, and a conditional `Sendable` conformance, cannot infer its parameter
/// in `Property.combineLatest(a, b)`. As values, they leave the static forms inferable.
///
/// ```swift
/// let name = MutableProperty("Ada")
/// let age = MutableProperty(36)
/// let both = name.combineLatest(with: age)
/// let same = Property.combineLatest(name, age)
/// print(both.value, same.value)  // Prints "("Ada", 36) ("Ada", 36)"
/// ```
public struct PropertyPairing<Base: PropertyProtocol> {
  /// How the pairs are made.
  @usableFromInline
  enum Kind: Sendable {
    /// The latest value of each, whenever either changes.
    case combineLatest
    /// The n-th values of each, matched in order.
    case zip
  }

  @usableFromInline
  let base: Base
  @usableFromInline
  let kind: Kind

  @usableFromInline
  init(_ base: Base, _ kind: Kind) {
    self.base = base
    self.kind = kind
  }

  /// A property of pairs of the base property's values and `other`'s: the latest of each whenever either changes
  /// (`combineLatest`), or the first pair the two current values and then the n-th change of each (`zip`).
  ///
  /// ```swift
  /// let a = MutableProperty(1)
  /// let b = MutableProperty("a")
  /// let latest = a.combineLatest(with: b)
  /// let pairs = a.zip(with: b)
  /// a.value = 2
  /// print(latest.value, pairs.value)  // Prints "(2, "a") (1, "a")"
  /// ```
  ///
  /// - Parameter other: The property to pair with.
  /// - Returns: The derived property; it keeps both sources alive.
  /// - Complexity: For `combineLatest`, per change of either property, one short lock to store the new pair, plus
  ///   the delivery to the pair's own observers.
  @inlinable
  public func callAsFunction<Other: PropertyProtocol>(with other: Other) -> Property<(Base.Value, Other.Value)> {
    switch kind {
    case .combineLatest: base.combinedLatest(with: other)
    case .zip: base.zipped(with: other)
    }
  }

  /// The same as ``callAsFunction(with:)``, without the label: CombineProperty's `zip(_:)` and
  /// `combineLatest(_:)`.
  ///
  /// ```swift
  /// let a = MutableProperty(1)
  /// let b = MutableProperty("a")
  /// let pairs = a.zip(b)
  /// let latest = a.combineLatest(b)
  /// a.value = 2
  /// print(pairs.value, latest.value)  // Prints "(1, "a") (2, "a")"
  /// ```
  ///
  /// - Parameter other: The property to pair with.
  /// - Returns: The derived property; it keeps both sources alive.
  @inlinable
  public func callAsFunction<Other: PropertyProtocol>(_ other: Other) -> Property<(Base.Value, Other.Value)> {
    callAsFunction(with: other)
  }
}

extension PropertyPairing: Sendable where Base: Sendable {}
