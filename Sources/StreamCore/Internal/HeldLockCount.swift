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

extension Lock {
  /// How many ``Lock``s the current thread holds: counted in debug builds, always 0 in release builds.
  ///
  /// The library's rule is that no user code — no subscriber, closure or `deinit` — runs while a lock is held. Test
  /// probes (subscriptions, subscribers and captured objects whose callbacks and `deinit` check this count) make the
  /// rule checkable for every operator.
  package static var heldByCurrentThread: Int {
    #if DEBUG
    HeldLockCount.current
    #else
    0
    #endif
  }
}

#if DEBUG
/// The current thread's count of held locks, kept in a thread-local slot as the slot's bit pattern (no allocation).
enum HeldLockCount {
  #if os(Windows)
  private static let key: DWORD = TlsAlloc()
  static var current: Int { Int(bitPattern: UInt(bitPattern: TlsGetValue(key))) }
  static func add(_ change: Int) { TlsSetValue(key, UnsafeMutableRawPointer(bitPattern: current + change)) }
  #else
  private static let key: pthread_key_t = {
    var key = pthread_key_t()
    let status = pthread_key_create(&key, nil)
    require(status == 0, "pthread_key_create failed with status \(status)")
    return key
  }()
  static var current: Int { Int(bitPattern: pthread_getspecific(key)) }
  static func add(_ change: Int) { pthread_setspecific(key, UnsafeRawPointer(bitPattern: current + change)) }
  #endif
}
#endif
