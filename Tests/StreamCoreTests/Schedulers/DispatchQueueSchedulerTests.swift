import Dispatch
import StreamCore
import TestSupport
import Testing

extension DispatchQueueSchedulerTests {
  typealias Stride = DispatchQueue.SchedulerTimeType.Stride

  @Test("strides too long for Int nanoseconds saturate instead of trapping, as in Combine")
  func overlongStridesSaturate() {
    #expect(Stride.seconds(Int.max) == .nanoseconds(.max))
    #expect(Stride.milliseconds(.max) == .nanoseconds(.max))
    #expect(Stride.microseconds(.max) == .nanoseconds(.max))
    #expect(Stride.seconds(Double(Int.max) / 1e9) == .nanoseconds(.max))
    #expect(Stride.seconds(Double.infinity) == .nanoseconds(.max))
    #expect(Stride.seconds(Int.min) == .nanoseconds(.min))
    #expect(Stride.milliseconds(.min) == .nanoseconds(.min))
    #expect(Stride.seconds(-Double.infinity) == .nanoseconds(.min))
    #expect(Stride.nanoseconds(.max) + .seconds(1) == .nanoseconds(.max))
    #expect(Stride.nanoseconds(.min) - .seconds(1) == .nanoseconds(.min))
    #expect(Stride.seconds(Int.max / 2) * .seconds(4) == .nanoseconds(.max))
  }

  @Test func inRangeStridesKeepTheirValue() {
    #expect(Stride.seconds(2) == .nanoseconds(2_000_000_000))
    #expect(Stride.seconds(1.5) == .milliseconds(1_500))
    #expect(Stride.microseconds(-3) == .nanoseconds(-3_000))
    #expect(Stride.seconds(5) * .seconds(5) == .seconds(25))
    #expect(Stride.seconds(3) - .seconds(5) == .seconds(-2))
  }

  @Test func aSaturatedStrideStillAdvancesATime() {
    let start = DispatchQueue.SchedulerTimeType(DispatchTime(uptimeNanoseconds: 1_000))
    let far = start.advanced(by: .seconds(Int.max))
    #expect(start.distance(to: far) > .seconds(1_000_000))
    #expect(far.distance(to: start) < .seconds(-1_000_000))
  }

  @Test func aNaNNumberOfSecondsTraps() async {
    await #expect(processExitsWith: .failure) {
      _ = DispatchQueue.SchedulerTimeType.Stride.seconds(Double.nan)
    }
  }
}
