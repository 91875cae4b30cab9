import Foundation
import StreamCore
import TestSupport
import Testing

/// Adds to `core` a dependent that appends each value it receives to `log`; returns it and the value it started
/// from.
@discardableResult
private func logDependent(
  on core: SubjectCore<Int, Never>,
  into log: Log<String>,
  named name: String = "dependent"
) -> (start: Int, dependent: CoreDependent) {
  core.addDependent { start in
    let dependent = CoreDependent(
      receive: { log.append("\(name) \($0.load(as: Int.self))") },
      complete: { log.append("\(name) completed") }
    )
    return (start, dependent)
  }
}

@Suite struct CoreDependentTests {
  @Test func dependentsGetEveryValueInOrderBeforeTheSubscribers() {
    let core = SubjectCore<Int, Never>(current: 0)
    let log = Log<String>()
    let (start, _) = logDependent(on: core, into: log)
    let subscriber = CorePublisher(core).sink { log.append("subscriber \($0)") }
    core.send(1)
    core.send(2)
    #expect(start == 0)
    #expect(
      log.entries == ["subscriber 0", "dependent 1", "subscriber 1", "dependent 2", "subscriber 2"]
    )
    subscriber.cancel()
  }

  @Test func aDependentAddedDuringADeliverySkipsTheOlderQueuedValues() {
    let core = SubjectCore<Int, Never>(current: 0)
    let log = Log<String>()
    var started: Int?
    let subscriber = CorePublisher(core).sink { value in
      guard value == 1 else { return }
      // Queued behind the delivery of 1: both are older than the value the dependent starts from.
      core.send(2)
      core.send(3)
      started = logDependent(on: core, into: log).start
    }
    core.send(1)
    core.send(4)
    #expect(started == 3)
    #expect(log.entries == ["dependent 4"])
    subscriber.cancel()
  }

  @Test func aDependentAddedWhileNothingIsDeliveredGetsWhatItsOwnMakeSends() {
    let core = SubjectCore<Int, Never>(current: 0)
    let log = Log<String>()
    let (start, _) = core.addDependent { start in
      // Sent while the new dependent holds the delivery turn: queued, then delivered to it.
      core.send(5)
      let dependent = CoreDependent(receive: { log.append("got \($0.load(as: Int.self))") }, complete: {})
      return (start, dependent)
    }
    #expect(start == 0)
    #expect(log.entries == ["got 5"])
  }

  @Test func removedDependentsGetNothingMore() {
    let core = SubjectCore<Int, Never>(current: 0)
    let log = Log<String>()
    let (_, first) = logDependent(on: core, into: log, named: "first")
    logDependent(on: core, into: log, named: "second")
    core.send(1)
    core.removeDependent(first)
    core.send(2)
    #expect(log.entries == ["first 1", "second 1", "second 2"])
  }

  @Test func completionCompletesDependentsOnceAndLaterOnesAtOnce() {
    let core = SubjectCore<Int, Never>(current: 0)
    let log = Log<String>()
    logDependent(on: core, into: log, named: "early")
    core.send(completion: .finished)
    core.send(1)
    let (start, _) = logDependent(on: core, into: log, named: "late")
    #expect(start == 0)
    #expect(log.entries == ["early completed", "late completed"])
  }

  @Test func sendFromSourceTurnUpdatesDependentsAndSubscribers() {
    let core = SubjectCore<Int, Never>(current: 0)
    let log = Log<String>()
    logDependent(on: core, into: log)
    core.sendFromSourceTurn(1)
    let subscriber = CorePublisher(core).sink { log.append("subscriber \($0)") }
    core.sendFromSourceTurn(2)
    subscriber.cancel()
    core.sendFromSourceTurn(3)
    #expect(log.entries == ["dependent 1", "subscriber 1", "dependent 2", "subscriber 2", "dependent 3"])
    #expect(core.currentValue == 3)
  }

  @Test func sendsFromManyThreadsReachADependentOneAtATime() {
    let shared = SharedCore()
    let core = shared.core
    let tracker = InFlightTracker()
    let received = Counter()
    _ = core.addDependent { _ in
      let dependent = CoreDependent(
        receive: { _ in
          tracker.enter()
          received.increment()
          tracker.leave()
        },
        complete: {}
      )
      return ((), dependent)
    }
    onThreads(8) { thread in
      for value in 0..<2_000 { shared.core.send(thread * 2_000 + value) }
    }
    #expect(received.value == 16_000)
    #expect(tracker.maximum == 1)
  }

  /// Another thread holds the delivery turn and delivers the newest value while `make` runs, and still holds the
  /// turn afterwards: the new dependent was not listed yet and missed it, so `make` runs again from that value
  /// instead of leaving it behind for good.
  @Test func aDependentThatMissedTheNewestValueStartsAgainFromIt() {
    let shared = SharedCore()
    let insideFirstDelivery = DispatchSemaphore(value: 0)
    let resumeFirstDelivery = DispatchSemaphore(value: 0)
    let secondDelivered = DispatchSemaphore(value: 0)
    let releaseSecondDelivery = DispatchSemaphore(value: 0)
    let senderDone = DispatchSemaphore(value: 0)
    let subscriber = CorePublisher(shared.core, receivesCurrentValue: false).sink { value in
      if value == 1 {
        insideFirstDelivery.signal()
        _ = resumeFirstDelivery.wait(timeout: .now() + 10)
      } else {
        // Keeps the turn until `make` ran again, so the registering thread finds the delivery still under way.
        secondDelivered.signal()
        _ = releaseSecondDelivery.wait(timeout: .now() + 10)
      }
    }
    Thread {
      shared.core.send(1)
      senderDone.signal()
    }.start()
    #expect(insideFirstDelivery.wait(timeout: .now() + 10) == .success)
    let starts = Log<Int>()
    let (start, _) = shared.core.addDependent { start in
      starts.append(start)
      if starts.entries.count == 1 {
        shared.core.send(2)  // Queued behind 1; the other thread delivers it before this dependent is listed.
        resumeFirstDelivery.signal()
        _ = secondDelivered.wait(timeout: .now() + 10)
      } else {
        releaseSecondDelivery.signal()
      }
      return (start, CoreDependent(receive: { _ in }, complete: {}))
    }
    #expect(senderDone.wait(timeout: .now() + 10) == .success)
    #expect(starts.entries == [1, 2])
    #expect(start == 2)
    subscriber.cancel()
  }

  /// As above, but the other thread has given up the turn by the time `make` returns: the registering thread takes
  /// the turn and hands the new dependent the newest value, without making it again.
  @Test func aDependentThatMissedTheNewestValueGetsItOnceTheTurnIsFree() {
    let shared = SharedCore()
    let blocker = FirstDeliveryBlocker(shared)
    let starts = Log<Int>()
    let log = Log<String>()
    let (start, _) = shared.core.addDependent { start in
      starts.append(start)
      shared.core.send(2)
      blocker.resumeAndWaitForTheSender()
      let dependent = CoreDependent(receive: { log.append("got \($0.load(as: Int.self))") }, complete: {})
      return (start, dependent)
    }
    shared.core.send(3)
    #expect(starts.entries == [1])
    #expect(start == 1)
    #expect(log.entries == ["got 2", "got 3"])
    blocker.cancel()
  }

  /// The source completes on the other thread while `make` runs: the new dependent gets the final value it missed,
  /// then its completion, and is not listed.
  @Test func aDependentAddedWhileTheSourceCompletesEndsAtTheFinalValue() {
    let shared = SharedCore()
    let blocker = FirstDeliveryBlocker(shared)
    let log = Log<String>()
    let (start, _) = shared.core.addDependent { start in
      shared.core.send(2)
      shared.core.send(completion: .finished)
      blocker.resumeAndWaitForTheSender()
      let dependent = CoreDependent(
        receive: { log.append("got \($0.load(as: Int.self))") },
        complete: { log.append("completed") }
      )
      return (start, dependent)
    }
    #expect(start == 1)
    #expect(log.entries == ["got 2", "completed"])
    blocker.cancel()
  }

  /// A dependent added while another thread sends never receives a value older than the one it started from.
  @Test func dependentsAddedWhileAnotherThreadSendsNeverGoBack() {
    let shared = SharedCore()
    let regressions = Counter()
    let finalValues = Log<Int>()
    let latest = Log<Latest>()
    onThreads(2) { thread in
      if thread == 0 {
        for value in 1...20_000 { shared.core.send(value) }
        return
      }
      for _ in 0..<200 {
        let last = Latest()
        _ = shared.core.addDependent { start in
          last.value = start
          let dependent = CoreDependent(
            receive: { pointer in
              let value = pointer.load(as: Int.self)
              if value <= last.value { regressions.increment() }
              last.value = value
            },
            complete: {}
          )
          return ((), dependent)
        }
        latest.append(last)
      }
    }
    for last in latest.entries { finalValues.append(last.value) }
    #expect(regressions.value == 0)
    #expect(finalValues.entries.allSatisfy { $0 == 20_000 })
  }
}

