import StreamCore
import TestSupport
import Testing

/// Nested in ``SchedulerDiagnosticsUsers``: it replaces the process-wide ``SchedulerDiagnostics/handler``.
extension SchedulerDiagnosticsUsers {
  @Suite struct UnimplementedClockTests {
    @Test func anyUseTrapsByDefault() async {
      await #expect(processExitsWith: .failure) {
        _ = UnimplementedClock(name: "Feed.clock").now
      }
    }

    @Test func eachUseIsReportedNamingTheClock() async throws {
      let reports = Log<String>()
      SchedulerDiagnostics.handler = { reports.append($0) }
      defer { SchedulerDiagnostics.reset() }
      let clock = UnimplementedClock(name: "Feed.clock")
      try await clock.sleep(until: .init(offset: .seconds(1)))
      _ = clock.minimumResolution
      let now = clock.now
      let unnamed: UnimplementedClock<Duration> = .unimplemented
      _ = unnamed.now
      #expect(now.offset == .seconds(1))
      #expect(
        reports.entries == [
          "Feed.clock: an unimplemented clock was asked to sleep until 1.0 seconds",
          "Feed.clock: an unimplemented clock was asked its minimum resolution",
          "Feed.clock: an unimplemented clock was asked the current time",
          "Clock: an unimplemented clock was asked the current time",
        ]
      )
    }

    @Test func theUnimplementedFunctionNamesTheLineThatMadeTheClock() async throws {
      let reports = Log<String>()
      SchedulerDiagnostics.handler = { reports.append($0) }
      defer { SchedulerDiagnostics.reset() }
      let line = #line + 1
      let clock: UnimplementedClock<Duration> = .unimplemented()
      _ = clock.now
      try await clock.sleep(until: .init(offset: .seconds(2)))
      let madeAt = "(made at StreamCoreTests/UnimplementedClockTests.swift:\(line))"
      #expect(clock.name == "Clock")
      #expect(
        reports.entries == [
          "Clock: an unimplemented clock was asked the current time \(madeAt)",
          "Clock: an unimplemented clock was asked to sleep until 2.0 seconds \(madeAt)",
        ]
      )
    }

    @Test func theUnimplementedFunctionCompilesWhereSwiftClocksCallsIt() async throws {
      struct Feature {
        let clock: any Clock<Duration>
        func sleepOnce() async throws { try await clock.sleep(for: .seconds(1)) }
      }
      let reports = Log<String>()
      SchedulerDiagnostics.handler = { reports.append($0) }
      defer { SchedulerDiagnostics.reset() }
      let some: some Clock<Duration> = .unimplemented()
      try await Feature(clock: .unimplemented()).sleepOnce()
      try await some.sleep(for: .seconds(1))
      #expect(reports.entries.count == 4)  // each sleep asks the time, then sleeps
      #expect(reports.entries.allSatisfy { $0.hasPrefix("Clock: an unimplemented clock was asked") })
    }
  }
}
