import StreamCore

/// Decides which diffs of a field are changes: for `Equatable` fields, those whose old and new values differ (and
/// every first value, which has no old value); for other fields, every diff.
///
/// The `Equatable` conformance is looked up once, when a binding is made, so bindings made in generic code (element
/// bindings, `bindingArray()`) filter as precisely as bindings made with a concrete field type.
struct ChangeFilter<Field> {
  private let equal: ((Field, Field) -> Bool)?

  init() {
    if let equatable = Field.self as? any Equatable.Type {
      equal = Self.equality(of: equatable) as? (Field, Field) -> Bool
    } else {
      equal = nil
    }
  }

  /// Whether `diff` is a change worth delivering.
  func isChange(_ diff: DiffedValue<Field>) -> Bool {
    guard let equal, let old = diff.old else { return true }
    return !equal(old, diff.new)
  }

  /// Whether values can be compared (the type is `Equatable`).
  var canCompare: Bool { equal != nil }

  /// Whether `old` and `new` are known to be equal.
  func isEqual(_ old: Field, _ new: Field) -> Bool {
    equal?(old, new) ?? false
  }

  private static func equality<Equatable: Swift.Equatable>(of _: Equatable.Type) -> Any {
    { (lhs: Equatable, rhs: Equatable) in lhs == rhs } as (Equatable, Equatable) -> Bool
  }
}
