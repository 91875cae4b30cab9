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
  /// A property of the latest values of two properties.
  ///
  /// ```swift
  /// let both = Property.combineLatest(MutableProperty(1), MutableProperty("a"))
  /// print(both.value)  // Prints "(1, "a")"
  /// ```
  @inlinable
  public static func combineLatest<A: PropertyProtocol, B: PropertyProtocol>(
    _ a: A,
    _ b: B
  ) -> Property<(A.Value, B.Value)> where A.Value == Value {
    a.combinedLatest(with: b)
  }

  /// A property of the latest values of three properties.
  ///
  /// ```swift
  /// let all = Property.combineLatest(MutableProperty(1), MutableProperty(2), MutableProperty(3))
  /// print(all.value)  // Prints "(1, 2, 3)"
  /// ```
  @inlinable
  public static func combineLatest<A: PropertyProtocol, B: PropertyProtocol, C: PropertyProtocol>(
    _ a: A,
    _ b: B,
    _ c: C
  ) -> Property<(A.Value, B.Value, C.Value)> where A.Value == Value {
    let aStorage = a.publisher.storage
    let bStorage = b.publisher.storage
    let cStorage = c.publisher.storage
    var combination = PropertyCombination(initial: (aStorage.value, bStorage.value, cStorage.value))
    combination.follow(aStorage, of: a) { $0.0 = $1 }
    combination.follow(bStorage, of: b) { $0.1 = $1 }
    combination.follow(cStorage, of: c) { $0.2 = $1 }
    return combination.property()
  }

  /// A property of the latest values of four properties.
  ///
  /// ```swift
  /// let p = MutableProperty(1)
  /// print(Property.combineLatest(p, p, p, p).value)  // Prints "(1, 1, 1, 1)"
  /// ```
  @inlinable
  public static func combineLatest<A: PropertyProtocol, B: PropertyProtocol, C: PropertyProtocol, D: PropertyProtocol>(
    _ a: A,
    _ b: B,
    _ c: C,
    _ d: D
  ) -> Property<(A.Value, B.Value, C.Value, D.Value)> where A.Value == Value {
    let aStorage = a.publisher.storage
    let bStorage = b.publisher.storage
    let cStorage = c.publisher.storage
    let dStorage = d.publisher.storage
    var combination = PropertyCombination(initial: (aStorage.value, bStorage.value, cStorage.value, dStorage.value))
    combination.follow(aStorage, of: a) { $0.0 = $1 }
    combination.follow(bStorage, of: b) { $0.1 = $1 }
    combination.follow(cStorage, of: c) { $0.2 = $1 }
    combination.follow(dStorage, of: d) { $0.3 = $1 }
    return combination.property()
  }

  /// A property of the latest values of five properties.
  ///
  /// ```swift
  /// let p = MutableProperty(1)
  /// print(Property.combineLatest(p, p, p, p, p).value)  // Prints "(1, 1, 1, 1, 1)"
  /// ```
  @inlinable
  public static func combineLatest<
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
    let aStorage = a.publisher.storage
    let bStorage = b.publisher.storage
    let cStorage = c.publisher.storage
    let dStorage = d.publisher.storage
    let eStorage = e.publisher.storage
    var combination = PropertyCombination(
      initial: (aStorage.value, bStorage.value, cStorage.value, dStorage.value, eStorage.value)
    )
    combination.follow(aStorage, of: a) { $0.0 = $1 }
    combination.follow(bStorage, of: b) { $0.1 = $1 }
    combination.follow(cStorage, of: c) { $0.2 = $1 }
    combination.follow(dStorage, of: d) { $0.3 = $1 }
    combination.follow(eStorage, of: e) { $0.4 = $1 }
    return combination.property()
  }

  /// A property of the latest values of six properties.
  ///
  /// ```swift
  /// let p = MutableProperty(1)
  /// print(Property.combineLatest(p, p, p, p, p, p).value)  // Prints "(1, 1, 1, 1, 1, 1)"
  /// ```
  @inlinable
  public static func combineLatest<
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
    let aStorage = a.publisher.storage
    let bStorage = b.publisher.storage
    let cStorage = c.publisher.storage
    let dStorage = d.publisher.storage
    let eStorage = e.publisher.storage
    let fStorage = f.publisher.storage
    var combination = PropertyCombination(
      initial: (aStorage.value, bStorage.value, cStorage.value, dStorage.value, eStorage.value, fStorage.value)
    )
    combination.follow(aStorage, of: a) { $0.0 = $1 }
    combination.follow(bStorage, of: b) { $0.1 = $1 }
    combination.follow(cStorage, of: c) { $0.2 = $1 }
    combination.follow(dStorage, of: d) { $0.3 = $1 }
    combination.follow(eStorage, of: e) { $0.4 = $1 }
    combination.follow(fStorage, of: f) { $0.5 = $1 }
    return combination.property()
  }

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

  /// A property of the latest values of a collection of properties, in order; `emptySentinel` is its constant value when
  /// the collection is empty.
  ///
  /// ```swift
  /// let none = Property.combineLatest([MutableProperty<String>](), emptySentinel: ["empty"])
  /// print(none.value)  // Prints "["empty"]"
  /// ```
  ///
  /// - Parameters:
  ///   - properties: The properties to combine.
  ///   - emptySentinel: The value when `properties` is empty.
  /// - Returns: The derived property; it keeps the properties alive.
  public static func combineLatest<Element: PropertyProtocol>(
    _ properties: some Sequence<Element>,
    emptySentinel: [Value]
  ) -> Property<[Value]> where Element.Value == Value {
    let properties = Array(properties)
    guard !properties.isEmpty else { return Property<[Value]>(value: emptySentinel) }
    return Property<Value>.combineLatest(properties)
  }
}
