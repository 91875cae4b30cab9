/// How a persisted value's writes from several processes on the same files combine.
///
/// Every persisted property on a ``FileBasedPersistentPropertyStorageEngine`` notices another process's store to
/// its key and publishes the stored value. What differs is a change both make at once:
///
/// - ``lastWriterWins`` (the default): each process stores its own values, off the changing thread; when both change
///   the value at once, the later store replaces the other's change.
/// - ``lockedModify``: each `modify` (and each set) takes an advisory lock on the key across processes, reads the
///   file's latest value, applies the change to it and stores the result before unlocking. Two processes that
///   increment one counter lose no increment. It stores on the changing thread, and waits for the disk each time.
///
/// ```swift
/// let counter = PersistentProperty(
///   storageEngine: engine,
///   key: "launches",
///   defaultValue: 0,
///   crossProcessWrites: .lockedModify
/// )
/// counter.modify { $0 += 1 }  // another process's increments are kept
/// ```
public enum CrossProcessWrites: Sendable, Hashable {
  /// Each process stores its own values; the later store wins.
  case lastWriterWins
  /// Each change runs under a lock on the key across processes, on the file's latest value, and is stored before
  /// the lock is released. Only a ``FileBasedPersistentPropertyStorageEngine`` can lock.
  case lockedModify
}
