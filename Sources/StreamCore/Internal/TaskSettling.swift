/// Gives waiting tasks turns: the async `advance` and `run` forms of the virtual schedulers call it around each
/// action, so the tasks an action resumed run until they suspend again.
package enum TaskSettling {
  /// Makes ``TestScheduler/settleRounds`` round trips through the global executor. Each trip lets the jobs already
  /// queued — on the global executor and, when called from the main actor, on the main actor — run first.
  /// Bounded: it never waits for a task to finish.
  package static func settle() async {
    for _ in 0..<TestScheduler.settleRounds {
      await Task.detached(priority: .low) { await Task.yield() }.value
    }
  }
}
