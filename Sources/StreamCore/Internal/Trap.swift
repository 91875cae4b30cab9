/// Stops the program with `message` when `condition` is false, in every build configuration.
///
/// The standard library's `precondition` prints its message only in debug builds; a programmer error in a release
/// build should still say which value was wrong. The check inlines; the failure path does not.
@inlinable
@inline(__always)
package func require(
  _ condition: Bool,
  _ message: @autoclosure () -> String,
  file: StaticString = #fileID,
  line: UInt = #line
) {
  if !condition { trap(message(), file: file, line: line) }
}

/// Stops the program with `message`, in every build configuration.
@inline(never)
@usableFromInline
package func trap(_ message: String, file: StaticString = #fileID, line: UInt = #line) -> Never {
  fatalError(message, file: file, line: line)
}
