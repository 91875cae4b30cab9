import Foundation
import StreamCore
import TestSupport
import Testing

/// A virtual scheduler is a `Clock` too: one virtual time drives Combine operators and `Clock`-based async code.
@MainActor @Suite struct VirtualTimeSchedulerClockTests {
  /// A view model that debounces a query with Combine and polls with a `Clock` in a task.
  @MainActor final class Feed {
    private(set) var events: [String] = []
    private let scheduler: AnySchedulerOf<DispatchQueue>
    private let clock: any Clock<Duration>
    private let query = PassthroughSubject<String, Never>()
    private var cancellable: AnyCancellable?
    private var polling: Task<Void, Never>?

    init(scheduler: AnySchedulerOf<DispatchQueue>, clock: any Clock<Duration>) {
      self.scheduler = scheduler
      self.clock = clock
      cancellable = query.debounce(for: .milliseconds(300), scheduler: scheduler)
        .sink { [weak self] in self?.events.append("search \($0)") }
    }

    func type(_ text: String) { query.send(text) }

    func startPolling() {
      polling = Task { [weak self, clock] in
        var round = 0
        while !Task.isCancelled {
          do { try await clock.sleep(for: .milliseconds(250)) } catch { return }
          round += 1
          self?.events.append("poll \(round)")
        }
      }
    }

    func stopPolling() { polling?.cancel() }
  }

  @Test func oneVirtualSchedulerDrivesCombineAndClockCodeInDueTimeOrder() async {
    let scheduler = DispatchQueue.test
    let feed = Feed(scheduler: scheduler.eraseToAnyScheduler(), clock: scheduler)
    feed.startPolling()
    feed.type("sw")
    await scheduler.advance(by: .milliseconds(100))
    feed.type("swift")  // the search is now due at 400 ms
    await scheduler.advance(by: .milliseconds(500))
    // Polls at 250 and 500 ms, the search at 400 ms.
    #expect(feed.events == ["poll 1", "search swift", "poll 2"])
    feed.stopPolling()
    await scheduler.advance()
    #expect(scheduler.pendingCount == 0)
  }

  @Test func theClockFaceReadsTheSchedulersTime() async throws {
    let scheduler = TestScheduler()
    let clock: any Clock<Duration> = scheduler
    #expect(scheduler.minimumResolution == .zero)
    await scheduler.advance(by: .milliseconds(1_500))
    #expect(scheduler.now.duration(to: .init(nanoseconds: 2_000_000_000)) == .milliseconds(500))
    let log = Log<String>()
    let task = Task {
      try await clock.sleep(for: .seconds(1))
      log.append("\(scheduler.now)")
    }
    await scheduler.advance(by: .seconds(1))
    #expect(log.entries == ["2.5s"])
    task.cancel()
    _ = await task.result
  }

  @Test func cancellingAClockSleepRemovesItsWakeUp() async {
    let scheduler = RunLoop.test
    let task = Task {
      try await scheduler.sleep(until: scheduler.now.advanced(by: Duration.seconds(3)), tolerance: nil)
    }
    await scheduler.advance()
    #expect(scheduler.pendingCount == 1)
    task.cancel()
    await #expect(throws: CancellationError.self) { try await task.value }
    #expect(scheduler.pendingCount == 0)
  }

  @Test func timeTypesConvertDurationsBothWays() {
    let dispatch = DispatchQueue.SchedulerTimeType(DispatchTime(uptimeNanoseconds: 1))
    #expect(dispatch.advanced(by: Duration.milliseconds(2)) == dispatch.advanced(by: .milliseconds(2)))
    #expect(dispatch.duration(to: dispatch.advanced(by: .seconds(3))) == .seconds(3))
    let runLoop = RunLoop.SchedulerTimeType(Date(timeIntervalSince1970: 0))
    #expect(runLoop.advanced(by: Duration.milliseconds(1_500)) == runLoop.advanced(by: 1.5))
    #expect(runLoop.duration(to: runLoop.advanced(by: 2)) == .seconds(2))
    let operation = OperationQueue.SchedulerTimeType(Date(timeIntervalSince1970: 0))
    #expect(operation.advanced(by: Duration.seconds(1)) == operation.advanced(by: 1))
    #expect(operation.duration(to: operation.advanced(by: 0.25)) == .milliseconds(250))
    let test = TestScheduler.SchedulerTimeType(nanoseconds: 0)
    #expect(test.advanced(by: Duration.nanoseconds(7)) == .init(nanoseconds: 7))
    #expect(test.duration(to: .init(nanoseconds: -3)) == .nanoseconds(-3))
  }
}
