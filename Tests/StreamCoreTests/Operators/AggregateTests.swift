import StreamCore
import TestSupport
import Testing

@Suite struct AggregateTests {
  @Test func twoPublishersSendTheLatestOfEachOnceBothHaveAValue() {
    let name = PassthroughSubject<String, Never>()
    let age = PassthroughSubject<Int, Never>()
    let subscriber = AnyPublisher<Void, Never>.combineLatest(name, age).map { "\($0) \($1)" }.record()
    name.send("Ann")
    name.send("Bo")
    #expect(subscriber.values.isEmpty)
    age.send(30)
    age.send(31)
    name.send("Cy")
    #expect(subscriber.values == ["Bo 30", "Bo 31", "Cy 31"])
  }

  @Test func fivePublishersWaitForTheLastThenSendOnEachChange() {
    let subjects = (0..<5).map { _ in PassthroughSubject<Int, TestError>() }
    let subscriber = AnyPublisher<Int, TestError>.combineLatest(
      subjects[0],
      subjects[1],
      subjects[2],
      subjects[3],
      subjects[4]
    ).map { $0 + $1 + $2 + $3 + $4 }.record()
    for (index, subject) in subjects.enumerated().dropLast() { subject.send(index + 1) }
    subjects[2].send(3)
    #expect(subscriber.values.isEmpty)
    subjects[4].send(5)
    subjects[2].send(13)
    subjects[3].send(14)
    #expect(subscriber.values == [15, 25, 35])
  }

  @Test func tenPublishersStaticAndNineOthersInstance() {
    let subjects = (1...10).map { CurrentValueSubject<Int, TestError>($0) }
    let statics = AnyPublisher<Int, TestError>.combineLatest(
      subjects[0],
      subjects[1],
      subjects[2],
      subjects[3],
      subjects[4],
      subjects[5],
      subjects[6],
      subjects[7],
      subjects[8],
      subjects[9]
    ).map { [$0, $1, $2, $3, $4, $5, $6, $7, $8, $9] }.record()
    let instance = subjects[0].combineLatest(
      subjects[1],
      subjects[2],
      subjects[3],
      subjects[4],
      subjects[5],
      subjects[6],
      subjects[7],
      subjects[8],
      subjects[9]
    ).map { [$0, $1, $2, $3, $4, $5, $6, $7, $8, $9] }.record()
    subjects[4].send(100)
    let expected = [Array(1...10), [1, 2, 3, 4, 100, 6, 7, 8, 9, 10]]
    #expect(statics.values == expected)
    #expect(instance.values == expected)
  }

  @Test func sixToEightOthersKeepArgumentOrder() {
    let p = (1...9).map { Just($0) }
    let six = p[0].combineLatest(p[1], p[2], p[3], p[4], p[5], p[6]).map { [$0, $1, $2, $3, $4, $5, $6] }
    let seven = p[0].combineLatest(p[1], p[2], p[3], p[4], p[5], p[6], p[7]).map { [$0, $1, $2, $3, $4, $5, $6, $7] }
    let eight = p[0].combineLatest(p[1], p[2], p[3], p[4], p[5], p[6], p[7], p[8])
      .map { [$0, $1, $2, $3, $4, $5, $6, $7, $8] }
    #expect(six.record().events == [.subscription, .value(Array(1...7)), .finished])
    #expect(seven.record().values == [Array(1...8)])
    #expect(eight.record().values == [Array(1...9)])
    #expect(Just<Int>.combineLatest(p[0], p[1], p[2]).map { [$0, $1, $2] }.record().values == [[1, 2, 3]])
  }

  @Test func finishesWhenAllFinishOrAtOnceWhenOneFinishesEmpty() {
    let a = PassthroughSubject<Int, Never>()
    let b = PassthroughSubject<Int, Never>()
    let c = PassthroughSubject<Int, Never>()
    let subscriber = AnyPublisher<Int, Never>.combineLatest(a, b, c).map { $0 + $1 + $2 }.record()
    a.send(1)
    b.send(2)
    c.send(3)
    a.send(completion: .finished)
    b.send(completion: .finished)
    c.send(4)
    #expect(subscriber.completions.isEmpty)
    c.send(completion: .finished)
    #expect(subscriber.events == [.subscription, .value(6), .value(7), .finished])

    let d = PassthroughSubject<Int, Never>()
    let early = AnyPublisher<Int, Never>.combineLatest(d, PassthroughSubject<Int, Never>()).map { $0 + $1 }.record()
    d.send(completion: .finished)
    #expect(early.completions == [.finished])
  }

  @Test func failsAsSoonAsOneFailsAndCancelsTheOthers() {
    let a = PassthroughSubject<Int, TestError>()
    let b = PassthroughSubject<Int, TestError>()
    let cancels = Log<String>()
    let subscriber = AnyPublisher<Int, TestError>.combineLatest(
      a.handleEvents(receiveCancel: { cancels.append("a") }),
      b.handleEvents(receiveCancel: { cancels.append("b") })
    ).map { $0 + $1 }.record()
    a.send(1)
    b.send(2)
    b.send(completion: .failure(TestError()))
    a.send(3)
    #expect(subscriber.events == [.subscription, .value(3), .failure("oops")])
    #expect(cancels.entries == ["a"])
  }

