#if canImport(Darwin)
package import Darwin
#elseif canImport(Glibc)
package import Glibc
#elseif canImport(Musl)
package import Musl
#endif

/// The file operations of ``FileBasedPersistentPropertyStorageEngine``: the seam through which tests make any of them
/// fail with a given `errno`.
///
/// Each operation throws a ``FileOperationError`` naming itself, its path and the error number. ``SystemFileSystem``
/// calls the system directly; it is the only conformance in the library.
package protocol FileSystem: Sendable {
  /// Opens `path` with `flags` (and `mode` when it creates the file), returning the descriptor.
  func open(_ path: String, flags: Int32, mode: mode_t) throws(FileOperationError) -> Int32
  /// Writes all of `bytes` to `descriptor`, the file at `path`.
  func write(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer, path: String) throws(FileOperationError)
  /// Reads up to `buffer.count` bytes from `descriptor`, the file at `path`; 0 at the end of the file.
  func read(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer, path: String) throws(FileOperationError)
    -> Int
  /// Asks the disk to keep what was written to `descriptor`, the file or directory at `path`.
  func sync(_ descriptor: Int32, path: String) throws(FileOperationError)
  /// Closes `descriptor`, the file at `path`.
  func close(_ descriptor: Int32, path: String) throws(FileOperationError)
  /// Renames `source` over `destination`, atomically.
  func rename(_ source: String, to destination: String) throws(FileOperationError)
  /// Removes the file at `path`.
  func remove(_ path: String) throws(FileOperationError)
  /// Makes the directory at `path`; succeeds if it exists.
  func makeDirectory(_ path: String) throws(FileOperationError)
  /// Takes (`exclusive`) or releases the advisory lock on `descriptor`, the file at `path`, waiting for it.
  func lock(_ descriptor: Int32, exclusive: Bool, path: String) throws(FileOperationError)
}

/// The system's file operations: each one a system call, retried when a signal interrupts it.
package struct SystemFileSystem: FileSystem {
  package init() {}

  package func open(_ path: String, flags: Int32, mode: mode_t) throws(FileOperationError) -> Int32 {
    Int32(try retrying(.open, path) { systemOpen(path, flags | O_CLOEXEC, mode) })
  }

  package func write(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer, path: String) throws(FileOperationError) {
    var offset = 0
    while offset < bytes.count {
      let rest = UnsafeRawBufferPointer(rebasing: bytes[offset...])
      offset += try retrying(.write, path) { systemWrite(descriptor, rest.baseAddress, rest.count) }
    }
  }

  package func read(
    _ descriptor: Int32,
    into buffer: UnsafeMutableRawBufferPointer,
    path: String
  ) throws(FileOperationError) -> Int {
    try retrying(.read, path) { systemRead(descriptor, buffer.baseAddress, buffer.count) }
  }

  package func sync(_ descriptor: Int32, path: String) throws(FileOperationError) {
    #if canImport(Darwin)
    // fsync on Darwin leaves the data in the drive's cache; F_FULLFSYNC asks the drive to write it. Some file
    // systems do not support it: fsync is the best they offer.
    if fcntl(descriptor, F_FULLFSYNC) == 0 { return }
    #endif
    _ = try retrying(.sync, path) { fsync(descriptor) }
  }

  package func close(_ descriptor: Int32, path: String) throws(FileOperationError) {
    // A close interrupted by a signal has closed the descriptor all the same: it is not retried.
    guard systemClose(descriptor) == 0 else {
      throw FileOperationError(operation: .close, path: path, code: errno)
    }
  }

  package func rename(_ source: String, to destination: String) throws(FileOperationError) {
    _ = try retrying(.rename, destination) { systemRename(source, destination) }
  }

  package func remove(_ path: String) throws(FileOperationError) {
    _ = try retrying(.remove, path) { unlink(path) }
  }

  package func makeDirectory(_ path: String) throws(FileOperationError) {
    guard mkdir(path, 0o755) == 0 || errno == EEXIST else {
      throw FileOperationError(operation: .makeDirectory, path: path, code: errno)
    }
  }

  package func lock(_ descriptor: Int32, exclusive: Bool, path: String) throws(FileOperationError) {
    _ = try retrying(.lock, path) { flock(descriptor, exclusive ? LOCK_EX : LOCK_UN) }
  }

  /// Runs `call` until a signal does not interrupt it, and returns its non-negative result.
  private func retrying<Result: BinaryInteger>(
    _ operation: FileOperationError.Operation,
    _ path: String,
    _ call: () -> Result
  ) throws(FileOperationError) -> Int {
    while true {
      let result = call()
      if result >= 0 { return Int(result) }
      let code = errno
      if code != EINTR { throw FileOperationError(operation: operation, path: path, code: code) }
    }
  }
}

// The system calls, under names that the methods above do not shadow.
#if canImport(Darwin)
private func systemOpen(_ path: String, _ flags: Int32, _ mode: mode_t) -> Int32 { Darwin.open(path, flags, mode) }
private func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
  Darwin.read(fd, buffer, count)
}
private func systemWrite(_ fd: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
  Darwin.write(fd, bytes, count)
}
private func systemClose(_ fd: Int32) -> Int32 { Darwin.close(fd) }
private func systemRename(_ source: String, _ destination: String) -> Int32 { Darwin.rename(source, destination) }
#elseif canImport(Glibc)
private func systemOpen(_ path: String, _ flags: Int32, _ mode: mode_t) -> Int32 { Glibc.open(path, flags, mode) }
private func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
  Glibc.read(fd, buffer, count)
}
private func systemWrite(_ fd: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int { Glibc.write(fd, bytes, count) }
private func systemClose(_ fd: Int32) -> Int32 { Glibc.close(fd) }
private func systemRename(_ source: String, _ destination: String) -> Int32 { Glibc.rename(source, destination) }
#elseif canImport(Musl)
private func systemOpen(_ path: String, _ flags: Int32, _ mode: mode_t) -> Int32 { Musl.open(path, flags, mode) }
private func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
  Musl.read(fd, buffer, count)
}
private func systemWrite(_ fd: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int { Musl.write(fd, bytes, count) }
private func systemClose(_ fd: Int32) -> Int32 { Musl.close(fd) }
private func systemRename(_ source: String, _ destination: String) -> Int32 { Musl.rename(source, destination) }
#endif
