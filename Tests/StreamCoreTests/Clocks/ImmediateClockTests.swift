import StreamCore
import Testing

@Suite struct ImmediateClockTests {
  @Test func sleepingMovesTheClockAndReturnsAtOnce() async throws {
    let clock = ImmediateClock()
    try await clock.sleep(for: .seconds(5))
    try await clock.sleep(until: .init(offset: .seconds(1)))
    #expect(clock.now.offset == .seconds(5))
    #expect(clock.minimumResolution == .zero)
    let named: ImmediateClock<Duration> = .immediate
    #expect(named.now.offset == .zero)
  }

  @Test func aCancelledTaskThrows() async {
    let clock = ImmediateClock()
    let task = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      try await clock.sleep(for: .seconds(1))
    }
    await #expect(throws: CancellationError.self) { try await task.value }
    #expect(clock.now.offset == .zero)
  }
}
