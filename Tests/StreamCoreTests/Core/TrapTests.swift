import StreamCore
import TestSupport
import Testing

/// Every precondition in StreamCore's public API traps (and so ends the process with a failure).
@Suite struct TrapTests {
  @Test func negativeDemand() async {
    await #expect(processExitsWith: .failure) { _ = Subscribers.Demand.max(-3) }
  }

  @Test func negativeDemandFactor() async {
    await #expect(processExitsWith: .failure) { _ = Subscribers.Demand.max(1) * -2 }
  }

  @Test func requestingNoneFromASubject() async {
    await #expect(processExitsWith: .failure) {
      let subscriber = TestSubscriber<Int, Never>(demand: .none)
      PassthroughSubject<Int, Never>().subscribe(subscriber)
      subscriber.request(.none)
    }
  }

  @Test func requestingNoneFromAnOperator() async {
    await #expect(processExitsWith: .failure) {
      let subscriber = TestSubscriber<Int, any Error>(demand: .none)
      [1].publisher.tryMap { $0 }.subscribe(subscriber)
      subscriber.request(.none)
    }
  }

  @Test func requestingNoneFromASequence() async {
    await #expect(processExitsWith: .failure) {
      let subscriber = TestSubscriber<Int, Never>(demand: .none)
      [1].publisher.subscribe(subscriber)
      subscriber.request(.none)
    }
  }

  @Test func negativePrefix() async {
    await #expect(processExitsWith: .failure) { _ = [1].publisher.prefix(-1) }
  }

  @Test func negativeDropFirst() async {
    await #expect(processExitsWith: .failure) { _ = [1].publisher.dropFirst(-1) }
  }

  @Test func negativeOutputRange() async {
    await #expect(processExitsWith: .failure) { _ = [1].publisher.output(in: -2..<1) }
  }

  @Test func negativeRetry() async {
    await #expect(processExitsWith: .failure) { _ = [1].publisher.retry(-1) }
  }

  @Test func flatMapWithNoPublishers() async {
    await #expect(processExitsWith: .failure) {
      _ = [1].publisher.flatMap(maxPublishers: .none) { Just($0) }
    }
  }

  @Test func zeroSizedGroups() async {
    await #expect(processExitsWith: .failure) { _ = [1].publisher.collect(0) }
  }

  @Test func recordingTwoCompletions() async {
    await #expect(processExitsWith: .failure) {
      var recording = Record<Int, Never>.Recording()
      recording.receive(completion: .finished)
      recording.receive(completion: .finished)
    }
  }

  @Test func failureIntoAssertNoFailure() async {
    await #expect(processExitsWith: .failure) {
      let subject = PassthroughSubject<Int, TestError>()
      let cancellable = subject.assertNoFailure().sink { _ in }
      subject.send(completion: .failure(TestError()))
      withExtendedLifetime(cancellable) {}
    }
  }
}
