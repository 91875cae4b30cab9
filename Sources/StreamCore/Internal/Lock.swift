#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
import Synchronization
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#elseif os(Windows)
import WinSDK
#endif

/// A non-recursive mutual-exclusion lock over the platform's cheapest primitive.
///
/// The library never calls user code while holding a `Lock`, and never takes a second lock while holding one,
/// so a non-recursive lock is enough and lock ordering never matters.
///
/// On Darwin it is an `os_unfair_lock`, on Windows an `SRWLOCK`. With glibc it is an atomic state — free, held,
/// or held with waiters — and a semaphore the waiters sleep on (the futex mutex of Drepper's "Futexes are tricky",
/// with a semaphore for the futex). Taking or releasing an uncontended lock is one inlined atomic operation, against
/// about forty instructions for `pthread_mutex_lock` and `pthread_mutex_unlock`. Under contention one waiter spins a
/// while before sleeping (``SoleSpinner``), a releasing thread wakes one sleeping waiter unless a wake-up is pending
/// already, and a running thread may take the lock first, as with a pthread mutex, which keeps a busy lock from
/// handing over at the pace of context switches. Elsewhere it is a `pthread_mutex_t`.
@usableFromInline
package final class Lock: @unchecked Sendable {  // Owns the platform lock; every access goes through lock()/unlock().
  #if canImport(Darwin)
  private let primitive: UnsafeMutablePointer<os_unfair_lock>
  #elseif os(Windows)
  private let primitive: UnsafeMutablePointer<SRWLOCK>
  #elseif canImport(Glibc)
  /// 0: free; 1: held; 2: held, and some thread may be waiting.
  private let state = Atomic<UInt32>(0)
  /// Where the waiters sleep. A release that saw state 2 posts it once, unless a post is pending already; a post
  /// nobody waits for only makes the next waiter look at the state once more.
  private let waiters: UnsafeMutablePointer<sem_t>
  /// Lets one waiting thread spin before it sleeps (see `waitForTurn()`).
  private let spinner = SoleSpinner()
  #if DEBUG
  /// The thread that holds the lock (`pthread_self()`), or 0; debug builds only, to name a self-deadlock.
  private let owner = Atomic<UInt>(0)
  #endif
  #else
  private let primitive: UnsafeMutablePointer<pthread_mutex_t>
  #endif

  package init() {
    #if canImport(Darwin)
    primitive = .allocate(capacity: 1)
    primitive.initialize(to: os_unfair_lock())
    #elseif os(Windows)
    primitive = .allocate(capacity: 1)
    InitializeSRWLock(primitive)
    #elseif canImport(Glibc)
    waiters = .allocate(capacity: 1)
    let status = sem_init(waiters, 0, 0)
    require(status == 0, "sem_init failed with errno \(errno)")
    #else
    primitive = .allocate(capacity: 1)
    primitive.initialize(to: pthread_mutex_t())
    let status = pthread_mutex_init(primitive, nil)
    require(status == 0, "pthread_mutex_init failed with status \(status)")
    #endif
  }

  deinit {
    #if canImport(Glibc) && !canImport(Darwin)
    sem_destroy(waiters)
    waiters.deallocate()
    #else
    #if !canImport(Darwin) && !os(Windows)
    pthread_mutex_destroy(primitive)
    #endif
    primitive.deinitialize(count: 1)
    primitive.deallocate()
    #endif
  }

  @usableFromInline
  package func lock() {
    #if DEBUG
    checkNotHeldByCurrentThread()
    #endif
    #if canImport(Darwin)
    os_unfair_lock_lock(primitive)
    #elseif os(Windows)
    AcquireSRWLockExclusive(primitive)
    #elseif canImport(Glibc)
    if !state.compareExchange(expected: 0, desired: 1, ordering: .acquiring).exchanged { waitForTurn() }
    #else
    pthread_mutex_lock(primitive)
    #endif
    #if DEBUG
    didTake()
    #endif
  }

  @usableFromInline
  package func unlock() {
    #if DEBUG
    willRelease()
    #endif
    #if canImport(Darwin)
    os_unfair_lock_unlock(primitive)
    #elseif os(Windows)
    ReleaseSRWLockExclusive(primitive)
    #elseif canImport(Glibc)
    if state.exchange(0, ordering: .releasing) == 2 { wakeWaiter() }
    #else
    pthread_mutex_unlock(primitive)
    #endif
  }

  /// Takes the lock if it is free, without waiting.
  ///
  /// - Returns: Whether the lock was taken.
  package func tryLock() -> Bool {
    #if canImport(Darwin)
    let taken = os_unfair_lock_trylock(primitive)
    #elseif os(Windows)
    let taken = TryAcquireSRWLockExclusive(primitive) != 0
    #elseif canImport(Glibc)
    let taken = state.compareExchange(expected: 0, desired: 1, ordering: .acquiring).exchanged
    #else
    let taken = pthread_mutex_trylock(primitive) == 0
    #endif
    #if DEBUG
    if taken { didTake() }
    #endif
    return taken
  }

  #if canImport(Glibc) && !canImport(Darwin)
  /// Takes a held lock. One waiting thread at a time re-reads it a while first, taking it if it turns free
  /// (``SoleSpinner``); the others, and the spinner once its reads run out, mark the lock as waited for and sleep,
  /// re-checking after each wake-up, until they find it free. Out of line, off the uncontended path.
  @inline(never)
  private func waitForTurn() {
    let taken = spinner.spin {
      state.load(ordering: .relaxed) == 0
        && state.compareExchange(expected: 0, desired: 1, ordering: .acquiring).exchanged
    }
    if taken { return }
    while state.exchange(2, ordering: .acquiring) != 0 {
      while sem_wait(waiters) != 0 {
        require(errno == EINTR, "sem_wait failed with errno \(errno)")
      }
    }
  }

  /// Wakes one sleeping waiter, unless a wake-up is pending already. A post that finds the count above zero would
  /// only raise it: posts piling up (every release by a thread that took the lock as a waiter sees state 2) would let
  /// later waiters return from `sem_wait` at once and loop on the lock word instead of sleeping, taking its cache
  /// line from the holder on every turn. A pending post is enough: the thread that consumes it takes the lock or
  /// marks it waited for again, so the next release wakes the next waiter.
  @inline(never)
  private func wakeWaiter() {
    var pending: Int32 = 0
    sem_getvalue(waiters, &pending)
    if pending <= 0 { sem_post(waiters) }
  }

  #endif

  /// Takes the lock; only if it is held already, runs `whenHeld` first — the place to trap when the holder may be
  /// this very thread (a write from inside the writer's own change), which `lock()` would deadlock on. An
  /// uncontended lock skips the check, which costs a thread-local lookup.
  @usableFromInline
  package func lock(whenHeld check: () -> Void) {
    if tryLock() { return }
    check()
    lock()
  }

  #if DEBUG
  /// Traps if the current thread holds this lock already — the deadlock `lock()` is about to enter, most often a
  /// `deinit` or user code run under a lock (see ``Lock/heldByCurrentThread``).
  private func checkNotHeldByCurrentThread() {
    #if canImport(Darwin)
    os_unfair_lock_assert_not_owner(primitive)
    #elseif canImport(Glibc)
    require(
      owner.load(ordering: .relaxed) != UInt(pthread_self()),
      "Lock taken again by the thread that holds it: a deinit or user code ran under a lock (thread holds \(Lock.heldByCurrentThread) locks)"
    )
    #endif
  }

  private func didTake() {
    #if canImport(Glibc) && !canImport(Darwin)
    owner.store(UInt(pthread_self()), ordering: .relaxed)
    #endif
    HeldLockCount.add(1)
  }

  private func willRelease() {
    #if canImport(Glibc) && !canImport(Darwin)
    owner.store(0, ordering: .relaxed)
    #endif
    HeldLockCount.add(-1)
  }
  #endif

  /// Runs `body` with the lock held. `body` must not call user code.
  package func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
    lock()
    defer { unlock() }
    return try body()
  }
}

/// A fixed pool of locks shared by small, short-lived objects (sinks, cancellables) so that each of them does not
/// pay for a mutex allocation.
///
/// Sharing is safe because a pooled lock guards only a few field writes: no code runs under it that could take
/// another lock or call user code.
enum LockPool {
  private static let locks: [Lock] = (0..<64).map { _ in Lock() }

  /// The pooled lock for `object`.
  static func lock(for object: AnyObject) -> Lock {
    let address = UInt(bitPattern: ObjectIdentifier(object))
    // Objects are at least 16-byte aligned; mix the higher bits in so neighbours spread over the pool.
    let index = Int(truncatingIfNeeded: (address >> 4) ^ (address >> 10)) & (locks.count - 1)
    return locks[index]
  }
}
