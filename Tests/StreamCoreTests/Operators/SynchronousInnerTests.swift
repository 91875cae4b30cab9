import StreamCore
import TestSupport
import Testing

/// Sends 1…5 through `build`'s operator with a script of demand, then finishes; returns what the subscriber saw.
private func events<P: Publisher>(
  demand: Subscribers.Demand,
  _ build: (PassthroughSubject<Int, TestError>) -> P
) -> [Event<Int>] where P.Output == Int {
  let subject = PassthroughSubject<Int, TestError>()
  let subscriber = build(subject).record(demand: demand)
  for value in 1...4 { subject.send(value) }
  subscriber.request(.max(2))
  subject.send(5)
  subscriber.request(.unlimited)
  subject.send(completion: .finished)
  return subscriber.events
}

/// Whether `flatMap` and `switchToLatest` over inners made by `make` (read without subscribing) behave exactly as
/// over the same inners behind `AnyPublisher` (subscribed to), under limited and unlimited demand.
private func expectReadInnersMatchSubscribedOnes<Inner: Publisher>(
  _ name: String,
  _ make: @escaping (Int) -> Inner
) where Inner.Output == Int, Inner.Failure == TestError {
  for demand in [Subscribers.Demand.max(1), .unlimited] {
    #expect(
      events(demand: demand) { $0.flatMap(make) }
        == events(demand: demand) { $0.flatMap { make($0).eraseToAnyPublisher() } },
      "flatMap over \(name), demand \(demand)"
    )
    #expect(
      events(demand: demand) { $0.flatMap(maxPublishers: .max(1), make) }
        == events(demand: demand) { $0.flatMap(maxPublishers: .max(1)) { make($0).eraseToAnyPublisher() } },
      "flatMap(maxPublishers: 1) over \(name), demand \(demand)"
    )
    #expect(
      events(demand: demand) { $0.map(make).switchToLatest() }
        == events(demand: demand) { $0.map { make($0).eraseToAnyPublisher() }.switchToLatest() },
      "switchToLatest over \(name), demand \(demand)"
    )
  }
}

/// `flatMap` and `switchToLatest` read `Just`, `Empty`, `Fail`, `Publishers.Sequence`, `Optional.Publisher` and
/// `Result.Publisher` inners (and `setFailureType` over them) without subscribing: no subscription object and no
/// inner bookkeeping per value. Each kind is checked against the same inner behind `AnyPublisher`, which the
/// operators subscribe to.
@Suite struct SynchronousInnerTests {
  @Test func justEmptyAndFail() {
    expectReadInnersMatchSubscribedOnes("Just") { Just($0).setFailureType(to: TestError.self) }
    expectReadInnersMatchSubscribedOnes("Empty") { _ in Empty<Int, TestError>() }
    expectReadInnersMatchSubscribedOnes("Fail") { _ in Fail<Int, TestError>(error: TestError()) }
  }

  @Test func sequenceOptionalAndResult() {
    expectReadInnersMatchSubscribedOnes("Sequence") {
      [$0, $0 * 10, $0 * 100].publisher.setFailureType(to: TestError.self)
    }
    expectReadInnersMatchSubscribedOnes("Optional") {
      ($0.isMultiple(of: 2) ? $0 : nil).publisher.setFailureType(to: TestError.self)
    }
    expectReadInnersMatchSubscribedOnes("Result failing on 3") {
      ($0 == 3 ? .failure(TestError()) : .success($0) as Result<Int, TestError>).publisher
    }
  }

  @Test("an inner that never completes keeps the stream open after the outer finishes")
  func anInnerThatNeverCompletesKeepsTheStreamOpen() {
    let subject = PassthroughSubject<Int, Never>()
    let merged = subject.flatMap { _ in Empty<Int, Never>(completeImmediately: false) }.record()
    let switched = subject.map { _ in Empty<Int, Never>(completeImmediately: false) }.switchToLatest().record()
    subject.send(1)
    subject.send(completion: .finished)
    #expect(merged.events == [.subscription])
    #expect(switched.events == [.subscription])
  }

  @Test("each finished inner asks a limited outer for one more")
  func aFinishedInnerAsksForOneMore() {
    #expect(
      [1, 2, 3].publisher.flatMap(maxPublishers: .max(1)) { Just($0) }.record().events == [
        .subscription, .value(1), .value(2), .value(3), .finished,
      ]
    )
  }

  @Test("a sequence inner stops being read once downstream cancels")
  func aSequenceInnerStopsWhenDownstreamCancels() {
    let pulled = Counter()
    let subject = PassthroughSubject<Int, Never>()
    let subscriber = subject.flatMap { _ in
      (1...1_000).lazy.map { value in
        pulled.increment()
        return value
      }.publisher
    }.prefix(3).record()
    subject.send(0)
    #expect(subscriber.events == [.subscription, .value(1), .value(2), .value(3), .finished])
    #expect(pulled.value <= 4)
  }

  @Test("a value a subscriber sends re-entrantly is delivered after the current inner's values, in order")
  func reentrantSendsStayInOrder() {
    let subject = PassthroughSubject<Int, Never>()
    var received: [Int] = []
    let cancellable = subject.map { [$0, $0 * 10].publisher }.switchToLatest().sink { value in
      received.append(value)
      if value == 1 { subject.send(2) }
    }
    subject.send(1)
    #expect(received == [1, 10, 2, 20])
    withExtendedLifetime(cancellable) {}
  }
}
