/// Whether two values differ at `keyPath`.
///
/// ```swift
/// struct Person { var name: String; var age: Int }
/// let alice = Person(name: "Alice", age: 30)
/// let bob = Person(name: "Bob", age: 30)
/// print(differs(lhs: alice, rhs: bob, keyPath: \.name))  // Prints "true"
/// print(differs(lhs: alice, rhs: bob, keyPath: \.age))   // Prints "false"
/// ```
///
/// - Parameters:
///   - lhs: A value.
///   - rhs: Another value of the same type.
///   - keyPath: The field to compare.
/// - Returns: `true` when the two fields are not equal.
@inlinable
public func differs<Root>(lhs: Root, rhs: Root, keyPath: KeyPath<Root, some Equatable>) -> Bool {
  lhs[keyPath: keyPath] != rhs[keyPath: keyPath]
}
