import StreamCore
import TestSupport
import Testing

@Suite struct ReceiveOnTests {
  @Test func deliversOnTheSchedulerInOrder() {
    let scheduler = TestScheduler()
    let subject = PassthroughSubject<Int, Never>()
    let subscriber = subject.receive(on: scheduler).record()
    subject.send(1)
    subject.send(2)
    subject.send(completion: .finished)
    #expect(subscriber.events == [.subscription])
    scheduler.advance()
    #expect(subscriber.events == [.subscription, .value(1), .value(2), .finished])
  }

  @Test func nothingAfterCancel() {
    let scheduler = TestScheduler()
    let subject = PassthroughSubject<Int, Never>()
    let subscriber = subject.receive(on: scheduler).record()
    subject.send(1)
    subscriber.cancel()
    scheduler.advance()
    #expect(subscriber.values.isEmpty)
  }

  @Test func respectsDemand() {
    let scheduler = TestScheduler()
    let subscriber = (1...5).publisher.receive(on: scheduler).record(demand: .max(2))
    scheduler.advance()
    #expect(subscriber.values == [1, 2])
  }
}

@Suite struct DelayTests {
  @Test func delaysValuesAndCompletionByTheInterval() {
    let scheduler = TestScheduler()
    let subject = PassthroughSubject<Int, Never>()
    let log = TimedRecorder<Int>(scheduler)
    let cancellable = subject.delay(for: .milliseconds(500), scheduler: scheduler).record(into: log)
    subject.send(1)
    scheduler.advance(by: .milliseconds(200))
    subject.send(2)
    subject.send(completion: .finished)
    scheduler.advance(by: .seconds(1))
    #expect(log.log == ["500: 1", "700: 2", "700: finished"])
    withExtendedLifetime(cancellable) {}
  }
}

@Suite struct DebounceTests {
  @Test func publishesAfterAQuietPeriod() {
    let scheduler = TestScheduler()
    let subject = PassthroughSubject<String, Never>()
    let log = TimedRecorder<String>(scheduler)
    let cancellable = subject.debounce(for: .milliseconds(300), scheduler: scheduler).record(into: log)
    subject.send("s")
    scheduler.advance(by: .milliseconds(100))
    subject.send("sw")
    scheduler.advance(by: .milliseconds(299))
    #expect(log.log.isEmpty)
    scheduler.advance(by: .milliseconds(1))
    subject.send("swi")
    scheduler.advance(by: .seconds(1))
    #expect(log.log == ["400: sw", "700: swi"])
    withExtendedLifetime(cancellable) {}
  }

  @Test func completionDropsTheWaitingValue() {
    let scheduler = TestScheduler()
    let subject = PassthroughSubject<Int, Never>()
    let log = TimedRecorder<Int>(scheduler)
    let cancellable = subject.debounce(for: .seconds(1), scheduler: scheduler).record(into: log)
    subject.send(1)
    subject.send(completion: .finished)
    scheduler.advance(by: .seconds(2))
    #expect(log.log == ["0: finished"])
    withExtendedLifetime(cancellable) {}
  }
}

@Suite struct ThrottleTests {
  private func run(latest: Bool) -> [String] {
    let scheduler = TestScheduler()
    let subject = PassthroughSubject<Int, Never>()
    let log = TimedRecorder<Int>(scheduler)
    let cancellable = subject.throttle(for: .seconds(1), scheduler: scheduler, latest: latest).record(into: log)
    subject.send(1)
    scheduler.advance(by: .milliseconds(100))
    subject.send(2)
    scheduler.advance(by: .milliseconds(100))
    subject.send(3)
    scheduler.advance(by: .seconds(2))
    subject.send(4)
    scheduler.advance(by: .milliseconds(500))
    subject.send(completion: .finished)
    scheduler.advance(by: .seconds(1))
    withExtendedLifetime(cancellable) {}
    return log.log
  }

  @Test func latestPublishesEachWindowsLastValue() {
    #expect(run(latest: true) == ["0: 1", "1000: 3", "2200: 4", "2700: finished"])
  }

  @Test func firstPublishesEachWindowsFirstValue() {
    #expect(run(latest: false) == ["0: 1", "1000: 2", "2200: 4", "2700: finished"])
  }

  @Test func aFailureWaitsForTheWindowsPendingValue() {
    for latest in [true, false] {
      let scheduler = TestScheduler()
      let subject = PassthroughSubject<Int, TestError>()
      let log = TimedRecorder<Int>(scheduler)
      let cancellable = subject.throttle(for: .seconds(1), scheduler: scheduler, latest: latest).record(into: log)
      subject.send(1)
      scheduler.advance(by: .milliseconds(100))
      subject.send(2)
      subject.send(completion: .failure(TestError()))
      scheduler.advance(by: .seconds(2))
      #expect(log.log == ["0: 1", "1000: 2", "1000: failure(oops)"])
      withExtendedLifetime(cancellable) {}
    }
  }
}
