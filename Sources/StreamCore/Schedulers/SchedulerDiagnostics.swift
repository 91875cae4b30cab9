/// Where misuse of a test scheduler is reported: today, any use of an unimplemented scheduler
/// (`DispatchQueue.unimplemented`, ``UnimplementedScheduler``).
///
/// The default handler, ``trappingHandler``, stops the program with the message, which names the scheduler and
/// what was asked of it. Replace the handler to record reports instead — the handler is thread-safe to read and
/// write at any time, and is called with no lock held, on the thread that used the scheduler.
///
/// ```swift
/// SchedulerDiagnostics.handler = { print($0) }
/// DispatchQueue.unimplemented.schedule {}
/// // Prints "DispatchQueue: an unimplemented scheduler scheduled an action to run immediately"
/// SchedulerDiagnostics.reset()
/// ```
public enum SchedulerDiagnostics {
  private static let channel = DiagnosticsChannel<String>(trappingHandler)

  /// Receives every report: a message naming the scheduler and what was asked of it.
  ///
  /// ```swift
  /// SchedulerDiagnostics.handler = { message in print("scheduler misuse: \(message)") }
  /// SchedulerDiagnostics.report("MyScheduler: asked the time")
  /// // Prints "scheduler misuse: MyScheduler: asked the time"
  /// ```
  public static var handler: @Sendable (String) -> Void {
    get { channel.handler }
    set { channel.handler = newValue }
  }

  /// The default handler: stops the program with the message, in every build configuration.
  ///
  /// ```swift
  /// SchedulerDiagnostics.handler = SchedulerDiagnostics.trappingHandler
  /// DispatchQueue.unimplemented.schedule {}
  /// // Stops with "DispatchQueue: an unimplemented scheduler scheduled an action to run immediately"
  /// ```
  public static let trappingHandler: @Sendable (String) -> Void = { message in trap(message) }

  /// Restores the default handler, ``trappingHandler``.
  ///
  /// ```swift
  /// SchedulerDiagnostics.handler = { print($0) }
  /// SchedulerDiagnostics.reset()  // uses of an unimplemented scheduler trap again
  /// ```
  public static func reset() {
    handler = trappingHandler
  }

  /// Sends `message` to the current handler.
  ///
  /// ```swift
  /// SchedulerDiagnostics.handler = { print($0) }
  /// SchedulerDiagnostics.report("MyScheduler: asked the time")  // Prints "MyScheduler: asked the time"
  /// ```
  ///
  /// - Parameter message: What went wrong, naming the scheduler.
  public static func report(_ message: String) {
    channel.report(message)
  }
}
