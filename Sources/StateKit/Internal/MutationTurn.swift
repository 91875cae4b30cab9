import StreamCore

/// Who may compute and commit a state's next mutation: the state machine behind a ``ManagedState``'s mutations.
///
/// One thread at a time holds the turn while it runs the rules and commits; the state's lock is not held
/// meanwhile. Another thread blocks on the state's turn gate until the turn is free; the holding thread itself,
/// re-entering (from a rule, or an observer called before the commit), queues its new value, which the holder
/// applies after the current mutation commits.
struct MutationTurn<Value> {
  /// What a thread asking for the turn must do.
  enum Acquisition {
    /// The caller does not hold the turn: pass the turn gate, then ``claim(by:)`` the turn.
    case passGate
    /// The caller already holds the turn: mutate this value (the value in flight, or the committed one, if `nil`)
    /// and queue the result.
    case reentrant(base: Value?)
    /// The caller holds the turn and is still inside its own change (a `withLock` body or an in-place
    /// modification): a second change now would be overwritten by the first, so it is a programmer error.
    case insideOwnChange
  }

  private var holder: ThreadIdentity?
  /// Whether the holder is running the caller's own change, before the rules.
  private var isInOwnChange = false
  private var queued: [Value] = []
  private var queueHead = 0

  /// Asks for the turn for `thread`.
  func acquire(by thread: ThreadIdentity) -> Acquisition {
    guard holder == thread else { return .passGate }
    if isInOwnChange { return .insideOwnChange }
    return .reentrant(base: queueHead < queued.count ? queued.last : nil)
  }

  /// Records that `thread`, past the turn gate, holds the turn and runs its own change.
  mutating func claim(by thread: ThreadIdentity) {
    require(holder == nil, "ManagedState: the mutation turn was claimed twice")
    holder = thread
    isInOwnChange = true
  }

  /// Records that the holder's own change is done: from now on its re-entrant mutations are queued.
  mutating func endOwnChange() {
    isInOwnChange = false
  }

  /// Queues a value mutated re-entrantly by the holder.
  mutating func enqueue(_ value: Value) {
    queued.append(value)
  }

  /// The holder's next queued value; `nil` after giving up the turn (the holder then opens the gate).
  mutating func next() -> Value? {
    if queueHead < queued.count {
      defer { queueHead += 1 }
      return queued[queueHead]
    }
    queued.removeAll()
    queueHead = 0
    holder = nil
    return nil
  }
}
