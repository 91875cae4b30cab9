import Foundation
public import PropertyKit
import StreamCore

/// Where a persisted ``ManagedState`` hands each committed value: the engine's writer and the key's slot.
///
/// Generic over any equatable value, so that the state's commit path (which knows nothing of `Codable`) holds one and
/// calls ``submit(_:)``, specialized for the model where the mutation is; only the persisted initializer makes one,
/// for a `Codable` and `Sendable` model. A state that is not persisted has none.
///
/// The fields below `error` are owned by the holder of the state's mutation turn, as its committed value is.
@usableFromInline
final class StatePersistence<Value: Equatable> {
  @usableFromInline let writer: PersistenceWriter
  @usableFromInline let slot: PersistenceSlot<Value>
  @usableFromInline let reporter: PersistenceReporter
  /// The last error reading or storing the value, or `nil`.
  let error: Property<(any Error)?>
  /// With ``CrossProcessWrites/lockedModify``: each turn takes the key's lock, reads the file's latest value, and
  /// stores before releasing it.
  @usableFromInline let locksAcrossProcesses: Bool
  private let lockAndReadLatest:
    () throws -> (FileBasedPersistentPropertyStorageEngine.KeyLock, Value?, readFailure: (any Error)?)
  private let storeNow: (Value) throws -> Void
  /// Another process's stores to the key, delivered while the state lives.
  var outsideChanges: OutsideChangeObservation?

  /// Whether a submission needs more than handing the value to the writer: it stores at once, or it is an outside
  /// change's (which the file holds already).
  @usableFromInline var submitsSlowly: Bool
  /// The value another process stored, while the commit that applies it runs.
  private var outsideValue: Value?
  /// The key's lock, held by the turn (``CrossProcessWrites/lockedModify``).
  private var keyLock: FileBasedPersistentPropertyStorageEngine.KeyLock?
  /// Whether the last store failed, so that the next turn builds on the value in memory, which the file lacks.
  private var holdsUnstoredChange = false
  /// Why this turn could not take the key's lock or read the file: reported by its store, once no mutation of the
  /// turn's own is under way (a subscriber of the error may mutate the state).
  private var claimFailure: (any Error)?

  init(
    writer: PersistenceWriter,
    slot: PersistenceSlot<Value>,
    readError: (any Error)?,
    lockingEngine: FileBasedPersistentPropertyStorageEngine?,
    lockAndReadLatest:
      @escaping () throws -> (FileBasedPersistentPropertyStorageEngine.KeyLock, Value?, readFailure: (any Error)?),
    storeNow: @escaping (Value) throws -> Void
  ) {
    let errors = MutableProperty<(any Error)?>(readError)
    self.writer = writer
    self.slot = slot
    reporter = PersistenceReporter(updating: errors)
    error = Property(capturing: errors)
    locksAcrossProcesses = lockingEngine != nil
    submitsSlowly = lockingEngine != nil
    self.lockAndReadLatest = lockAndReadLatest
    self.storeNow = storeNow
  }

  /// Queues `value` to be stored, or stores it at once under the key's lock. Called by the holder of the state's
  /// mutation turn, with no lock held, in commit order; the value it replaces is released here.
  @inlinable
  func submit(_ value: Value) {
    if submitsSlowly { return submitSlowly(value) }
    writer.submit(value, to: slot, reporter: reporter)
  }

  @usableFromInline
  func submitSlowly(_ value: Value) {
    if let outside = outsideValue {
      outsideValue = nil
      submitsSlowly = locksAcrossProcesses
      // The file holds it already: storing it again could replace a newer value of the other process.
      if outside == value { return }
    }
    guard locksAcrossProcesses else {
      writer.submit(value, to: slot, reporter: reporter)
      return
    }
    // Without the key's lock, a store could lose another process's change: the value stays in memory, unstored.
    let failure = claimFailure
    claimFailure = nil
    guard keyLock != nil else {
      holdsUnstoredChange = true
      return reporter.report(failure)
    }
    do {
      try storeNow(value)
      holdsUnstoredChange = false
      reporter.report(failure)
    } catch {
      holdsUnstoredChange = true
      reporter.report(error)
    }
  }

  /// Returns once every submitted value is stored, or failed to be.
  func flush() {
    writer.flush()
  }

  // MARK: - The mutation turn, with lockedModify

  /// By the thread that just claimed the turn: takes the key's lock and returns the file's latest value, or
  /// `committed` when there is none, it cannot be read, or the last store failed.
  func claimKey(committed: Value) -> Value {
    do {
      let (taken, latest, readFailure) = try lockAndReadLatest()
      keyLock = taken
      claimFailure = readFailure
      guard !holdsUnstoredChange, let latest else { return committed }
      return latest
    } catch {
      claimFailure = error
      return committed
    }
  }

  /// By the holder of the turn, as it gives it up: releases the key's lock, and forgets the outside change its
  /// first commit applied (whose committer still holds a copy, so this releases no value).
  @usableFromInline
  func endTurn() {
    outsideValue = nil
    submitsSlowly = locksAcrossProcesses
    keyLock?.unlock()
    keyLock = nil
  }

  // MARK: - Another process's changes

  /// Whether another process's value is still the latest to apply (and, if so, its contents are now known).
  func acceptsOutsideChange(_ change: OutsideChange<Value>) -> Bool {
    writer.acceptsOutsideChange(change, of: slot)
  }

  /// By the holder of the turn: the next commit applies `value`, which another process stored; it is stored again
  /// only if the rules change it.
  func willCommitOutsideChange(_ value: Value) {
    outsideValue = value
    submitsSlowly = true
  }

}

extension StatePersistence where Value: Codable & Sendable {
  /// The persistence of a state stored under `key` by `writer`, in `slot`.
  ///
  /// `CrossProcessWrites.lockedModify` needs a file engine: another engine traps, naming its type.
  convenience init(
    writer: PersistenceWriter,
    slot: PersistenceSlot<Value>,
    key: PersistentPropertyKey,
    crossProcessWrites: CrossProcessWrites,
    readError: (any Error)?
  ) {
    let lockingEngine = writer.lockingEngine(for: crossProcessWrites, of: "ManagedState<\(Value.self)>")
    self.init(
      writer: writer,
      slot: slot,
      readError: readError,
      lockingEngine: lockingEngine,
      lockAndReadLatest: { [lockingEngine] in
        guard let lockingEngine else { trap("ManagedState<\(Value.self)>: no engine to lock") }
        let keyLock = try lockingEngine.lockAcrossProcesses(key)
        do {
          // Only another process's value: decoding this process's own would empty its `@IgnoredState` fields.
          guard let changed = try lockingEngine.contentsIfChanged(of: key) else { return (keyLock, nil, nil) }
          let latest: Value = try lockingEngine.decode(changed)
          return (keyLock, latest, nil)
        } catch {
          return (keyLock, nil, error)
        }
      },
      storeNow: { [lockingEngine] value in
        guard let lockingEngine else { trap("ManagedState<\(Value.self)>: no engine to store in") }
        try lockingEngine.store(value: value, key: key)
      }
    )
  }
}
