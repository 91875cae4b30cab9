import StreamCore
import TestSupport
import Testing

/// A value whose deinit is counted, to see which queued values a subject let go of.
private final class Token: Equatable, @unchecked Sendable {
  // @unchecked: immutable but for the counter, which is thread-safe.
  let id: Int
  private let released: Counter

  init(_ id: Int, released: Counter) {
    self.id = id
    self.released = released
  }

  deinit { released.increment() }

  static func == (lhs: Token, rhs: Token) -> Bool { lhs.id == rhs.id }
}

/// The values a subject queues while one of them is being delivered go to the turn holder's subscriber as a batch
/// when it is the only one and has unlimited demand (see `SubjectCore.drain()`); these tests pin that a batch keeps
/// every rule a value-by-value delivery keeps.
@Suite struct SubjectCoreBatchTests {
  @Test("values sent during a delivery reach the only subscriber after it, all of them, in order")
  func queuedValuesArriveInOrder() {
    let subject = PassthroughSubject<Int, Never>()
    let subscriber = TestSubscriber<Int, Never> { value in
      if value == 0 { for next in 1...5 { subject.send(next) } }
      return .none
    }
    subject.subscribe(subscriber)
    subject.send(0)
    #expect(subscriber.values == [0, 1, 2, 3, 4, 5])
  }

  @Test("a subscriber that cancels in the middle of a batch receives nothing more, and the rest is released")
  func cancelInsideBatchStopsIt() {
    let subject = PassthroughSubject<Token, Never>()
    let released = Counter()
    var subscriber: TestSubscriber<Token, Never>!
    subscriber = TestSubscriber<Token, Never> { [unowned subject] token in
      if token.id == 0 { for id in 1...5 { subject.send(Token(id, released: released)) } }
      if token.id == 2 { subscriber.cancel() }
      return .none
    }
    subject.subscribe(subscriber)
    subject.send(Token(0, released: released))
    #expect(subscriber.values.map(\.id) == [0, 1, 2])
    // Tokens 3, 4 and 5 are gone; 0, 1 and 2 live on in the subscriber's record.
    #expect(released.value == 3)
  }

  @Test("limited demand is honoured for queued values: a subscriber asking for 3 gets 3")
  func limitedDemandIsHonoured() {
    let subject = PassthroughSubject<Int, Never>()
    let subscriber = TestSubscriber<Int, Never>(demand: .max(3)) { value in
      if value == 0 { for next in 1...5 { subject.send(next) } }
      return .none
    }
    subject.subscribe(subscriber)
    subject.send(0)
    #expect(subscriber.values == [0, 1, 2])
  }

  @Test("a subscriber added during a batch gets only what is sent after it subscribed")
  func subscriberAddedDuringBatch() {
    let subject = PassthroughSubject<Int, Never>()
    let late = TestSubscriber<Int, Never>()
    let first = TestSubscriber<Int, Never> { value in
      if value == 0 { for next in 1...3 { subject.send(next) } }
      if value == 1 {
        subject.subscribe(late)
        subject.send(4)
      }
      return .none
    }
    subject.subscribe(first)
    subject.send(0)
    #expect(first.values == [0, 1, 2, 3, 4])
    #expect(late.values == [4])
  }

  @Test("a current-value subject's new subscriber, queued behind values, starts from the value current then")
  func currentValueSubscriberQueuedBehindValues() {
    let subject = CurrentValueSubject<Int, Never>(0)
    let late = TestSubscriber<Int, Never>()
    let first = TestSubscriber<Int, Never> { value in
      if value == 1 {
        subject.send(2)
        subject.subscribe(late)
        subject.send(3)
      }
      return .none
    }
    subject.subscribe(first)
    subject.send(1)
    #expect(first.values == [0, 1, 2, 3])
    #expect(late.values == [2, 3])
  }

  @Test("a subscriber waiting for its first value takes no batch of values sent before it asked")
  func subscriberAwaitingItsFirstValueSkipsTheBatch() {
    let subject = CurrentValueSubject<Int, Never>(0)
    let waiting = TestSubscriber<Int, Never>(demand: .none)
    var first: TestSubscriber<Int, Never>!
    first = TestSubscriber<Int, Never> { value in
      guard value == 1 else { return .none }
      subject.subscribe(waiting)
      subject.send(2)
      subject.send(3)
      subject.send(completion: .finished)
      // Its first value would be the current one, but the subject has completed: none is queued for it.
      waiting.request(.unlimited)
      first.cancel()
      return .none
    }
    subject.subscribe(first)
    subject.send(1)
    #expect(first.values == [0, 1])
    #expect(waiting.events == [.subscription, .finished])
  }

  @Test("a completion sent during a batch comes after every value of it")
  func completionAfterBatch() {
    let subject = PassthroughSubject<Int, Never>()
    let subscriber = TestSubscriber<Int, Never> { value in
      if value == 0 {
        for next in 1...3 { subject.send(next) }
        subject.send(completion: .finished)
        subject.send(4)
      }
      return .none
    }
    subject.subscribe(subscriber)
    subject.send(0)
    #expect(subscriber.events == [.subscription, .value(0), .value(1), .value(2), .value(3), .finished])
  }
}
