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
  public var wrappedValue: Value
  /// Identifies the wrapper in comparisons; `nil` compares equal to everything without an id.
  public let id: (any Hashable & Sendable)?

  /// Wraps `wrappedValue`, with no id: equal to every other wrapper without an id.
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
  public var projectedValue: IgnoredState<Value> {
    self
  }

  /// Reads or writes a property of the wrapped value.
  public subscript<Field>(dynamicMember keyPath: WritableKeyPath<Value, Field>) -> Field {
    get { wrappedValue[keyPath: keyPath] }
    set { wrappedValue[keyPath: keyPath] = newValue }
  }
}

extension IgnoredState: Equatable, Hashable {
  /// Whether the ids are equal (two wrappers without ids are equal); the wrapped values are not compared.
  public static func == (lhs: IgnoredState, rhs: IgnoredState) -> Bool {
    lhs.id.map { AnyHashable($0) } == rhs.id.map { AnyHashable($0) }
  }

  /// Hashes the id only.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(id.map { AnyHashable($0) })
  }
}

extension IgnoredState: Sendable where Value: Sendable {}

extension IgnoredState {
  /// Calls a wrapped closure that takes no arguments: `$refresh()`.
  public func callAsFunction<Result>() -> Result where Value == () -> Result {
    wrappedValue()
  }

  /// Calls a wrapped closure with one argument: `$formatter(9.99)`.
  public func callAsFunction<A, Result>(_ a: A) -> Result where Value == (A) -> Result {
    wrappedValue(a)
  }

  /// Calls a wrapped closure with two arguments.
  public func callAsFunction<A, B, Result>(_ a: A, _ b: B) -> Result where Value == (A, B) -> Result {
    wrappedValue(a, b)
  }

  /// Calls a wrapped closure with three arguments.
  public func callAsFunction<A, B, C, Result>(_ a: A, _ b: B, _ c: C) -> Result where Value == (A, B, C) -> Result {
    wrappedValue(a, b, c)
  }
}
