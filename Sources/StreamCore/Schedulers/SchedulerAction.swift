#if canImport(Combine)
/// The work a scheduler runs, on the thread of the scheduler's choosing.
///
/// Combine's `Scheduler` takes a plain closure; where StreamCore re-exports Combine, its schedulers take the same.
/// Elsewhere the closure is `@Sendable`, since it runs on another thread.
public typealias SchedulerAction = () -> Void
#else
/// The work a scheduler runs, on the thread of the scheduler's choosing: `@Sendable`, since it runs on another thread.
///
/// Where StreamCore re-exports Combine, this is a plain closure, as Combine's `Scheduler` takes.
public typealias SchedulerAction = @Sendable () -> Void
#endif

/// `action` as the `@Sendable` closure our schedulers' queues hold.
///
/// Where the action is Combine's plain closure, handing it to another thread is what Combine's `Scheduler` contract
/// asks of every scheduler, Apple's `DispatchQueue` included: the caller promises it may run there.
@inlinable
func sendableAction(_ action: @escaping SchedulerAction) -> @Sendable () -> Void {
  #if canImport(Combine)
  nonisolated(unsafe) let action = action
  return { action() }
  #else
  return action
  #endif
}
