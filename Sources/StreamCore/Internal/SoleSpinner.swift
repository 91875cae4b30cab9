#if !canImport(Darwin)
import Synchronization

/// Lets one waiting thread at a time re-read what it waits for before it goes to sleep.
///
/// A lock or a turn is usually held for tens or hundreds of nanoseconds, a sleep and a wake-up cost microseconds:
/// a waiter that re-reads a while first takes it over without a context switch. Only one waiter spins, so that
/// when threads outnumber cores, spinners never crowd out a holder that was preempted; the others sleep at once.
/// (Not on Apple platforms: `Atomic` needs macOS 15 and iOS 18, newer than this package's macOS 13 / iOS 16 floor.)
package struct SoleSpinner: ~Copyable {
  /// How many times the spinner re-reads before it gives up.
  package static var reads: Int { 1000 }

  /// Whether a thread is spinning here now.
  private let isTaken = Atomic<Bool>(false)

  package init() {}

  /// Re-reads `isReady` up to ``reads`` times, if no other thread is spinning here.
  ///
  /// - Parameter isReady: Checks what the caller waits for, and may take it (a lock); it must not block.
  /// - Returns: Whether `isReady` returned `true`; `false` at once when another thread is spinning.
  package borrowing func spin(until isReady: () -> Bool) -> Bool {
    // A read first, so that waiters who will not spin leave the flag's cache line shared.
    guard !isTaken.load(ordering: .relaxed),
      isTaken.compareExchange(expected: false, desired: true, ordering: .relaxed).exchanged
    else { return false }
    defer { isTaken.store(false, ordering: .relaxed) }
    for _ in 0..<Self.reads {
      if isReady() { return true }
    }
    return false
  }
}
#endif
