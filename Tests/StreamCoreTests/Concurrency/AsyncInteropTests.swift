import Foundation
import StreamCore
import TestSupport
import Testing

@Suite struct AsyncInteropTests {
  @Test func valuesArriveInOrder() async {
    var received: [Int] = []
    for await value in (1...5).publisher.values {
      received.append(value)
    }
    #expect(received == [1, 2, 3, 4, 5])
  }

  @Test func breakingOutOfTheLoopCancelsUpstream() async {
    let cancels = Counter()
    let subject = CurrentValueSubject<Int, Never>(0)
    let values = subject.handleEvents(receiveCancel: { cancels.increment() }).values
    do {
      for await value in values {
        if value == 0 { break }
      }
    }
    #expect(cancels.value == 1)
  }

  @Test func aFailingPublisherThrowsFromTheLoop() async {
    var received: [Int] = []
    await #expect(throws: TestError.self) {
      for try await value in [1, 2].publisher.setFailureType(to: TestError.self).append(Fail(error: TestError()))
        .values
      {
        received.append(value)
      }
    }
    #expect(received == [1, 2])
  }

  @Test func taskCancellationCancelsTheSubscription() async {
    let cancels = Counter()
    let subject = PassthroughSubject<Int, Never>()
    let values = subject.handleEvents(receiveCancel: { cancels.increment() }).values
    let task = Task {
      var count = 0
      for await _ in values { count += 1 }
      return count
    }
    while subject.record(demand: .none).subscription == nil { await Task.yield() }
    task.cancel()
    let count = await task.value
    #expect(count == 0)
    #expect(cancels.value == 1)
  }

  @Test func futureAndDeferredFutureValues() async throws {
    let future = Future<Int, TestError> { $0(.success(3)) }
    #expect(try await future.value == 3)
    let runs = Counter()
    let deferred = DeferredFuture<Int, Never> { $0(.success(runs.increment())) }
    #expect(await deferred.value == 1)
    #expect(await deferred.map { $0 * 10 }.value == 20)
    await #expect(throws: TestError.self) {
      _ = try await Fail<Int, TestError>(error: TestError()).collect().first().values.first { _ in true }
    }
  }

  @Test func anAsyncSequenceBecomesAColdPublisher() async {
    let stream = AsyncStream<Int> { continuation in
      for value in 1...3 { continuation.yield(value) }
      continuation.finish()
    }
    var received: [Int] = []
    for await value in stream.publisher.map({ $0 * 2 }).values {
      received.append(value)
    }
    #expect(received == [2, 4, 6])
  }

  @Test func anAsyncSequencePublisherRespectsDemandAndStopsOnCancel() async {
    let (stream, continuation) = AsyncStream<Int>.makeStream()
    let subscriber = stream.publisher.record(demand: .max(2))
    for value in 1...5 { continuation.yield(value) }
    while subscriber.values.count < 2 { await Task.yield() }
    #expect(subscriber.values == [1, 2])
    subscriber.cancel()
    continuation.finish()
    #expect(subscriber.completions.isEmpty)
  }

  @Test func aThrowingSequenceFailsThePublisher() async {
    let (stream, continuation) = AsyncThrowingStream<Int, any Error>.makeStream()
    continuation.yield(1)
    continuation.finish(throwing: TestError())
    var received: [Int] = []
    await #expect(throws: TestError.self) {
      for try await value in stream.publisher.values { received.append(value) }
    }
    #expect(received == [1])
  }
}

@Suite struct NotificationCenterPublisherTests {
  @Test func postingUpdatesTheSubscriberUntilCancelled() {
    let center = NotificationCenter()
    let name = Notification.Name("test.didLogIn")
    var users: [String] = []
    let cancellable = center.publisher(for: name)
      .compactMap { $0.userInfo?["user"] as? String }
      .sink { users.append($0) }
    center.post(name: name, object: nil, userInfo: ["user": "ann"])
    center.post(name: Notification.Name("test.other"), object: nil, userInfo: ["user": "nobody"])
    center.post(name: name, object: nil, userInfo: ["user": "bo"])
    cancellable.cancel()
    center.post(name: name, object: nil, userInfo: ["user": "late"])
    #expect(users == ["ann", "bo"])
  }

  @Test func filtersByObject() {
    let center = NotificationCenter()
    let name = Notification.Name("test.changed")
    let mine = NSObject()
    var count = 0
    let cancellable = center.publisher(for: name, object: mine).sink { _ in count += 1 }
    center.post(name: name, object: mine)
    center.post(name: name, object: NSObject())
    #expect(count == 1)
    withExtendedLifetime(cancellable) {}
  }
}
