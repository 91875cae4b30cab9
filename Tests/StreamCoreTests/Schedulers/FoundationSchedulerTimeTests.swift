import Foundation
import StreamCore
import Testing

@Suite struct FoundationSchedulerTimeTests {
  @Test func strideMagnitudeKeepsItsSign() {
    #expect(RunLoop.SchedulerTimeType.Stride.seconds(-2).magnitude == -2)
    #expect(RunLoop.SchedulerTimeType.Stride.milliseconds(500).magnitude == 0.5)
    #expect(OperationQueue.SchedulerTimeType.Stride.seconds(-2).magnitude == -2)
  }
}
