public import Dispatch
public import Foundation

/// A scheduler that reports any use of it: for tests that prove a code path needs no scheduler.
///
/// Asking its time or tolerance, or scheduling anything, reports to ``SchedulerDiagnostics/handler`` a message that
/// names the scheduler (its ``prefix``) and what was asked; the default handler traps. If a replaced handler
/// returns, the scheduler answers with the time it was made with and runs the action at once. The shape of
/// combine-schedulers' `UnimplementedScheduler`, without a test framework to import.
///
/// ```swift
/// @MainActor final class Episode {
///   var isFavorite = false
///   let scheduler: AnySchedulerOf<DispatchQueue>
///   init(scheduler: AnySchedulerOf<DispatchQueue>) { self.scheduler = scheduler }
///   func favoriteButtonTapped() { isFavorite.toggle() }
/// }
/// let episode = Episode(scheduler: .unimplemented)
/// episode.favoriteButtonTapped()
/// print(episode.isFavorite)  // Prints "true": no scheduler was used
/// ```
public struct UnimplementedScheduler<S: Scheduler>: Scheduler {
  public typealias SchedulerTimeType = S.SchedulerTimeType
  public typealias SchedulerOptions = S.SchedulerOptions

  /// Names the scheduler in every report: `"DispatchQueue"` for `DispatchQueue.unimplemented`.
  public let prefix: String
  private let start: SchedulerTimeType

  /// A scheduler that reports every use, prefixing each message with `prefix`.
  ///
  /// - Parameters:
  ///   - prefix: Names the scheduler in the reports.
  ///   - now: The time it answers with if a replaced handler lets it go on.
  public init(_ prefix: String = "", now: SchedulerTimeType) {
    self.prefix = prefix
    self.start = now
  }

  public var now: SchedulerTimeType {
    report("was asked the current time")
    return start
  }

  public var minimumTolerance: SchedulerTimeType.Stride {
    report("was asked its minimum tolerance")
    return .zero
  }

  public func schedule(options: SchedulerOptions?, _ action: @escaping SchedulerAction) {
    report("scheduled an action to run immediately")
    action()
  }

  public func schedule(
    after date: SchedulerTimeType,
    tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?,
    _ action: @escaping SchedulerAction
  ) {
    report("scheduled an action to run later, at \(date)")
    action()
  }

  public func schedule(
    after date: SchedulerTimeType,
    interval: SchedulerTimeType.Stride,
    tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?,
    _ action: @escaping SchedulerAction
  ) -> any Cancellable {
    report("scheduled an action to run on a timer, every \(interval) from \(date)")
    action()
    return AnyCancellable {}
  }

  private func report(_ use: String) {
    SchedulerDiagnostics.report(
      "\(prefix.isEmpty ? "UnimplementedScheduler" : prefix): an unimplemented scheduler \(use)"
    )
  }
}

extension UnimplementedScheduler: Sendable where SchedulerTimeType: Sendable {}

/// An ``UnimplementedScheduler`` named by the scheduler it stands in for: `UnimplementedSchedulerOf<DispatchQueue>`.
public typealias UnimplementedSchedulerOf<S: Scheduler> = UnimplementedScheduler<S>

extension DispatchQueue {
  /// A scheduler with a dispatch queue's time type that reports any use, named `"DispatchQueue"`.
  public static var unimplemented: UnimplementedSchedulerOf<DispatchQueue> { unimplemented("DispatchQueue") }

  /// A scheduler with a dispatch queue's time type that reports any use, named `prefix`.
  ///
  /// - Parameter prefix: Names the scheduler in the reports.
  public static func unimplemented(_ prefix: String) -> UnimplementedSchedulerOf<DispatchQueue> {
    // `DispatchTime(uptimeNanoseconds: 0)` reads as `.now()`; 1 is a fixed start.
    UnimplementedScheduler(prefix, now: SchedulerTimeType(DispatchTime(uptimeNanoseconds: 1)))
  }
}

extension RunLoop {
  /// A scheduler with a run loop's time type that reports any use, named `"RunLoop"`.
  public static var unimplemented: UnimplementedSchedulerOf<RunLoop> { unimplemented("RunLoop") }

  /// A scheduler with a run loop's time type that reports any use, named `prefix`.
  ///
  /// - Parameter prefix: Names the scheduler in the reports.
  public static func unimplemented(_ prefix: String) -> UnimplementedSchedulerOf<RunLoop> {
    UnimplementedScheduler(prefix, now: SchedulerTimeType(Date(timeIntervalSince1970: 0)))
  }
}

extension OperationQueue {
  /// A scheduler with an operation queue's time type that reports any use, named `"OperationQueue"`.
  public static var unimplemented: UnimplementedSchedulerOf<OperationQueue> { unimplemented("OperationQueue") }

  /// A scheduler with an operation queue's time type that reports any use, named `prefix`.
  ///
  /// - Parameter prefix: Names the scheduler in the reports.
  public static func unimplemented(_ prefix: String) -> UnimplementedSchedulerOf<OperationQueue> {
    UnimplementedScheduler(prefix, now: SchedulerTimeType(Date(timeIntervalSince1970: 0)))
  }
}

extension AnyScheduler
where SchedulerTimeType == DispatchQueue.SchedulerTimeType, SchedulerOptions == DispatchQueue.SchedulerOptions {
  /// An erased `DispatchQueue.unimplemented`.
  public static var unimplemented: Self { DispatchQueue.unimplemented.eraseToAnyScheduler() }

  /// An erased `DispatchQueue.unimplemented(prefix)`.
  ///
  /// - Parameter prefix: Names the scheduler in the reports.
  public static func unimplemented(_ prefix: String) -> Self {
    DispatchQueue.unimplemented(prefix).eraseToAnyScheduler()
  }
}

extension AnyScheduler
where SchedulerTimeType == RunLoop.SchedulerTimeType, SchedulerOptions == RunLoop.SchedulerOptions {
  /// An erased `RunLoop.unimplemented`.
  public static var unimplemented: Self { RunLoop.unimplemented.eraseToAnyScheduler() }

  /// An erased `RunLoop.unimplemented(prefix)`.
  ///
  /// - Parameter prefix: Names the scheduler in the reports.
  public static func unimplemented(_ prefix: String) -> Self {
    RunLoop.unimplemented(prefix).eraseToAnyScheduler()
  }
}

extension AnyScheduler
where SchedulerTimeType == OperationQueue.SchedulerTimeType, SchedulerOptions == OperationQueue.SchedulerOptions {
  /// An erased `OperationQueue.unimplemented`.
  public static var unimplemented: Self { OperationQueue.unimplemented.eraseToAnyScheduler() }

  /// An erased `OperationQueue.unimplemented(prefix)`.
  ///
  /// - Parameter prefix: Names the scheduler in the reports.
  public static func unimplemented(_ prefix: String) -> Self {
    OperationQueue.unimplemented(prefix).eraseToAnyScheduler()
  }
}
