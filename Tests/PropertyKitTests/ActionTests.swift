import Foundation
import PropertyKit
import StreamCore
import TestSupport
import Testing

@Suite(.checksLeaks) struct ActionTests {
  @Test func workStartsOnlyOnSubscribe() {
    let starts = Counter()
    let action = Action<Int, Int, Never> { input in
      starts.increment()
      return Just(input * 2)
    }
    let publisher = action.apply(21)
    #expect(starts.value == 0)
    let subscriber = publisher.record()
    #expect(starts.value == 1)
    #expect(subscriber.events == [.subscription, .value(42), .finished])
  }

  @Test func isExecutingGoesTrueThenFalseOnSuccessFailureAndCancel() {
    let work = PassthroughSubject<Int, TestError>()
    let action = Action<Void, Int, TestError> { work }
    let executing = action.isExecuting.publisher.record()
    let success = action.apply().record()
    work.send(1)
    work.send(completion: .finished)
    #expect(success.events == [.subscription, .value(1), .finished])

    let failingWork = PassthroughSubject<Int, TestError>()
    let failing = Action<Void, Int, TestError> { failingWork }
    let failingExecuting = failing.isExecuting.publisher.record()
    let failure = failing.apply().record()
    failingWork.send(completion: .failure(TestError()))
    #expect(failure.events == [.subscription, .failure("producerFailed(oops)")])

    let cancelled = action.apply().record()
    cancelled.cancel()
    #expect(executing.values == [false, true, false, true, false])
    #expect(failingExecuting.values == [false, true, false])
  }

  @Test func rejectWhileExecutingFailsWithDisabledAndPublishesIt() {
    let work = PassthroughSubject<Int, Never>()
    let action = Action<Void, Int, Never> { work }
    let disabled = Counter()
    let cancellable = action.disabledErrors.sink { disabled.increment() }
    let enabled = action.isEnabled.publisher.record()
    let first = action.apply().record()
    let second = action.apply().record()
    #expect(second.events == [.subscription, .failure("disabled")])
    #expect(disabled.value == 1)
    work.send(completion: .finished)
    #expect(first.events == [.subscription, .finished])
    #expect(enabled.values == [true, false, true])
    withExtendedLifetime(cancellable) {}
  }

  @Test func disabledByEnabledIfAlwaysRejects() {
    let isOnline = MutableProperty(false)
    let action = Action<Void, Int, Never>(enabledIf: isOnline, policy: .queue) { Just(1) }
    #expect(action.isEnabled.value == false)
    #expect(action.apply().record().events == [.subscription, .failure("disabled")])
    isOnline.value = true
    #expect(action.isEnabled.value == true)
    #expect(action.apply().record().events == [.subscription, .value(1), .finished])
  }

  @Test func queueRunsAttemptsOneAtATimeInOrder() {
    let works = [PassthroughSubject<Int, Never>(), PassthroughSubject<Int, Never>()]
    let action = Action<Int, Int, Never>(policy: .queue) { works[$0] }
    let first = action.apply(0).record()
    let second = action.apply(1).record()
    works[1].send(99)
    works[0].send(1)
    works[0].send(completion: .finished)
    works[1].send(2)
    works[1].send(completion: .finished)
    #expect(first.values == [1])
    #expect(second.events == [.subscription, .value(2), .finished])
    #expect(action.isExecuting.value == false)
  }

  @Test func cancelPreviousCancelsTheRunningExecution() {
    let cancels = Counter()
    let works = [PassthroughSubject<Int, Never>(), PassthroughSubject<Int, Never>()]
    let action = Action<Int, Int, Never>(policy: .cancelPrevious) { index in
      works[index].handleEvents(receiveCancel: { cancels.increment() })
    }
    let first = action.apply(0).record()
    let second = action.apply(1).record()
    works[0].send(1)
    works[1].send(2)
    #expect(cancels.value == 1)
    #expect(first.values.isEmpty)
    #expect(second.values == [2])
    #expect(action.isExecuting.value == true)
  }

  @Test func concurrentAllowsUpToMax() {
    let work = PassthroughSubject<Int, Never>()
    let action = Action<Void, Int, Never>(policy: .concurrent(max: 2)) { work }
    let first = action.apply().record()
    #expect(action.isEnabled.value == true)
    let second = action.apply().record()
    #expect(action.isEnabled.value == false)
    let third = action.apply().record()
    work.send(5)
    #expect(first.values == [5])
    #expect(second.values == [5])
    #expect(third.events == [.subscription, .failure("disabled")])
  }

