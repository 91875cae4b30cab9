import StreamCore
import TestSupport
import Testing

@Suite struct RemoveDuplicatesTests {
  @Test func dropsConsecutiveDuplicates() {
    #expect([1, 1, 2, 2, 1].publisher.removeDuplicates().record().values == [1, 2, 1])
  }

  @Test func usesThePredicate() {
    #expect(
      ["a", "A", "b"].publisher.removeDuplicates { $0.lowercased() == $1.lowercased() }.record().values == ["a", "b"]
    )
  }

  @Test("a dropped duplicate asks upstream for one more, so the subscriber's demand is still met")
  func aDroppedDuplicateAsksForOneMore() {
    let subject = PassthroughSubject<Int, Never>()
    let subscriber = TestSubscriber<Int, Never>(demand: .max(2))
    subject.removeDuplicates().subscribe(subscriber)
    for value in [1, 1, 1, 2, 3] { subject.send(value) }
    #expect(subscriber.values == [1, 2])
  }

  @Test("each subscription remembers its own previous value")
  func eachSubscriptionHasItsOwnState() {
    let subject = PassthroughSubject<Int, Never>()
    let distinct = subject.removeDuplicates()
    let first = distinct.record()
    subject.send(1)
    let second = distinct.record()
    subject.send(1)
    subject.send(2)
    #expect(first.values == [1, 2])
    #expect(second.values == [1, 2])
  }

  @Test func tryRemoveDuplicatesFails() {
    let subscriber = [1, 1].publisher.tryRemoveDuplicates { _, _ in throw TestError() }.record()
    #expect(subscriber.events == [.subscription, .value(1), .failure("oops")])
  }
}

@Suite struct ScanTests {
  @Test func publishesEachStep() {
    #expect([1, 2, 3].publisher.scan(0, +).record().values == [1, 3, 6])
  }

  @Test("each subscription accumulates from the initial result")
  func eachSubscriptionHasItsOwnState() {
    let subject = PassthroughSubject<Int, Never>()
    let sums = subject.scan(10, +)
    let first = sums.record()
    subject.send(1)
    let second = sums.record()
    subject.send(2)
    #expect(first.values == [11, 13])
    #expect(second.values == [12])
  }

  @Test func tryScanFails() {
    let subscriber = [1, 2].publisher.tryScan(0) { sum, value in
      if value == 2 { throw TestError() }
      return sum + value
    }.record()
    #expect(subscriber.events == [.subscription, .value(1), .failure("oops")])
  }
}

@Suite struct ReduceTests {
  @Test func publishesTheFinalAccumulation() {
    #expect([1, 2, 3].publisher.reduce(0, +).record().events == [.subscription, .value(6), .finished])
  }

  @Test func waitsForDemandToPublish() {
    let subscriber = [1, 2].publisher.reduce(0, +).record(demand: .none)
    #expect(subscriber.events == [.subscription])
    subscriber.request(.max(1))
    #expect(subscriber.values == [3])
  }

  @Test func tryReduceFails() {
    let subscriber = [1].publisher.tryReduce(0) { _, _ in throw TestError() }.record()
    #expect(subscriber.events == [.subscription, .failure("oops")])
  }
}

@Suite struct CollectTests {
  @Test func collectsEverything() {
    #expect([1, 2, 3].publisher.collect().record().values == [[1, 2, 3]])
  }

  @Test func collectsByCountIncludingAPartialLastGroup() {
    #expect([1, 2, 3, 4, 5].publisher.collect(2).record().values == [[1, 2], [3, 4], [5]])
  }

  @Test func collectByCountTranslatesDemand() {
    let subscriber = (1...10).publisher.collect(3).record(demand: .max(2))
    #expect(subscriber.values == [[1, 2, 3], [4, 5, 6]])
  }

  @Test func failureDiscardsTheCollection() {
    let subject = PassthroughSubject<Int, TestError>()
    let subscriber = subject.collect().record()
    subject.send(1)
    subject.send(completion: .failure(TestError()))
    #expect(subscriber.events == [.subscription, .failure("oops")])
  }

  @Test func zeroGroupSizeTraps() async {
    await #expect(processExitsWith: .failure) { _ = Just(1).collect(0) }
  }
}

@Suite struct FirstLastTests {
  @Test func firstFinishesAndCancelsUpstream() {
    let upstream = PassthroughSubject<Int, Never>()
    var cancelled = false
    let subscriber = upstream.handleEvents(receiveCancel: { cancelled = true }).first().record()
    upstream.send(5)
    #expect(subscriber.events == [.subscription, .value(5), .finished])
    #expect(cancelled)
  }

  @Test func firstWhereAndTryFirstWhere() {
    #expect([1, 4, 6].publisher.first { $0.isMultiple(of: 2) }.record().values == [4])
    #expect([1].publisher.tryFirst { _ in throw TestError() }.record().events == [.subscription, .failure("oops")])
    #expect([Int]().publisher.first().record().events == [.subscription, .finished])
  }

  @Test func lastVariants() {
    #expect([1, 2, 3].publisher.last().record().values == [3])
    #expect([2, 4, 5].publisher.last { $0.isMultiple(of: 2) }.record().values == [4])
    #expect([1].publisher.tryLast { _ in throw TestError() }.record().events == [.subscription, .failure("oops")])
  }
}

