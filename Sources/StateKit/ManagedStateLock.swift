public import Foundation
import StreamCore

/// How a ``ManagedState`` guards its value: `.default` (also spelled `.synced`), `.absent` or `.custom(lock)`.
///
/// The lock guards only short critical sections — reading the value, committing a new one, queueing a
/// notification. Rules, observers and subscribers never run under it, so any lock works, recursive or not.
///
/// ```swift
/// @ManagedState var shared = Counter()                                   // thread-safe
/// @ManagedState(lock: .absent) var local = Counter()                     // one thread only
/// @ManagedState(lock: .custom(NSRecursiveLock())) var custom = Counter() // your lock
/// ```
public struct ManagedStateLock {
  enum Kind {
    case builtIn
    case absent
    case custom(any NSLocking)
  }

  let kind: Kind

  /// The library's own lock: the platform's cheapest mutex.
  ///
  /// ```swift
  /// struct Counter: BehavioralStateContract { var clicks = 0 }
  /// let state = ManagedState(wrappedValue: Counter(), lock: .default)
  /// DispatchQueue.concurrentPerform(iterations: 100) { _ in state.wrappedValue.clicks += 1 }
  /// print(state.clicks)  // Prints "100"
  /// ```
  public static var `default`: ManagedStateLock { ManagedStateLock(kind: .builtIn) }

  /// CombineExt's name for ``default``.
  ///
  /// ```swift
  /// struct Counter: BehavioralStateContract { var clicks = 0 }
  /// @ManagedState(lock: .synced) var counter = Counter()
  /// counter.clicks += 1
  /// print(counter.clicks)  // Prints "1"
  /// ```
  public static var synced: ManagedStateLock { .default }

  /// No locking, for a state used from one thread only (the main thread, say). Using it from several threads at
  /// once is a data race.
  ///
  /// ```swift
  /// struct Counter: BehavioralStateContract { var clicks = 0 }
  /// @ManagedState(lock: .absent) var counter = Counter()  // used on this thread only
  /// counter.clicks += 1
  /// print(counter.clicks)  // Prints "1"
  /// ```
  public static var absent: ManagedStateLock { ManagedStateLock(kind: .absent) }

  /// Guards the state with `lock`, recursive or not.
  ///
  /// ```swift
  /// struct Counter: BehavioralStateContract { var clicks = 0 }
  /// let state = ManagedState(wrappedValue: Counter(), lock: .custom(NSRecursiveLock()))
  /// state.wrappedValue.clicks = 2
  /// print(state.clicks)  // Prints "2"
  /// ```
  ///
  /// - Parameter lock: The lock to take around each critical section.
  /// - Returns: The option.
  public static func custom(_ lock: any NSLocking) -> ManagedStateLock {
    ManagedStateLock(kind: .custom(lock))
  }
}

/// The lock a state was created with, ready to take.
@usableFromInline
final class StateLock: @unchecked Sendable {  // @unchecked: a custom NSLocking is thread-safe by contract.
  /// Which lock to take: the built-in one, none, or the custom one.
  private let kind: Kind
  /// Allocated for every option, used for `.builtIn` only: a non-optional `let` is called without a retain and a
  /// release, which unwrapping an optional reference costs on every lock and unlock.
  let builtIn = Lock()
  /// A custom lock, boxed in a class: checking and calling an optional existential copies it on every call (about
  /// 150 instructions per lock or unlock), which `.absent` paid too.
  private let custom: CustomLock?

  private enum Kind {
    case builtIn, absent, custom
  }

  init(_ option: ManagedStateLock) {
    switch option.kind {
    case .builtIn:
      kind = .builtIn
      custom = nil
    case .absent:
      kind = .absent
      custom = nil
    case .custom(let lock):
      kind = .custom
      custom = CustomLock(lock)
    }
  }

  /// Whether this is the library's own lock, ``builtIn``, which the state can share with its changes subject.
  var isBuiltIn: Bool {
    kind == .builtIn
  }

  @inline(__always)
  @usableFromInline
  func lock() {
    switch kind {
    case .builtIn: builtIn.lock()
    case .absent: break
    case .custom: custom.unsafelyUnwrapped.base.lock()
    }
  }

  @inline(__always)
  @usableFromInline
  func unlock() {
    switch kind {
    case .builtIn: builtIn.unlock()
    case .absent: break
    case .custom: custom.unsafelyUnwrapped.base.unlock()
    }
  }

  @inline(__always)
  func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
    lock()
    defer { unlock() }
    return try body()
  }
}

/// A custom `NSLocking` lock, boxed so the state reaches it through a class reference.
private final class CustomLock {
  let base: any NSLocking

  init(_ base: any NSLocking) {
    self.base = base
  }
}
