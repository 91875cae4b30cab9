/// The bookkeeping of an ``Action``, as a value that says what to do: which attempt starts, which waits, which
/// is rejected, and which executions to cancel. The action's storage applies it under its lock and performs the
/// returned work after unlocking.
struct ActionState<Execute> {
  /// What an attempt leads to.
  enum Admission {
    case start(id: UInt64, execute: Execute, cancelling: [UInt64])
    case wait(id: UInt64)
    case reject
  }

  let policy: ExecutionPolicy
  /// The latest `enabledIf` decision, and the work bound to the state that decided it.
  var userEnabled: Bool
  var execute: Execute
  private(set) var running: [UInt64] = []
  private(set) var waiting: [(id: UInt64, execute: Execute)] = []
  private var nextID: UInt64 = 0

  init(policy: ExecutionPolicy, userEnabled: Bool, execute: Execute) {
    self.policy = policy
    self.userEnabled = userEnabled
    self.execute = execute
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
      waiting.append((id, execute))
      return .wait(id: id)
    case .cancelPrevious:
      let cancelling = running
      running = [id]
      return .start(id: id, execute: execute, cancelling: cancelling)
    default:
      running.append(id)
      return .start(id: id, execute: execute, cancelling: [])
    }
  }

  /// Ends execution `id` (finished, failed or cancelled) or drops it from the queue; returns the queued attempt
  /// that starts now, if any.
  mutating func end(_ id: UInt64) -> (id: UInt64, execute: Execute)? {
    running.removeAll { $0 == id }
    waiting.removeAll { $0.id == id }
    guard running.isEmpty, !waiting.isEmpty else { return nil }
    let next = waiting.removeFirst()
    running.append(next.id)
    return next
  }
}