@Suite struct OutputTests {
  @Test func selectsPositions() {
    #expect(["a", "b", "c"].publisher.output(at: 1).record().values == ["b"])
    #expect((10...20).publisher.output(in: 2..<4).record().values == [12, 13])
    #expect((1...9).publisher.prefix(2).record().events == [.subscription, .value(1), .value(2), .finished])
    #expect((1...9).publisher.prefix(0).record().events == [.subscription, .finished])
  }

  @Test func prefixWhileAndTryPrefixWhile() {
    #expect(
      [1, 2, 5, 1].publisher.prefix { $0 < 3 }.record().events == [
        .subscription, .value(1), .value(2), .finished,
      ]
    )
    #expect([1].publisher.tryPrefix { _ in throw TestError() }.record().events == [.subscription, .failure("oops")])
  }

  @Test func prefixUntilOutputFromAnotherPublisher() {
    let values = PassthroughSubject<Int, Never>()
    let stop = PassthroughSubject<Void, Never>()
    let subscriber = values.prefix(untilOutputFrom: stop).record()
    values.send(1)
    stop.send()
    values.send(2)
    #expect(subscriber.events == [.subscription, .value(1), .finished])
  }
}

@Suite struct DropTests {
  @Test func dropFirstSkips() {
    #expect([1, 2, 3].publisher.dropFirst().record().values == [2, 3])
    #expect([1, 2, 3].publisher.dropFirst(5).record().events == [.subscription, .finished])
  }

  @Test func dropWhileAndTryDropWhile() {
    #expect([1, 2, 5, 1].publisher.drop { $0 < 3 }.record().values == [5, 1])
    #expect([1].publisher.tryDrop { _ in throw TestError() }.record().events == [.subscription, .failure("oops")])
  }

  @Test func dropUntilOutputFromAnotherPublisher() {
    let values = PassthroughSubject<Int, Never>()
    let start = PassthroughSubject<Void, Never>()
    let subscriber = values.drop(untilOutputFrom: start).record()
    values.send(1)
    start.send()
    values.send(2)
    #expect(subscriber.values == [2])
  }

  @Test func dropUntilOutputFinishesIfTheTriggerFinishesEmpty() {
    let values = PassthroughSubject<Int, Never>()
    let subscriber = values.drop(untilOutputFrom: Empty<Void, Never>()).record()
    #expect(subscriber.events == [.subscription, .finished])
  }
}

@Suite struct PredicateReducerTests {
  @Test func containsVariants() {
    #expect([1, 2, 3].publisher.contains(2).record().events == [.subscription, .value(true), .finished])
    #expect([1, 3].publisher.contains(2).record().values == [false])
    #expect([1, 3].publisher.contains { $0 > 2 }.record().values == [true])
    #expect([1].publisher.tryContains { _ in throw TestError() }.record().events == [.subscription, .failure("oops")])
  }

  @Test func allSatisfyVariants() {
    #expect([2, 4].publisher.allSatisfy { $0.isMultiple(of: 2) }.record().values == [true])
    #expect([2, 3, 4].publisher.allSatisfy { $0.isMultiple(of: 2) }.record().values == [false])
    #expect(
      [1].publisher.tryAllSatisfy { _ in throw TestError() }.record().events == [.subscription, .failure("oops")]
    )
  }

  @Test func count() {
    #expect(["a", "b"].publisher.count().record().values == [2])
  }

  @Test func minAndMax() {
    #expect([3, 1, 2].publisher.min().record().values == [1])
    #expect([3, 1, 2].publisher.max().record().values == [3])
    let pairs = [(1, "a"), (1, "b"), (0, "c"), (0, "d")].publisher
    #expect(pairs.min { $0.0 < $1.0 }.map(\.1).record().values == ["c"])
    #expect(pairs.max { $0.0 < $1.0 }.map(\.1).record().values == ["a"])
    #expect(
      [1, 2].publisher.tryMin { _, _ in throw TestError() }.record().events == [.subscription, .failure("oops")]
    )
    #expect([1, 2].publisher.tryMax { $0 < $1 }.record().values == [2])
  }
}

@Suite struct ReplaceTests {
  @Test func replaceEmpty() {
    #expect(Empty<Int, Never>().replaceEmpty(with: 0).record().events == [.subscription, .value(0), .finished])
    #expect([1].publisher.replaceEmpty(with: 0).record().values == [1])
  }

  @Test func replaceEmptyWaitsForDemand() {
    let subscriber = Empty<Int, Never>().replaceEmpty(with: 0).record(demand: .none)
    #expect(subscriber.events == [.subscription])
    subscriber.request(.max(1))
    #expect(subscriber.events == [.subscription, .value(0), .finished])
  }

  @Test func replaceError() {
    let subject = PassthroughSubject<Int, TestError>()
    let subscriber = subject.replaceError(with: -1).record()
    subject.send(1)
    subject.send(completion: .failure(TestError()))
    #expect(subscriber.events == [.subscription, .value(1), .value(-1), .finished])
  }
}