/// The newest value one dependent saw; written only by the thread holding the delivery turn.
private final class Latest: @unchecked Sendable {
  // @unchecked: written by one delivery at a time (the turn serializes them), read after the threads joined.
  var value = 0
}

/// A core shared by test threads.
private final class SharedCore: @unchecked Sendable {
  // @unchecked: `SubjectCore` guards its state with its lock; it is not marked `Sendable` itself.
  let core = SubjectCore<Int, Never>(current: 0)
}

/// Holds a core's delivery turn on another thread: that thread sends 1 and its subscriber blocks on it until
/// released, so a dependent added meanwhile finds a delivery under way.
private final class FirstDeliveryBlocker: @unchecked Sendable {
  // @unchecked: the semaphores are thread-safe; `subscription` is written once, before any other thread runs.
  private let insideFirstDelivery = DispatchSemaphore(value: 0)
  private let resumeFirstDelivery = DispatchSemaphore(value: 0)
  private let senderDone = DispatchSemaphore(value: 0)
  private var subscription: AnyCancellable?

  init(_ shared: SharedCore) {
    subscription = CorePublisher(shared.core, receivesCurrentValue: false).sink { [self] value in
      if value == 1 {
        insideFirstDelivery.signal()
        _ = resumeFirstDelivery.wait(timeout: .now() + 10)
      }
    }
    Thread { [self] in
      shared.core.send(1)
      senderDone.signal()
    }.start()
    #expect(insideFirstDelivery.wait(timeout: .now() + 10) == .success)
  }

  /// Lets the other thread finish delivering (what was queued too) and give up the turn, and waits for it.
  func resumeAndWaitForTheSender() {
    resumeFirstDelivery.signal()
    #expect(senderDone.wait(timeout: .now() + 10) == .success)
  }

  func cancel() {
    subscription?.cancel()
  }
}
