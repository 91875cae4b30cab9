import Dispatch
import StreamCore

/// Runs ``runProperties(scheduler:latency:narrate:finished:)`` with the payment service answering on a real
/// serial `DispatchQueue`, printing the transcript, and returns once the checkout finished.
public func runLiveProperties() {
  let finished = DispatchSemaphore(value: 0)
  let basket = runProperties(
    scheduler: DispatchQueue(label: "payment"),
    narrate: { print($0) },
    finished: { finished.signal() }
  )
  finished.wait()
  basket.cancel()
}
