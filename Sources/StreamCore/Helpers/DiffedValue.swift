/// A value together with the value it replaced: a snapshot of one change.
///
/// Both fields are stored snapshots. Dynamic member lookup reads ``new``, so `diff.count` is `diff.new.count`.
/// The first emission of a stream has no previous value: ``old`` is `nil`.
///
/// ```swift
/// struct Counter: Equatable { var count = 0; var title = "" }
/// let diff = DiffedValue(old: Counter(count: 1), new: Counter(count: 2))
/// print(diff.count)                       // Prints "2"
/// print(diff.hasChanged(\.count))         // Prints "true"
/// print(diff.hasChanged(\.title))         // Prints "false"
/// print(diff.map(keyPath: \.count).old)   // Prints "Optional(1)"
/// ```
///
/// When `Value` is `Equatable`, two diffs are equal only if both their `old` and `new` are equal.
@dynamicMemberLookup
public struct DiffedValue<Value> {
  /// The value before the change; `nil` for the first value of a stream.
  public var old: Value?

  /// The value after the change.
  public var new: Value

  /// Creates a diff of a change from `old` to `new`.
  @inlinable
  public init(old: Value?, new: Value) {
    self.old = old
    self.new = new
  }

  /// Creates a diff of a change from `old`, which is present, to `new`. Generic code uses it: converting `old` to
  /// an `Optional` first would look up the optional's type metadata.
  @inlinable
  package init(changedFrom old: Value, to new: Value) {
    self.old = old
    self.new = new
  }

  /// Reads a property of ``new``.
  @inlinable
  public subscript<T>(dynamicMember keyPath: KeyPath<Value, T>) -> T {
    new[keyPath: keyPath]
  }

  /// Writes a property of ``new``.
  @inlinable
  public subscript<T>(dynamicMember keyPath: WritableKeyPath<Value, T>) -> T {
    get { new[keyPath: keyPath] }
    set { new[keyPath: keyPath] = newValue }
  }

  /// The diff of one property: its old value (if any) and its new value.
  @inlinable
  public func map<T>(keyPath: KeyPath<Value, T>) -> DiffedValue<T> {
    DiffedValue<T>(old: old?[keyPath: keyPath], new: new[keyPath: keyPath])
  }

  /// Whether the property at `keyPath` changed: `true` if there is no old value or the two values differ.
  @inlinable
  public func hasChanged<T: Equatable>(_ keyPath: KeyPath<Value, T>) -> Bool {
    guard let old else { return true }
    return old[keyPath: keyPath] != new[keyPath: keyPath]
  }
}

extension DiffedValue where Value: Equatable {
  /// Whether the value changed: `true` if there is no old value or it differs from the new one.
  @inlinable
  public var hasChanged: Bool {
    old != new
  }
}

extension DiffedValue: Equatable where Value: Equatable {}
extension DiffedValue: Hashable where Value: Hashable {}
extension DiffedValue: Sendable where Value: Sendable {}

extension DiffedValue: CustomStringConvertible {
  public var description: String {
    "DiffedValue(old: \(old.map { "\($0)" } ?? "nil"), new: \(new))"
  }
}
