import StreamCore

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

/// The states whose write the current thread is inside (a `withLock` body, an in-place change), so that touching one
/// of them again from inside its own write traps with a clear message instead of deadlocking on its lock.
///
/// Each write pushes a frame that lives on the thread's stack, linked from a thread-local slot: entering and leaving
/// cost two thread-local accesses and no allocation.
enum WriteScope {
  private struct Frame {
    let owner: ObjectIdentifier
    let previous: UnsafeMutableRawPointer?
  }

  #if os(Windows)
  private static let key: DWORD = TlsAlloc()
  private static var top: UnsafeMutableRawPointer? { TlsGetValue(key) }
  private static func setTop(_ frame: UnsafeMutableRawPointer?) { TlsSetValue(key, frame) }
  #else
  private static let key: pthread_key_t = {
    var key = pthread_key_t()
    let status = pthread_key_create(&key, nil)
    require(status == 0, "pthread_key_create failed with status \(status)")
    return key
  }()
  private static var top: UnsafeMutableRawPointer? { pthread_getspecific(key) }
  private static func setTop(_ frame: UnsafeMutableRawPointer?) { pthread_setspecific(key, frame) }
  #endif

  /// Traps if the current thread is inside a write of `owner`; `access` names what was attempted.
  static func checkOutside(_ owner: AnyObject, _ access: @autoclosure () -> String) {
    guard let first = top else { return }
    let id = ObjectIdentifier(owner)
    var next: UnsafeMutableRawPointer? = first
    while let pointer = next {
      let frame = pointer.assumingMemoryBound(to: Frame.self).pointee
      if frame.owner == id { trap(access()) }
      next = frame.previous
    }
  }

  /// Runs `body` marked as inside a write of `owner`.
  static func run<Result>(in owner: AnyObject, _ body: () throws -> Result) rethrows -> Result {
    var frame = Frame(owner: ObjectIdentifier(owner), previous: top)
    return try withUnsafeMutablePointer(to: &frame) { pointer in
      setTop(UnsafeMutableRawPointer(pointer))
      defer { setTop(pointer.pointee.previous) }
      return try body()
    }
  }
}
