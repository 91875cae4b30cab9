import PropertiesExample
import StreamCore
import Testing

@Suite struct PropertiesExampleTests {
  @Test func derivesTheTotalAndRunsTheCheckoutOnce() {
    let scheduler = TestScheduler()
    var lines: [String] = []
    var isFinished = false
    let basket = runProperties(scheduler: scheduler, narrate: { lines.append($0) }, finished: { isFinished = true })
    #expect(
      lines == [
        "> total $2.50 (shipping $0.00)",
        "quantity = 3",
        "> total $7.50 (shipping $0.00)",
        "choose express shipping",
        "> total $16.50 (shipping $9.00)",
        "standard shipping now costs $1.00 (not selected: nothing changes)",
        "express shipping now costs $12.00",
        "> total $19.50 (shipping $12.00)",
        "> isExecuting false",
        "tap [Pay]",
        "> isExecuting true",
        "tap [Pay] again",
        "> rejected: disabled",
      ]
    )
    scheduler.advance(by: .milliseconds(499))
    #expect(!isFinished)
    scheduler.advance(by: .milliseconds(1))
    #expect(lines.dropFirst(13) == ["> paid $19.50", "> isExecuting false"])
    #expect(isFinished)
    basket.cancel()
  }
}
