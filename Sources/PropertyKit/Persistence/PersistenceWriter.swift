import Dispatch
package import Foundation
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
  package let engine: any PersistentPropertyStorageEngine
  private var slots: [PersistentPropertyKey: AnyPersistenceSlot] = [:]
  /// The slots whose value waits to be stored, oldest first.
  @usableFromInline var waiting: [AnyPersistenceSlot] = []
  @usableFromInline var isDraining = false
  /// The thread running the drain, so that a `flush` it makes (from an error observer) does not wait for itself.
  private var drainThread: ObjectIdentifier?
  private var flushWaiters: [DispatchSemaphore] = []
  /// The engine as a file engine, whose files another process may change; `nil` for any other engine.
  let fileEngine: FileBasedPersistentPropertyStorageEngine?
  /// The slots with observers of outside changes, by file name.
  private var observedSlots: [String: AnyPersistenceSlot] = [:]
  /// Watches the engine's directory while any slot is observed.
  private var watcher: DirectoryWatcher?
  /// Where outside changes are read and delivered, one at a time.
  private let watchQueue = DispatchQueue(label: "PersistenceWriter.watch")

  private init(engine: any PersistentPropertyStorageEngine) {
    self.engine = engine
    fileEngine = engine as? FileBasedPersistentPropertyStorageEngine
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
    let made = PersistenceSlot<Value>(
      key: key,
      store: { value, engine, key in try engine.store(value: value, key: key) },
      decode: { data, engine in try engine.decode(data) }
    )
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

  /// The file engine whose key locks `crossProcessWrites` asks for, or `nil` for `.lastWriterWins`; `lockedModify` on
  /// another engine traps, naming `owner` and the engine's type.
  package func lockingEngine(
    for crossProcessWrites: CrossProcessWrites,
    of owner: @autoclosure () -> String
  ) -> FileBasedPersistentPropertyStorageEngine? {
    guard crossProcessWrites == .lockedModify else { return nil }
    guard let fileEngine else {
      trap("\(owner()): lockedModify needs a FileBasedPersistentPropertyStorageEngine, not \(type(of: engine))")
    }
    return fileEngine
  }

  /// Whether another process's value, read from `change`'s contents of `slot`'s key, is still the latest to apply:
  /// no value of this process waits to replace it (waiting, being stored, or failed), and this process has not read
  /// or written the file since. If so, the contents are remembered as known, so that the file's next event for them
  /// is no change; if not, nothing is remembered, so a store of this process's own is not later taken for another's.
  package func acceptsOutsideChange<Value>(_ change: OutsideChange<Value>, of slot: AnyPersistenceSlot) -> Bool {
    let holdsUnstoredValue = lock.withLock { slot.isWaiting || slot.holdsPendingValue }
    guard !holdsUnstoredValue, let fileEngine else { return false }
    return fileEngine.adoptContents(change.contents, of: slot.key, replacing: change.known)
  }

  /// Calls `apply` on the writer's watch queue with each value another process stores under `slot`'s key (or the
  /// error decoding it), until the returned observation ends; `nil` when the engine's files cannot be watched.
  ///
  /// A change this writer made itself is not reported. The directory is watched while any observation lives.
  package func observeOutsideChanges<Value>(
    of slot: PersistenceSlot<Value>,
    _ apply: @escaping @Sendable (Result<OutsideChange<Value>, any Error>) -> Void
  ) -> OutsideChangeObservation? {
    guard let fileEngine else { return nil }
    let observation = OutsideChangeObservation(writer: self, slot: slot)
    lock.lock()
    slot.observers[ObjectIdentifier(observation)] = apply
    observedSlots[slot.key.sanitizedIndex] = slot
    let startsWatching = watcher == nil
    lock.unlock()
    if startsWatching { startWatching(fileEngine) }
    // A store of another process between the property's first read and the watch is read now.
    watchQueue.async { slot.deliverOutsideChange(in: self) }
    return observation
  }

  /// Ends an observation; the last one stops the watch.
  fileprivate func endObservation(_ observation: OutsideChangeObservation, of slot: AnyPersistenceSlot) {
    lock.lock()
    let removed = slot.removeObserver(ObjectIdentifier(observation))
    if !slot.hasObservers, observedSlots[slot.key.sanitizedIndex] === slot {
      observedSlots[slot.key.sanitizedIndex] = nil
    }
    let stopped = observedSlots.isEmpty ? watcher : nil
    if stopped != nil { watcher = nil }
    lock.unlock()
    withExtendedLifetime(removed) {}
    stopped?.cancel()
  }

  /// Starts the watch, unless nothing is observed any more or another thread started a live one meanwhile.
  private func startWatching(_ fileEngine: FileBasedPersistentPropertyStorageEngine) {
    let made = fileEngine.watch(on: watchQueue) { [weak self] name in self?.outsideChange(named: name) }
    lock.lock()
    var unused = made
    if !observedSlots.isEmpty, !(watcher?.isWatching ?? false) {
      unused = watcher
      watcher = made
    }
    lock.unlock()
    unused?.cancel()
  }

  /// On the watch queue: reads the changed file (or every observed one) and delivers its value.
  private func outsideChange(named name: String?) {
    lock.lock()
    let changed: [AnyPersistenceSlot] =
      if let name { observedSlots[name].map { [$0] } ?? [] } else { Array(observedSlots.values) }
    lock.unlock()
    for slot in changed { slot.deliverOutsideChange(in: self) }
  }

  /// After a successful store: watches the directory again if it was deleted and has just been made again.
  private func rewatchIfStopped() {
    lock.lock()
    let isStopped = !observedSlots.isEmpty && !(watcher?.isWatching ?? false)
    lock.unlock()
    if isStopped, let fileEngine { startWatching(fileEngine) }
  }

  /// Starts the background drain.
  @usableFromInline
  func startDrain() {
    DispatchQueue.global(qos: .utility).async { self.drain() }
  }

  /// Whether no value waits to be stored and no drain runs: no thread works for this writer.
  package var isIdle: Bool {
    lock.withLock { !isDraining && waiting.isEmpty }
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
      if slot.storeLatest(in: self) { rewatchIfStopped() }
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
  package let report: @Sendable ((any Error)?) -> Void

  package init(_ report: @escaping @Sendable ((any Error)?) -> Void) {
    self.report = report
  }

  /// A reporter that sets `errors` to each failure, and clears it after a success. It holds `errors` weakly: a store
  /// reported after its property is gone still updates an `errors` kept alive elsewhere.
  package convenience init(updating errors: MutableProperty<(any Error)?>) {
    self.init { [weak errors] failure in
      guard let errors else { return }
      if failure != nil || errors.value != nil { errors.value = failure }
    }
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

  /// Whether a value waits to be stored, is being stored, or failed to be.
  var holdsPendingValue: Bool { false }
  /// Whether any observation of outside changes is registered.
  var hasObservers: Bool { false }

  /// Stores the latest value, with `writer`'s lock not held, and reports the outcome; returns whether it was stored.
  func storeLatest(in writer: PersistenceWriter) -> Bool { false }

  /// On the watch queue, without the lock: reads the key's file and, if another process changed it, delivers its
  /// value to the observers.
  func deliverOutsideChange(in writer: PersistenceWriter) {}

  /// With the lock held: removes an observer, and returns it, to release after unlocking.
  func removeObserver(_ id: ObjectIdentifier) -> Any? { nil }
}

/// A value another process stored, the file's contents it was read from, and what the engine knew of the file then.
package struct OutsideChange<Value> {
  package let value: Value
  package let contents: Data
  package let known: Data?
}

/// An observation of another process's changes to a key: it ends when released.
package final class OutsideChangeObservation: Sendable {
  private let writer: PersistenceWriter
  private let slot: AnyPersistenceSlot

  fileprivate init(writer: PersistenceWriter, slot: AnyPersistenceSlot) {
    self.writer = writer
    self.slot = slot
  }

  deinit {
    writer.endObservation(self, of: slot)
  }
}

/// The slot of a key's values of one type. Only ``PersistenceWriter/slot(for:of:)`` makes one, for a `Codable` and
/// `Sendable` type; the class itself is unconstrained so that generic code that knows nothing of `Codable` (a
/// state's commit) can hold one and submit to it.
@usableFromInline
package final class PersistenceSlot<Value>: AnyPersistenceSlot, @unchecked Sendable {
  // @unchecked: `pending` is guarded by the writer's lock, and holds only values of a `Sendable` type (see above).
  /// The latest value not stored yet: waiting, being stored, or failed; `nil` once stored.
  @usableFromInline var pending: Value?
  /// The observers of outside changes, by observation.
  var observers: [ObjectIdentifier: @Sendable (Result<OutsideChange<Value>, any Error>) -> Void] = [:]
  private let store: @Sendable (Value, any PersistentPropertyStorageEngine, PersistentPropertyKey) throws -> Void
  private let decode: @Sendable (Data, FileBasedPersistentPropertyStorageEngine) throws -> Value

  init(
    key: PersistentPropertyKey,
    store: @escaping @Sendable (Value, any PersistentPropertyStorageEngine, PersistentPropertyKey) throws -> Void,
    decode: @escaping @Sendable (Data, FileBasedPersistentPropertyStorageEngine) throws -> Value
  ) {
    self.store = store
    self.decode = decode
    super.init(key: key)
  }

  override var holdsPendingValue: Bool { pending != nil }
  override var hasObservers: Bool { !observers.isEmpty }

  override func removeObserver(_ id: ObjectIdentifier) -> Any? {
    observers.removeValue(forKey: id)
  }

  override func deliverOutsideChange(in writer: PersistenceWriter) {
    guard let engine = writer.fileEngine else { return }
    let change: Result<OutsideChange<Value>, any Error>
    do {
      // A file gone or unreadable for now is no change; the next write will tell.
      guard let (data, known) = try? engine.changedContents(of: key) else { return }
      change = .success(OutsideChange(value: try decode(data, engine), contents: data, known: known))
    } catch {
      change = .failure(error)
    }
    writer.lock.lock()
    let observers = Array(observers.values)
    writer.lock.unlock()
    for observer in observers { observer(change) }
  }

  override func storeLatest(in writer: PersistenceWriter) -> Bool {
    writer.lock.lock()
    let value = pending
    let stored = sequence
    let reporter = reporter
    writer.lock.unlock()
    guard let value else { return false }
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
    return failure == nil
  }
}
