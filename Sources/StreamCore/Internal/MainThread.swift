import Foundation

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
import Synchronization
#endif

/// Tells whether the caller runs on the main thread, cheaply enough to check on every value a main-actor `sink`
/// receives.
enum MainThread {
  #if canImport(Glibc) && !canImport(Darwin)
  /// The main thread's `pthread_t` once it has been seen, 0 before. On Linux `Thread.isMainThread` costs two system
  /// calls; comparing `pthread_self()` with the main thread's costs a load. (The main thread lives as long as the
  /// process, so no other thread can have its `pthread_t`.)
  private static let seen = Atomic<UInt>(0)
  #endif

  /// Whether the caller runs on the main thread.
  static var isCurrent: Bool {
    #if canImport(Darwin)
    return pthread_main_np() != 0
    #elseif canImport(Glibc)
    let current = UInt(pthread_self())
    if seen.load(ordering: .relaxed) == current { return true }
    guard Thread.isMainThread else { return false }
    seen.store(current, ordering: .relaxed)
    return true
    #else
    return Thread.isMainThread
    #endif
  }
}
