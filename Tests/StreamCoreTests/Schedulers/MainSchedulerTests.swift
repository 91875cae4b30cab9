import Foundation
import StreamCore
import TestSupport
import Testing

@Suite("UIScheduler", .serialized, .exclusiveMainQueue, .timeLimit(.minutes(1)))
struct UISchedulerTests {
  @MainActor
  @Test func runsInlineOnTheMainQueueWhenNothingIsQueued() {
    let log = OrderLog()
    UIScheduler.shared.schedule { log.append(1) }
    #expect(log.values == [1])
  }

  @MainActor
  @Test func keepsOrderWhenBackgroundAndMainThreadsAlternate() async {
    let log = OrderLog()
    onThreads(1) { _ in UIScheduler.shared.schedule { log.append(1) } }
    // On the main thread, but the background action is queued ahead: this one queues behind it.
    UIScheduler.shared.schedule { log.append(2) }
    #expect(log.values.isEmpty)
    await mainQueueTurn()
    #expect(log.values == [1, 2])
    UIScheduler.shared.schedule { log.append(3) }
    #expect(log.values == [1, 2, 3])
  }

  @MainActor
  @Test func receiveOnMainDeliversValuesFromAnotherThreadInOrder() async {
    let log = OrderLog()
    let subject = PassthroughSubject<Int, Never>()
    let cancellable = subject.receiveOnMain().sink { log.append($0) }
    subject.send(0)
    #expect(log.values == [0])
    onThreads(1) { _ in
      for value in 1...50 { subject.send(value) }
    }
    subject.send(51)
    await mainQueueTurn()
    #expect(log.values == Array(0...51))
    withExtendedLifetime(cancellable) {}
  }

  @MainActor
  @Test func aMainActorClosureRunsAtOnceOnTheMainActor() {
    let counter = TapCounter()
    counter.tap()
    #expect(counter.count == 1)
  }

  @MainActor
  @Test func aMainActorClosureScheduledFromAnotherThreadRunsOnTheMainQueue() async {
    let counter = TapCounter()
    onThreads(1) { _ in UIScheduler.shared.schedule { @MainActor in counter.count += 10 } }
    #expect(counter.count == 0)
    await mainQueueTurn()
    #expect(counter.count == 10)
  }
}

@Suite("Foundation schedulers", .serialized, .timeLimit(.minutes(1)))
struct FoundationSchedulerTests {
  @Test func operationQueueRunsActions() {
    let queue = OperationQueue()
    queue.maxConcurrentOperationCount = 1
    let done = DispatchSemaphore(value: 0)
    let log = OrderLog()
    queue.schedule { log.append(1) }
    queue.schedule(after: queue.now.advanced(by: .milliseconds(1))) {
      log.append(2)
      done.signal()
    }
    done.wait()
    #expect(log.values == [1, 2])
  }

  @Test func runLoopRunsActionsWhenItRuns() {
    let log = OrderLog()
    let done = DispatchSemaphore(value: 0)
    onThreads(1) { _ in
      let runLoop = RunLoop.current
      runLoop.schedule { log.append(1) }
      runLoop.schedule(after: runLoop.now) { log.append(2) }
      while log.values.count < 2 { _ = runLoop.run(mode: .default, before: Date(timeIntervalSinceNow: 0.01)) }
      done.signal()
    }
    done.wait()
    #expect(log.values == [1, 2])
    #expect(RunLoop.SchedulerTimeType.Stride.milliseconds(1_500) == .seconds(1.5))
  }
}

/// `RunLoop.main` delivers wherever `DispatchQueue.main` does: here, under Swift Testing, where nothing runs the
/// main run loop on Linux.
@Suite(
  "RunLoop.main",
  .timeLimit(.minutes(1)),
  .disabled(
    if: StreamCoreMode.reexportsCombine,
    "RunLoop's scheduler is Combine's where Combine is the system's, and on Linux nothing runs the main run loop for it"
  )
)
struct MainRunLoopTests {
  @Test func receiveOnTheMainRunLoopDelivers() async {
    var received: [[Int]] = []
    for await values in [1, 2, 3].publisher.receive(on: RunLoop.main).collect().values {
      received.append(values)
    }
    #expect(received == [[1, 2, 3]])
  }

  // On the main actor, so the timer is made and kept before its first tick can run on the main queue.
  @MainActor
  @Test func theMainRunLoopRunsDelayedAndRepeatingWork() async {
    let log = OrderLog()
    let main = RunLoop.main
    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
      main.schedule(after: main.now.advanced(by: .milliseconds(5))) { log.append(1) }
      let ticks = Ticks()
      ticks.cancellable = main.schedule(after: main.now.advanced(by: .milliseconds(10)), interval: .milliseconds(5)) {
        guard ticks.count() == 2 else { return }
        ticks.cancellable?.cancel()
        log.append(2)
        done.resume()
      }
    }
    #expect(log.values == [1, 2])
  }

  /// Counts the ticks of a repeating action and keeps what cancels it.
  private final class Ticks: @unchecked Sendable {
    // @unchecked: the fields are touched only on the main queue, where the test sets them and the ticks run.
    var cancellable: (any Cancellable)?
    private var ticks = 0
    func count() -> Int {
      ticks += 1
      return ticks
    }
  }
}

@MainActor final class TapCounter {
  var count = 0
  func tap() { UIScheduler.shared.schedule { self.count += 1 } }
}

@Suite struct LifetimeSinkTests {
  final class Owner {}

  @Test func deliversWhileTheOwnerLivesAndStopsAfter() {
    let subject = PassthroughSubject<Int, Never>()
    var received: [Int] = []
    weak var weakProbe: LifetimeProbe?
    var owner: Owner? = Owner()
    do {
      let probe = LifetimeProbe()
      weakProbe = probe
      subject.sink(duringLifetimeOf: owner!) { value in
        _ = probe
        received.append(value)
      }
    }
    subject.send(1)
    owner = nil
    subject.send(2)
    #expect(received == [1])
    #expect(weakProbe == nil)
  }

  @Test func isReleasedAtOnceOnCompletionAndDoesNotRetainTheOwner() {
    let subject = PassthroughSubject<Int, Never>()
    let owner = Owner()
    weak var weakOwner: Owner?
    weak var weakProbe: LifetimeProbe?
    var completions = 0
    do {
      let probe = LifetimeProbe()
      weakProbe = probe
      subject.sink(
        duringLifetimeOf: owner,
        receiveCompletion: { _ in
          _ = probe
          completions += 1
        },
        receiveValue: { _ in }
      )
    }
    subject.send(completion: .finished)
    #expect(completions == 1)
    #expect(weakProbe == nil)
    do {
      let shortLived = Owner()
      weakOwner = shortLived
      subject.sink(duringLifetimeOf: shortLived) { _ in }
    }
    #expect(weakOwner == nil)
    withExtendedLifetime(owner) {}
  }

  @Test func theReturnedCancellableEndsItEarly() {
    let subject = PassthroughSubject<Int, Never>()
    let owner = Owner()
    var received: [Int] = []
    let cancellable = subject.sink(duringLifetimeOf: owner) { received.append($0) }
    subject.send(1)
    cancellable.cancel()
    subject.send(2)
    #expect(received == [1])
  }
}
