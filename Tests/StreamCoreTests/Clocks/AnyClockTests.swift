import Foundation
import StreamCore
import TestSupport
import Testing

@MainActor @Suite struct AnyClockTests {
  @Test func forwardsToTheWrappedClockFromWhereItStood() async throws {
    let test = TestClock<Duration>(now: .init(offset: .seconds(10)))
    let clock = AnyClock(test)
    #expect(clock.now.offset == .zero)
    #expect(clock.minimumResolution == .zero)
    let log = Log<Duration>()
    let task = Task {
      try await clock.sleep(for: .seconds(2))
      log.append(clock.now.offset)
    }
    await test.advance(by: .seconds(2))
    #expect(log.entries == [.seconds(2)])
    #expect(test.now.offset == .seconds(12))
    try await task.value
  }

  @Test func wrapsAVirtualScheduler() async throws {
    let scheduler = DispatchQueue.test
    let clock = AnyClock(scheduler)
    let task = Task { try await clock.sleep(for: .seconds(1)) }
    await scheduler.advance(by: .seconds(1))
    try await task.value
    #expect(clock.now.offset == .seconds(1))
  }
}
