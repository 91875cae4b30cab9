import Dispatch
import StreamCore

/// Runs ``runCounter(scheduler:tick:narrate:finished:)`` with its timer on a real serial `DispatchQueue`,
/// printing the transcript, and returns after the last tick.
public func runLiveCounter() {
  let finished = DispatchSemaphore(value: 0)
  let counter = runCounter(
    scheduler: DispatchQueue(label: "counter"),
    narrate: { print($0) },
    finished: { finished.signal() }
  )
  finished.wait()
  counter.cancel()
}
