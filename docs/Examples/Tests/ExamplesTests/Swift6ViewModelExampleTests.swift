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

/// Driven with the async `advance`: the search client sleeps on the same virtual clock that debounces the query,
/// and each `await scheduler.advance` lets the search task run until it sleeps again, so no test waits for tasks of
/// its own.
@MainActor
@Suite struct SearchViewModelTests {
  @Test func typingIsDebouncedAndOnlyTheLastQueryIsSearched() async {
    let scheduler = DispatchQueue.test
    let queries = Queries()
    let client = SearchClient { query in
      queries.record(query)
      try await scheduler.sleep(for: .milliseconds(50))  // the network, on the virtual clock
      return ["\(query)1", "\(query)2"]
    }
    let model = SearchViewModel(client: client, scheduler: scheduler.eraseToAnyScheduler())
    model.type("s")
    await scheduler.advance(by: .milliseconds(100))
    model.type("sw")
    await scheduler.advance(by: .milliseconds(299))
    #expect(queries.all.isEmpty)
    #expect(model.state.status == "searching for sw…")

    await scheduler.advance(by: .milliseconds(1))
    #expect(queries.all == ["sw"])
    #expect(model.state.status == "searching for sw…")

    await scheduler.advance(by: .milliseconds(50))
    #expect(model.state.results == ["sw1", "sw2"])
    #expect(model.state.status == "2 results")
  }

  @Test func aNewQueryCancelsTheSearchInFlight() async {
    let scheduler = DispatchQueue.test
    let queries = Queries()
    let client = SearchClient { query in
      queries.record(query)
      try await scheduler.sleep(for: .milliseconds(500))
      return [query]
    }
    let model = SearchViewModel(client: client, scheduler: scheduler.eraseToAnyScheduler())
    model.type("sw")
    await scheduler.advance(by: .milliseconds(400))  // "sw" is searched at 300 ms, and answers at 800 ms
    model.type("swift")
    await scheduler.advance(by: .milliseconds(300))  // "swift" is searched at 700 ms
    await scheduler.advance(by: .milliseconds(100))  // the "sw" answer arrives, and is dropped
    #expect(queries.all == ["sw", "swift"])
    #expect(model.state.results.isEmpty)
    await scheduler.advance(by: .milliseconds(400))
    #expect(model.state.results == ["swift"])
    #expect(model.state.status == "1 results")
  }

  @Test func aFailingSearchShowsNoResults() async {
    struct Offline: Error {}
    let scheduler = DispatchQueue.test
    let model = SearchViewModel(
      client: SearchClient { _ in
        try await scheduler.sleep(for: .milliseconds(50))
        throw Offline()
      },
      scheduler: scheduler.eraseToAnyScheduler()
    )
    model.type("swift")
    await scheduler.advance(by: .milliseconds(350))
    #expect(model.state.results.isEmpty)
    #expect(model.state.status == "0 results")
  }
}
