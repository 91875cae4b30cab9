import Foundation
import StreamCore
import TestSupport
import Testing

private func roundTrip<T: Codable>(_ value: T) throws -> T {
  try JSONDecoder().decode(T.self, from: JSONEncoder().encode(value))
}

private func json<T: Encodable>(_ value: T) throws -> String {
  String(decoding: try JSONEncoder().encode(value), as: UTF8.self)
}

@Suite struct SchedulerCodableTests {
  @Test func dispatchTimeEncodesItsUptimeNanoseconds() throws {
    let time = DispatchQueue.SchedulerTimeType(DispatchTime(uptimeNanoseconds: 1_234))
    #expect(try json(time) == "1234")
    #expect(try roundTrip(time) == time)
  }

  @Test("a dispatch stride encodes its nanoseconds under Combine's key, and decodes what Combine encodes")
  func dispatchStrideEncodesItsNanoseconds() throws {
    let stride = DispatchQueue.SchedulerTimeType.Stride.microseconds(5)
    #expect(try json(stride) == #"{"_nanoseconds":5000}"#)
    let combineEncoded = Data(#"{"_nanoseconds":419872}"#.utf8)
    let decoded = try JSONDecoder().decode(DispatchQueue.SchedulerTimeType.Stride.self, from: combineEncoded)
    #expect(decoded == .nanoseconds(419_872))
    #expect(try roundTrip(stride) == stride)
  }

  @Test func foundationTimeAndStrideRoundTrip() throws {
    let time = RunLoop.SchedulerTimeType(Date(timeIntervalSinceReferenceDate: 12))
    #expect(try json(time) == #"{"date":12}"#)
    #expect(try roundTrip(time) == time)
    let stride = RunLoop.SchedulerTimeType.Stride.milliseconds(250)
    #expect(try json(stride) == #"{"magnitude":0.25}"#)
    #expect(try roundTrip(stride) == stride)
    let queueTime = OperationQueue.SchedulerTimeType(Date(timeIntervalSinceReferenceDate: 12))
    #expect(try json(queueTime) == #"{"date":12}"#)
    #expect(try roundTrip(OperationQueue.SchedulerTimeType.Stride.seconds(-2)) == .seconds(-2))
  }

  @Test func immediateTimeAndStrideRoundTrip() throws {
    let stride: ImmediateScheduler.SchedulerTimeType.Stride = 4
    #expect(try json(stride) == #"{"magnitude":4}"#)
    #expect(try roundTrip(stride) == stride)
    #expect(try roundTrip(ImmediateScheduler.shared.now) == ImmediateScheduler.shared.now)
  }
}

@Suite struct DispatchStrideFromIntervalTests {
  typealias Stride = DispatchQueue.SchedulerTimeType.Stride

  @Test func convertsEachUnitToNanoseconds() {
    #expect(Stride(.seconds(2)).magnitude == 2_000_000_000)
    #expect(Stride(.milliseconds(3)).magnitude == 3_000_000)
    #expect(Stride(.microseconds(4)).magnitude == 4_000)
    #expect(Stride(.nanoseconds(5)).magnitude == 5)
  }

  @Test func neverAndOverflowSaturate() {
    #expect(Stride(.never).magnitude == .max)
    #expect(Stride(.seconds(.max)).magnitude == .max)
    #expect(Stride(.milliseconds(.min)).magnitude == .min)
  }
}

@Suite struct ImmediateStrideFloatLiteralTests {
  @Test func aFloatLiteralDropsTheFraction() {
    let stride: ImmediateScheduler.SchedulerTimeType.Stride = 2.7
    #expect(stride == 2)
    #expect(stride.magnitude == 2)
  }
}
