import Dispatch
import StreamCore

/// Runs ``runLoginForm(scheduler:latency:narrate:finished:)`` with the sign-in service answering on a real
/// serial `DispatchQueue`, printing the transcript, and returns once the user is signed in.
public func runLiveLoginForm() {
  let finished = DispatchSemaphore(value: 0)
  let form = runLoginForm(
    scheduler: DispatchQueue(label: "sign-in"),
    narrate: { print($0) },
    finished: { finished.signal() }
  )
  finished.wait()
  form.cancel()
}
