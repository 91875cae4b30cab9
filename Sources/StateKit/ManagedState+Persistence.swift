public import PropertyKit
import StreamCore

extension ManagedState where Value: Codable & Sendable {
  /// Creates a state stored under `key` in `storageEngine`: it starts from the stored value (or `wrappedValue` when
  /// nothing readable is stored), and stores every committed value.
  ///
  /// The starting value runs through the rules to a fixed point, as any initial value does; if that changes it,
  /// the result is stored. Values are stored as a `PersistentProperty`'s are — off the mutating thread, coalesced,
  /// losing nothing: a new state on the same engine and key reads the last committed value at once; ``flush()``
  /// returns once every committed value is stored; a value that cannot be read gives `wrappedValue`, and one that
  /// cannot be stored stays in memory, each setting ``persistenceError``. `@IgnoredState` fields are not stored.
  ///
  /// On a `FileBasedPersistentPropertyStorageEngine`, a value another process stores under `key` is committed like
  /// any mutation — through the rules, notifying once — unless a value of this process waits to replace it; it is
  /// stored again only if the rules change it. With `crossProcessWrites: .lockedModify` each mutation takes the key's
  /// lock across processes, starts from the file's latest value and stores its result before releasing it.
  ///
  /// ```swift
  /// struct Profile: BehavioralStateContract, Codable {
  ///   var name = ""
  /// }
  /// let engine = FileBasedPersistentPropertyStorageEngine(rootDirectoryUrl: directory)
  /// @ManagedState(storageEngine: engine, key: "profile") var model = Profile()
  /// model.name = "Ada"
  /// @ManagedState(storageEngine: engine, key: "profile") var again = Profile()
  /// print(again.name)  // Prints "Ada"
  /// ```
  ///
  /// - Parameters:
  ///   - wrappedValue: The value when nothing readable is stored, before its rules run.
  ///   - storageEngine: Where the value is stored.
  ///   - key: Under which key.
  ///   - lock: How the state guards its value; ``ManagedStateLock/default`` unless given.
  ///   - crossProcessWrites: How changes made at once by this process and another combine;
  ///     `CrossProcessWrites.lastWriterWins` unless given. `CrossProcessWrites.lockedModify` needs a
  ///     `FileBasedPersistentPropertyStorageEngine` (another engine traps, naming its type).
  public convenience init(
    wrappedValue: Value,
    storageEngine: any PersistentPropertyStorageEngine,
    key: PersistentPropertyKey,
    lock: ManagedStateLock = .default,
    crossProcessWrites: CrossProcessWrites = .lastWriterWins
  ) {
    let writer = PersistenceWriter.writer(for: storageEngine)
    var start = wrappedValue
    var readError: (any Error)?
    do {
      if let stored: Value = try writer.retrieve(key: key) { start = stored }
    } catch {
      readError = error
    }
    self.init(wrappedValue: start, lock: lock)
    let slot = writer.slot(for: key, of: Value.self)
    let persistence = StatePersistence(
      writer: writer,
      slot: slot,
      key: key,
      crossProcessWrites: crossProcessWrites,
      readError: readError
    )
    self.persistence = persistence
    persistence.outsideChanges = writer.observeOutsideChanges(of: slot) {
      [weak self, reporter = persistence.reporter] change in
      switch change {
      case .success(let change): self?.commitOutsideChange(change)
      case .failure(let failure): reporter.report(failure)
      }
    }
    // Holding the mutation turn, so no commit interleaves: store the start value if the rules changed it.
    withLock { value in
      if value != start { persistence.submit(value) }
    }
  }
}

extension ManagedState {
  /// On the watch queue: commits the value another process stored, through the rules, unless a value of this
  /// process waits to replace it or the file was read or written since. With `lockedModify`, the turn has just read
  /// the file's latest value: that is the one committed.
  func commitOutsideChange(_ change: OutsideChange<Value>) {
    guard let persistence else { return }
    var isReentrant = false
    let current = beginMutation(isReentrant: &isReentrant)
    let applied: Value
    if persistence.locksAcrossProcesses {
      applied = current
    } else {
      guard persistence.acceptsOutsideChange(change) else {
        return finishMutation(current, isReentrant: isReentrant)
      }
      applied = change.value
    }
    if !isReentrant { persistence.willCommitOutsideChange(applied) }
    finishMutation(applied, isReentrant: isReentrant)
  }

  /// Returns once every committed value of a persisted state is stored, or failed to be (then
  /// ``persistenceError`` is set); at once for a state that is not persisted.
  ///
  /// ```swift
  /// @ManagedState(storageEngine: engine, key: "profile") var model = Profile()
  /// model.name = "Ada"
  /// $model.flush()  // the file now holds the profile
  /// ```
  public func flush() {
    persistence?.flush()
  }

  /// The last error reading or storing a persisted state's value, or `nil` (always `nil` for a state that is not
  /// persisted).
  ///
  /// ```swift
  /// @ManagedState(storageEngine: engine, key: "profile") var model = Profile()
  /// print($model.persistenceError.value == nil)  // Prints "true"
  /// ```
  public var persistenceError: Property<(any Error)?> {
    persistence?.error ?? Property(value: nil)
  }
}
