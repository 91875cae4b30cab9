public import StreamCore

/// A ``MutableProperty`` whose value is loaded from a ``PersistentPropertyStorageEngine`` and stored there on every
/// change: CombineEx's `PersistentProperty`.
///
/// It starts from the stored value, or `defaultValue` when nothing is stored. Every committed value is stored off
/// the changing thread — encoding and I/O never slow a write — and losing nothing:
///
/// - A written value is what a new property on the same engine and key reads at once, stored yet or not.
/// - Values are coalesced: while one is being stored, only the latest waiting value of a key is stored next, so the
///   last committed value is the one that ends on disk.
/// - A value that cannot be read gives `defaultValue`; a value that cannot be stored stays in memory (and is what a
///   new property reads). Either way ``error`` holds the error, and a later successful store clears it.
/// - ``flush()`` returns once every committed value is stored.
///
/// With ``FileBasedPersistentPropertyStorageEngine`` each key is one file, replaced atomically; an unreadable file
/// is moved aside, not overwritten. As CombineEx's, it publishes like any property, and its `modify` and `withValue`
/// are atomic; unlike CombineEx's, its value must be `Sendable` (it is encoded on another thread).
///
/// ```swift
/// let engine = FileBasedPersistentPropertyStorageEngine(rootDirectoryUrl: directory)
/// let launches = PersistentProperty(storageEngine: engine, key: "launches", defaultValue: 0)
/// launches.modify { $0 += 1 }
/// let again = PersistentProperty(storageEngine: engine, key: "launches", defaultValue: 0)
/// print(again.value)  // Prints "1"
/// ```
public final class PersistentProperty<Output: Codable & Sendable>: MutablePropertyProtocol {
  /// The value's type: the property's values are its outputs, as in CombineEx.
  public typealias Value = Output

  private let storage: MutableProperty<Output>
  private let writer: PersistenceWriter
  private let slot: PersistenceSlot<Output>
  private let errors: MutableProperty<(any Error)?>
  private let reporter: PersistenceReporter
  private let key: PersistentPropertyKey
  /// The engine whose lock each change takes across processes (``CrossProcessWrites/lockedModify``), or `nil`.
  private let lockingEngine: FileBasedPersistentPropertyStorageEngine?
  /// With ``lockingEngine``: whether the last store failed, so that the next change builds on the value in memory,
  /// which the file lacks, and another process's value does not replace it.
  private let unstored = UnstoredChange()
  /// Another process's stores to the key, delivered while the property lives.
  private let outsideChanges: OutsideChangeObservation?

  /// The last error reading or storing the value, or `nil` if the last store succeeded.
  ///
  /// ```swift
  /// let name = PersistentProperty(storageEngine: engine, key: "name", defaultValue: "")
  /// let cancellable = name.error.publisher.sink { print($0 == nil ? "ok" : "failed") }  // Prints "ok"
  /// ```
  public let error: Property<(any Error)?>

  /// Creates a property stored under `key` in `storageEngine`, starting from the stored value or `defaultValue`.
  ///
  /// A value that cannot be read gives `defaultValue`, and sets ``error``. On a
  /// ``FileBasedPersistentPropertyStorageEngine``, a value another process stores under `key` is read and published
  /// (unless a value of this process waits to replace it); `crossProcessWrites` says how changes both make at once
  /// combine.
  ///
  /// ```swift
  /// let theme = PersistentProperty(storageEngine: engine, key: "theme", defaultValue: "light")
  /// print(theme.value)  // Prints "light" the first time
  /// ```
  ///
  /// - Parameters:
  ///   - storageEngine: Where the value is stored.
  ///   - key: Under which key.
  ///   - defaultValue: The value when nothing (readable) is stored.
  ///   - crossProcessWrites: ``CrossProcessWrites/lastWriterWins`` unless given; ``CrossProcessWrites/lockedModify``
  ///     needs a ``FileBasedPersistentPropertyStorageEngine`` (another engine traps, naming its type).
  public init(
    storageEngine: any PersistentPropertyStorageEngine,
    key: PersistentPropertyKey,
    defaultValue: Output,
    crossProcessWrites: CrossProcessWrites = .lastWriterWins
  ) {
    let writer = PersistenceWriter.writer(for: storageEngine)
    var initial = defaultValue
    var readError: (any Error)?
    do {
      if let stored: Output = try writer.retrieve(key: key) { initial = stored }
    } catch {
      readError = error
    }
    let errors = MutableProperty<(any Error)?>(readError)
    let slot = writer.slot(for: key, of: Output.self)
    let storage = MutableProperty(initial)
    self.writer = writer
    self.slot = slot
    self.key = key
    self.errors = errors
    self.storage = storage
    error = Property(capturing: errors)
    // The errors property, not `self`: a failed store reported after the property is gone still updates it.
    reporter = PersistenceReporter(updating: errors)
    let lockingEngine = writer.lockingEngine(for: crossProcessWrites, of: "PersistentProperty<\(Output.self)>")
    self.lockingEngine = lockingEngine
    outsideChanges = writer.observeOutsideChanges(of: slot) { [weak storage, weak errors, unstored] change in
      switch change {
      case .success(let change):
        guard let storage else { return }
        Self.apply(
          change,
          to: storage,
          writer: writer,
          slot: slot,
          locking: lockingEngine,
          unstored: unstored,
          key: key
        )
      case .failure(let failure):
        errors?.value = failure
      }
    }
  }

