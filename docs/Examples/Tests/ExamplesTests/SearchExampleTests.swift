import SearchExample
import StreamCore
import Testing

@Suite struct SearchExampleTests {
  @Test func throttlesDeduplicatesAndDropsStaleAnswers() {
    let scheduler = TestScheduler()
    var lines: [String] = []
    var isFinished = false
    let search = runSearch(scheduler: scheduler, narrate: { lines.append($0) }, finished: { isFinished = true })
    scheduler.advance(by: .milliseconds(599))
    #expect(!lines.contains { $0.contains("showing") })
    scheduler.advance(by: .milliseconds(1))
    #expect(
      lines == [
        "   0 ms  typed \"s\"",
        "         query \"s\"",
        "         searching \"s\"",
        " 100 ms  typed \"sw\"",
        " 200 ms  typed \"swi\"",
        "         query \"swi\"",
        "         dropped the stale answer for \"s\"",
        "         searching \"swi\"",
        "         showing 4 for \"swi\": swift, swig, switch, swizzle",
      ]
    )
    scheduler.run()
    #expect(
      lines.dropFirst(9) == [
        " 700 ms  typed \"swif\"",
        "         query \"swif\"",
        "         searching \"swif\"",
        " 800 ms  typed \"swift\"",
        "         query \"swift\"",
        "         dropped the stale answer for \"swif\"",
        "         searching \"swift\"",
        "         showing 1 for \"swift\": swift",
        "1500 ms  typed \"swift \"",
        "         query \"swift\"",
      ]
    )
    #expect(isFinished)
    search.cancel()
  }

  @Test func theAPIAnswersWithPrefixMatchesAfterItsLatency() {
    let scheduler = TestScheduler()
    let api = SearchAPI(words: ["swift", "swim", "tide"], scheduler: scheduler)
    var answers: [[String]] = []
    let request = api.search("sw").sink { answers.append($0) }
    scheduler.advance(by: .milliseconds(399))
    #expect(answers.isEmpty)
    scheduler.advance(by: .milliseconds(1))
    #expect(answers == [["swift", "swim"]])
    #expect(api.latency(for: "swift") == 250)
    #expect(api.latency(for: "swiftly-long-word") == 100)
    request.cancel()
  }

  @Test func shipsAFewThousandWords() {
    #expect(wordList.count == 4_295)
    #expect(wordList.contains("swift"))
  }
}
