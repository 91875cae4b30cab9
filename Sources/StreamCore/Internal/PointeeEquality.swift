/// Compares two values of one type given their addresses, with the type's `Equatable` conformance.
///
/// Made once per type — for a type known to be `Equatable`, or by looking the conformance up at run time for one
/// that may be — so that code generic over any type (a field channel, a binding's change filter) can compare
/// values without knowing the conformance statically and without copying them.
package enum PointeeEquality {
  /// `(lhs, rhs) -> Bool`: whether the `Value`s at the two addresses are equal.
  package typealias Comparison = (UnsafeRawPointer, UnsafeRawPointer) -> Bool

  /// The comparison of `Value`s.
  package static func of<Value: Equatable>(_: Value.Type) -> Comparison {
    { $0.assumingMemoryBound(to: Value.self).pointee == $1.assumingMemoryBound(to: Value.self).pointee }
  }

  /// The comparison of `Value`s if `Value` is `Equatable` at run time; otherwise `nil`.
  package static func lookUp<Value>(_: Value.Type) -> Comparison? {
    guard let equatable = Value.self as? any Equatable.Type else { return nil }
    return of(equatable)
  }
}
