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
  }
}