  /// On the watch queue: publishes the value another process stored, under the write gate, so that no change of
  /// this process slips between the check and the commit.
  private static func apply(
    _ change: OutsideChange<Output>,
    to storage: MutableProperty<Output>,
    writer: PersistenceWriter,
    slot: PersistenceSlot<Output>,
    locking lockingEngine: FileBasedPersistentPropertyStorageEngine?,
    unstored: UnstoredChange,
    key: PersistentPropertyKey
  ) {
    storage.writeGate.lock()
    if let lockingEngine {
      // A value of this process that failed to store is the one the next change stores; a locked change may have
      // read a newer value since: publish the file's latest, if it still differs from what was read or written.
      guard !unstored.isHeld, let data = try? lockingEngine.contentsIfChanged(of: key),
        let latest: Output = try? lockingEngine.decode(data)
      else { return storage.writeGate.unlock() }
      storage.commitAndUnlock(latest)
    } else {
      guard writer.acceptsOutsideChange(change, of: slot) else { return storage.writeGate.unlock() }
      storage.commitAndUnlock(change.value)
    }
  }

  /// Creates a property stored under `key` (its description, without a sub-key).
  ///
  /// ```swift
  /// let count = PersistentProperty(storageEngine: engine, key: 42, defaultValue: 0)
  /// ```
  public convenience init(
    storageEngine: any PersistentPropertyStorageEngine,
    key: some CustomStringConvertible,
    defaultValue: Output,
    crossProcessWrites: CrossProcessWrites = .lastWriterWins
  ) {
    self.init(
      storageEngine: storageEngine,
      key: PersistentPropertyKey(key: key),
      defaultValue: defaultValue,
      crossProcessWrites: crossProcessWrites
    )
  }

  /// The current value; setting it publishes it and stores it.
  ///
  /// ```swift
  /// let name = PersistentProperty(storageEngine: engine, key: "name", defaultValue: "")
  /// name.value = "Ada"
  /// print(name.value)  // Prints "Ada"
  /// ```
  public var value: Output {
    get { storage.value }
    set { modify { $0 = newValue } }
  }

  /// The current value, then every change; finishes when the property is released.
  public var publisher: PropertyPublisher<Output> { storage.publisher }

  /// Every change, without the current value; finishes when the property is released.
  public var newValues: PropertyPublisher<Output> { storage.newValues }

  /// The property's lifetime: it ends when the property is deinitialized.
  public var lifetime: Lifetime { storage.lifetime }

  /// Changes the value in place, atomically, publishes the result once and stores it.
  ///
  /// The rules of ``MutableProperty/modify(_:)`` apply to `body`.
  ///
  /// ```swift
  /// let visits = PersistentProperty(storageEngine: engine, key: "visits", defaultValue: [String]())
  /// let count = visits.modify { visits in
  ///   visits.append("home")
  ///   return visits.count
  /// }
  /// print(count)  // Prints "1"
  /// ```
  ///
  /// - Returns: What `body` returns.
  @discardableResult
  public func modify<Result>(_ body: (inout Output) throws -> Result) rethrows -> Result {
    if let lockingEngine { return try modifyLocked(on: lockingEngine, body) }
    // The value the submission replaces is released after the property's write gate is.
    var replaced: Output?
    defer { withExtendedLifetime(replaced) {} }
    return try storage.modify { value in
      // Queued while the property's writes are serialized, so the writer gets the values in commit order.
      defer { replaced = writer.submit(value, to: slot, reporter: reporter) }
      return try body(&value)
    }
  }

  /// ``CrossProcessWrites/lockedModify``: under the key's lock across processes, reads the file's latest value,
  /// changes it and stores it before unlocking. A failure keeps the value in memory and sets ``error``.
  private func modifyLocked<Result>(
    on engine: FileBasedPersistentPropertyStorageEngine,
    _ body: (inout Output) throws -> Result
  ) rethrows -> Result {
    var failure: (any Error)?
    defer { reporter.report(failure) }
    return try storage.modify { value in
      var keyLock: FileBasedPersistentPropertyStorageEngine.KeyLock?
      do {
        keyLock = try engine.lockAcrossProcesses(key)
        if !unstored.isHeld, let changed = try engine.contentsIfChanged(of: key) {
          value = try engine.decode(changed)
        }
      } catch {
        failure = error
      }
      defer {
        if let keyLock {
          do {
            try engine.store(value: value, key: key)
            unstored.isHeld = false
          } catch {
            failure = error
            unstored.isHeld = true
          }
          keyLock.unlock()
        } else {
          // Without the key's lock, a store could lose another process's change: the value stays in memory.
          unstored.isHeld = true
        }
      }
      return try body(&value)
    }
  }

  /// Runs `body` with the current value while holding off writes, and returns its result.
  ///
  /// ```swift
  /// let name = PersistentProperty(storageEngine: engine, key: "name", defaultValue: "Ada")
  /// print(name.withValue { $0.count })  // Prints "3"
  /// ```
  ///
  /// - Returns: What `body` returns.
  public func withValue<Result>(_ body: (Output) throws -> Result) rethrows -> Result {
    try storage.withValue(body)
  }

  /// Returns once every value committed before the call is stored, or failed to be (then ``error`` is set).
  ///
  /// ```swift
  /// let name = PersistentProperty(storageEngine: engine, key: "name", defaultValue: "")
  /// name.value = "Ada"
  /// name.flush()  // the file now holds "Ada"
  /// ```
  public func flush() {
    writer.flush()
  }
}

// @unchecked: the value lives in a `MutableProperty`, the errors in another; the other fields are immutable.
extension PersistentProperty: @unchecked Sendable {}

/// Whether a locked change of a ``PersistentProperty`` failed to store, so that the value in memory is newer than
/// the file.
final class UnstoredChange: @unchecked Sendable {
  // @unchecked: `isHeld` is read and written only under the property's write gate (its `MutableProperty`'s lock).
  var isHeld = false
}
