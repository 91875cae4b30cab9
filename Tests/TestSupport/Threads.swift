import Foundation

/// Runs `body(index)` on `count` new threads at once and waits for all of them.
package func onThreads(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) {
  let group = DispatchGroup()
  let start = DispatchSemaphore(value: 0)
  for index in 0..<count {
    group.enter()
    let thread = Thread {
      start.wait()
      body(index)
      group.leave()
    }
    thread.start()
  }
  for _ in 0..<count { start.signal() }
  group.wait()
}

/// Tracks how many deliveries run at once, and the most seen.
package final class InFlightTracker: @unchecked Sendable {
  // @unchecked: all state is guarded by `lock`.
  private let lock = NSLock()
  private var current = 0
  private var peak = 0
  private var total = 0

  package init() {}

  package func enter() {
    lock.withLock {
      current += 1
      total += 1
      peak = max(peak, current)
    }
  }

  package func leave() {
    lock.withLock { current -= 1 }
  }

  package var maximum: Int { lock.withLock { peak } }
  package var count: Int { lock.withLock { total } }
}

/// A flag many threads can read and set.
package final class Flag: @unchecked Sendable {
  // @unchecked: `value` is guarded by `lock`.
  private let lock = NSLock()
  private var value = false

  package init() {}

  package var isSet: Bool { lock.withLock { value } }
  package func set() { lock.withLock { value = true } }
}

/// Values appended from any thread, in order.
package final class OrderLog: @unchecked Sendable {
  // @unchecked: `storage` is guarded by `lock`.
  private let lock = NSLock()
  private var storage: [Int] = []

  package init() {}

  package var values: [Int] { lock.withLock { storage } }
  package func append(_ value: Int) { lock.withLock { storage.append(value) } }
}
