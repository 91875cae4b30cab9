public import Dispatch
public import Foundation

/// A scheduler for UI work: runs an action at once when called on the main queue (the main thread, on Apple
/// platforms) with none of its own actions queued ahead, and otherwise queues it on the main queue — so values
/// never reorder, and UI updates triggered on the main thread happen synchronously (no extra run-loop turn, no
/// flicker).
///
/// ```swift
/// viewModel.$title
///   .receiveOnMain()      // inline when already on main, otherwise hops
///   .sink { label.text = $0 }
///   .store(in: &bag)
/// ```
public struct UIScheduler: Scheduler, Sendable {
  /// The main queue's time.
  public typealias SchedulerTimeType = DispatchQueue.SchedulerTimeType

  /// Options for the main queue.
  public typealias SchedulerOptions = DispatchQueue.SchedulerOptions

  /// The one UI scheduler.
  public static let shared = UIScheduler()

  /// How many of this scheduler's actions wait on the main queue.
  private static let queued = QueuedCount()

  /// How many of this scheduler's actions wait on the main queue now (tests wait for none before expecting inline
  /// delivery).
  package static var queuedActionCount: Int { queued.value }

  public var now: SchedulerTimeType { DispatchQueue.main.now }

  public var minimumTolerance: SchedulerTimeType.Stride { DispatchQueue.main.minimumTolerance }

  public func schedule(options: SchedulerOptions?, _ action: @escaping SchedulerAction) {
    if MainQueue.isCurrent, Self.queued.isZero {
      action()
      return
    }
    Self.queued.increment()
    DispatchQueue.main.schedule(options: options) {
      Self.queued.decrement()
      action()
    }
  }

  /// Runs a main-actor closure on the main actor: at once when called on the main queue with none of this
  /// scheduler's actions queued ahead, otherwise queued on the main queue, in order.
  ///
  /// ```swift
  /// @MainActor final class Counter {
  ///   var count = 0
  ///   func tap() { UIScheduler.shared.schedule { self.count += 1 } }
  /// }
  /// let counter = Counter()
  /// counter.tap()
  /// print(counter.count)  // Prints "1"
  /// ```
  ///
  /// - Parameter action: The work, isolated to the main actor.
  public func schedule(_ action: @escaping @MainActor @Sendable () -> Void) {
    schedule(options: nil) { MainActor.assumeIsolated(action) }
  }

  public func schedule(
    after date: SchedulerTimeType,
    tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?,
    _ action: @escaping SchedulerAction
  ) {
    DispatchQueue.main.schedule(after: date, tolerance: tolerance, options: options, action)
  }

  public func schedule(
    after date: SchedulerTimeType,
    interval: SchedulerTimeType.Stride,
    tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?,
    _ action: @escaping SchedulerAction
  ) -> any Cancellable {
    DispatchQueue.main.schedule(after: date, interval: interval, tolerance: tolerance, options: options, action)
  }
}

/// Tells whether the caller is running on the main queue. (On Linux the main queue may be drained by a thread other
/// than the main thread, so `Thread.isMainThread` would be the wrong test.)
enum MainQueue {
  private static let key: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
  }()

  static var isCurrent: Bool {
    DispatchQueue.getSpecific(key: key) == true
  }
}

private final class QueuedCount: @unchecked Sendable {
  // @unchecked: `count` is guarded by `lock`.
  private let lock = Lock()
  private var count = 0

  var value: Int { lock.withLock { count } }
  var isZero: Bool { lock.withLock { count == 0 } }
  func increment() { lock.withLock { count += 1 } }
  func decrement() { lock.withLock { count -= 1 } }
}

extension Publisher {
  /// Delivers on the main thread through ``UIScheduler``: at once when already there with nothing queued ahead,
  /// otherwise on the main queue, in order.
  public func receiveOnMain() -> Publishers.ReceiveOn<Self, UIScheduler> {
    receive(on: UIScheduler.shared)
  }

  /// Delivers on the main queue, always asynchronously.
  public func receiveOnMainAsync() -> Publishers.ReceiveOn<Self, DispatchQueue> {
    receive(on: DispatchQueue.main)
  }

  /// Delivers on the main run loop, in its default mode (so not while, for example, a scroll view is tracking).
  public func receiveOnMainRunLoop() -> Publishers.ReceiveOn<Self, RunLoop> {
    receive(on: RunLoop.main)
  }
}
