import Foundation
import StreamCore
import TestSupport

/// What the threads and observers of one run share: unique ids, the live subscriptions, the recordings.
final class SharedRun: @unchecked Sendable {
  // @unchecked: `next` and `cancellables` are guarded by `lock`; the logs guard themselves.
  private let lock = NSLock()
  private var next = 1000
  private var cancellables: [AnyCancellable] = []
  let subscribers = Log<Recording<Emission<CheckedDoc>>>()
  let tickSubscribers = Log<Recording<Emission<Tick>>>()
  let fields = Log<FieldRecording<CheckedDoc>>()

  /// A value no other write of the run uses, to stamp a write with.
  func nextID() -> Int {
    lock.withLock {
      next += 1
      return next
    }
  }

  /// Keeps `cancellable` alive until ``cancelAll()``.
  func keep(_ cancellable: AnyCancellable) {
    lock.withLock { cancellables.append(cancellable) }
  }

  /// Cancels every subscription the run kept, outside the lock.
  func cancelAll() {
    let all = lock.withLock {
      defer { cancellables = [] }
      return cancellables
    }
    for cancellable in all { cancellable.cancel() }
  }
}

/// A value any thread can read and replace.
final class LockedBox<Value: Sendable>: @unchecked Sendable {
  // @unchecked: `stored` is guarded by `lock`.
  private let lock = NSLock()
  private var stored: Value

  init(_ value: Value) {
    stored = value
  }

  var value: Value {
    get { lock.withLock { stored } }
    set {
      let old = lock.withLock {
        defer { stored = newValue }
        return stored
      }
      withExtendedLifetime(old) {}
    }
  }
}
