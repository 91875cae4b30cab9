import Dispatch

/// Who may compute and commit a state's next mutation: the state machine behind a ``ManagedState``'s mutations.
///
/// One thread at a time holds the turn while it runs the rules and commits; no lock is held meanwhile. Another
/// thread waits for the turn; the holding thread itself, re-entering (from a rule, or an observer called before
/// the commit), queues its new value, which the holder applies after the current mutation commits.
struct MutationTurn<Value> {
  /// What a thread asking for the turn must do.
  enum Acquisition {
    /// The turn is the caller's: mutate the committed value.
    case acquired
    /// The caller already holds the turn: mutate this value and queue the result.
    case reentrant(base: Value?)
    /// Another thread holds it: wait on the semaphore, then ask again.
    case wait(DispatchSemaphore)
    /// Another thread holds it: yield the processor, then ask again.
    case retry
  }

  private var holder: ThreadIdentity?
  private var waiters: [DispatchSemaphore] = []
  private var queued: [Value] = []
  private var queueHead = 0

  /// How many times a thread asks again before it sleeps.
  static var spinLimit: Int { 64 }

  /// Asks for the turn for `thread`, which already asked `attempts` times.
  mutating func acquire(by thread: ThreadIdentity, attempts: Int) -> Acquisition {
    guard let holder else {
      self.holder = thread
      return .acquired
    }
    if holder == thread { return .reentrant(base: queueHead < queued.count ? queued.last : nil) }
    guard attempts >= Self.spinLimit else { return .retry }
    let semaphore = DispatchSemaphore(value: 0)
    waiters.append(semaphore)
    return .wait(semaphore)
  }

  /// Queues a value mutated re-entrantly by the holder.
  mutating func enqueue(_ value: Value) {
    queued.append(value)
  }

  /// The holder's next queued value, or `nil` after releasing the turn; the waiter to wake, if any.
  mutating func next() -> (value: Value?, wake: DispatchSemaphore?) {
    if queueHead < queued.count {
      defer { queueHead += 1 }
      return (queued[queueHead], nil)
    }
    queued.removeAll()
    queueHead = 0
    holder = nil
    return (nil, waiters.isEmpty ? nil : waiters.removeFirst())
  }
}
