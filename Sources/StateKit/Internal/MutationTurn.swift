import StreamCore

/// Who may compute and commit a state's next mutation: the state machine behind a ``ManagedState``'s mutations.
///
/// One thread at a time holds the turn while it runs the rules and commits; the state's lock is not held
/// meanwhile. Another thread blocks on the state's turn gate until the turn is free; the holding thread itself,
/// re-entering (from a rule, or an observer called before the commit), queues its new value, which the holder
/// applies after the current mutation commits. The queued values themselves stay with the state; the turn counts
/// them. (Not generic over the value, so the unspecialized mutation path looks up no type metadata for it.)
@usableFromInline
struct MutationTurn {
  /// What a thread asking for the turn must do.
  enum Acquisition {
    /// The caller does not hold the turn: pass the turn gate, then ``claim(by:)`` the turn.
    case passGate
    /// The caller already holds the turn: mutate the last queued value (the value in flight, or the committed one,
    /// if none is queued) and queue the result.
    case reentrant
    /// The caller holds the turn and is still inside its own change (a `withLock` body or an in-place
    /// modification): a second change now would be overwritten by the first, so it is a programmer error.
    case insideOwnChange
  }

  private var holder: ThreadIdentity?
  /// Whether the holder is inside a change it makes — its own, before the rules, or a re-entrant one, until it is
  /// queued — during which a further mutation would be lost (or pull the value from under an in-place change).
  private var isInOwnChange = false
  /// How many re-entrant mutations the holder queued and has not applied yet.
  private var queuedCount = 0

  /// Asks for the turn for `thread`; a re-entrant caller is inside its change from now until ``enqueue()``.
  mutating func acquire(by thread: ThreadIdentity) -> Acquisition {
    guard holder == thread else { return .passGate }
    if isInOwnChange { return .insideOwnChange }
    isInOwnChange = true
    return .reentrant
  }

  /// Records that `thread`, past the turn gate, holds the turn and runs its own change.
  mutating func claim(by thread: ThreadIdentity) {
    require(holder == nil, "ManagedState: the mutation turn was claimed twice")
    holder = thread
    isInOwnChange = true
  }

  /// Records that the holder's own change is done: from now on its re-entrant mutations are queued.
  @usableFromInline
  mutating func endOwnChange() {
    isInOwnChange = false
  }

  /// Counts a value the holder mutated re-entrantly and the state queued; the re-entrant change is over.
  mutating func enqueue() {
    queuedCount += 1
    isInOwnChange = false
  }

  /// Whether the holder applies a queued value next (the state's oldest); if none is left, gives up the turn (the
  /// holder then opens the gate).
  @usableFromInline
  mutating func takeNext() -> Bool {
    guard queuedCount == 0 else {
      queuedCount -= 1
      return true
    }
    holder = nil
    return false
  }
}
