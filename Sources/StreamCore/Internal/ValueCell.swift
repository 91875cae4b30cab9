/// A mutable value in a class, so generic code can update it without `Optional` or existential overhead.
@usableFromInline
final class ValueCell<Value> {
  @usableFromInline @exclusivity(unchecked) var value: Value

  @usableFromInline
  init(_ value: Value) {
    self.value = value
  }
}
