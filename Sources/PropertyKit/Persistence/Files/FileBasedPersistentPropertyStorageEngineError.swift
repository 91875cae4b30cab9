/// Why a ``FileBasedPersistentPropertyStorageEngine`` could not read or store a value.
///
/// When the disk is at fault, the case carries a ``FileOperationError``, and the description names the file, the
/// operation and the system's error number.
///
/// ```swift
/// if case .decodeFromDiskError? = property.error.value as? FileBasedPersistentPropertyStorageEngineError {
///   print("the stored value was unreadable")
/// }
/// ```
public enum FileBasedPersistentPropertyStorageEngineError: Error, CustomStringConvertible {
  /// The root directory does not exist on this platform.
  case noRootDirectory
  /// The engine's directory could not be made.
  case unableToCreateDirectory(any Error)
  /// The key's file path could not be made.
  case filePathError
  /// The value could not be encoded, or written (a ``FileOperationError``).
  case encodeToDiskError(any Error)
  /// The file could not be read (a ``FileOperationError``; the file stays) or decoded (it was moved aside).
  case decodeFromDiskError(any Error)

  /// What failed, and why.
  public var description: String {
    switch self {
    case .noRootDirectory: "no root directory on this platform"
    case .unableToCreateDirectory(let error): "the directory could not be made: \(error)"
    case .filePathError: "the key's file path could not be made"
    case .encodeToDiskError(let error): "the value could not be stored: \(error)"
    case .decodeFromDiskError(let error): "the stored value could not be read: \(error)"
    }
  }
}
