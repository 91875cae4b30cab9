/// A mutable value in a class, so generic code can update it without `Optional` or existential overhead.
///
/// Its owner guards it (a subject core's lock; for PropertyKit's derived steps, the source's delivery turn, which
/// touches it one value at a time), so it opts out of dynamic exclusivity checks, which a variable captured by a
/// closure would pay on every access.
@usableFromInline
package final class ValueCell<Value> {
  @usableFromInline @exclusivity(unchecked) package var value: Value

  @inlinable
  package init(_ value: Value) {
    self.value = value
  }

  /// Stores `newValue` and returns the value it replaces, for a caller holding a lock to release after unlocking:
  /// the last reference to a replaced value may run its `deinit`, which is user code.
  @inlinable
  func exchange(_ newValue: Value) -> Value {
    var replaced = newValue
    swap(&value, &replaced)
    return replaced
  }
}
