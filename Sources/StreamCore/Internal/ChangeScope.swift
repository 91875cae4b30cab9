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

/// The containers whose in-place change (a `modify` or `withLock` body) the current thread is running, so that
/// touching one of them from inside its own change traps with a clear message instead of deadlocking on its lock.
///
/// Each change pushes a frame that lives on the thread's stack and is linked from a thread-local slot: entering and
/// leaving cost two thread-local accesses and no allocation. PropertyKit's `MutableProperty` and `ValueSubject` and
/// BindingKit's `UIState` share it.
package enum ChangeScope {
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

  /// Whether the current thread is inside a change of `owner`.
  package static func contains(_ owner: AnyObject) -> Bool {
    guard var next = top else { return false }
    let id = ObjectIdentifier(owner)
    while true {
      let frame = next.assumingMemoryBound(to: Frame.self).pointee
      if frame.owner == id { return true }
      guard let previous = frame.previous else { return false }
      next = previous
    }
  }

  /// Runs `body` marked as inside a change of `owner`.
  package static func run<Result>(in owner: AnyObject, _ body: () throws -> Result) rethrows -> Result {
    var frame = Frame(owner: ObjectIdentifier(owner), previous: top)
    return try withUnsafeMutablePointer(to: &frame) { pointer in
      setTop(UnsafeMutableRawPointer(pointer))
      defer { setTop(pointer.pointee.previous) }
      return try body()
    }
  }
}
