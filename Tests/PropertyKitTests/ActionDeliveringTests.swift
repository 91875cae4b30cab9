import Foundation
import PropertyKit
import StreamCore
import TestSupport
import Testing

@Suite(.checksLeaks) struct ActionDeliveringTests {
  @Test func anAttemptsValuesAndCompletionArriveOnTheScheduler() {
    let scheduler = TestScheduler()
    let double = Action<Int, Int, Never> { Just($0 * 2) }.delivering(on: scheduler)
    let attempt = double.apply(21).record()
    #expect(attempt.events == [.subscription])
    scheduler.advance()
    #expect(attempt.events == [.subscription, .value(42), .finished])
  }

  @Test func theActionsPublishersArriveOnTheScheduler() {
    let scheduler = TestScheduler()
    let work = PassthroughSubject<Int, TestError>()
    let upload = Action<Void, Int, TestError> { work }.delivering(on: scheduler)
    let values = upload.values.record()
    let errors = upload.errors.map(\.name).record()
    let events = upload.events.map { "\($0)" }.record()
    let rejected = upload.disabledErrors.map { "rejected" }.record()
    let run = upload.apply().map { _ in 0 }.catch { _ in Just(-1) }.record()
    let second = upload.apply().map { _ in 0 }.catch { _ in Just(-1) }.record()
    work.send(1)
    work.send(completion: .failure(TestError(name: "offline")))
    #expect(values.values.isEmpty)
    #expect(errors.values.isEmpty)
    #expect(rejected.values.isEmpty)
    scheduler.advance()
    #expect(values.values == [1])
    #expect(errors.values == ["offline"])
    #expect(events.values.count == 2)
    #expect(rejected.values == ["rejected"])
    #expect(run.values == [0, -1])
    #expect(second.values == [-1])
  }

  @Test func itsStateChangesOnTheScheduler() {
    let scheduler = TestScheduler()
    let work = PassthroughSubject<Int, Never>()
    let base = Action<Void, Int, Never> { work }
    let upload = base.delivering(on: scheduler)
    let executing = upload.isExecuting.record()
    let enabled = upload.isEnabled.record()
    let run = upload.apply().record()
    #expect(base.isExecuting.value == true)
    #expect(upload.isExecuting.value == false)
    scheduler.advance()
    #expect(upload.isExecuting.value == true)
    #expect(upload.isEnabled.value == false)
    work.send(completion: .finished)
    scheduler.advance()
    #expect(executing.values == [false, true, false])
    #expect(enabled.values == [true, false, true])
    #expect(run.completions == [.finished])
  }

  @Test func itSharesExecutionsPolicyAndCancelWithItsBase() {
    let scheduler = TestScheduler()
    let work = PassthroughSubject<Int, Never>()
    let base = Action<Void, Int, Never> { work }
    let upload = base.delivering(on: scheduler)
    let first = base.apply().record()
    let refused = upload.apply().map { _ in "ran" }.catch { _ in Just("refused") }.record()
    scheduler.advance()
    #expect(refused.values == ["refused"])
    upload.cancel()
    #expect(base.isExecuting.value == false)
    work.send(1)
    #expect(first.values.isEmpty)
  }

  @Test func itKeepsItsBaseAliveAndTheBaseFinishesItsPublishersWhenBothAreGone() {
    let scheduler = ImmediateScheduler.shared
    var base: Action<Void, Int, Never>? = Action { Just(1) }
    weak let weakBase = base
    var upload: Action<Void, Int, Never>? = base!.delivering(on: scheduler)
    let values = upload!.values.record()
    base = nil
    #expect(weakBase != nil)
    let run = upload!.apply().record()
    #expect(run.values == [1])
    #expect(values.values == [1])
    upload = nil
    #expect(weakBase == nil)
    #expect(values.completions == [.finished])
  }
}

/// A view model's async action, delivered on the main queue: its sinks, formed on the main actor, run there without
/// a `receive(on:)` each (delivered from the task's thread, they would trap).
@MainActor @Suite(.exclusiveMainQueue) struct ActionDeliveringOnTheMainQueueTests {
  @Test func anAsyncActionsResultsAndStateArriveOnTheMainQueue() async {
    // On Linux another thread than the main one may drain the main queue: ask the queue, not the thread.
    let mainQueue = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: mainQueue, value: true)
    let double = Action<Int, Int, Never>.withTask { input in
      await Task.yield()
      return input * 2
    }
    .delivering(on: UIScheduler.shared)
    var flips: [Bool] = []
    var offMain = 0
    let watch = double.isExecuting.newValues.sink { executing in
      if DispatchQueue.getSpecific(key: mainQueue) != true { offMain += 1 }
      flips.append(executing)
    }
    // Resumed by the completion: the action queues its `isExecuting` flip before it, so both have arrived.
    let value = await withCheckedContinuation { continuation in
      var run: AnyCancellable?
      var received: Int?
      run = double.apply(21).sink(
        receiveCompletion: { _ in
          if DispatchQueue.getSpecific(key: mainQueue) != true { offMain += 1 }
          withExtendedLifetime(run) {}
          continuation.resume(returning: received)
        },
        receiveValue: { value in
          if DispatchQueue.getSpecific(key: mainQueue) != true { offMain += 1 }
          received = value
        }
      )
    }
    #expect(value == 42)
    #expect(offMain == 0)
    #expect(flips == [true, false])
    watch.cancel()
  }
}
