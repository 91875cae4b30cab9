import Foundation
import StreamCore

/// The process-wide configuration of ``ManagedState``: the default maximum rule depth and where diagnostics go.
///
/// Both are thread-safe to read and write at any time. A state reads ``maxDepth`` when it is created; change it
/// per state with ``ManagedState/maxDepth``.
///
/// ```swift
/// StateDiagnostics.maxDepth = 50
/// StateDiagnostics.handler = { diagnostic in logger.warning("\(diagnostic)") }
/// ```
///
/// The default handler writes one line to standard error per state type and kind of diagnostic — not one per
/// mutation — so a cycle that recurs on every mutation does not flood the log. Trace lines are all written.
///
/// Replace the handler for the whole process with ``handler``, or for the synchronous extent of a closure on the
/// current task with ``withHandler(_:_:)`` — the form to use in tests, which run in parallel:
///
/// ```swift
/// StateDiagnostics.withHandler({ print($0.kind) }) {
///   StateDiagnostics.report(StateDiagnostic(kind: .cyclicRules, typeName: "MyApp.Form", message: "no fixed point"))
///   // Prints "cyclicRules"
/// }
/// ```
public enum StateDiagnostics {
  /// A function that receives diagnostics.
  public typealias Handler = @Sendable (StateDiagnostic) -> Void

  private static let storage = Storage()

  /// The number of rule passes after which a mutation stops and commits its last value. Default: 100.
  ///
  /// Values below 1 are programmer errors.
  ///
  /// ```swift
  /// StateDiagnostics.maxDepth = 50
  /// print(StateDiagnostics.maxDepth)  // Prints "50"
  /// ```
  public static var maxDepth: Int {
    get { storage.lock.withLock { storage.maxDepth } }
    set {
      require(newValue >= 1, "StateDiagnostics.maxDepth must be at least 1, not \(newValue)")
      storage.lock.withLock { storage.maxDepth = newValue }
    }
  }

  /// Receives every diagnostic. Called with no lock held, on the thread that made the mutation.
  ///
  /// ```swift
  /// StateDiagnostics.handler = { diagnostic in print("state problem: \(diagnostic.message)") }
  /// StateDiagnostics.report(StateDiagnostic(kind: .trace, typeName: "MyApp.Counter", message: "one pass"))
  /// // Prints "state problem: one pass"
  /// ```
  public static var handler: Handler {
    get { channel.handler }
    set { channel.handler = newValue }
  }

  /// Restores the default handler and depth.
  ///
  /// ```swift
  /// StateDiagnostics.maxDepth = 5
  /// StateDiagnostics.reset()
  /// print(StateDiagnostics.maxDepth)  // Prints "100"
  /// ```
  public static func reset() {
    channel.handler = standardErrorHandler
    storage.lock.withLock { storage.maxDepth = 100 }
  }

  /// The default handler: one line to standard error per state type and kind (every line for traces).
  ///
  /// ```swift
  /// StateDiagnostics.handler = StateDiagnostics.standardErrorHandler
  /// StateDiagnostics.report(StateDiagnostic(kind: .trace, typeName: "MyApp.Counter", message: "one pass"))
  /// // Writes "StateKit: [trace] MyApp.Counter: one pass" to standard error
  /// ```
  public static let standardErrorHandler: Handler = { diagnostic in
    guard diagnostic.kind == .trace || storage.firstReport(of: diagnostic) else { return }
    FileHandle.standardError.write(Data("StateKit: \(diagnostic)\n".utf8))
  }

  /// Runs `body` with `handler` receiving the diagnostics reported on the current task, then restores the
  /// previous handler.
  ///
  /// Diagnostics are reported on the thread that made the mutation, so the scoped handler sees the mutations
  /// `body` makes itself; a mutation made meanwhile by another test, thread or task reaches its own handler.
  ///
  /// ```swift
  /// let depth = StateDiagnostics.withHandler({ print($0.message) }) {
  ///   StateDiagnostics.report(StateDiagnostic(kind: .trace, typeName: "MyApp.Counter", message: "one pass"))
  ///   // Prints "one pass"
  ///   return StateDiagnostics.maxDepth
  /// }
  /// print(depth)  // Prints "100"
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

  /// Sends `diagnostic` to the handler scoped to the current task by ``withHandler(_:_:)``, if any, else to
  /// ``handler``.
  ///
  /// ```swift
  /// StateDiagnostics.handler = { print($0) }
  /// StateDiagnostics.report(StateDiagnostic(kind: .trace, typeName: "MyApp.Counter", message: "one pass"))
  /// // Prints "[trace] MyApp.Counter: one pass"
  /// ```
  public static func report(_ diagnostic: StateDiagnostic) {
    channel.report(diagnostic)
  }

  private static let channel = DiagnosticsChannel<StateDiagnostic>(standardErrorHandler)

  private final class Storage: @unchecked Sendable {  // @unchecked: every field is guarded by `lock`.
    let lock = Lock()
    var maxDepth = 100
    var reported: Set<String> = []

    func firstReport(of diagnostic: StateDiagnostic) -> Bool {
      lock.withLock { reported.insert("\(diagnostic.kind)|\(diagnostic.typeName)").inserted }
    }
  }
}
