/// Thrown by ``TestClock/checkSuspension()`` when a sleep is still waiting on the clock.
///
/// ```swift
/// let clock = TestClock()
/// let task = Task { try await clock.sleep(for: .seconds(1)) }
/// do { try await clock.checkSuspension() } catch { print(error is SuspensionError) }  // Prints "true"
/// task.cancel()
/// ```
public struct SuspensionError: Error {
  /// Creates the error.
  public init() {}
}
