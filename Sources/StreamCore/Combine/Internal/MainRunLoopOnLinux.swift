#if !canImport(Combine)
import Dispatch
import Foundation

/// Where nothing may run the main run loop (an async `main`, Swift Testing) the main run loop's work goes to the main
/// dispatch queue instead, so `RunLoop.main` delivers wherever `DispatchQueue.main` does.
///
/// On Linux an async `main` drains the main queue, not the main run loop, and a program that runs the main run loop
/// (`RunLoop.main.run()`) drains the main queue too; so the main queue is the one target that works in both. On
/// Darwin the main run loop drains the main queue and is run by the app, so `RunLoop.main` keeps its own
/// scheduling (and its modes).
enum MainRunLoopOnLinux {
  /// Whether `runLoop`'s work goes to the main queue: it is the main run loop, on a platform other than Darwin.
  static func replaces(_ runLoop: RunLoop) -> Bool {
    #if canImport(Darwin)
    false
    #else
    runLoop === RunLoop.main
    #endif
  }

  /// Runs `action` on the main queue once `date` has come.
  static func schedule(after date: Date, _ action: @escaping @Sendable () -> Void) {
    DispatchQueue.main.asyncAfter(deadline: .now() + Swift.max(0, date.timeIntervalSinceNow), execute: action)
  }

  /// Runs `action` on the main queue at `date`, then every `interval` seconds, until cancelled.
  static func schedule(
    after date: Date,
    interval: TimeInterval,
    tolerance: TimeInterval,
    _ action: @escaping @Sendable () -> Void
  ) -> any Cancellable {
    let timer = DispatchSource.makeTimerSource(queue: .main)
    timer.setEventHandler(handler: action)
    timer.schedule(
      deadline: .now() + Swift.max(0, date.timeIntervalSinceNow),
      repeating: .nanoseconds(Int(interval * 1_000_000_000)),
      leeway: .nanoseconds(Int(tolerance * 1_000_000_000))
    )
    timer.resume()
    return AnyCancellable { timer.cancel() }
  }
}
#endif
