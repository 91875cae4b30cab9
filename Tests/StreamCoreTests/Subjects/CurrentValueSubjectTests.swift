import StreamCore
import TestSupport
import Testing

@Suite struct CurrentValueSubjectTests {
  @Test func sendsTheCurrentValueThenChanges() {
    let subject = CurrentValueSubject<Int, Never>(1)
    let subscriber = subject.record()
    subject.value = 2
    subject.send(3)
    #expect(subscriber.values == [1, 2, 3])
    #expect(subject.value == 3)
  }

  @Test func waitsForDemandBeforeSendingTheCurrentValue() {
    let subject = CurrentValueSubject<Int, Never>(1)
    let subscriber = subject.record(demand: .none)
    subject.value = 2
    #expect(subscriber.values.isEmpty)
    subscriber.request(.max(1))
    #expect(subscriber.values == [2])
    subject.value = 3
    #expect(subscriber.values == [2])
  }

  @Test func aSubscriberWithoutDemandGetsTheLatestValueAtItsNextRequest() {
    let subject = CurrentValueSubject<Int, Never>(0)
    let subscriber = subject.record(demand: .max(1))
    subject.send(1)
    subject.send(2)
    #expect(subscriber.values == [0])
    subscriber.request(.max(1))
    #expect(subscriber.values == [0, 2])
    subscriber.request(.max(1))
    #expect(subscriber.values == [0, 2])
    subject.send(3)
    #expect(subscriber.values == [0, 2, 3])
  }

  @Test func valueIsUpdatedBeforeSubscribersHear() {
    let subject = CurrentValueSubject<Int, Never>(0)
    var seen: [Int] = []
    let cancellable = subject.sink { _ in seen.append(subject.value) }
    subject.value = 5
    #expect(seen == [0, 5])
    withExtendedLifetime(cancellable) {}
  }

  @Test func completedSubjectSendsOnlyTheCompletion() {
    let subject = CurrentValueSubject<Int, TestError>(1)
    subject.send(completion: .finished)
    let subscriber = subject.record()
    #expect(subscriber.events == [.subscription, .finished])
  }

  @Test func reentrantSetIsFIFO() {
    let subject = CurrentValueSubject<Int, Never>(0)
    var log: [String] = []
    let first = subject.sink { value in
      log.append("a\(value)")
      if value == 1 { subject.value = 2 }
    }
    let second = subject.sink { log.append("b\($0)") }
    subject.value = 1
    #expect(log == ["a0", "b0", "a1", "b1", "a2", "b2"])
    withExtendedLifetime((first, second)) {}
  }

  @Test func subscriberJoiningDuringADeliveryStartsAtTheCurrentValue() {
    let subject = CurrentValueSubject<Int, Never>(0)
    var late: TestSubscriber<Int, Never>?
    let first = subject.sink { value in
      guard value == 1 else { return }
      subject.value = 2
      subject.value = 3
      late = subject.record()
    }
    subject.value = 1
    subject.value = 4
    // 2 and 3 were sent before it subscribed: it starts from the value it subscribed at, as in Combine.
    #expect(late?.values == [3, 4])
    withExtendedLifetime(first) {}
  }

  @Test func optionalValuesIncludingNilAreDelivered() {
    let subject = CurrentValueSubject<Int?, Never>(nil)
    let subscriber = subject.record()
    subject.value = 1
    subject.value = nil
    #expect(subscriber.values == [nil, 1, nil])
  }

  @Test("setting the value after completion stores it and sends nothing, as in Combine")
  func settingTheValueAfterCompletionStoresIt() {
    let subject = CurrentValueSubject<Int, Never>(1)
    let subscriber = subject.record()
    subject.send(completion: .finished)
    subject.value = 42
    subject.send(43)
    #expect(subject.value == 42)
    #expect(subscriber.events == [.subscription, .value(1), .finished])
  }

  @Test func requestsUnlimitedFromUpstreamAtOnce() {
    let subject = CurrentValueSubject<Int, Never>(0)
    let upstream = ManualSubscription()
    subject.send(subscription: upstream)
    #expect(upstream.history == [.requested(.unlimited)])
  }

  @Test func deallocationCancelsUpstreamSubscriptions() {
    let upstream = ManualSubscription()
    var subject: CurrentValueSubject<Int, Never>? = CurrentValueSubject(0)
    subject?.send(subscription: upstream)
    subject = nil
    #expect(upstream.history == [.requested(.unlimited), .cancelled])
  }
}
