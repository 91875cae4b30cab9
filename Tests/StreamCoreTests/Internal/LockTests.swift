import Foundation
import StreamCore
import TestSupport
import Testing

/// A counter guarded by a ``Lock``, and a check that no two threads are ever inside at once.
private final class Guarded: @unchecked Sendable {
  // @unchecked: `count` and `inside` are guarded by `lock`.
  let lock = Lock()
  var count = 0
  var inside = 0
  var overlaps = 0

  func increment() {
    lock.lock()
    inside += 1
    if inside > 1 { overlaps += 1 }
    count += 1
    inside -= 1
    lock.unlock()
  }
}

@Suite struct LockTests {
  @Test func excludesEveryOtherThreadUnderContention() {
    let guarded = Guarded()
    onThreads(8) { _ in
      for _ in 0..<50_000 { guarded.increment() }
    }
    guarded.lock.lock()
    #expect(guarded.count == 400_000)
    #expect(guarded.overlaps == 0)
    guarded.lock.unlock()
  }

  @Test func tryLockTakesOnlyAFreeLock() {
    let lock = Lock()
    #expect(lock.tryLock())
    #expect(!lock.tryLock())
    lock.unlock()
    #expect(lock.tryLock())
    lock.unlock()
  }

  @Test func lockWhenHeldChecksOnlyWhenTheLockIsHeld() {
    let lock = Lock()
    let checks = Counter()
    lock.lock { checks.increment() }
    #expect(checks.value == 0)
    let checked = DispatchSemaphore(value: 0)
    let done = DispatchGroup()
    done.enter()
    Thread {
      lock.lock {
        checks.increment()
        checked.signal()
      }
      lock.unlock()
      done.leave()
    }
    .start()
    checked.wait()
    lock.unlock()
    done.wait()
    #expect(checks.value == 1)
  }

  @Test func handsOverToEveryWaiterInTurn() {
    let guarded = Guarded()
    guarded.lock.lock()
    let started = DispatchSemaphore(value: 0)
    let finished = Counter()
    let done = DispatchGroup()
    for _ in 0..<6 {
      done.enter()
      Thread {
        started.signal()
        guarded.increment()
        finished.increment()
        done.leave()
      }
      .start()
    }
    for _ in 0..<6 { started.wait() }
    #expect(finished.value == 0)
    guarded.lock.unlock()
    done.wait()
    #expect(finished.value == 6)
    #expect(guarded.count == 6)
    #expect(guarded.overlaps == 0)
  }
}
