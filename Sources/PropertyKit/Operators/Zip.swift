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
      publisher(live: live).zip(other.publisher(live: live))
    }
  }
}

extension Property {
  /// A property of pairs of two properties' values, matched in order.
  ///
  /// ```swift
  /// print(Property.zip(MutableProperty(1), MutableProperty(2)).value)  // Prints "(1, 2)"
  /// ```
  public static func zip<A: PropertyProtocol, B: PropertyProtocol>(
    _ a: A,
    _ b: B
  ) -> Property<(A.Value, B.Value)> where A.Value == Value {
    a.zipped(with: b)
  }

  /// A property of triples of three properties' values, matched in order.
  ///
  /// ```swift
  /// let p = MutableProperty(1)
  /// print(Property.zip(p, p, p).value)  // Prints "(1, 1, 1)"
  /// ```
  public static func zip<A: PropertyProtocol, B: PropertyProtocol, C: PropertyProtocol>(
    _ a: A,
    _ b: B,
    _ c: C
  ) -> Property<(A.Value, B.Value, C.Value)> where A.Value == Value {
    deriveProperty(from: [a, b, c]) { live in
      a.publisher(live: live).zip(b.publisher(live: live), c.publisher(live: live))
    }
  }

  /// A property of the values of four properties, matched in order.
  ///
  /// ```swift
  /// let p = MutableProperty(1)
  /// print(Property.zip(p, p, p, p).value)  // Prints "(1, 1, 1, 1)"
  /// ```
  public static func zip<A: PropertyProtocol, B: PropertyProtocol, C: PropertyProtocol, D: PropertyProtocol>(
    _ a: A,
    _ b: B,
    _ c: C,
    _ d: D
  ) -> Property<(A.Value, B.Value, C.Value, D.Value)> where A.Value == Value {
    deriveProperty(from: [a, b, c, d]) { live in
      a.publisher(live: live).zip(b.publisher(live: live), c.publisher(live: live), d.publisher(live: live))
    }
  }

  /// A property of the values of five properties, matched in order.
  ///
  /// ```swift
  /// let p = MutableProperty(1)
  /// print(Property.zip(p, p, p, p, p).value)  // Prints "(1, 1, 1, 1, 1)"
  /// ```
  public static func zip<
    A: PropertyProtocol,
    B: PropertyProtocol,
    C: PropertyProtocol,
    D: PropertyProtocol,
    E: PropertyProtocol
  >(
    _ a: A,
    _ b: B,
    _ c: C,
    _ d: D,
    _ e: E
  ) -> Property<(A.Value, B.Value, C.Value, D.Value, E.Value)> where A.Value == Value {
    deriveProperty(from: [a, b, c, d, e]) { live in
      Publishers.Zip5(
        a.publisher(live: live),
        b.publisher(live: live),
        c.publisher(live: live),
        d.publisher(live: live),
        e.publisher(live: live)
      )
    }
  }

  /// A property of the values of six properties, matched in order.
  ///
  /// ```swift
  /// let p = MutableProperty(1)
  /// print(Property.zip(p, p, p, p, p, p).value)  // Prints "(1, 1, 1, 1, 1, 1)"
  /// ```
  public static func zip<
    A: PropertyProtocol,
    B: PropertyProtocol,
    C: PropertyProtocol,
    D: PropertyProtocol,
    E: PropertyProtocol,
    F: PropertyProtocol
  >(
    _ a: A,
    _ b: B,
    _ c: C,
    _ d: D,
    _ e: E,
    _ f: F
  ) -> Property<(A.Value, B.Value, C.Value, D.Value, E.Value, F.Value)> where A.Value == Value {
    deriveProperty(from: [a, b, c, d, e, f]) { live in
      Publishers.Zip6(
        a.publisher(live: live),
        b.publisher(live: live),
        c.publisher(live: live),
        d.publisher(live: live),
        e.publisher(live: live),
        f.publisher(live: live)
      )
    }
  }

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

  /// A property of the values, matched in order, of a collection of properties, in order; `emptySentinel` is its constant value when
  /// the collection is empty.
  ///
  /// ```swift
  /// let none = Property.zip([MutableProperty<String>](), emptySentinel: ["empty"])
  /// print(none.value)  // Prints "["empty"]"
  /// ```
  ///
  /// - Parameters:
  ///   - properties: The properties to combine.
  ///   - emptySentinel: The value when `properties` is empty.
  /// - Returns: The derived property; it keeps the properties alive.
  public static func zip<Element: PropertyProtocol>(
    _ properties: some Sequence<Element>,
    emptySentinel: [Value]
  ) -> Property<[Value]> where Element.Value == Value {
    let properties = Array(properties)
    guard !properties.isEmpty else { return Property<[Value]>(value: emptySentinel) }
    return Property<Value>.zip(properties)
  }
}
