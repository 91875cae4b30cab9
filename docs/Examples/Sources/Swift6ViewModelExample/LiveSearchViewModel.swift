import Dispatch
import StreamCore

/// Runs a ``SearchViewModel`` on the main queue with a client that takes 50 ms per search, types two queries in
/// quick succession, and prints the state once the debounced search has answered.
@MainActor
public func runLiveSearchViewModel() async {
  let words = ["swift", "swiftly", "switch", "sweet", "combine"]
  let client = SearchClient { query in
    try await Task.sleep(for: .milliseconds(50))
    return words.filter { $0.hasPrefix(query) }
  }
  let model = SearchViewModel(client: client, scheduler: .main)
  model.type("sw")
  model.type("swi")
  print(model.state.status)
  try? await Task.sleep(for: .milliseconds(400))
  await model.searchesFinished()
  await withCheckedContinuation { continuation in DispatchQueue.main.async { continuation.resume() } }
  print(model.state.status)
  print(model.state.results.joined(separator: ", "))
}
