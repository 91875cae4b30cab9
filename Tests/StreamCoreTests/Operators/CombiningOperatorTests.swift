import StreamCore
import TestSupport
import Testing

@Suite struct MergeTests {
  @Test func interleavesAndFinishesWhenAllFinish() {
    let a = PassthroughSubject<Int, Never>()
    let b = PassthroughSubject<Int, Never>()
    let subscriber = a.merge(with: b).record()
    a.send(1)
    b.send(2)
    a.send(completion: .finished)
    b.send(3)
    #expect(subscriber.values == [1, 2, 3])
    #expect(subscriber.completions.isEmpty)
    b.send(completion: .finished)
    #expect(subscriber.completions == [.finished])
  }

  @Test func failsAsSoonAsOneFails() {
    let a = PassthroughSubject<Int, TestError>()
    let b = PassthroughSubject<Int, TestError>()
    let subscriber = a.merge(with: b).record()
    b.send(completion: .failure(TestError()))
    a.send(1)
    #expect(subscriber.events == [.subscription, .failure("oops")])
  }

  @Test func mergesUpToEightAndMany() {
    let merged8 = Just(1).merge(with: Just(2), Just(3), Just(4), Just(5), Just(6), Just(7), Just(8))
    #expect(merged8.record().values == [1, 2, 3, 4, 5, 6, 7, 8])
    #expect(Publishers.MergeMany((1...4).map { Just($0) }).record().values == [1, 2, 3, 4])
    #expect(Publishers.MergeMany<Just<Int>>([]).record().events == [.subscription, .finished])
  }

  @Test func respectsDemandAcrossInputs() {
    let subscriber = [1, 2, 3].publisher.merge(with: [4, 5, 6].publisher).record(demand: .max(2))
    #expect(subscriber.values.count == 2)
    subscriber.request(.unlimited)
    #expect(subscriber.values.sorted() == [1, 2, 3, 4, 5, 6])
    #expect(subscriber.completions == [.finished])
  }
}

@Suite struct CombineLatestTests {
  @Test func inputsOnTwoThreadsNeverDeliverAnOlderCombinationAfterANewerOne() {
    let a = PassthroughSubject<Int, Never>()
    let b = PassthroughSubject<Int, Never>()
    let pairs = Log<Pair>()
    let cancellable = a.combineLatest(b).sink { pairs.append(Pair(first: $0, second: $1)) }
    a.send(0)
    b.send(0)
    onThreads(2) { index in
      for value in 1...20_000 { (index == 0 ? a : b).send(value) }
    }
    let received = pairs.entries
    let regressions = zip(received, received.dropFirst()).filter { $1.first < $0.first || $1.second < $0.second }
    #expect(regressions.isEmpty, "older combinations after newer ones: \(regressions.prefix(3))")
    #expect(received.count == 40_001)
    #expect(received.last == Pair(first: 20_000, second: 20_000))
    cancellable.cancel()
  }

  @Test func waitsForEveryInputThenSendsOnEachChange() {
    let name = PassthroughSubject<String, Never>()
    let age = PassthroughSubject<Int, Never>()
    let subscriber = name.combineLatest(age) { "\($0) \($1)" }.record()
    name.send("Ann")
    #expect(subscriber.values.isEmpty)
    age.send(30)
    age.send(31)
    name.send("Bo")
    #expect(subscriber.values == ["Ann 30", "Ann 31", "Bo 31"])
  }

  @Test func finishesWhenAllFinishOrOneFinishesEmpty() {
    let a = PassthroughSubject<Int, Never>()
    let b = PassthroughSubject<Int, Never>()
    let subscriber = a.combineLatest(b).map { $0 + $1 }.record()
    a.send(1)
    b.send(2)
    a.send(completion: .finished)
    b.send(3)
    #expect(subscriber.values == [3, 4])
    b.send(completion: .finished)
    #expect(subscriber.completions == [.finished])

    let c = PassthroughSubject<Int, Never>()
    let d = PassthroughSubject<Int, Never>()
    let early = c.combineLatest(d).map { $0 + $1 }.record()
    c.send(completion: .finished)
    #expect(early.completions == [.finished])
  }

