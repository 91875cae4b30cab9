import StreamCore

/// A flag that lets exactly one caller through, from any thread.
final class OnceFlag: @unchecked Sendable {
  // @unchecked: `isClaimed` is read and written only under `lock`.
  private let lock = Lock()
  private var isClaimed = false

  /// `true` for the first call, `false` for every later one.
  func claim() -> Bool {
    lock.withLock {
      defer { isClaimed = true }
      return !isClaimed
    }
  }
}
