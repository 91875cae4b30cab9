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

  private static let slot = ThreadLocalSlot()
  private static var top: UnsafeMutableRawPointer? { slot.value }
  private static func setTop(_ frame: UnsafeMutableRawPointer?) { slot.value = frame }

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
