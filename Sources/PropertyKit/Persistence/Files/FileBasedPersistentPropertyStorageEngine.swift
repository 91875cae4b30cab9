public import Foundation
import StreamCore

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A ``PersistentPropertyStorageEngine`` that stores each key as a JSON file in one directory: CombineEx's file
/// engine.
///
/// A key's file is named by its ``PersistentPropertyKey/sanitizedIndex``. A store survives a killed process, power
/// loss and an OS crash: it writes the value to a temporary file in the same directory, `fsync`s it (`F_FULLFSYNC`
/// on Darwin), renames it over the key's file, then `fsync`s the directory, so the disk holds the previous value or
/// the new one, never a torn or empty file. A directory deleted while the app runs is made again by the next store.
/// A file that does not decode is renamed aside (its name, then `.unreadable-` and a unique suffix), so its data can
/// be recovered, and the error is thrown: the property starts from its default value.
///
/// Properties on this engine notice when another process (an app extension sharing an app group, a second instance
/// of a tool) replaces a key's file, and publish the value it stored; see ``PersistentProperty``.
///
/// ```swift
/// let engine = FileBasedPersistentPropertyStorageEngine(rootDirectoryUrl: directory)
/// let name = PersistentProperty(storageEngine: engine, key: "name", defaultValue: "")
/// name.value = "Ada"
/// name.flush()
/// print(try String(contentsOf: directory.appendingPathComponent("name"), encoding: .utf8))
/// // Prints "{"value":"Ada"}"
/// ```
public final class FileBasedPersistentPropertyStorageEngine: PersistentPropertyStorageEngine, @unchecked Sendable {
  // @unchecked: `knownContents` is guarded by `lock`; every other field is immutable.
  /// Where the engine keeps its directory.
  ///
  /// ```swift
  /// let engine = FileBasedPersistentPropertyStorageEngine(environmentId: "tests", rootDirectory: .temporary)
  /// ```
  public enum RootDirectory: Sendable {
    /// The user's documents directory.
    case documents
    /// The user's caches directory.
    case caches
    /// The temporary directory.
    case temporary
    #if canImport(Darwin)
    /// The shared container of an app group, to share values with app extensions.
    case appGroup(String)
    #endif
  }

  /// The directory the values are stored in, or `nil` when it could not be made.
  ///
  /// ```swift
  /// let engine = FileBasedPersistentPropertyStorageEngine(rootDirectoryUrl: directory)
  /// print(engine.directory == directory)  // Prints "true"
  /// ```
  public let directory: URL?
  private let initializationError: FileBasedPersistentPropertyStorageEngineError?
  /// The file operations: the system's, or a test's that fail on demand.
  package let fileSystem: any FileSystem
  private let lock = Lock()
  /// Per file name, the bytes this engine last wrote there or read from there: a change to the file that leaves
  /// these bytes is this engine's own, not another process's.
  private var knownContents: [String: Data] = [:]

  /// Creates an engine that stores its values in `rootDirectoryUrl`, creating it if needed.
  ///
  /// If the directory cannot be made, every store and read throws
  /// ``FileBasedPersistentPropertyStorageEngineError/unableToCreateDirectory(_:)``.
  ///
  /// ```swift
  /// let engine = FileBasedPersistentPropertyStorageEngine(rootDirectoryUrl: directory)
  /// ```
  ///
  /// - Parameter rootDirectoryUrl: The directory for the values' files.
  public convenience init(rootDirectoryUrl: URL) {
    self.init(rootDirectoryUrl: rootDirectoryUrl, fileSystem: SystemFileSystem())
  }

  /// Creates an engine whose file operations go through `fileSystem`: a test's seam to make any of them fail.
  package init(rootDirectoryUrl: URL, fileSystem: any FileSystem) {
    self.fileSystem = fileSystem
    do {
      try FileManager.default.createDirectory(at: rootDirectoryUrl, withIntermediateDirectories: true)
      directory = rootDirectoryUrl
      initializationError = nil
    } catch {
      directory = nil
      initializationError = .unableToCreateDirectory(error)
    }
  }

