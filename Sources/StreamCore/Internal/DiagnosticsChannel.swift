/// Where one kind of diagnostic goes: a process-wide handler, which a task may replace for the synchronous extent of
/// a closure. `SchedulerDiagnostics`, `StateDiagnostics` and `BindingDiagnostics` each report through one.
package final class DiagnosticsChannel<Diagnostic>: @unchecked Sendable {
  // @unchecked: `processHandler` is guarded by `lock`; `scoped` is a task-local, safe from any thread.
  package typealias Handler = @Sendable (Diagnostic) -> Void

  private let lock = Lock()
  private var processHandler: Handler
  private let scoped = TaskLocal<Handler?>(wrappedValue: nil)

  package init(_ handler: @escaping Handler) {
    processHandler = handler
  }

  /// The process-wide handler. The one replaced is released after unlocking: it may hold user objects.
  package var handler: Handler {
    get { lock.withLock { processHandler } }
    set {
      let replaced = lock.withLock {
        let replaced = processHandler
        processHandler = newValue
        return replaced
      }
      withExtendedLifetime(replaced) {}
    }
  }

  /// Runs `body` with `handler` receiving the diagnostics reported on the current task.
  package func withHandler<Result>(_ handler: @escaping Handler, _ body: () throws -> Result) rethrows -> Result {
    try scoped.withValue(handler, operation: body)
  }

  /// Delivers `diagnostic` to the current task's handler, if any, else to the process-wide one. Call with no lock
  /// held.
  package func report(_ diagnostic: Diagnostic) {
    let target = scoped.get() ?? handler
    target(diagnostic)
  }
}