  @Test func cancelStopsInFlightWork() {
    let cancels = Counter()
    let action = Action<Void, Int, Never> {
      PassthroughSubject<Int, Never>().handleEvents(receiveCancel: { cancels.increment() })
    }
    let subscriber = action.apply().record()
    action.cancel()
    #expect(cancels.value == 1)
    #expect(action.isExecuting.value == false)
    withExtendedLifetime(subscriber) {}
  }

  @Test func valuesErrorsAndCompletedReportEveryExecution() {
    let action = Action<Int, Int, TestError> { input in
      input < 0
        ? Fail(error: TestError(name: "negative")).eraseToAnyPublisher()
        : Just(input).setFailureType(
          to: TestError.self
        ).eraseToAnyPublisher()
    }
    let values = action.values.record()
    let errors = action.errors.map(\.name).record()
    let completed = Counter()
    let cancellable = action.completed.sink { completed.increment() }
    _ = action.apply(1).record()
    _ = action.apply(-1).record()
    #expect(values.values == [1])
    #expect(errors.values == ["negative"])
    #expect(completed.value == 1)
    withExtendedLifetime(cancellable) {}
  }

  @Test func eventsReportEachExecutionsValuesThenHowItEnded() {
    let action = Action<Int, Int, TestError> { input in
      input < 0
        ? Fail(error: TestError(name: "negative")).eraseToAnyPublisher()
        : [input, input + 1].publisher.setFailureType(to: TestError.self).eraseToAnyPublisher()
    }
    let events = action.events.record()
    _ = action.apply(1).record()
    _ = action.apply(-1).record()
    #expect(events.values == [.value(1), .value(2), .completed, .failed(TestError(name: "negative"))])
  }

  @Test func eventsReportAnInterruptionOncePerCancelledExecution() {
    let action = Action<Int, Int, Never>(policy: .concurrent(max: 3)) { _ in PassthroughSubject<Int, Never>() }
    let events = action.events.record()
    let cancelledBySubscriber = action.apply(1).sink(receiveCompletion: { _ in }, receiveValue: { _ in })
    let cancelledByAction = action.apply(2).sink(receiveCompletion: { _ in }, receiveValue: { _ in })
    cancelledBySubscriber.cancel()
    cancelledBySubscriber.cancel()
    action.cancel()
    cancelledByAction.cancel()
    #expect(events.values == [.interrupted, .interrupted])
  }

  @Test func cancelPreviousReportsTheReplacedExecutionAsInterrupted() {
    let action = Action<Int, Int, Never>(policy: .cancelPrevious) { _ in PassthroughSubject<Int, Never>() }
    let events = action.events.record()
    let first = action.apply(1).sink(receiveCompletion: { _ in }, receiveValue: { _ in })
    let second = action.apply(2).sink(receiveCompletion: { _ in }, receiveValue: { _ in })
    #expect(events.values == [.interrupted])
    withExtendedLifetime((first, second)) {}
  }

  @Test func stateAndInputComeFromTheSnapshotThatEnabledIt() {
    let userID = MutableProperty(0)
    let load = Action<String, String, Never>(
      state: userID,
      enabledIf: { $0 > 0 },
      execute: { id, suffix in Just("\(id)\(suffix)") }
    )
    #expect(load.apply("!").record().events == [.subscription, .failure("disabled")])
    userID.value = 7
    #expect(load.apply("!").record().values == ["7!"])
  }

  @Test func unwrappingIsDisabledWhileNil() {
    let draft = MutableProperty<String?>(nil)
    let send = Action<Void, String, Never>(unwrapping: draft) { text, _ in Just(text) }
    #expect(send.isEnabled.value == false)
    draft.value = "hi"
    #expect(send.apply().record().values == ["hi"])
  }

  @Test func anActionTriggeringItselfSettles() {
    let runs = Counter()
    let action = Action<Void, Int, Never> { Just(runs.increment()) }
    var results: [AnyCancellable] = []
    let cancellable = action.values.sink { _ in
      results.append(action.apply().sink(receiveCompletion: { _ in }, receiveValue: { _ in }))
    }
    _ = action.apply().record()
    #expect(runs.value == 1)
    withExtendedLifetime((cancellable, results)) {}
  }

  @Test func publishersFinishAndTheActionIsReleasedWhenItsOwnerGoes() {
    var action: Action<Void, Int, Never>? = Action { Just(1) }
    weak let weakAction = action
    let values = action!.values.record()
    let executing = action!.isExecuting.publisher.record()
    _ = action!.apply().record()
    action = nil
    #expect(weakAction == nil)
    #expect(values.events == [.subscription, .value(1), .finished])
    #expect(executing.events.last == .finished)
  }

