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

/// One pointer-sized slot per thread (a pthread key, or a TLS index on Windows), made once and never freed.
///
/// What a thread stores is its own; a new thread reads `nil`. Holders keep it in a `static let`.
package struct ThreadLocalSlot: Sendable {
  #if os(Windows)
  private let key: DWORD
  #else
  private let key: pthread_key_t
  #endif

  package init() {
    #if os(Windows)
    key = TlsAlloc()
    #else
    var key = pthread_key_t()
    let status = pthread_key_create(&key, nil)
    require(status == 0, "pthread_key_create failed with status \(status)")
    self.key = key
    #endif
  }

  /// The current thread's value.
  package var value: UnsafeMutableRawPointer? {
    get {
      #if os(Windows)
      TlsGetValue(key)
      #else
      pthread_getspecific(key)
      #endif
    }
    nonmutating set {
      #if os(Windows)
      TlsSetValue(key, newValue)
      #else
      pthread_setspecific(key, newValue)
      #endif
    }
  }
}
