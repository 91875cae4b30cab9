#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
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
package final class Lock: @unchecked Sendable {  // Owns the platform mutex; every access goes through lock()/unlock().
  #if canImport(Darwin)
  private let primitive: UnsafeMutablePointer<os_unfair_lock>
  #elseif os(Windows)
  private let primitive: UnsafeMutablePointer<SRWLOCK>
  #else
  private let primitive: UnsafeMutablePointer<pthread_mutex_t>
  #endif

  package init() {
    primitive = .allocate(capacity: 1)
    #if canImport(Darwin)
    primitive.initialize(to: os_unfair_lock())
    #elseif os(Windows)
    InitializeSRWLock(primitive)
    #else
    primitive.initialize(to: pthread_mutex_t())
    let status = pthread_mutex_init(primitive, nil)
    require(status == 0, "pthread_mutex_init failed with status \(status)")
    #endif
  }

  deinit {
    #if !canImport(Darwin) && !os(Windows)
    pthread_mutex_destroy(primitive)
    #endif
    primitive.deinitialize(count: 1)
    primitive.deallocate()
  }

  package func lock() {
    #if canImport(Darwin)
    os_unfair_lock_lock(primitive)
    #elseif os(Windows)
    AcquireSRWLockExclusive(primitive)
    #else
    pthread_mutex_lock(primitive)
    #endif
  }

  package func unlock() {
    #if canImport(Darwin)
    os_unfair_lock_unlock(primitive)
    #elseif os(Windows)
    ReleaseSRWLockExclusive(primitive)
    #else
    pthread_mutex_unlock(primitive)
    #endif
  }

  /// Takes the lock if it is free, without waiting.
  ///
  /// - Returns: Whether the lock was taken.
  package func tryLock() -> Bool {
    #if canImport(Darwin)
    os_unfair_lock_trylock(primitive)
    #elseif os(Windows)
    TryAcquireSRWLockExclusive(primitive) != 0
    #else
    pthread_mutex_trylock(primitive) == 0
    #endif
  }

  /// Takes the lock; only if it is held already, runs `whenHeld` first — the place to trap when the holder may be
  /// this very thread (a write from inside the writer's own change), which `lock()` would deadlock on. An
  /// uncontended lock skips the check, which costs a thread-local lookup.
  package func lock(whenHeld check: () -> Void) {
    if tryLock() { return }
    check()
    lock()
  }

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
