import StreamCore

extension PropertyProtocol {
  /// This property's `combineLatest(with:)`: `name.combineLatest(with: age)` is a property of the pair of both
  /// values, changing when either changes.
  ///
  /// A change of either property updates the pair as a step of that property's delivery, before its observers run,
  /// as a `map` does. Like every combination of properties it is not glitch-free: see <doc:PropertiesAndLifetimes>.
  ///
  /// ```swift
  /// let name = MutableProperty("Ada")
  /// let age = MutableProperty(36)
  /// let both = name.combineLatest(with: age)
  /// age.value = 37
  /// print(both.value)  // Prints "("Ada", 37)"
  /// ```
  ///
  /// It is a callable value rather than a method so that `Property.combineLatest(a, b)` infers `Property`'s parameter
  /// in Swift 6 mode: see ``PropertyPairing``.
  @inlinable
  public var combineLatest: PropertyPairing<Self> {
    PropertyPairing(self, .combineLatest)
  }

  /// The property of the pair of this property's value and `other`'s: what `combineLatest(with:)` returns.
  @inlinable
  func combinedLatest<Other: PropertyProtocol>(with other: Other) -> Property<(Value, Other.Value)> {
    PropertyCombination.pair(publisher.storage, of: self, other.publisher.storage, of: other)
  }
}

extension Property {
  /// A property of the latest values of a collection of properties, in order; an empty collection gives a
  /// constant empty array.
  ///
  /// ```swift
  /// let all = Property.combineLatest([MutableProperty(1), MutableProperty(2)])
  /// print(all.value)  // Prints "[1, 2]"
  /// ```
  ///
  /// - Complexity: O(*n*) per change for *n* properties.
  @inlinable
  public static func combineLatest<Element: PropertyProtocol>(
    _ properties: some Sequence<Element>
  ) -> Property<[Value]> where Element.Value == Value {
    let properties = Array(properties)
    guard !properties.isEmpty else { return Property<[Value]>(value: []) }
    let storages = properties.map(\.publisher.storage)
    var combination = PropertyCombination(initial: storages.map(\.value))
    for index in properties.indices {
      combination.follow(storages[index], of: properties[index]) { $0[index] = $1 }
    }
    return combination.property()
  }
}
