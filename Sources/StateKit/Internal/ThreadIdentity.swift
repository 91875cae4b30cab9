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

/// The identity of a thread, to tell a re-entrant mutation (same thread) from a concurrent one.
struct ThreadIdentity: Equatable {
  private let raw: UInt

  /// The calling thread.
  static var current: ThreadIdentity {
    #if canImport(Darwin)
    ThreadIdentity(raw: UInt(bitPattern: pthread_self()))
    #elseif os(Windows)
    ThreadIdentity(raw: UInt(GetCurrentThreadId()))
    #else
    ThreadIdentity(raw: UInt(pthread_self()))
    #endif
  }

}
