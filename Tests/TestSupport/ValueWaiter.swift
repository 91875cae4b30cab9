import Foundation
package import StreamCore

/// Records the values a publisher delivers on any thread, and waits for one that another process or thread causes:
/// for tests of real events (a file changed by another process), which no virtual clock drives.
package final class ValueWaiter<Value: Sendable>: @unchecked Sendable {
  // @unchecked: `recorded` and `waiters` are guarded by `lock`; the subscription is set once, in `init`.
  private let lock = NSLock()
  private var recorded: [Value] = []
  private var waiters: [(condition: ([Value]) -> Bool, semaphore: DispatchSemaphore)] = []
  private var subscription: AnyCancellable?

  /// Subscribes to `publisher` and records what it delivers.
  package init<Source: Publisher>(_ publisher: Source) where Source.Output == Value, Source.Failure == Never {
    subscription = publisher.sink { [weak self] value in self?.record(value) }
  }

  /// The values delivered so far.
  package var values: [Value] { lock.withLock { recorded } }

  /// Waits until the values delivered satisfy `condition`, for at most `seconds`; returns whether they did.
  package func wait(seconds: Double = 20, until condition: @escaping ([Value]) -> Bool) -> Bool {
    let semaphore = DispatchSemaphore(value: 0)
    let isMet = lock.withLock {
      if condition(recorded) { return true }
      waiters.append((condition, semaphore))
      return false
    }
    return isMet || semaphore.wait(timeout: .now() + seconds) == .success
  }

  private func record(_ value: Value) {
    let met = lock.withLock {
      recorded.append(value)
      let met = waiters.filter { $0.condition(recorded) }.map(\.semaphore)
      waiters.removeAll { $0.condition(recorded) }
      return met
    }
    for semaphore in met { semaphore.signal() }
  }
}
