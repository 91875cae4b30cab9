public import Dispatch
import Foundation
public import StateKit
public import StreamCore

/// A `@MainActor` view model over a `@ManagedState`, with an injected scheduler (combine-schedulers' shape: the
/// app passes `.main`, tests pass `DispatchQueue.test`) and an async API bridged into the pipeline through
/// `Future` and `Task`.
@MainActor
public final class SearchViewModel {
  /// The screen's state; views read it and subscribe to `$state`.
  @ManagedState public private(set) var state = SearchState()

  private let searches = SearchTasks()
  private var cancellables: Set<AnyCancellable> = []

  /// Starts listening to the query: 300 ms after the user stops typing, the last query is searched; a newer
  /// query replaces a search still running; results are delivered on `scheduler`.
  public init(client: SearchClient, scheduler: AnySchedulerOf<DispatchQueue> = .main) {
    let searches = self.searches
    $state.publisher(for: \.query)
      .dropFirst()
      .debounce(for: .milliseconds(300), scheduler: scheduler)
      .removeDuplicates()
      .map { query in
        Future<[String], Never> { promise in
          searches.start {
            let results = (try? await client.search(query)) ?? []
            promise(.success(results))
          }
        }
      }
      .switchToLatest()
      .receive(on: scheduler)
      .sink { [weak self] results in
        // Formed on the main actor, so it runs only there: `receive(on:)` above puts it there.
        self?._state.withLock { state in
          state.results = results
          state.isSearching = false
        }
      }
      .store(in: &cancellables)
  }

  /// The user typed `query`.
  public func type(_ query: String) {
    _state.withLock { state in
      state.query = query
      state.isSearching = true
    }
  }

  /// Returns once every search started so far has handed its results to the pipeline.
  public func searchesFinished() async {
    await searches.finish()
  }
}

/// The tasks the view model's searches run in, so a test can wait for them.
final class SearchTasks: @unchecked Sendable {
  // @unchecked: `tasks` is guarded by `lock`.
  private let lock = NSLock()
  private var tasks: [Task<Void, Never>] = []

  /// Runs `body` in a new task.
  func start(_ body: @escaping @Sendable () async -> Void) {
    let task = Task { await body() }
    lock.withLock { tasks.append(task) }
  }

  /// Waits for every task started so far.
  func finish() async {
    let started = lock.withLock { tasks }
    for task in started { await task.value }
  }
}