  @Test func combinesUpToSix() {
    let six = Publishers.CombineLatest6(Just(1), Just(2), Just(3), Just(4), Just(5), Just(6))
      .map { (values: (Int, Int, Int, Int, Int, Int)) -> Int in
        [values.0, values.1, values.2, values.3, values.4, values.5].reduce(0, +)
      }
    #expect(six.record().values == [21])
    #expect(Just(1).combineLatest(Just(2), Just(3)) { $0 + $1 + $2 }.record().values == [6])
    let four = Just(1).combineLatest(Just(2), Just(3), Just(4)).map { (values: (Int, Int, Int, Int)) -> Int in
      values.0 + values.1 + values.2 + values.3
    }
    #expect(four.record().values == [10])
  }
}

@Suite struct ZipTests {
  @Test("zip, combineLatest and merge subscriptions are named as Combine names them, with their arity")
  func subscriptionsAreNamedAsCombineNamesThem() {
    let subject = PassthroughSubject<Int, Never>()
    func name<P: Publisher>(of publisher: P) -> String? {
      publisher.map { _ in 0 }.record(demand: .none).subscription.map { String(describing: $0) }
    }
    #expect(name(of: subject.zip(subject)) == "Zip")
    #expect(name(of: subject.zip(subject, subject)) == "Zip3")
    #expect(name(of: subject.combineLatest(subject)) == "CombineLatest")
    #expect(name(of: subject.combineLatest(subject, subject, subject, subject, subject)) == "CombineLatest6")
    #expect(name(of: subject.merge(with: subject, subject)) == "Merge3")
    #expect(Publishers.Zip(Just(1), Just(2)) == Just(1).zip(Just(2)))
    #expect(Publishers.CombineLatest3(Just(1), Just(2), Just(3)).c == Just(3))
  }

  @Test func pairsInOrder() {
    let a = PassthroughSubject<Int, Never>()
    let b = PassthroughSubject<String, Never>()
    let subscriber = a.zip(b) { "\($0)\($1)" }.record()
    a.send(1)
    a.send(2)
    b.send("a")
    a.send(3)
    b.send("b")
    b.send("c")
    #expect(subscriber.values == ["1a", "2b", "3c"])
  }

  @Test func finishesWhenAnInputFinishesWithNothingBuffered() {
    let a = PassthroughSubject<Int, Never>()
    let b = PassthroughSubject<Int, Never>()
    let subscriber = a.zip(b).map { $0 * $1 }.record()
    a.send(1)
    a.send(2)
    a.send(completion: .finished)
    #expect(subscriber.completions.isEmpty)
    b.send(10)
    #expect(subscriber.completions.isEmpty)
    b.send(20)
    #expect(subscriber.events == [.subscription, .value(10), .value(40), .finished])
  }

  @Test func zipsUpToSix() {
    let numbers = (1...3).publisher
    let six = Publishers.Zip6(numbers, numbers, numbers, numbers, numbers, numbers)
      .map { (values: (Int, Int, Int, Int, Int, Int)) -> Int in
        [values.0, values.1, values.2, values.3, values.4, values.5].reduce(0, +)
      }
    #expect(six.record().values == [6, 12, 18])
    #expect(numbers.zip(numbers, numbers) { $0 * $1 * $2 }.record().values == [1, 8, 27])
  }
}

@Suite struct FlatMapTests {
  @Test func mergesInnerPublishers() {
    #expect([1, 2].publisher.flatMap { [$0, $0 * 10].publisher }.record().values == [1, 10, 2, 20])
  }

  @Test func maxPublishersOneSerializes() {
    let inners = [PassthroughSubject<String, Never>(), PassthroughSubject<String, Never>()]
    let subscriber = [0, 1].publisher.flatMap(maxPublishers: .max(1)) { inners[$0] }.record()
    inners[1].send("dropped: second not yet subscribed")
    inners[0].send("a")
    inners[0].send(completion: .finished)
    inners[1].send("b")
    inners[1].send(completion: .finished)
    #expect(subscriber.events == [.subscription, .value("a"), .value("b"), .finished])
  }

