import Dispatch
import Foundation
import StreamCore
import Swift6ViewModelExample
import Testing

/// The queries a stub client was asked, from whatever task asked them.
final class Queries: @unchecked Sendable {
  // @unchecked: `asked` is guarded by `lock`.
  private let lock = NSLock()
  private var asked: [String] = []

  var all: [String] { lock.withLock { asked } }
  func record(_ query: String) { lock.withLock { asked.append(query) } }
}

@MainActor
@Suite struct SearchViewModelTests {
  @Test func typingIsDebouncedAndOnlyTheLastQueryIsSearched() async {
    let scheduler = DispatchQueue.test
    let queries = Queries()
    let client = SearchClient { query in
      queries.record(query)
      return ["\(query)1", "\(query)2"]
    }
    let model = SearchViewModel(client: client, scheduler: scheduler.eraseToAnyScheduler())
    model.type("s")
    scheduler.advance(by: .milliseconds(100))
    model.type("sw")
    scheduler.advance(by: .milliseconds(299))
    #expect(queries.all.isEmpty)
    #expect(model.state.status == "searching for sw…")

    scheduler.advance(by: .milliseconds(1))
    await model.searchesFinished()
    #expect(queries.all == ["sw"])

    scheduler.advance()  // runs the delivery `receive(on:)` queued on the scheduler, if the search outran the clock
    #expect(model.state.results == ["sw1", "sw2"])
    #expect(model.state.status == "2 results")
  }

  @Test func aFailingSearchShowsNoResults() async {
    struct Offline: Error {}
    let scheduler = DispatchQueue.test
    let model = SearchViewModel(
      client: SearchClient { _ in throw Offline() },
      scheduler: scheduler.eraseToAnyScheduler()
    )
    model.type("swift")
    scheduler.advance(by: .milliseconds(300))
    await model.searchesFinished()
    scheduler.advance()
    #expect(model.state.results.isEmpty)
    #expect(model.state.status == "0 results")
  }
}
