import StreamCore
import TestSupport
import Testing

/// Nested in ``SchedulerDiagnosticsUsers``: it replaces the process-wide ``SchedulerDiagnostics/handler``.
extension SchedulerDiagnosticsUsers {
  @Suite struct SchedulerDiagnosticsTests {
    /// Reads the handler when it goes, as user code released with a handler may.
    final class ReadsTheHandlerOnDeinit: Sendable {
      let released: Flag
      init(released: Flag) { self.released = released }
      deinit {
        _ = SchedulerDiagnostics.handler
        released.set()
      }
    }

    @Test func aReplacedHandlerIsReleasedWithNoLockHeld() {
      let released = Flag()
      do {
        let capture = ReadsTheHandlerOnDeinit(released: released)
        SchedulerDiagnostics.handler = { _ in withExtendedLifetime(capture) {} }
      }
      // Releases the closure, and with it `capture`, whose deinit reads the handler: under the lock, a deadlock.
      SchedulerDiagnostics.reset()
      #expect(released.isSet)
    }
  }
}