  @Test func innerFailureFailsEverything() {
    let subscriber = [1, 2].publisher.setFailureType(to: TestError.self)
      .flatMap { _ in Fail<Int, TestError>(error: TestError()) }
      .record()
    #expect(subscriber.events == [.subscription, .failure("oops")])
  }

  @Test func buffersWhileDownstreamHasNoDemand() {
    let subscriber = [1, 2, 3].publisher.flatMap { Just($0) }.record(demand: .max(1))
    #expect(subscriber.values == [1])
    subscriber.request(.max(5))
    #expect(subscriber.events == [.subscription, .value(1), .value(2), .value(3), .finished])
  }
}

@Suite struct SwitchToLatestTests {
  @Test func cancelsThePreviousInner() {
    let outer = PassthroughSubject<PassthroughSubject<String, Never>, Never>()
    let first = PassthroughSubject<String, Never>()
    let second = PassthroughSubject<String, Never>()
    var firstCancelled = false
    let subscriber = outer.map { inner in
      inner === first
        ? inner.handleEvents(receiveCancel: { firstCancelled = true }).eraseToAnyPublisher()
        : inner.eraseToAnyPublisher()
    }.switchToLatest().record()
    outer.send(first)
    first.send("a")
    outer.send(second)
    first.send("stale")
    second.send("b")
    #expect(subscriber.values == ["a", "b"])
    #expect(firstCancelled)
  }

  @Test func finishesWhenOuterAndCurrentInnerFinish() {
    let outer = PassthroughSubject<PassthroughSubject<Int, Never>, Never>()
    let inner = PassthroughSubject<Int, Never>()
    let subscriber = outer.switchToLatest().record()
    outer.send(inner)
    outer.send(completion: .finished)
    #expect(subscriber.completions.isEmpty)
    inner.send(1)
    inner.send(completion: .finished)
    #expect(subscriber.events == [.subscription, .value(1), .finished])
  }
}

@Suite struct ChainingOperatorTests {
  @Test func retryResubscribesExactlyTwice() {
    let subscriptions = Counter()
    let failing = Deferred { () -> Fail<Int, TestError> in
      subscriptions.increment()
      return Fail(error: TestError())
    }
    let subscriber = failing.retry(2).record()
    #expect(subscriptions.value == 3)
    #expect(subscriber.events == [.subscription, .failure("oops")])
  }

  @Test func retrySucceedsOnALaterAttempt() {
    let attempts = Counter()
    let flaky = Deferred { () -> AnyPublisher<Int, TestError> in
      let attempt = attempts.increment()
      return attempt < 3
        ? Fail(error: TestError()).eraseToAnyPublisher()
        : Just(attempt).setFailureType(to: TestError.self).eraseToAnyPublisher()
    }
    #expect(flaky.retry(5).record().events == [.subscription, .value(3), .finished])
  }

  @Test func catchContinuesWithTheReplacementAndKeepsDemand() {
    let subject = PassthroughSubject<Int, TestError>()
    let subscriber = subject.catch { _ in [7, 8, 9].publisher }.record(demand: .max(3))
    subject.send(1)
    subject.send(completion: .failure(TestError()))
    #expect(subscriber.values == [1, 7, 8])
  }

  @Test func tryCatchFailsWithTheHandlersError() {
    let subscriber = Fail<Int, TestError>(error: TestError())
      .tryCatch { _ -> Just<Int> in throw TestError(name: "handler") }
      .record()
    #expect(subscriber.events == [.subscription, .failure("handler")])
  }

