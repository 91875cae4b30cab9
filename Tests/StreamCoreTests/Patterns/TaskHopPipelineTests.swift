import Foundation
import StreamCore
import TestSupport
import Testing

/// Pipelines whose work hops through a `Task` that sleeps on the virtual scheduler, driven with the async `advance`:
/// no polling, no sleeping, no helper of the test's own. Each test ends by itself.
@MainActor @Suite struct TaskHopPipelineTests {
  @Test func aSearchThroughFuturesAndDeferredFuturesFollowsTheVirtualClock() async {
    let scheduler = DispatchQueue.test
    let query = PassthroughSubject<String, Never>()
    let results = Log<String>()

    func search(_ text: String) -> AnyPublisher<String, Never> {
      if text.hasPrefix("f") {
        return Future { promise in
          Task {
            try? await scheduler.sleep(for: .seconds(1))
            promise(.success("future \(text)"))
          }
        }
        .eraseToAnyPublisher()
      }
      return DeferredFuture<String, Never> {
        do {
          try await scheduler.sleep(for: .seconds(1))
          return "deferred \(text)"
        } catch {
          return "cancelled \(text)"
        }
      }
      .eraseToAnyPublisher()
    }

    let cancellable =
      query
      .debounce(for: .milliseconds(300), scheduler: scheduler)
      .map(search)
      .switchToLatest()
      .receive(on: scheduler)  // the deferred future's task delivers off the main actor; the hop is virtual too
      .sink { results.append($0) }

    query.send("fa")
    await scheduler.advance(by: .milliseconds(300))  // the future's task starts and sleeps until 1.3 s
    #expect(results.entries.isEmpty)
    await scheduler.advance(by: .seconds(1))
    #expect(results.entries == ["future fa"])

    query.send("da")
    await scheduler.advance(by: .milliseconds(500))  // the deferred future's task sleeps until 2.6 s
    #expect(scheduler.pendingCount == 1)
    query.send("db")
    await scheduler.advance(by: .milliseconds(300))  // switching cancels the first task: its sleep is removed
    #expect(scheduler.pendingCount == 1)
    await scheduler.advance(by: .seconds(1))
    #expect(results.entries == ["future fa", "deferred db"])
    #expect(scheduler.pendingCount == 0)
    cancellable.cancel()
  }

  @Test func aTaskLoopFeedingASubjectIsDebouncedOnTheSameClock() async {
    let scheduler = TestScheduler()
    let ticks = PassthroughSubject<Int, Never>()
    let received = Log<String>()
    let cancellable = ticks.debounce(for: .milliseconds(500), scheduler: scheduler).sink {
      received.append("\($0) at \(scheduler.now)")
    }
    let producer = Task {
      for tick in 1...3 {
        try await scheduler.sleep(for: .milliseconds(200))
        ticks.send(tick)
      }
    }
    await scheduler.advance(by: .seconds(2))
    #expect(received.entries == ["3 at 1.1s"])
    producer.cancel()
    _ = await producer.result
    cancellable.cancel()
  }
}
