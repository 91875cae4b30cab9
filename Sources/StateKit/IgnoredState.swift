/// A value that takes no part in its enclosing type's equality and hashing.
///
/// Wrap caches, formatters, closures and other transient data of a model, so that changing them neither makes
/// two models unequal nor, in a ``ManagedState``, notifies anyone by itself. Two wrappers are equal exactly when
/// their ids are equal; without ids they are always equal.
///
/// ```swift
/// struct ViewModel: Equatable {
///   var title = "Hello"
///   @IgnoredState var cache: [String: Int] = [:]
///   @IgnoredState var formatter: (Double) -> String = { String(format: "$%.2f", $0) }
/// }
/// var a = ViewModel()
/// a.cache["x"] = 1
/// print(a == ViewModel())       // Prints "true"
/// print(a.formatter(9.99))      // Prints "$9.99"
/// ```
@propertyWrapper
@dynamicMemberLookup
public struct IgnoredState<Value> {
  /// The wrapped value.
  ///
  /// ```swift
  /// struct Model: Equatable { @IgnoredState var hits = 0 }
  /// var model = Model()
  /// model.hits += 1
  /// print(model.hits, model == Model())  // Prints "1 true"
  /// ```
  public var wrappedValue: Value
  /// Identifies the wrapper in comparisons; `nil` compares equal to everything without an id.
  ///
  /// ```swift
  /// let tagged = IgnoredState(wrappedValue: 0, id: "cache")
  /// print(tagged.id as? String ?? "none")  // Prints "cache"
  /// ```
  public let id: (any Hashable & Sendable)?

  /// Wraps `wrappedValue`, with no id: equal to every other wrapper without an id.
  ///
  /// ```swift
  /// let a = IgnoredState(wrappedValue: 1)
  /// let b = IgnoredState(wrappedValue: 2)
  /// print(a == b)  // Prints "true"
  /// ```
  public init(wrappedValue: Value) {
    self.wrappedValue = wrappedValue
    self.id = nil
  }

  /// Wraps `wrappedValue` with an `id`: equal only to wrappers with an equal id.
  ///
  /// ```swift
  /// struct Model: Hashable {
  ///   @IgnoredState(id: 1) var first = Data()
  ///   @IgnoredState(id: 2) var second = Data()
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - wrappedValue: The value.
  ///   - id: The identity used by `==` and `hash(into:)`.
  public init(wrappedValue: Value, id: some Hashable & Sendable) {
    self.wrappedValue = wrappedValue
    self.id = id
  }

  /// The wrapper itself: `$cache.id`.
  ///
  /// ```swift
  /// struct Model: Equatable { @IgnoredState(id: 7) var cache = [String: Int]() }
  /// print(Model().$cache.id as? Int ?? 0)  // Prints "7"
  /// ```
  public var projectedValue: IgnoredState<Value> {
    self
  }

  /// Reads or writes a property of the wrapped value.
  ///
  /// ```swift
  /// struct Stats { var hits = 0 }
  /// var stats = IgnoredState(wrappedValue: Stats())
  /// stats.hits += 1
  /// print(stats.wrappedValue.hits)  // Prints "1"
  /// ```
  public subscript<Field>(dynamicMember keyPath: WritableKeyPath<Value, Field>) -> Field {
    get { wrappedValue[keyPath: keyPath] }
    set { wrappedValue[keyPath: keyPath] = newValue }
  }
}

extension IgnoredState: Equatable, Hashable {
  /// Whether the ids are equal (two wrappers without ids are equal); the wrapped values are not compared.
  ///
  /// ```swift
  /// print(IgnoredState(wrappedValue: 1, id: "a") == IgnoredState(wrappedValue: 2, id: "a"))  // Prints "true"
  /// print(IgnoredState(wrappedValue: 1, id: "a") == IgnoredState(wrappedValue: 1, id: "b"))  // Prints "false"
  /// ```
  public static func == (lhs: IgnoredState, rhs: IgnoredState) -> Bool {
    lhs.id.map { AnyHashable($0) } == rhs.id.map { AnyHashable($0) }
  }

  /// Hashes the id only.
  ///
  /// ```swift
  /// let a = IgnoredState(wrappedValue: 1, id: "a")
  /// let b = IgnoredState(wrappedValue: 2, id: "a")
  /// print(a.hashValue == b.hashValue)  // Prints "true"
  /// ```
  public func hash(into hasher: inout Hasher) {
    hasher.combine(id.map { AnyHashable($0) })
  }
}

extension IgnoredState: Sendable where Value: Sendable {}

extension IgnoredState: CustomReflectable {
  /// The wrapped value's mirror, so `dump` and debuggers show the value rather than the wrapper.
  ///
  /// ```swift
  /// struct Cache { var hits = 2 }
  /// print(IgnoredState(wrappedValue: Cache()).customMirror.children.map(\.label))  // Prints "[Optional("hits")]"
  /// ```
  public var customMirror: Mirror {
    Mirror(reflecting: wrappedValue)
  }
}

extension IgnoredState {
  /// Calls a wrapped closure that takes no arguments: `$refresh()`.
  ///
  /// ```swift
  /// let refresh = IgnoredState(wrappedValue: { "refreshed" })
  /// print(refresh())  // Prints "refreshed"
  /// ```
  public func callAsFunction<Result>() -> Result where Value == () -> Result {
    wrappedValue()
  }

  /// Calls a wrapped closure with one argument: `$formatter(9.99)`.
  ///
  /// ```swift
  /// let double = IgnoredState(wrappedValue: { (value: Int) in value * 2 })
  /// print(double(21))  // Prints "42"
  /// ```
  public func callAsFunction<A, Result>(_ a: A) -> Result where Value == (A) -> Result {
    wrappedValue(a)
  }

  /// Calls a wrapped closure with two arguments.
  ///
  /// ```swift
  /// let add = IgnoredState(wrappedValue: { (a: Int, b: Int) in a + b })
  /// print(add(2, 3))  // Prints "5"
  /// ```
  public func callAsFunction<A, B, Result>(_ a: A, _ b: B) -> Result where Value == (A, B) -> Result {
    wrappedValue(a, b)
  }

  /// Calls a wrapped closure with three arguments.
  ///
  /// ```swift
  /// let join = IgnoredState(wrappedValue: { (a: String, b: String, c: String) in a + b + c })
  /// print(join("x", "y", "z"))  // Prints "xyz"
  /// ```
  public func callAsFunction<A, B, C, Result>(_ a: A, _ b: B, _ c: C) -> Result where Value == (A, B, C) -> Result {
    wrappedValue(a, b, c)
  }
}