  /// Creates an engine that stores its values in `environmentId/_PersistentProperties_` under `rootDirectory`.
  ///
  /// ```swift
  /// let engine = FileBasedPersistentPropertyStorageEngine(environmentId: "production", rootDirectory: .caches)
  /// ```
  ///
  /// - Parameters:
  ///   - environmentId: Separates environments (a user, a server) from each other.
  ///   - rootDirectory: The directory the environment's directory is made in.
  public convenience init(environmentId: String, rootDirectory: RootDirectory) {
    guard let base = Self.url(of: rootDirectory) else {
      self.init(unavailable: .noRootDirectory)
      return
    }
    self.init(
      rootDirectoryUrl: base.appendingPathComponent(environmentId).appendingPathComponent("_PersistentProperties_")
    )
  }

  private init(unavailable error: FileBasedPersistentPropertyStorageEngineError) {
    fileSystem = SystemFileSystem()
    directory = nil
    initializationError = error
  }

  private static func url(of root: RootDirectory) -> URL? {
    switch root {
    case .documents: FileManager.default.urls(for: .documentDirectory, in: .userDomainMask).first
    case .caches: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask).first
    case .temporary: FileManager.default.temporaryDirectory
    #if canImport(Darwin)
    case .appGroup(let identifier):
      FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: identifier)
    #endif
    }
  }

  /// Removes every stored value: deletes the directory and makes it again.
  ///
  /// ```swift
  /// engine.wipeDirectory()
  /// ```
  public func wipeDirectory() {
    guard let directory else { return }
    let forgotten = lock.withLock {
      let known = knownContents
      knownContents = [:]
      return known
    }
    withExtendedLifetime(forgotten) {}
    try? FileManager.default.removeItem(at: directory)
    try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  }

  /// Encodes `value` as JSON and replaces the key's file with it atomically and durably.
  ///
  /// - Throws: ``FileBasedPersistentPropertyStorageEngineError``; when the disk failed, its
  ///   ``FileBasedPersistentPropertyStorageEngineError/encodeToDiskError(_:)`` carries a ``FileOperationError``.
  public func store(value: some Codable, key: PersistentPropertyKey) throws {
    let (directory, name) = try location(of: key)
    let data: Data
    do {
      data = try JSONEncoder().encode(Box(value: value))
    } catch {
      throw FileBasedPersistentPropertyStorageEngineError.encodeToDiskError(error)
    }
    do {
      try replace(name, in: directory, with: data)
    } catch {
      throw FileBasedPersistentPropertyStorageEngineError.encodeToDiskError(error)
    }
  }

  /// Reads and decodes the key's file, or returns `nil` when there is none.
  ///
  /// A file that does not decode is renamed aside, and the error is thrown; a file that cannot be read stays.
  ///
  /// - Throws: ``FileBasedPersistentPropertyStorageEngineError``; when the disk failed, its
  ///   ``FileBasedPersistentPropertyStorageEngineError/decodeFromDiskError(_:)`` carries a ``FileOperationError``.
  public func retrieve<T: Codable>(key: PersistentPropertyKey) throws -> T? {
    let (directory, name) = try location(of: key)
    let path = directory + "/" + name
    let data: Data
    do {
      guard let read = try contents(of: path) else { return nil }
      data = read
    } catch {
      throw FileBasedPersistentPropertyStorageEngineError.decodeFromDiskError(error)
    }
    do {
      let value: T = try decode(data)
      remember(data, as: name)
      return value
    } catch {
      try? fileSystem.rename(path, to: "\(path).unreadable-\(UUID().uuidString)")
      throw error
    }
  }

  // MARK: - Another process's changes, and locking across processes

  /// The key's file's contents if they differ from what this engine last wrote there or read from there (another
  /// process replaced the file), with what it knew then; `nil` when they do not, or there is no file. Nothing is
  /// remembered: ``adoptContents(_:of:replacing:)`` does that, for a change that is applied.
  package func changedContents(of key: PersistentPropertyKey) throws -> (contents: Data, known: Data?)? {
    let (directory, name) = try location(of: key)
    guard let data = try contents(of: directory + "/" + name) else { return nil }
    let known = lock.withLock { knownContents[name] }
    return known == data ? nil : (data, known)
  }

  /// Remembers `data` as the key's file's contents if what was known is still `known` (this engine has not written
  /// or read the file since), and returns whether it did.
  package func adoptContents(_ data: Data, of key: PersistentPropertyKey, replacing known: Data?) -> Bool {
    let name = key.sanitizedIndex
    let replaced: Data?? = lock.withLock {
      guard knownContents[name] == known else { return .none }
      return .some(knownContents.updateValue(data, forKey: name))
    }
    return replaced != nil
  }

  /// The key's file's contents if another process changed them since this engine last wrote or read them, now
  /// remembered; `nil` when they did not change, or there is no file.
  package func contentsIfChanged(of key: PersistentPropertyKey) throws -> Data? {
    guard let (data, known) = try changedContents(of: key) else { return nil }
    return adoptContents(data, of: key, replacing: known) ? data : nil
  }

  /// Decodes a key's value from the contents of its file.
  ///
  /// - Throws: ``FileBasedPersistentPropertyStorageEngineError/decodeFromDiskError(_:)``.
  package func decode<T: Codable>(_ data: Data) throws -> T {
    do {
      return try JSONDecoder().decode(Box<T>.self, from: data).value
    } catch {
      throw FileBasedPersistentPropertyStorageEngineError.decodeFromDiskError(error)
    }
  }

  /// Takes the advisory lock of `key` across processes (`flock` on a `.NAME.lock` file beside the key's file),
  /// waiting for another process to release it, so that a read, a change and a store made before ``KeyLock/unlock()``
  /// are not interleaved with another process's.
  ///
  /// - Throws: ``FileBasedPersistentPropertyStorageEngineError/encodeToDiskError(_:)`` with the
  ///   ``FileOperationError`` of opening the lock file or taking the lock.
  package func lockAcrossProcesses(_ key: PersistentPropertyKey) throws -> KeyLock {
    let (directory, name) = try location(of: key)
    let path = directory + "/." + name + ".lock"
    do {
      let descriptor = try openCreatingDirectory(path, in: directory, flags: O_RDWR | O_CREAT)
      do {
        try fileSystem.lock(descriptor, exclusive: true, path: path)
      } catch {
        try? fileSystem.close(descriptor, path: path)
        throw error
      }
      return KeyLock(descriptor: descriptor, path: path, fileSystem: fileSystem)
    } catch {
      throw FileBasedPersistentPropertyStorageEngineError.encodeToDiskError(error)
    }
  }

  /// A key's lock across processes, held until ``unlock()``.
  package struct KeyLock {
    let descriptor: Int32
    let path: String
    let fileSystem: any FileSystem

    /// Releases the lock; closing the descriptor releases it even if unlocking failed.
    package func unlock() {
      try? fileSystem.lock(descriptor, exclusive: false, path: path)
      try? fileSystem.close(descriptor, path: path)
    }
  }

  /// Watches the directory for files replaced or written by another process, calling `onChange` on `queue` with the
  /// name of the file (`nil`: any may have changed); `nil` if the directory cannot be watched.
  package func watch(
    on queue: DispatchQueue,
    onChange: @escaping @Sendable (_ fileName: String?) -> Void
  ) -> DirectoryWatcher? {
    guard let directory else { return nil }
    return DirectoryWatcher(directory: directory.path, queue: queue, onChange: onChange)
  }

  // MARK: - Files

  /// The directory's path and the key's file name.
  private func location(of key: PersistentPropertyKey) throws -> (directory: String, name: String) {
    if let initializationError { throw initializationError }
    guard let directory else { throw FileBasedPersistentPropertyStorageEngineError.filePathError }
    return (directory.path, key.sanitizedIndex)
  }

  /// Replaces the file `name` in `directory` with `data`: write a temporary file, `fsync` it, rename it over the
  /// file, `fsync` the directory — the protocol that survives power loss on every common file system (Pillai et
  /// al., "All File Systems Are Not Created Equal", OSDI 2014; SQLite, LMDB and etcd do the same).
  private func replace(_ name: String, in directory: String, with data: Data) throws {
    let path = directory + "/" + name
    let temporary = directory + "/." + name + "." + UUID().uuidString + ".tmp"
    let descriptor = try openCreatingDirectory(temporary, in: directory, flags: O_WRONLY | O_CREAT | O_EXCL)
    do {
      try data.withUnsafeBytes { bytes in try fileSystem.write(descriptor, bytes, path: temporary) }
      // Without it, the rename can reach the disk before the data: after a crash the key's file is empty.
      try fileSystem.sync(descriptor, path: temporary)
    } catch {
      try? fileSystem.close(descriptor, path: temporary)
      try? fileSystem.remove(temporary)
      throw error
    }
    do {
      try fileSystem.close(descriptor, path: temporary)
      // Known before the rename, so that the watcher's event for it finds this engine's own bytes.
      let previous = remember(data, as: name)
      do {
        try fileSystem.rename(temporary, to: path)
      } catch {
        lock.withLock { knownContents[name] = previous }
        throw error
      }
    } catch {
      try? fileSystem.remove(temporary)
      throw error
    }
    // Without it, the rename itself may not survive a power cut: the key's file comes back with the previous value.
    let directoryDescriptor = try fileSystem.open(directory, flags: O_RDONLY | O_DIRECTORY, mode: 0)
    defer { try? fileSystem.close(directoryDescriptor, path: directory) }
    try fileSystem.sync(directoryDescriptor, path: directory)
  }

  /// Opens (creating) `path` in `directory`, making the directory again when it was deleted.
  private func openCreatingDirectory(_ path: String, in directory: String, flags: Int32) throws -> Int32 {
    // (A `Result` rather than `catch … where`: Swift 6.3 crashes compiling a typed `catch` with a condition.)
    switch Result(catching: { () throws(FileOperationError) in try fileSystem.open(path, flags: flags, mode: 0o644) }) {
    case .success(let descriptor):
      return descriptor
    case .failure(let error) where error.code == ENOENT:
      try makeDirectories(directory)
      return try fileSystem.open(path, flags: flags, mode: 0o644)
    case .failure(let error):
      throw error
    }
  }

  /// Makes `directory` and the directories it is in that are missing.
  private func makeDirectories(_ directory: String) throws {
    switch Result(catching: { () throws(FileOperationError) in try fileSystem.makeDirectory(directory) }) {
    case .success:
      return
    case .failure(let error) where error.code == ENOENT:
      let parent = (directory as NSString).deletingLastPathComponent
      guard !parent.isEmpty, parent != directory else { throw error }
      try makeDirectories(parent)
      try fileSystem.makeDirectory(directory)
    case .failure(let error):
      throw error
    }
  }

  /// The contents of the file at `path`, or `nil` when there is none.
  private func contents(of path: String) throws -> Data? {
    let descriptor: Int32
    switch Result(catching: { () throws(FileOperationError) in try fileSystem.open(path, flags: O_RDONLY, mode: 0) }) {
    case .success(let opened): descriptor = opened
    case .failure(let error) where error.code == ENOENT: return nil
    case .failure(let error): throw error
    }
    defer { try? fileSystem.close(descriptor, path: path) }
    var data = Data()
    var chunk = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      let count = try chunk.withUnsafeMutableBytes { buffer in
        try fileSystem.read(descriptor, into: buffer, path: path)
      }
      if count == 0 { return data }
      data.append(contentsOf: chunk[..<count])
    }
  }

  /// Remembers `data` as the contents of `name`, and returns what was known before.
  @discardableResult
  private func remember(_ data: Data, as name: String) -> Data? {
    let previous = lock.withLock { knownContents.updateValue(data, forKey: name) }
    return previous
  }

  /// Wraps every value in an object, so that a top-level number or string encodes as valid JSON everywhere.
  private struct Box<Wrapped: Codable>: Codable {
    let value: Wrapped
  }
}