  @Test func stateWithoutEnabledIfIsAlwaysEnabledAndTakesTheCurrentState() {
    let page = MutableProperty(1)
    let load = Action<String, String, Never>(state: page) { page, tab in Just("\(tab) \(page)") }
    #expect(load.isEnabled.value == true)
    page.value = 2
    #expect(load.apply("posts").record().values == ["posts 2"])
  }

  @Test func voidInputStateTakesOnlyTheStateValue() {
    let page = MutableProperty(3)
    let load = Action<Void, Int, Never>(state: page) { Just($0 * 10) }
    #expect(load.isEnabled.value == true)
    #expect(load.apply().record().values == [30])
    page.value = 4
    #expect(load.apply().record().values == [40])
  }

  @Test func voidInputUnwrappingIsDisabledWhileNilAndTakesTheUnwrappedState() {
    let draft = MutableProperty<String?>(nil)
    let send = Action<Void, String, Never>(unwrapping: draft) { Just($0.uppercased()) }
    #expect(send.isEnabled.value == false)
    #expect(send.apply().record().events == [.subscription, .failure("disabled")])
    draft.value = "hi"
    #expect(send.isEnabled.value == true)
    #expect(send.apply().record().values == ["HI"])
  }

  @Test func aVoidInputActionInfersItsTypesAndRunsWithTheCurrentState() {
    let echo: (Int) -> Just<Int> = Just.init
    let input = MutableProperty(0)
    let action = Action(state: input, execute: echo)
    let values = action.values.record()
    for value in 1...3 {
      input.value = value
      _ = action.apply().record()
    }
    #expect(values.values == [1, 2, 3])
  }

  @Test func aVoidInputUnwrappingActionInfersItsTypesAndIsDisabledWhileNil() {
    let echo: (Int) -> Just<Int> = Just.init
    let input = MutableProperty<Int?>(1)
    let action = Action(unwrapping: input, execute: echo)
    #expect(action.isEnabled.value == true)
    input.value = nil
    #expect(action.isEnabled.value == false)
  }

  @Test func aStateActionWithInputCombinesTheStateAndTheInput() {
    let state = MutableProperty(1)
    let add = Action<Int, Int, Never>(state: state) { state, input in Just(state + input) }
    let values = add.values.record()
    _ = add.apply(2).record()
    _ = add.apply(3).record()
    state.value = -1
    _ = add.apply(-10).record()
    #expect(values.values == [3, 4, -11])
  }
}

/// An action whose work is async, driven with the async `advance` of a virtual scheduler. Ends by itself.
@MainActor @Suite struct ActionAsyncWorkTests {
  @Test func anActionWithAsyncWorkRunsOnTheVirtualClockAndSwitchesToTheLatest() async {
    let scheduler = DispatchQueue.test
    let action = Action<String, String, Never> { text in
      DeferredFuture<String, Never> {
        do {
          try await scheduler.sleep(for: .seconds(1))
          return "saved \(text)"
        } catch {
          return "cancelled \(text)"
        }
      }
    }
    let executing = action.isExecuting.publisher.record()
    let saves = PassthroughSubject<String, Never>()
    let results =
      saves
      .map { action.apply($0).replaceError(with: "disabled") }
      .switchToLatest()
      .receive(on: scheduler)
      .record()

    saves.send("draft")
    await scheduler.advance(by: .milliseconds(500))
    #expect(scheduler.pendingCount == 1)
    saves.send("final")  // switching cancels the first save, and its sleep
    await scheduler.advance()
    #expect(scheduler.pendingCount == 1)
    await scheduler.advance(by: .seconds(1))
    #expect(results.values == ["saved final"])
    #expect(executing.values == [false, true, false, true, false])
    #expect(scheduler.pendingCount == 0)
  }
}

extension ActionTests {
  @Test("apply is typed as a cold publisher, and each subscription is its own attempt")
  func applyIsTypedCold() {
    let runs = LockedValue(0)
    let double = Action<Int, Int, Never> { input in
      Deferred {
        runs.withLock { $0 += 1 }
        return Just(input * 2)
      }
    }
    let attempt: AnyDeferredPublisher<Int, ActionError<Never>> = double.apply(21)
    #expect(runs.value == 0)
    let first = TestSubscriber<Int, ActionError<Never>>()
    attempt.subscribe(first)
    let second = TestSubscriber<Int, ActionError<Never>>()
    attempt.subscribe(second)
    #expect(runs.value == 2)
    #expect(first.events == [.subscription, .value(42), .finished])
    let none: AnyDeferredPublisher<Int, ActionError<Never>> = Action<Void, Int, Never> { Just(1) }.apply()
    let third = TestSubscriber<Int, ActionError<Never>>()
    none.subscribe(third)
    #expect(third.events == [.subscription, .value(1), .finished])
  }
}
