import Foundation
import StreamCore
import TestSupport
import Testing

@Suite struct SubscribeOnTests {
  @Test func subscribesThroughTheScheduler() {
    let scheduler = TestScheduler()
    let subscriptions = Counter()
    let subscriber = [1, 2].publisher
      .handleEvents(receiveSubscription: { _ in subscriptions.increment() })
      .subscribe(on: scheduler)
      .record()
    #expect(subscriptions.value == 0)
    #expect(subscriber.events.isEmpty)
    scheduler.advance()
    #expect(subscriptions.value == 1)
    #expect(subscriber.events == [.subscription, .value(1), .value(2), .finished])
  }

  @Test func cancellingBeforeTheSubscriptionArrivesDeliversNothing() {
    let scheduler = TestScheduler()
    let cancels = Counter()
    var received: [Int] = []
    let cancellable = PassthroughSubject<Int, Never>()
      .handleEvents(receiveCancel: { cancels.increment() })
      .subscribe(on: scheduler)
      .sink { received.append($0) }
    cancellable.cancel()
    scheduler.advance()
    #expect(cancels.value == 1)
    #expect(received.isEmpty)
  }

  @Test func requestsAndCancelGoThroughTheScheduler() {
    let scheduler = TestScheduler()
    let subject = PassthroughSubject<Int, Never>()
    let requests = Counter()
    let cancels = Counter()
    let subscriber =
      subject
      .handleEvents(receiveCancel: { cancels.increment() }, receiveRequest: { _ in requests.increment() })
      .subscribe(on: scheduler)
      .record(demand: .max(1))
    scheduler.advance()
    #expect(requests.value == 1)
    subscriber.request(.max(1))
    #expect(requests.value == 1)
    scheduler.advance()
    #expect(requests.value == 2)
    subscriber.cancel()
    #expect(cancels.value == 0)
    scheduler.advance()
    #expect(cancels.value == 1)
  }
}

@Suite struct TimeoutTests {
  @Test func failsWithTheCustomErrorAfterSilence() {
    let scheduler = TestScheduler()
    let subject = PassthroughSubject<Int, TestError>()
    let log = TimedRecorder<Int>(scheduler)
    let cancellable = subject.timeout(.seconds(1), scheduler: scheduler) { TestError(name: "timed out") }
      .record(into: log)
    scheduler.advance(by: .milliseconds(600))
    subject.send(1)
    scheduler.advance(by: .milliseconds(600))
    subject.send(2)
    scheduler.advance(by: .seconds(5))
    subject.send(3)
    #expect(log.log == ["600: 1", "1200: 2", "2200: failure(timed out)"])
    withExtendedLifetime(cancellable) {}
  }

  @Test func finishesWithoutACustomError() {
    let scheduler = TestScheduler()
    let subject = PassthroughSubject<Int, Never>()
    let log = TimedRecorder<Int>(scheduler)
    let cancellable = subject.timeout(.seconds(2), scheduler: scheduler).record(into: log)
    scheduler.advance(by: .seconds(3))
    #expect(log.log == ["2000: finished"])
    withExtendedLifetime(cancellable) {}
  }

  @Test func upstreamCompletionDisarmsTheTimer() {
    let scheduler = TestScheduler()
    let log = TimedRecorder<Int>(scheduler)
    let cancellable = Just(7).timeout(.seconds(1), scheduler: scheduler).record(into: log)
    scheduler.advance(by: .seconds(3))
    #expect(log.log == ["0: 7", "0: finished"])
    withExtendedLifetime(cancellable) {}
  }
}

@Suite struct MeasureIntervalTests {
  @Test func measuresTheTimeBetweenValues() {
    let scheduler = TestScheduler()
    let subject = PassthroughSubject<Void, Never>()
    var intervals: [Int] = []
    let cancellable = subject.measureInterval(using: scheduler).sink { intervals.append($0.nanoseconds / 1_000_000) }
    scheduler.advance(by: .milliseconds(250))
    subject.send()
    scheduler.advance(by: .seconds(1))
    subject.send()
    subject.send()
    #expect(intervals == [250, 1_000, 0])
    withExtendedLifetime(cancellable) {}
  }
}

