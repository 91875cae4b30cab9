import StreamCore

/// The committed changes a ``TestState`` has been notified of and not yet looked at, oldest first; filled by its
/// subscription, on whichever thread commits.
final class ChangeRecorder<Value>: @unchecked Sendable {
  // @unchecked: `received` is guarded by `lock`.
  private let lock = Lock()
  private var received: [DiffedValue<Value>] = []

  func record(_ diff: DiffedValue<Value>) {
    lock.withLock { received.append(diff) }
  }

  /// Takes every change recorded so far.
  func takeAll() -> [DiffedValue<Value>] {
    lock.withLock {
      var taken: [DiffedValue<Value>] = []
      swap(&taken, &received)
      return taken
    }
  }
}
