/// An immutable value in a class.
///
/// Unspecialized generic code can hold, test and drop a `Box<T>?` — a nullable class reference — without the
/// run-time metadata lookup that every access to an `Optional<T>` of a generic `T` costs.
@usableFromInline
final class Box<Value> {
  @usableFromInline
  let value: Value

  @usableFromInline
  init(_ value: Value) {
    self.value = value
  }
}