@Suite struct TimerPublisherTests {
  @Test func ticksEveryIntervalOnceConnected() {
    let scheduler = TestScheduler()
    let timer = SchedulerTimer(every: .milliseconds(500), scheduler: scheduler)
    var ticks: [Int] = []
    let cancellable = timer.sink { ticks.append($0.nanoseconds / 1_000_000) }
    scheduler.advance(by: .seconds(1))
    #expect(ticks.isEmpty)
    let connection = timer.connect()
    scheduler.advance(by: .milliseconds(1_600))
    connection.cancel()
    scheduler.advance(by: .seconds(5))
    #expect(ticks == [1_500, 2_000, 2_500])
    withExtendedLifetime(cancellable) {}
  }

  @Test func autoconnectStartsWithTheFirstSubscriberAndStopsWithTheLast() {
    let scheduler = TestScheduler()
    let timer = SchedulerTimer(every: .seconds(1), scheduler: scheduler).autoconnect()
    var ticks = 0
    let cancellable = timer.sink { _ in ticks += 1 }
    scheduler.advance(by: .seconds(3))
    cancellable.cancel()
    scheduler.advance(by: .seconds(3))
    #expect(ticks == 3)
  }
}

@Suite struct CollectByTimeTests {
  @Test func groupsByTime() {
    let scheduler = TestScheduler()
    let subject = PassthroughSubject<Int, Never>()
    var groups: [[Int]] = []
    let cancellable = subject.collect(.byTime(scheduler, .seconds(1))).sink { groups.append($0) }
    subject.send(1)
    subject.send(2)
    scheduler.advance(by: .seconds(1))
    scheduler.advance(by: .seconds(1))
    subject.send(3)
    subject.send(completion: .finished)
    scheduler.advance()
    #expect(groups == [[1, 2], [3]])
    withExtendedLifetime(cancellable) {}
  }

  @Test func groupsByTimeOrCount() {
    let scheduler = TestScheduler()
    let subject = PassthroughSubject<Int, Never>()
    let log = TimedRecorder<[Int]>(scheduler)
    let cancellable = subject.collect(.byTimeOrCount(scheduler, .seconds(1), 2)).record(into: log)
    subject.send(1)
    subject.send(2)
    subject.send(3)
    scheduler.advance(by: .seconds(1))
    #expect(log.log == ["0: [1, 2]", "1000: [3]"])
    withExtendedLifetime(cancellable) {}
  }
}

@Suite("DispatchQueue scheduler", .serialized)
struct DispatchQueueSchedulerTests {
  @Test func runsActionsOnTheQueueInOrder() {
    let queue = DispatchQueue(label: "scheduler-test")
    let done = DispatchSemaphore(value: 0)
    let log = OrderLog()
    queue.schedule { log.append(1) }
    queue.schedule(after: queue.now) { log.append(2) }
    queue.schedule {
      log.append(3)
      done.signal()
    }
    done.wait()
    #expect(log.values == [1, 2, 3])
  }

  @Test func receiveOnAQueueDeliversEverythingInOrder() {
    let queue = DispatchQueue(label: "receive-on-test")
    let done = DispatchSemaphore(value: 0)
    let log = OrderLog()
    let cancellable = (1...100).publisher.receive(on: queue).sink(
      receiveCompletion: { _ in done.signal() },
      receiveValue: { log.append($0) }
    )
    done.wait()
    #expect(log.values == Array(1...100))
    withExtendedLifetime(cancellable) {}
  }

  @Test func repeatingWorkStopsWhenCancelled() {
    let queue = DispatchQueue(label: "repeat-test")
    let ticks = DispatchSemaphore(value: 0)
    let timer = queue.schedule(after: queue.now, interval: .milliseconds(1)) { ticks.signal() }
    for _ in 0..<3 { ticks.wait() }
    timer.cancel()
    #expect(DispatchQueue.SchedulerTimeType.Stride.seconds(1) == .milliseconds(1_000))
  }
}
