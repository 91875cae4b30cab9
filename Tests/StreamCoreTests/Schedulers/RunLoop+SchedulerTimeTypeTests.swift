import Foundation
import StreamCore
import Testing

/// A port may conform both Foundation scheduler time types to one protocol, as it can with Combine's: they are
/// two types, so this does not compile if they are one.
private protocol PortLabelled {
  var label: String { get }
}

extension RunLoop.SchedulerTimeType: PortLabelled {
  fileprivate var label: String { "run loop time \(date.timeIntervalSinceReferenceDate)" }
}

extension OperationQueue.SchedulerTimeType: PortLabelled {
  fileprivate var label: String { "operation queue time \(date.timeIntervalSinceReferenceDate)" }
}

extension RunLoop.SchedulerTimeType.Stride {
  fileprivate static var portTick: Self { .seconds(1) }
}

extension OperationQueue.SchedulerTimeType.Stride {
  fileprivate static var portTick: Self { .seconds(2) }
}

@Suite struct FoundationSchedulerTimeTypeTests {
  @Test func strideMagnitudeKeepsItsSign() {
    #expect(RunLoop.SchedulerTimeType.Stride.seconds(-2).magnitude == -2)
    #expect(RunLoop.SchedulerTimeType.Stride.milliseconds(500).magnitude == 0.5)
    #expect(OperationQueue.SchedulerTimeType.Stride.seconds(-2).magnitude == -2)
  }

  @Test func runLoopAndOperationQueueTimesAreDistinctTypes() {
    let date = Date(timeIntervalSinceReferenceDate: 3)
    #expect(RunLoop.SchedulerTimeType(date).label == "run loop time 3.0")
    #expect(OperationQueue.SchedulerTimeType(date).label == "operation queue time 3.0")
    #expect(RunLoop.SchedulerTimeType.Stride.portTick.timeInterval == 1)
    #expect(OperationQueue.SchedulerTimeType.Stride.portTick.timeInterval == 2)
    #expect(RunLoop.SchedulerTimeType.self != OperationQueue.SchedulerTimeType.self)
  }

  @Test func timesAdvanceByTheirStrides() {
    let start = OperationQueue.SchedulerTimeType(Date(timeIntervalSinceReferenceDate: 10))
    #expect(start.advanced(by: .milliseconds(1_500)).date == Date(timeIntervalSinceReferenceDate: 11.5))
    #expect(start.distance(to: start.advanced(by: 2)) == .seconds(2))
  }
}
