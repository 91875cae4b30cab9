/// The bookkeeping of an ``Action``, as a value that says what to do: which attempt starts, which waits, which
/// is rejected, and which executions to cancel. The action's storage applies it under its lock and performs the
/// returned work after unlocking.
struct ActionState {
  /// What an attempt leads to.
  enum Admission {
    case start(id: UInt64, cancelling: [UInt64])
    case wait(id: UInt64)
    case reject
  }

  let policy: ExecutionPolicy
  /// The latest `enabledIf` decision.
  var userEnabled: Bool
  private(set) var running: [UInt64] = []
  private(set) var waiting: [UInt64] = []
  private var nextID: UInt64 = 0

  init(policy: ExecutionPolicy, userEnabled: Bool) {
    self.policy = policy
    self.userEnabled = userEnabled
  }

  var isExecuting: Bool { !running.isEmpty }

  /// Whether an attempt made now would be admitted.
  var isEnabled: Bool {
    guard userEnabled else { return false }
    switch policy.kind {
    case .rejectWhileExecuting: return running.isEmpty
    case .queue, .cancelPrevious: return true
    case .concurrent(let max): return running.count < max
    }
  }

  mutating func admit() -> Admission {
    guard isEnabled else { return .reject }
    let id = nextID
    nextID += 1
    switch policy.kind {
    case .queue where !running.isEmpty || !waiting.isEmpty:
      waiting.append(id)
      return .wait(id: id)
    case .cancelPrevious:
      let cancelling = running
      running = [id]
      return .start(id: id, cancelling: cancelling)
    default:
      running.append(id)
      return .start(id: id, cancelling: [])
    }
  }

  /// Ends execution `id` (finished, failed or cancelled) or drops it from the queue.
  ///
  /// - Returns: Whether `id` was running, and the queued attempt that starts now, if any.
  mutating func end(_ id: UInt64) -> (wasRunning: Bool, next: UInt64?) {
    let wasRunning = running.contains(id)
    running.removeAll { $0 == id }
    waiting.removeAll { $0 == id }
    guard running.isEmpty, !waiting.isEmpty else { return (wasRunning, nil) }
    let next = waiting.removeFirst()
    running.append(next)
    return (wasRunning, next)
  }
}
