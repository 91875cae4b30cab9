/// A mutable value in a class, so generic code can update it without `Optional` or existential overhead.
@usableFromInline
final class ValueCell<Value> {
  @usableFromInline @exclusivity(unchecked) var value: Value

  @usableFromInline
  init(_ value: Value) {
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
