import StreamCore

/// Who may compute and commit a state's next mutation: the state machine behind a ``ManagedState``'s mutations.
///
/// One thread at a time holds the turn while it runs the rules and commits; the state's lock is not held
/// meanwhile. Another thread asking for it is told to wait; it may re-read a flag a while first (off Apple
/// platforms) and ask again, and when told to wait once more it is counted as a waiter and sleeps until the holder
/// gives the turn up and wakes one waiter, which asks again. The holding thread itself, re-entering (from a rule, or
/// an observer called before the commit), queues its new value, which the holder applies after the current
/// mutation commits. The
/// queued values themselves stay with the state; the turn counts them. An uncontended mutation thus takes and gives
/// up the turn inside the state's own critical sections, with no second lock. (Not generic over the value, so the
/// unspecialized mutation path looks up no type metadata for it.)
@usableFromInline
struct MutationTurn {
  /// What a thread asking for the turn must do.
  enum Acquisition {
    /// The turn was free: the caller holds it now and runs its own change.
    case claimed
    /// Another thread holds the turn. The caller may re-read a while and ask again; otherwise it is counted as a
    /// waiter (``addWaiter()``), sleeps until woken, and asks again.
    case wait
    /// The caller already holds the turn: its mutation is re-entrant (queued), or — inside its own change — a
    /// programmer error. Which one is the holder's own business: the state keeps that flag outside the turn, so the
    /// holder can clear it without the lock.
    case heldByCaller
  }

  private var holder: ThreadIdentity?
  /// How many re-entrant mutations the holder queued and has not applied yet.
  private var queuedCount = 0
  /// How many threads sleep waiting for the turn and have not been woken.
  private var waiterCount = 0

  /// Asks for the turn for `thread`.
  mutating func acquire(by thread: ThreadIdentity) -> Acquisition {
    guard let holder else {
      holder = thread
      return .claimed
    }
    guard holder == thread else { return .wait }
    return .heldByCaller
  }

  /// Counts a thread that was told to wait and is about to sleep: the holder wakes one such thread when it gives
  /// the turn up.
  mutating func addWaiter() {
    waiterCount += 1
  }

  /// Counts a value the holder mutated re-entrantly and the state queued.
  mutating func enqueue() {
    queuedCount += 1
  }

  /// Whether the holder applies a queued value next (the state's oldest); if none is left, gives up the turn.
  @usableFromInline
  mutating func takeNext() -> Bool {
    guard queuedCount == 0 else {
      queuedCount -= 1
      return true
    }
    holder = nil
    return false
  }

  /// After the turn was given up: whether a waiting thread is to be woken (one wake-up per waiter).
  @usableFromInline
  mutating func takeWaiter() -> Bool {
    guard waiterCount > 0 else { return false }
    waiterCount -= 1
    return true
  }
}