  @Test func honoursDemandAsCombineLatestDoes() {
    let aggregate = AnyPublisher<Int, Never>.combineLatest(Just(10), [1, 2, 3].publisher).map { $0 + $1 }
      .record(demand: .max(2))
    let reference = Just(10).combineLatest([1, 2, 3].publisher).map { $0 + $1 }.record(demand: .max(2))
    #expect(aggregate.values == [11, 12])
    #expect(aggregate.completions.isEmpty)
    aggregate.request(.max(1))
    reference.request(.max(1))
    #expect(aggregate.events == [.subscription, .value(11), .value(12), .value(13), .finished])
    #expect(aggregate.events == reference.events)
  }

  @Test func cancelStopsEveryInput() {
    let subjects = (0..<5).map { _ in PassthroughSubject<Int, Never>() }
    let cancels = Log<Int>()
    let inputs = subjects.enumerated().map { index, subject in
      subject.handleEvents(receiveCancel: { cancels.append(index) })
    }
    let subscriber = AnyPublisher<Int, Never>.combineLatest(inputs[0], inputs[1], inputs[2], inputs[3], inputs[4])
      .map { $0 + $1 + $2 + $3 + $4 }.record()
    for subject in subjects { subject.send(1) }
    subscriber.cancel()
    for subject in subjects { subject.send(2) }
    #expect(subscriber.values == [5])
    #expect(cancels.entries.sorted() == [0, 1, 2, 3, 4])
  }

  @Test func combinesOnlyWhatCombineCannotCombine() {
    let a = Just(1)
    #expect(type(of: a.combineLatest(a)) == Publishers.CombineLatest<Just<Int>, Just<Int>>.self)
    #expect(type(of: a.combineLatest(a, a)) == Publishers.CombineLatest3<Just<Int>, Just<Int>, Just<Int>>.self)
    #expect(
      type(of: a.combineLatest(a, a, a)) == Publishers.CombineLatest4<Just<Int>, Just<Int>, Just<Int>, Just<Int>>.self
    )
    #if canImport(Combine)
    // Combine's `combineLatest` stops at three others; four and five are CombineEx's, as six and more are.
    #expect(type(of: a.combineLatest(a, a, a, a)) == Publishers.Aggregate<(Int, Int, Int, Int, Int), Never>.self)
    #expect(
      type(of: a.combineLatest(a, a, a, a, a)) == Publishers.Aggregate<(Int, Int, Int, Int, Int, Int), Never>.self
    )
    #else
    #expect(
      type(of: a.combineLatest(a, a, a, a, a))
        == Publishers.CombineLatest6<Just<Int>, Just<Int>, Just<Int>, Just<Int>, Just<Int>, Just<Int>>.self
    )
    #endif
    #expect(
      type(of: a.combineLatest(a) { $0 + $1 })
        == Publishers.Map<Publishers.CombineLatest<Just<Int>, Just<Int>>, Int>.self
    )
    #expect(type(of: Publishers.CombineLatest(a, a)) == Publishers.CombineLatest<Just<Int>, Just<Int>>.self)
    #expect(
      type(of: a.combineLatest(a, a, a, a, a, a))
        == Publishers.Aggregate<(Int, Int, Int, Int, Int, Int, Int), Never>.self
    )
    #expect(type(of: Just<Int>.combineLatest(a, a)) == Publishers.Aggregate<(Int, Int), Never>.self)
  }

  @Test func aSubscriberMaySendIntoAnInputWhileReceiving() {
    let a = PassthroughSubject<Int, Never>()
    let b = PassthroughSubject<Int, Never>()
    let received = Log<Int>()
    let cancellable = AnyPublisher<Int, Never>.combineLatest(a, b).map { $0 * 10 + $1 }.sink { value in
      received.append(value)
      if value == 11 { b.send(2) }
    }
    a.send(1)
    b.send(1)
    #expect(received.entries == [11, 12])
    cancellable.cancel()
  }

  @Test func inputsFromSeveralThreadsDeliverEveryCombinationOneAtATime() {
    let subjects = (0..<4).map { _ in PassthroughSubject<Int, Never>() }
    let inFlight = InFlightTracker()
    let last = Log<[Int]>()
    let cancellable = AnyPublisher<Int, Never>.combineLatest(subjects[0], subjects[1], subjects[2], subjects[3])
      .sink { a, b, c, d in
        inFlight.enter()
        last.append([a, b, c, d])
        inFlight.leave()
      }
    for subject in subjects { subject.send(0) }
    onThreads(4) { index in
      for value in 1...5_000 { subjects[index].send(value) }
    }
    #expect(inFlight.count == 20_001)
    #expect(inFlight.maximum == 1)
    #expect(last.entries.last == [5_000, 5_000, 5_000, 5_000])
    cancellable.cancel()
  }
}
