import Foundation
package import StreamCore

/// Records each value with the ``TestScheduler`` time it arrived at, in milliseconds.
package final class TimedRecorder<Value: Equatable & Sendable>: @unchecked Sendable {
  // @unchecked: `entries` is guarded by `lock`.
  private let lock = NSLock()
  private var entries: [String] = []
  private let scheduler: TestScheduler

  package init(_ scheduler: TestScheduler) {
    self.scheduler = scheduler
  }

  /// The events so far, as `"<ms>: <value>"` and `"<ms>: finished"`.
  package var log: [String] { lock.withLock { entries } }

  private var milliseconds: Int { scheduler.now.nanoseconds / 1_000_000 }

  package func record(_ value: Value) {
    let line = "\(milliseconds): \(value)"
    lock.withLock { entries.append(line) }
  }

  package func record<Failure: Error>(_ completion: Subscribers.Completion<Failure>) {
    let line: String
    switch completion {
    case .finished: line = "\(milliseconds): finished"
    case .failure(let error): line = "\(milliseconds): failure(\(error))"
    }
    lock.withLock { entries.append(line) }
  }
}

extension Publisher where Output: Equatable & Sendable {
  /// Sinks into `recorder`.
  package func record(into recorder: TimedRecorder<Output>) -> AnyCancellable {
    sink(receiveCompletion: { recorder.record($0) }, receiveValue: { recorder.record($0) })
  }
}
