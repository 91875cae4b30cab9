/// A ``TestState`` step whose outcome differs from what the test stated: the step, what went wrong, and the
/// differing fields only.
///
/// The error is thrown, so it fails the test in Swift Testing and XCTest alike, and both print its
/// ``description``:
///
/// ```
/// send(.add("tea", 3)) at BasketTests.swift:12: the state differs from the expectation (− expected, + actual):
///   − total: 3
///   + total: 4
/// ```
public struct StateMismatch: Error, Sendable, CustomStringConvertible {
  /// The step as the test wrote it: `send(.add("tea", 3))`, `set(\Basket.note)`, `mutate`, `receive`, `finish`.
  public let step: String
  /// What went wrong, in one sentence.
  public let reason: String
  /// The differing fields: expected (`old`) against actual (`new`), or, for a change nobody received, the change.
  public let diff: StateDiff
  /// The file of the step's call.
  public let fileID: String
  /// The line of the step's call.
  public let line: Int

  /// The step and its location, the reason, then two lines per differing field: `− ` and `+ `, indented.
  public var description: String {
    let file = fileID.split(separator: "/").last.map(String.init) ?? fileID
    let head = "\(step) at \(file):\(line): \(reason)"
    let lines = diff.lines(indent: "  ")
    return lines.isEmpty ? head : ([head + ":"] + lines).joined(separator: "\n")
  }
}
