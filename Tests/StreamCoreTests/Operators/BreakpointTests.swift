import Foundation
import StreamCore
import TestSupport
import Testing

@Suite struct BreakpointTests {
  @Test func passesEveryEventThroughWhenTheClosuresSayNo() {
    var seen: [String] = []
    let subscriber = [1, 2].publisher
      .breakpoint(
        receiveSubscription: { _ in
          seen.append("subscription")
          return false
        },
        receiveOutput: {
          seen.append("value \($0)")
          return false
        },
        receiveCompletion: {
          seen.append("completion \($0)")
          return false
        }
      )
      .record()
    #expect(subscriber.events == [.subscription, .value(1), .value(2), .finished])
    #expect(seen == ["subscription", "value 1", "value 2", "completion finished"])
  }

  @Test func breakpointOnErrorLetsAFinishingStreamThrough() {
    #expect([1].publisher.breakpointOnError().record().events == [.subscription, .value(1), .finished])
  }

  @Test func aClosureThatSaysYesRaisesSIGTRAP() async {
    await #expect(processExitsWith: .signal(SIGTRAP)) {
      _ = [1, 2].publisher.breakpoint(receiveOutput: { $0 == 2 }).sink { _ in }
    }
  }

  @Test func breakpointOnErrorRaisesSIGTRAPOnFailure() async {
    await #expect(processExitsWith: .signal(SIGTRAP)) {
      _ = Fail<Int, TestError>(error: TestError()).breakpointOnError().sink(
        receiveCompletion: { _ in },
        receiveValue: { _ in }
      )
    }
  }
}
