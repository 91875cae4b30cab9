import PropertyKit
import StreamCore
import TestSupport
import Testing

/// An action's `apply` publisher over the contract checker's upstream, its failure unwrapped from `producerFailed`.
private let applyCases = [
  OperatorCase("Action.apply") { upstream, probe in
    let action = Action<Void, Int, TestError> { withExtendedLifetime(probe) { upstream } }
    return action.apply()
      .map { "\($0)" }
      .mapError { error -> any Error in
        guard case .producerFailed(let failure) = error else { return error }
        return failure
      }
      .eraseToAnyPublisher()
  }
]

/// The subscription one `Action.apply` subscriber gets: it keeps the operator contract, reports every event once,
/// and queues demand while its attempt waits.
@Suite(.checksLeaks) struct ActionExecutionTests {
  @Test(arguments: applyCases) func valuesNeverExceedDemand(_ applyCase: OperatorCase) {
    ContractChecker.checkDemand(applyCase)
  }

  @Test(arguments: applyCases) func oneCompletionThenNothing(_ applyCase: OperatorCase) {
    ContractChecker.checkCompletion(applyCase, failing: false)
    ContractChecker.checkCompletion(applyCase, failing: true)
  }

  @Test(arguments: applyCases) func nothingAfterCancel(_ applyCase: OperatorCase) {
    ContractChecker.checkCancel(applyCase)
  }

  @Test(arguments: applyCases) func releasesItsSubscriberAndTheWork(_ applyCase: OperatorCase) {
    ContractChecker.checkRelease(applyCase, byCancelling: true)
    ContractChecker.checkRelease(applyCase, byCancelling: false)
  }

  @Test func eachApplyPublishesExactlyItsOwnEvents() {
    let action = Action<Int, Int, Never> { Just($0) }
    let events = action.events.record()
    let values = action.values.record()
    let completed = Counter()
    let cancellable = action.completed.sink { completed.increment() }
    let executing = action.isExecuting.publisher.record()
    let enabled = action.isEnabled.publisher.record()
    var received: [Int] = []
    for input in 0..<50 {
      _ = action.apply(input).sink(receiveCompletion: { _ in }, receiveValue: { received.append($0) })
    }
    #expect(received == Array(0..<50))
    #expect(values.values == Array(0..<50))
    #expect(events.values == (0..<50).flatMap { [ActionEvent<Int, Never>.value($0), .completed] })
    #expect(completed.value == 50)
    #expect(executing.values == [false] + Array(repeating: [true, false], count: 50).joined())
    #expect(enabled.values == [true] + Array(repeating: [false, true], count: 50).joined())
    withExtendedLifetime(cancellable) {}
  }

  @Test func aQueuedAttemptPassesOnTheDemandRequestedWhileItWaited() {
    let first = PassthroughSubject<Int, Never>()
    let action = Action<Int, Int, Never>(policy: .queue) { input in
      input == 0 ? first.eraseToAnyPublisher() : [1, 2, 3].publisher.eraseToAnyPublisher()
    }
    let running = action.apply(0).record()
    let queued = action.apply(1).record(demand: .max(1))
    queued.request(.max(1))
    #expect(queued.events == [.subscription])
    first.send(completion: .finished)
    #expect(queued.events == [.subscription, .value(1), .value(2)])
    queued.request(.max(1))
    #expect(queued.events == [.subscription, .value(1), .value(2), .value(3), .finished])
    #expect(running.events == [.subscription, .finished])
  }

  @Test func aQueuedAttemptCancelledWhileWaitingNeverRunsAndIsNoInterruption() {
    let first = PassthroughSubject<Int, Never>()
    let starts = Counter()
    let action = Action<Int, Int, Never>(policy: .queue) { input in
      starts.increment()
      return input == 0 ? first.eraseToAnyPublisher() : Just(input).eraseToAnyPublisher()
    }
    let events = action.events.record()
    let running = action.apply(0).record()
    let queued = action.apply(1).record()
    queued.cancel()
    first.send(completion: .finished)
    #expect(starts.value == 1)
    #expect(queued.events == [.subscription])
    #expect(events.values == [.completed])
    #expect(action.isExecuting.value == false)
    withExtendedLifetime(running) {}
  }

  @Test func cancelFinishesQueuedAttemptsAndInterruptsRunningOnesOnce() {
    let work = PassthroughSubject<Int, Never>()
    let action = Action<Int, Int, Never>(policy: .queue) { _ in work }
    let events = action.events.record()
    let running = action.apply(0).record()
    let queued = action.apply(1).record()
    action.cancel()
    work.send(7)
    #expect(running.events == [.subscription])
    #expect(queued.events == [.subscription, .finished])
    #expect(events.values == [.interrupted])
    #expect(action.isExecuting.value == false)
    #expect(action.apply(2).record().events == [.subscription])
    work.send(8)
    #expect(events.values == [.interrupted, .value(8)])
  }

  @Test func aRejectedAttemptGetsAnEmptySubscriptionThenDisabled() {
    let action = Action<Void, Int, Never>(enabledIf: Property(value: false)) { Just(1) }
    let subscriber = action.apply().record(demand: .none)
    #expect(subscriber.events == [.subscription, .failure("disabled")])
  }

  @Test func executionsEndingOnManyThreadsAtOnceEachReportOnce() {
    let works = (0..<400).map { _ in PassthroughSubject<Int, Never>() }
    let action = Action<Int, Int, Never>(policy: .concurrent(max: 400)) { works[$0] }
    let events = action.events.record()
    let executing = action.isExecuting.publisher.record()
    let runs = (0..<400).map { action.apply($0).record() }
    #expect(action.isEnabled.value == false)
    onThreads(4) { thread in
      for index in stride(from: thread, to: 400, by: 4) {
        works[index].send(index)
        works[index].send(completion: .finished)
      }
    }
    #expect(runs.enumerated().allSatisfy { index, run in run.events == [.subscription, .value(index), .finished] })
    #expect(events.values.count == 800)
    #expect(events.values.filter { $0 == .completed }.count == 400)
    #expect(executing.values == [false, true, false])
    #expect(action.isEnabled.value == true)
  }
}
