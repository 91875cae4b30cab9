import StreamCore

/// Decides which diffs of a field are changes: for `Equatable` fields, those whose old and new values differ (and
/// every first value, which has no old value); for other fields, every diff.
///
/// The `Equatable` conformance is looked up once, when a binding is made, so bindings made in generic code (element
/// bindings, `bindingArray()`) filter as precisely as bindings made with a concrete field type.
struct ChangeFilter<Field> {
  private let equal = PointeeEquality.lookUp(Field.self)

  /// Whether `diff` is a change worth delivering.
  func isChange(_ diff: DiffedValue<Field>) -> Bool {
    guard equal != nil, let old = diff.old else { return true }
    return !isEqual(old, diff.new)
  }

  /// Whether values can be compared (the type is `Equatable`).
  var canCompare: Bool { equal != nil }

  /// Whether `old` and `new` are known to be equal.
  func isEqual(_ old: Field, _ new: Field) -> Bool {
    guard let equal else { return false }
    return withUnsafePointer(to: old) { old in withUnsafePointer(to: new) { new in equal(old, new) } }
  }
}
