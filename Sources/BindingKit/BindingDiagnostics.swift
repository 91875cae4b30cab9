import Foundation
import StreamCore

/// A recoverable misuse of a binding, reported to ``BindingDiagnostics`` instead of trapping.
///
/// Bindings report, and otherwise ignore, writes they cannot perform: a write to a ``UIBinding/constant(_:)``
/// binding, or a write through ``SafeBinding/safe(_:default:)`` while its index is out of bounds.
///
/// ```swift
/// let printKind: BindingDiagnostics.Handler = { print($0.kind) }
/// BindingDiagnostics.withHandler(printKind) {
///   UIBinding.constant(1).wrappedValue = 2   // Prints "writeToConstant"
/// }
/// ```
public struct BindingDiagnostic: Sendable, Equatable, CustomStringConvertible {
  /// What went wrong.
  ///
  /// ```swift
  /// let diagnostic = BindingDiagnostic(kind: .writeToConstant, message: "Ignored a write")
  /// print(diagnostic.kind == .outOfBoundsWrite)  // Prints "false"
  /// ```
  public enum Kind: Sendable, Equatable {
    /// A write to a constant binding was ignored. Reported once per constant binding.
    case writeToConstant
    /// A write through a safe element binding was ignored because its index is out of bounds.
    case outOfBoundsWrite
  }

  /// What went wrong.
  ///
  /// ```swift
  /// let items = UIState(wrappedValue: ["A"])
  /// BindingDiagnostics.withHandler({ print($0.kind) }) {
  ///   items.safe(3, default: "-").wrappedValue = "Z"  // Prints "outOfBoundsWrite"
  /// }
  /// ```
  public let kind: Kind

  /// A sentence naming the binding's value type and the offending value or index.
  ///
  /// ```swift
  /// let items = UIState(wrappedValue: ["A", "B"])
  /// BindingDiagnostics.withHandler({ print($0.message) }) {
  ///   items.safe(5, default: "-").wrappedValue = "Z"
  /// }
  /// // Prints "Ignored a write to index 5 of a Array<String> with 2 elements: the index is out of bounds"
  /// ```
  public let message: String

  /// Creates a diagnostic.
  ///
  /// ```swift
  /// let diagnostic = BindingDiagnostic(kind: .writeToConstant, message: "Ignored a write")
  /// print(diagnostic.kind, diagnostic.message)  // Prints "writeToConstant Ignored a write"
  /// ```
  public init(kind: Kind, message: String) {
    self.kind = kind
    self.message = message
  }

  /// The diagnostic's ``message``.
  ///
  /// ```swift
  /// print(BindingDiagnostic(kind: .writeToConstant, message: "Ignored a write"))  // Prints "Ignored a write"
  /// ```
  public var description: String { message }
}

/// Where bindings report ``BindingDiagnostic``s.
///
/// The default handler writes one line per diagnostic to standard error (never to standard output). Replace it for
/// the whole process with ``handler``, or for the synchronous extent of a closure on the current task with
/// ``withHandler(_:_:)`` — the form to use in tests, which run in parallel:
///
/// ```swift
/// let items = UIState(wrappedValue: ["A", "B"])
/// let printMessage: BindingDiagnostics.Handler = { print($0.message) }
/// BindingDiagnostics.withHandler(printMessage) {
///   items.safe(5, default: "-").wrappedValue = "Z"
///   // Prints "Ignored a write to index 5 of a Array<String> with 2 elements: the index is out of bounds"
/// }
/// ```
///
/// Handlers run on the thread that made the write, with no lock of the library held.
public enum BindingDiagnostics {
  /// A function that receives diagnostics.
  public typealias Handler = @Sendable (BindingDiagnostic) -> Void

  /// The process-wide handler. Reading and setting it is thread-safe.
  ///
  /// ```swift
  /// BindingDiagnostics.handler = { diagnostic in print("binding: \(diagnostic.kind)") }
  /// UIBinding.constant(1).wrappedValue = 2  // Prints "binding: writeToConstant"
  /// ```
  public static var handler: Handler {
    get { channel.handler }
    set { channel.handler = newValue }
  }

  /// The default handler: writes `"BindingKit: <message>"` and a newline to standard error.
  ///
  /// ```swift
  /// BindingDiagnostics.handler = BindingDiagnostics.standardErrorHandler
  /// UIBinding.constant(1).wrappedValue = 2
  /// // Writes "BindingKit: Ignored a write of 2 to a constant UIBinding<Int> that holds 1" to standard error
  /// ```
  public static let standardErrorHandler: Handler = { diagnostic in
    FileHandle.standardError.write(Data("BindingKit: \(diagnostic.message)\n".utf8))
  }

  /// Runs `body` with `handler` receiving the diagnostics reported on the current task, then restores the
  /// previous handler.
  ///
  /// ```swift
  /// let result = BindingDiagnostics.withHandler({ print($0.kind) }) {
  ///   UIBinding.constant("a").wrappedValue = "b"  // Prints "writeToConstant"
  ///   return 42
  /// }
  /// print(result)  // Prints "42"
  /// ```
  ///
  /// - Parameters:
  ///   - handler: The handler for diagnostics reported while `body` runs, on this task.
  ///   - body: The code to run.
  /// - Returns: What `body` returns.
  public static func withHandler<Result>(
    _ handler: @escaping Handler,
    _ body: () throws -> Result
  ) rethrows -> Result {
    try channel.withHandler(handler, body)
  }

  /// Delivers `diagnostic` to the scoped handler, if any, else to the process-wide one. Call with no lock held.
  package static func report(_ diagnostic: BindingDiagnostic) {
    channel.report(diagnostic)
  }

  private static let channel = DiagnosticsChannel<BindingDiagnostic>(standardErrorHandler)
}
