import StreamCore

/// One in-place change of a state's value, such as `handle.wrappedValue.count += 1`, made as one mutation of the
/// state rather than a read followed by a write that another thread's mutation can slip between.
///
/// `begin` takes the state's mutation turn (waiting for another thread's mutation) and returns the value to change
/// with a token; `end` commits the changed value with that token and gives the turn up. Handles and bindings call
/// the pair around a `_modify` accessor's `yield`, and ``update(_:)`` around a closure.
package struct InPlaceMutation<Value> {
  package let begin: () -> (value: Value, token: Any)
  package let end: (Value, Any) -> Void

  package init(begin: @escaping () -> (value: Value, token: Any), end: @escaping (Value, Any) -> Void) {
    self.begin = begin
    self.end = end
  }

  /// Changes the value with `body`, as one mutation.
  package func update(_ body: (inout Value) -> Void) {
    var (value, token) = begin()
    defer { end(value, token) }
    body(&value)
  }

  /// The same mutation of the root, narrowed to the field at `keyPath`.
  package func projected<Field>(_ keyPath: WritableKeyPath<Value, Field>) -> InPlaceMutation<Field> {
    InPlaceMutation<Field>(
      begin: {
        let (root, token) = begin()
        return (root[keyPath: keyPath], (root, token))
      },
      end: { field, token in
        guard case (var root, let rootToken)? = token as? (Value, Any) else {
          trap("InPlaceMutation<\(Field.self)>: ended with a token that its begin did not return")
        }
        root[keyPath: keyPath] = field
        end(root, rootToken)
      }
    )
  }
}
