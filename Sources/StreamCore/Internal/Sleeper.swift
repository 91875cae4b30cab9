/// The continuation of one sleep on a scheduler or virtual clock, and the wake-up that resumes it.
///
/// Either the wake-up fires (the sleep returns) or the task is cancelled (the wake-up is cancelled, so it leaves the
/// scheduler, and the sleep throws `CancellationError`), whichever comes first.
package final class Sleeper: @unchecked Sendable {
  // @unchecked: `state` is guarded by `lock`.
  private enum State {
    case idle
    case waiting(CheckedContinuation<Void, any Error>, (any Cancellable)?)
    case cancelled
    case done
  }

  private let lock = Lock()
  private var state = State.idle

  package init() {}

  /// Suspends until `schedule`'s wake-up calls ``wake()`` or the task is cancelled.
  ///
  /// - Parameter schedule: Schedules the wake-up (which calls `wake`) and returns what cancels it.
  nonisolated(nonsending) package func sleep(scheduling schedule: (Sleeper) -> any Cancellable) async throws {
    try Task.checkCancellation()
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
        guard start(continuation) else { return }
        hold(schedule(self))
      }
    } onCancel: {
      cancel()
    }
  }

  /// Resumes the task: the wake-up fired (it is scheduled only once the continuation is stored). `false` if the
  /// sleep had already ended (cancelled).
  @discardableResult
  package func wake() -> Bool {
    finish(with: .success(()))
  }

  /// Ends the sleep as if its task were cancelled: it throws `CancellationError`. `false` if it had already ended.
  @discardableResult
  package func abandon() -> Bool {
    finish(with: .failure(CancellationError()))
  }

  /// Stores the continuation; `false` (having resumed it with `CancellationError`) if the task was cancelled.
  private func start(_ continuation: CheckedContinuation<Void, any Error>) -> Bool {
    lock.lock()
    guard case .idle = state else {
      lock.unlock()
      continuation.resume(throwing: CancellationError())
      return false
    }
    state = .waiting(continuation, nil)
    lock.unlock()
    return true
  }

  /// Keeps the scheduled wake-up so that waking or cancelling cancels it; cancels it at once if either happened.
  private func hold(_ wakeUp: any Cancellable) {
    lock.lock()
    if case .waiting(let continuation, nil) = state {
      state = .waiting(continuation, wakeUp)
      lock.unlock()
    } else {
      lock.unlock()
      wakeUp.cancel()
    }
  }

  /// Resumes the task with `CancellationError`, or marks it cancelled if it has not stored its continuation yet.
  private func cancel() {
    lock.lock()
    if case .idle = state {
      state = .cancelled
      lock.unlock()
    } else {
      lock.unlock()
      finish(with: .failure(CancellationError()))
    }
  }

  @discardableResult
  private func finish(with result: Result<Void, any Error>) -> Bool {
    lock.lock()
    switch state {
    case .waiting(let continuation, let wakeUp):
      state = .done
      lock.unlock()
      wakeUp?.cancel()
      continuation.resume(with: result)
      return true
    case .idle, .cancelled, .done:
      lock.unlock()
      return false
    }
  }
}

extension VirtualQueue {
  /// Suspends until the clock reaches `deadline`; cancelling the task, or ``abandonAll()``, removes the wake-up and
  /// throws `CancellationError`.
  /// Counts the resumption, so that ``settle()`` waits for the woken task to resume.
  nonisolated(nonsending) package func sleep(until deadline: Time) async throws {
    try await Sleeper().sleep { sleeper in
      let order = enqueue(at: deadline, abandon: { sleeper.abandon() }) { [self] in
        beginResume()
        if !sleeper.wake() { endResume() }
      }
      return AnyCancellable { [self] in cancel(order) }
    }
    endResume()
  }
}

/// A virtual clock that a scheduler's `sleep` hands its sleeps to, so that the async `advance` waits for the woken
/// task to resume.
package protocol VirtualSleeping {
  /// Sleeps until `deadline`, which has the scheduler's time type.
  nonisolated(nonsending) func sleepVirtually(until deadline: Any) async throws
}

extension VirtualTimeScheduler: VirtualSleeping {
  nonisolated(nonsending) package func sleepVirtually(until deadline: Any) async throws {
    // `Scheduler.sleep(until:)` passes this scheduler's own time type.
    try await queue.sleep(until: deadline as! SchedulerTimeType)
  }
}

extension TestScheduler: VirtualSleeping {
  nonisolated(nonsending) package func sleepVirtually(until deadline: Any) async throws {
    try await engine.sleepVirtually(until: deadline)
  }
}

extension Duration {
  /// The duration in whole nanoseconds, clamped to `Int`'s range.
  package var wholeNanoseconds: Int {
    let (seconds, attoseconds) = components
    let (scaled, overflow) = Int(clamping: seconds).multipliedReportingOverflow(by: 1_000_000_000)
    if overflow { return seconds < 0 ? .min : .max }
    let (sum, sumOverflow) = scaled.addingReportingOverflow(Int(attoseconds / 1_000_000_000))
    return sumOverflow ? (seconds < 0 ? .min : .max) : sum
  }
}
