import StreamCore

extension PropertyProtocol {
  /// This property's `zip(with:)`: `a.zip(with: b)` is a property of pairs of both properties' values, matched in
  /// order — the first pair is the two current values, then the n-th change of each.
  ///
  /// ```swift
  /// let a = MutableProperty(1)
  /// let b = MutableProperty("a")
  /// let pairs = a.zip(with: b)
  /// a.value = 2
  /// print(pairs.value)  // Prints "(1, "a")"
  /// b.value = "b"
  /// print(pairs.value)  // Prints "(2, "b")"
  /// ```
  ///
  /// It is a callable value rather than a method so that `Property.zip(a, b)` infers `Property`'s parameter in
  /// Swift 6 mode: see ``PropertyPairing``.
  @inlinable
  public var zip: PropertyPairing<Self> {
    PropertyPairing(self, .zip)
  }

  /// The property of pairs of this property's values and `other`'s: what `zip(with:)` returns.
  @usableFromInline
  func zipped<Other: PropertyProtocol>(with other: Other) -> Property<(Value, Other.Value)> {
    deriveProperty(from: [self, other]) { live in
      Publishers.Aggregate.zip(publisher(live: live), other.publisher(live: live))
    }
  }
}

extension Property {
  /// A property of the values of a collection of properties, matched in order; an empty collection gives a
  /// constant empty array.
  ///
  /// ```swift
  /// print(Property.zip([MutableProperty(1), MutableProperty(2)]).value)  // Prints "[1, 2]"
  /// ```
  public static func zip<Element: PropertyProtocol>(
    _ properties: some Sequence<Element>
  ) -> Property<[Value]> where Element.Value == Value {
    let properties = Array(properties)
    guard !properties.isEmpty else { return Property<[Value]>(value: []) }
    return deriveProperty(from: properties) { live in
      properties.dropFirst().reduce(properties[0].publisher(live: live).map { [$0] }.eraseToAnyPublisher()) {
        zipped,
        property in
        zipped.zip(property.publisher(live: live)).map { $0 + [$1] }.eraseToAnyPublisher()
      }
    }
  }
}