  @Test func appendAndPrepend() {
    #expect([1, 2].publisher.append(3, 4).record().values == [1, 2, 3, 4])
    #expect([3].publisher.prepend(1, 2).record().values == [1, 2, 3])
    #expect(
      Just(2).prepend(Just(1)).append([3]).record().events == [
        .subscription, .value(1), .value(2), .value(3), .finished,
      ]
    )
  }

  @Test func appendCarriesDemandOver() {
    let subscriber = [1, 2].publisher.append(3, 4).record(demand: .max(3))
    #expect(subscriber.values == [1, 2, 3])
    subscriber.request(.max(1))
    #expect(subscriber.events.last == .finished)
  }
}

@Suite struct SharingOperatorTests {
  @Test func shareSubscribesUpstreamOnce() {
    let subscriptions = Counter()
    let upstream = PassthroughSubject<Int, Never>()
    let shared = upstream.handleEvents(receiveSubscription: { _ in subscriptions.increment() }).share()
    let first = shared.record()
    let second = shared.record()
    upstream.send(1)
    #expect(subscriptions.value == 1)
    #expect(first.values == [1])
    #expect(second.values == [1])
  }

  @Test func shareDisconnectsWhenTheLastSubscriberLeaves() {
    let cancels = Counter()
    let upstream = PassthroughSubject<Int, Never>()
    let shared = upstream.handleEvents(receiveCancel: { cancels.increment() }).share()
    let first = shared.record()
    let second = shared.record()
    first.cancel()
    #expect(cancels.value == 0)
    second.cancel()
    #expect(cancels.value == 1)
    #expect(shared == shared)
  }

  @Test func makeConnectableWaitsForConnect() {
    let connectable = [1, 2].publisher.makeConnectable()
    let first = connectable.record()
    let second = connectable.record()
    #expect(first.values.isEmpty)
    let connection = connectable.connect()
    #expect(first.values == [1, 2])
    #expect(second.values == [1, 2])
    withExtendedLifetime(connection) {}
  }

  @Test func multicastUsesOneSubject() {
    let subject = PassthroughSubject<Int, Never>()
    let multicast = [1].publisher.multicast(subject: subject)
    let subscriber = subject.record()
    let connection = multicast.connect()
    #expect(subscriber.values == [1])
    withExtendedLifetime(connection) {}
  }
}

@Suite struct HandleEventsTests {
  @Test func reportsEveryEventInOrder() {
    var log: [String] = []
    let subscriber = [1, 2].publisher
      .handleEvents(
        receiveSubscription: { _ in log.append("subscription") },
        receiveOutput: { log.append("value \($0)") },
        receiveCompletion: { _ in log.append("completion") },
        receiveCancel: { log.append("cancel") },
        receiveRequest: { log.append("request \($0)") }
      )
      .record(demand: .max(1))
    subscriber.request(.max(1))
    #expect(log == ["subscription", "request max(1)", "value 1", "request max(1)", "value 2", "completion"])
  }

  @Test func reportsCancel() {
    var cancelled = 0
    let subscriber = PassthroughSubject<Int, Never>().handleEvents(receiveCancel: { cancelled += 1 }).record()
    subscriber.subscription?.cancel()
    subscriber.subscription?.cancel()
    #expect(cancelled == 1)
  }

  @Test func printWritesEachEvent() {
    let stream = CollectingStream()
    let subscriber = [1].publisher.print("n", to: stream).record()
    #expect(subscriber.values == [1])
    #expect(
      stream.lines.values == [
        "n: receive subscription: ([1])", "n: request unlimited", "n: receive value: (1)", "n: receive finished",
      ]
    )
  }
}

/// Collects what `print` writes. The publisher keeps its own copy of the stream, so the lines live in a shared
/// object.
struct CollectingStream: TextOutputStream {
  final class Lines {
    var values: [String] = []
  }

  let lines = Lines()

  mutating func write(_ string: String) {
    let line = string.hasSuffix("\n") ? String(string.dropLast()) : string
    if !line.isEmpty { lines.values.append(line) }
  }
}

/// One combination of two `Int` inputs, as a thread-safe log stores it.
struct Pair: Equatable, Sendable {
  var first: Int
  var second: Int
}
