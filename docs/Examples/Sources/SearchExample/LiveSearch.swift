import Dispatch
import StreamCore

/// Runs ``runSearch(typing:scheduler:narrate:finished:)`` on a real serial `DispatchQueue`, printing the
/// transcript, and returns when the last answer arrived.
public func runLiveSearch() {
  let queue = DispatchQueue(label: "search")
  let finished = DispatchSemaphore(value: 0)
  print("Searching \(wordList.count) words as the user types (throttle 250 ms, API latency 100-400 ms):")
  let search = runSearch(scheduler: queue, narrate: { print($0) }, finished: { finished.signal() })
  finished.wait()
  search.cancel()
}
