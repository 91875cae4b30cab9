import Dispatch
import Foundation
public import StreamCore

/// Stores the values of every persisted property on one engine, off the threads that change them.
///
/// Each key has one ``PersistenceSlot`` holding its latest value not yet stored. A submitted value replaces the
/// slot's value (the latest wins), and a background drain stores the waiting slots one at a time (at most one
/// `store` in flight per engine). Until a value is stored — waiting, being stored, or failed — it is what
/// ``retrieve(key:)`` returns, so a new property reads it at once. A submission allocates nothing.
///
/// The lock guards a few field writes only: no engine call, encoding or user code runs under it, and the values it
/// replaces are released after unlocking.
@usableFromInline
package final class PersistenceWriter: @unchecked Sendable {
  // @unchecked: every mutable field, and the slots' fields, are guarded by `lock`; `engine` is immutable.
  @usableFromInline let lock = Lock()
  let engine: any PersistentPropertyStorageEngine
  private var slots: [PersistentPropertyKey: AnyPersistenceSlot] = [:]
  /// The slots whose value waits to be stored, oldest first.
  @usableFromInline var waiting: [AnyPersistenceSlot] = []
  @usableFromInline var isDraining = false
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

  /// The slot of `key` for values of type `Value`, shared by every property on this engine and key.
  package func slot<Value: Codable & Sendable>(
    for key: PersistentPropertyKey,
    of type: Value.Type
  ) -> PersistenceSlot<Value> {
    let made = PersistenceSlot<Value>(key: key) { value, engine, key in try engine.store(value: value, key: key) }
    lock.lock()
    if let slot = slots[key] as? PersistenceSlot<Value> {
      lock.unlock()
      return slot
    }
    // A property of another type on the same key gets its own slot; the older one is still drained if waiting, and
    // released (with the value it may hold) after unlocking.
    let replaced = slots.updateValue(made, forKey: key)
    lock.unlock()
    withExtendedLifetime(replaced) {}
    return made
  }

  /// The value under `key`: the latest one not yet stored, or else the engine's.
  ///
  /// A value not yet stored is read as it will be stored: encoded and decoded, so that what coding leaves out (an
  /// `@IgnoredState` field) is left out here too.
  package func retrieve<T: Codable & Sendable>(key: PersistentPropertyKey) throws -> T? {
    lock.lock()
    let pending = (slots[key] as? PersistenceSlot<T>)?.pending
    lock.unlock()
    if let pending {
      return try JSONDecoder().decode(Coded<T>.self, from: JSONEncoder().encode(Coded(value: pending))).value
    }
    return try engine.retrieve(key: key)
  }

  /// A value in an object, so that a bare number or string codes as valid JSON.
  private struct Coded<Wrapped: Codable>: Codable {
    let value: Wrapped
  }

  /// Makes `value` the latest of `slot` to be stored; `reporter` is told the outcome of the store that carries it
  /// (a later value may carry it instead, and report for it). Inlinable, so that it is specialized for the value's
  /// type where it is called: it allocates nothing, and copies the value without its value witnesses.
  ///
  /// - Returns: The value it replaced, for the caller to release once it holds no lock.
  @inlinable
  @discardableResult
  package func submit<Value>(
    _ value: Value,
    to slot: PersistenceSlot<Value>,
    reporter: PersistenceReporter
  ) -> Value? {
    var replaced: Value? = value
    lock.lock()
    swap(&replaced, &slot.pending)
    slot.sequence &+= 1
    if slot.reporter !== reporter { slot.reporter = reporter }
    if !slot.isWaiting {
      slot.isWaiting = true
      waiting.append(slot)
    }
    let startsDrain = !isDraining
    isDraining = true
    lock.unlock()
    if startsDrain { startDrain() }
    return replaced
  }

  /// Starts the background drain.
  @usableFromInline
  func startDrain() {
    DispatchQueue.global(qos: .utility).async { self.drain() }
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

  /// Stores the waiting slots' values one at a time until none waits, then wakes the flushes.
  private func drain() {
    let thread = ObjectIdentifier(Thread.current)
    while true {
      lock.lock()
      guard !waiting.isEmpty else {
        isDraining = false
        drainThread = nil
        let waiters = flushWaiters
        flushWaiters = []
        lock.unlock()
        for waiter in waiters { waiter.signal() }
        return
      }
      let slot = waiting.removeFirst()
      slot.isWaiting = false
      drainThread = thread
      lock.unlock()
      slot.storeLatest(in: self)
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

/// Tells a property (or state) the outcome of a store, on the writer's thread.
@usableFromInline
package final class PersistenceReporter: Sendable {
  let report: @Sendable ((any Error)?) -> Void

  package init(_ report: @escaping @Sendable ((any Error)?) -> Void) {
    self.report = report
  }
}

/// One key's latest value not yet stored, shared by the properties on that engine and key; its fields are guarded
/// by its writer's lock.
@usableFromInline
package class AnyPersistenceSlot: @unchecked Sendable {
  // @unchecked: the fields are guarded by the writer's lock; `key` is immutable.
  let key: PersistentPropertyKey
  @usableFromInline var isWaiting = false
  @usableFromInline var sequence: UInt64 = 0
  @usableFromInline var reporter: PersistenceReporter?

  init(key: PersistentPropertyKey) {
    self.key = key
  }

  /// Stores the latest value, with `writer`'s lock not held, and reports the outcome.
  func storeLatest(in writer: PersistenceWriter) {}
}

/// The slot of a key's values of one type. Only ``PersistenceWriter/slot(for:of:)`` makes one, for a `Codable` and
/// `Sendable` type; the class itself is unconstrained so that generic code that knows nothing of `Codable` (a
/// state's commit) can hold one and submit to it.
@usableFromInline
package final class PersistenceSlot<Value>: AnyPersistenceSlot, @unchecked Sendable {
  // @unchecked: `pending` is guarded by the writer's lock, and holds only values of a `Sendable` type (see above).
  /// The latest value not stored yet: waiting, being stored, or failed; `nil` once stored.
  @usableFromInline var pending: Value?
  private let store: @Sendable (Value, any PersistentPropertyStorageEngine, PersistentPropertyKey) throws -> Void

  init(
    key: PersistentPropertyKey,
    store: @escaping @Sendable (Value, any PersistentPropertyStorageEngine, PersistentPropertyKey) throws -> Void
  ) {
    self.store = store
    super.init(key: key)
  }

  override func storeLatest(in writer: PersistenceWriter) {
    writer.lock.lock()
    let value = pending
    let stored = sequence
    let reporter = reporter
    writer.lock.unlock()
    guard let value else { return }
    var failure: (any Error)?
    do {
      try store(value, writer.engine, key)
    } catch {
      failure = error
    }
    // A stored value no longer needs serving, unless a later one replaced it; a failed one stays.
    var released: Value?
    writer.lock.lock()
    if failure == nil, sequence == stored { swap(&released, &pending) }
    writer.lock.unlock()
    withExtendedLifetime(released) {}
    reporter?.report(failure)
  }
}
