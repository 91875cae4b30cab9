#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A file operation of ``FileBasedPersistentPropertyStorageEngine`` that failed: which operation, on which path, and
/// the system's error number.
///
/// It is what a ``FileBasedPersistentPropertyStorageEngineError`` carries when the disk, not the value, is at fault
/// (a full disk, a read-only file system, an I/O error, a file-size limit), so a property's `error` names all three.
///
/// ```swift
/// let error = FileOperationError(operation: .sync, path: "/data/count", code: EIO)
/// print(error)  // Prints "fsync of /data/count failed: Input/output error (errno 5)"
/// ```
public struct FileOperationError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A file operation, named after the system call that performs it.
  public enum Operation: String, Hashable, Sendable, CaseIterable {
    /// Opening or creating a file, or opening a directory.
    case open
    /// Reading a file.
    case read
    /// Writing a file.
    case write
    /// Asking the disk to keep what was written (`fsync`, `F_FULLFSYNC` on Darwin), of a file or a directory.
    case sync = "fsync"
    /// Closing a file.
    case close
    /// Renaming a file over another, atomically.
    case rename
    /// Removing a file.
    case remove = "unlink"
    /// Making a directory.
    case makeDirectory = "mkdir"
    /// Taking or releasing the advisory lock on a key (`flock`).
    case lock = "flock"
  }

  /// The operation that failed.
  public let operation: Operation
  /// The file or directory it was applied to.
  public let path: String
  /// The system's error number (`errno`): `ENOSPC`, `EROFS`, `EIO`…
  public let code: Int32

  /// Creates the error of `operation` on `path` failing with `code`.
  ///
  /// - Parameters:
  ///   - operation: The operation that failed.
  ///   - path: The file or directory it was applied to.
  ///   - code: The system's error number.
  public init(operation: Operation, path: String, code: Int32) {
    self.operation = operation
    self.path = path
    self.code = code
  }

  /// The operation, the path, the system's message for the error number, and the number.
  public var description: String {
    "\(operation.rawValue) of \(path) failed: \(String(cString: strerror(code))) (errno \(code))"
  }
}
