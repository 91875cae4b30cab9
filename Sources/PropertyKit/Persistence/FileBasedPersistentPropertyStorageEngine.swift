public import Foundation

/// A ``PersistentPropertyStorageEngine`` that stores each key as a JSON file in one directory: CombineEx's file
/// engine.
///
/// A key's file is named by its ``PersistentPropertyKey/sanitizedIndex``. A store encodes the value, writes it to a
/// temporary file in the same directory and renames that over the key's file, so a process killed mid-write leaves
/// the previous value, never a torn file. A file that does not decode is renamed aside (its name, then `.unreadable-`
/// and a unique suffix), so its data can be recovered, and the error is thrown: the property starts from its
/// default value.
///
/// ```swift
/// let engine = FileBasedPersistentPropertyStorageEngine(rootDirectoryUrl: directory)
/// let name = PersistentProperty(storageEngine: engine, key: "name", defaultValue: "")
/// name.value = "Ada"
/// name.flush()
/// print(try String(contentsOf: directory.appendingPathComponent("name"), encoding: .utf8))
/// // Prints "{"value":"Ada"}"
/// ```
public final class FileBasedPersistentPropertyStorageEngine: PersistentPropertyStorageEngine, Sendable {
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
  public init(rootDirectoryUrl: URL) {
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
    try? FileManager.default.removeItem(at: directory)
    try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  }

  /// Encodes `value` as JSON and replaces the key's file with it atomically.
  ///
  /// - Throws: ``FileBasedPersistentPropertyStorageEngineError``.
  public func store(value: some Codable, key: PersistentPropertyKey) throws {
    let file = try fileURL(for: key)
    let data: Data
    do {
      data = try JSONEncoder().encode(Box(value: value))
    } catch {
      throw FileBasedPersistentPropertyStorageEngineError.encodeToDiskError(error)
    }
    let temporary = file.deletingLastPathComponent()
      .appendingPathComponent(".\(file.lastPathComponent).\(UUID().uuidString).tmp")
    do {
      try data.write(to: temporary)
      // rename(2) replaces the file atomically: a reader sees the old file or the new one, never a torn one.
      guard rename(temporary.path, file.path) == 0 else {
        throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: file.path])
      }
    } catch {
      try? FileManager.default.removeItem(at: temporary)
      throw FileBasedPersistentPropertyStorageEngineError.encodeToDiskError(error)
    }
  }

  /// Reads and decodes the key's file, or returns `nil` when there is none.
  ///
  /// A file that does not decode is renamed aside, and the error is thrown.
  ///
  /// - Throws: ``FileBasedPersistentPropertyStorageEngineError``.
  public func retrieve<T: Codable>(key: PersistentPropertyKey) throws -> T? {
    let file = try fileURL(for: key)
    guard FileManager.default.fileExists(atPath: file.path) else { return nil }
    do {
      let data = try Data(contentsOf: file)
      return try JSONDecoder().decode(Box<T>.self, from: data).value
    } catch {
      let aside = file.deletingLastPathComponent()
        .appendingPathComponent("\(file.lastPathComponent).unreadable-\(UUID().uuidString)")
      try? FileManager.default.moveItem(at: file, to: aside)
      throw FileBasedPersistentPropertyStorageEngineError.decodeFromDiskError(error)
    }
  }

  private func fileURL(for key: PersistentPropertyKey) throws -> URL {
    if let initializationError { throw initializationError }
    guard let directory else { throw FileBasedPersistentPropertyStorageEngineError.filePathError }
    return directory.appendingPathComponent(key.sanitizedIndex)
  }

  /// Wraps every value in an object, so that a top-level number or string encodes as valid JSON everywhere.
  private struct Box<Wrapped: Codable>: Codable {
    let value: Wrapped
  }
}

/// Why a ``FileBasedPersistentPropertyStorageEngine`` could not read or store a value.
///
/// ```swift
/// if case .decodeFromDiskError? = property.error.value as? FileBasedPersistentPropertyStorageEngineError {
///   print("the stored value was unreadable and was moved aside")
/// }
/// ```
public enum FileBasedPersistentPropertyStorageEngineError: Error {
  /// The root directory does not exist on this platform.
  case noRootDirectory
  /// The engine's directory could not be made.
  case unableToCreateDirectory(any Error)
  /// The key's file path could not be made.
  case filePathError
  /// The value could not be encoded or written.
  case encodeToDiskError(any Error)
  /// The file could not be read or decoded; it was moved aside.
  case decodeFromDiskError(any Error)
}
