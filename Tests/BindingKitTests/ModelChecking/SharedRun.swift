import Foundation
import StreamCore
import TestSupport

/// What the threads and observers of one run share: unique ids, the live subscriptions, the recordings.
final class SharedRun: @unchecked Sendable {
  // @unchecked: `next` and `cancellables` are guarded by `lock`; the logs guard themselves.
  private let lock = NSLock()
  private var next = 1000
  private var cancellables: [AnyCancellable] = []
  private var watched: [WeakWatch] = []
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

  /// A new object for a subscription's closure to capture, watched weakly: once the run cancelled the subscription
  /// and dropped its references, the probe must be gone (see ``Invariants/everythingIsFreed(_:)``).
  func probe(_ label: String) -> LeakProbe {
    let probe = LeakProbe()
    watch(label, probe)
    return probe
  }

  /// Watches `object` weakly under `label`, for the leak invariant.
  func watch(_ label: String, _ object: AnyObject) {
    let watch = WeakWatch(label: label, object: object)
    lock.withLock { watched.append(watch) }
  }

  /// Whether each watched object is gone.
  var freed: [Freed] {
    lock.withLock { watched.map { Freed(label: $0.label, isFreed: $0.object == nil) } }
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

/// An object captured by what the leak invariant watches: a subscription's closure, a rule's token.
final class LeakProbe: Sendable {}

/// A weak reference with a label, for the leak invariant.
final class WeakWatch: @unchecked Sendable {
  // @unchecked: `object` is written once, in `init`; a weak reference is read atomically.
  let label: String
  weak var object: AnyObject?

  init(label: String, object: AnyObject) {
    self.label = label
    self.object = object
  }
}
