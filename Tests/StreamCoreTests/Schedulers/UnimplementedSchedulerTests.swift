import Foundation
import StreamCore
import TestSupport
import Testing

/// Every suite that replaces the process-wide ``SchedulerDiagnostics/handler`` nests here, so that they run one test at
/// a time (`.serialized` covers nested suites), each restoring the handler when it ends.
@Suite(.serialized) enum SchedulerDiagnosticsUsers {}

extension SchedulerDiagnosticsUsers {
  @Suite struct UnimplementedSchedulerTests {
    @Test func anyUseTrapsByDefault() async {
      await #expect(processExitsWith: .failure) {
        DispatchQueue.unimplemented.schedule {}
      }
      await #expect(processExitsWith: .failure) {
        let scheduler: AnySchedulerOf<RunLoop> = .unimplemented("Search.scheduler")
        _ = scheduler.now
      }
    }

    @Test func eachUseIsReportedNamingTheSchedulerAndWhatWasScheduled() {
      let reports = Log<String>()
      SchedulerDiagnostics.handler = { reports.append($0) }
      defer { SchedulerDiagnostics.reset() }
      let ran = Log<String>()

      let queue = DispatchQueue.unimplemented
      let later = DispatchQueue.SchedulerTimeType(DispatchTime(uptimeNanoseconds: 5))
      let epoch = OperationQueue.SchedulerTimeType(Date(timeIntervalSince1970: 0))
      let second: OperationQueue.SchedulerTimeType.Stride = 1
      queue.schedule { ran.append("immediately") }
      queue.schedule(after: later) { ran.append("later") }
      let timer = OperationQueue.unimplemented.schedule(after: epoch, interval: second) { ran.append("timer") }
      timer.cancel()
      _ = RunLoop.unimplemented("Feed.scheduler").now
      _ = AnySchedulerOf<OperationQueue>.unimplemented.minimumTolerance

      #expect(
        reports.entries == [
          "DispatchQueue: an unimplemented scheduler scheduled an action to run immediately",
          "DispatchQueue: an unimplemented scheduler was asked its minimum tolerance",
          "DispatchQueue: an unimplemented scheduler scheduled an action to run later, at \(later)",
          "OperationQueue: an unimplemented scheduler was asked its minimum tolerance",
          "OperationQueue: an unimplemented scheduler scheduled an action to run on a timer, every \(second) from \(epoch)",
          "Feed.scheduler: an unimplemented scheduler was asked the current time",
          "OperationQueue: an unimplemented scheduler was asked its minimum tolerance",
        ]
      )
      #expect(ran.entries == ["immediately", "later", "timer"])
    }

    @Test func aTestOfCodeThatUsesNoSchedulerPassesWithAnUnimplementedOne() {
      let reports = Log<String>()
      SchedulerDiagnostics.handler = { reports.append($0) }
      defer { SchedulerDiagnostics.reset() }
      let subject = PassthroughSubject<Int, Never>()
      let scheduler: AnySchedulerOf<DispatchQueue> = .unimplemented
      let recorder = subject.map { $0 * 2 }.record()
      subject.send(2)
      #expect(recorder.values == [4])
      #expect(reports.entries.isEmpty)
      withExtendedLifetime(scheduler) {}
    }
  }
}
