import StreamCore
import TestSupport
import Testing

extension RecordTests {
  @Test("an empty recording completes at once, before any demand, as in Combine")
  func anEmptyRecordingCompletesWithoutDemand() {
    let failing = Record<Int, TestError>(output: [], completion: .failure(TestError())).record(demand: .none)
    let finishing = Record<Int, TestError>(output: [], completion: .finished).record(demand: .none)
    #expect(failing.events == [.subscription, .failure("oops")])
    #expect(finishing.events == [.subscription, .finished])
  }
}
