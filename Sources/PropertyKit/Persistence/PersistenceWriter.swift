import Dispatch
import Foundation
import StreamCore

/// Stores the values of every persisted property on one engine, off the threads that change them.
///
/// A submitted value replaces any value of the same key still waiting (the latest wins), and a background drain
/// stores the waiting values one at a time (at most one `store` in flight per engine). Until a value is stored —
/// waiting, being stored, or failed — it is what ``retrieve(key:)`` returns, so a new property reads it at once.
/// The lock guards a few field writes only: no engine call, encoding or user code runs under it, and values it
/// replaces are handed back to be released after unlocking.
package final class PersistenceWriter: @unchecked Sendable {
  // @unchecked: every mutable field is guarded by `lock`; `engine` is immutable and Sendable.

  /// A value to store and who to tell the outcome.
  private struct Submission {
    let value: any Codable & Sendable
    let report: @Sendable ((any Error)?) -> Void
    let sequence: UInt64
  }

  private let lock = Lock()
  private let engine: any PersistentPropertyStorageEngine
  /// The latest value of each key that is not stored yet: waiting, being stored, or failed.
  private var unstored: [PersistentPropertyKey: Submission] = [:]
  /// The keys whose latest value waits to be stored, oldest first.
  private var waiting: [PersistentPropertyKey] = []
  private var nextSequence: UInt64 = 0
  private var isDraining = false
  /// The thread running the drain, so that a `flush` it makes (from an error observer) does not wait for itself.
  private var drainThread: ObjectIdentifier?
  private var flushWaiters: [DispatchSemaphore] = []

  private init(engine: any PersistentPropertyStorageEngine) {
    self.engine = engine
  }

  /// The writers of live engines, weakly.
  private static let registry = Registry()

  /// The writer of `engine`: every property on the same engine shares it.
  package static func writer(for engine: any PersistentPropertyStorageEngine) -> PersistenceWriter {
    registry.writer(for: engine)
  }

  /// The value under `key`: the latest one not yet stored, or else the engine's.
  package func retrieve<T: Codable>(key: PersistentPropertyKey) throws -> T? {
    lock.lock()
    let pending = unstored[key]
    lock.unlock()
    if let pending, let value = pending.value as? T { return value }
    return try engine.retrieve(key: key)
  }

  /// Queues `value` to be stored under `key`, replacing a waiting value of that key; `report` is told the outcome
  /// of the store that carries it (a later value may carry it instead, and report for it).
  ///
  /// - Returns: The value it replaced, for the caller to release after unlocking whatever it holds.
  package func submit(
    _ value: some Codable & Sendable,
    key: PersistentPropertyKey,
    report: @escaping @Sendable ((any Error)?) -> Void
  ) -> (any Sendable)? {
    lock.lock()
    nextSequence &+= 1
    let replaced = unstored.updateValue(Submission(value: value, report: report, sequence: nextSequence), forKey: key)
    if replaced == nil || !waiting.contains(key) { waiting.append(key) }
    let startsDrain = !isDraining
    isDraining = true
    lock.unlock()
    if startsDrain {
      DispatchQueue.global(qos: .utility).async { self.drain() }
    }
    return replaced?.value
  }

  /// Returns once every value submitted before the call is stored (or failed to be).
  ///
  /// From the drain's own thread (an observer of a property's `error`) it returns at once.
  package func flush() {
    lock.lock()
    guard isDraining, drainThread != ObjectIdentifier(Thread.current) else {
      lock.unlock()
      return
    }
    let done = DispatchSemaphore(value: 0)
    flushWaiters.append(done)
    lock.unlock()
    done.wait()
  }

  /// Stores the waiting values one at a time until none waits, then wakes the flushes.
  private func drain() {
    let thread = ObjectIdentifier(Thread.current)
    while true {
      lock.lock()
      guard !waiting.isEmpty, let submission = unstored[waiting[0]] else {
        isDraining = false
        drainThread = nil
        let waiters = flushWaiters
        flushWaiters = []
        lock.unlock()
        for waiter in waiters { waiter.signal() }
        return
      }
      let key = waiting.removeFirst()
      drainThread = thread
      lock.unlock()
      var failure: (any Error)?
      do {
        try engine.store(value: submission.value, key: key)
      } catch {
        failure = error
      }
      lock.lock()
      // A stored value no longer needs serving; a failed one stays, unless a later value replaced it.
      var released: Submission?
      if failure == nil, unstored[key]?.sequence == submission.sequence {
        released = unstored.removeValue(forKey: key)
      }
      lock.unlock()
      withExtendedLifetime(released) {}
      submission.report(failure)
    }
  }

  /// The live writers, by engine.
  private final class Registry: @unchecked Sendable {
    // @unchecked: `writers` is guarded by `lock`.
    private struct Entry {
      weak var writer: PersistenceWriter?
    }

    private let lock = Lock()
    private var writers: [ObjectIdentifier: Entry] = [:]

    func writer(for engine: any PersistentPropertyStorageEngine) -> PersistenceWriter {
      let id = ObjectIdentifier(engine)
      // A live writer holds its engine, so its identifier cannot have been reused by another engine.
      lock.lock()
      if let writer = writers[id]?.writer {
        lock.unlock()
        return writer
      }
      // (Entries of released engines are not swept: loading a weak reference to test it could release the last
      // reference, and run the engine's deinit, under the lock.)
      let made = PersistenceWriter(engine: engine)
      writers[id] = Entry(writer: made)
      lock.unlock()
      return made
    }
  }
}
