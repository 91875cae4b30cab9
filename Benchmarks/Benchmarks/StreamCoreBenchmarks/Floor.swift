import Foundation

/// The floor: a hand-written, lock-protected subject that delivers through two closures (its stored handler,
/// which calls the subscriber's closure). Nothing a real subject does can cost less than this hop.
final class FloorSubject: @unchecked Sendable {
  // @unchecked: `handler` is guarded by `lock`.
  private let lock = NSLock()
  private var handler: ((Int) -> Void)?

  func subscribe(_ receive: @escaping (Int) -> Void) {
    lock.lock()
    handler = { receive($0) }
    lock.unlock()
  }

  @inline(never)
  func send(_ value: Int) {
    lock.lock()
    let handler = self.handler
    lock.unlock()
    handler?(value)
  }
}
