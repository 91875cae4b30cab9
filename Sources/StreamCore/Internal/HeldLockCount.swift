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
  private static let slot = ThreadLocalSlot()
  static var current: Int { Int(bitPattern: slot.value) }
  static func add(_ change: Int) { slot.value = UnsafeMutableRawPointer(bitPattern: current + change) }
}
#endif
