package import Foundation
package import PropertyKit

/// The system's file operations, any of which a test makes fail with a given `errno` until it heals them.
package final class FaultyFileSystem: FileSystem, @unchecked Sendable {
  // @unchecked: `faults` and `counts` are guarded by `lock`.
  private let lock = NSLock()
  private let system = SystemFileSystem()
  private var faults: [FileOperationError.Operation: Int32] = [:]
  private var counts: [FileOperationError.Operation: Int] = [:]

  package init() {}

  /// Makes every later `operation` fail with `code`.
  package func fail(_ operation: FileOperationError.Operation, with code: Int32) {
    lock.withLock { faults[operation] = code }
  }

  /// Lets every operation reach the system again.
  package func heal() {
    lock.withLock { faults = [:] }
  }

  /// How many times `operation` was called, failing or not.
  package func count(of operation: FileOperationError.Operation) -> Int {
    lock.withLock { counts[operation, default: 0] }
  }

  private func check(_ operation: FileOperationError.Operation, _ path: String) throws(FileOperationError) {
    let code = lock.withLock {
      counts[operation, default: 0] += 1
      return faults[operation]
    }
    if let code { throw FileOperationError(operation: operation, path: path, code: code) }
  }

  package func open(_ path: String, flags: Int32, mode: mode_t) throws(FileOperationError) -> Int32 {
    try check(.open, path)
    return try system.open(path, flags: flags, mode: mode)
  }

  package func write(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer, path: String) throws(FileOperationError) {
    try check(.write, path)
    try system.write(descriptor, bytes, path: path)
  }

  package func read(
    _ descriptor: Int32,
    into buffer: UnsafeMutableRawBufferPointer,
    path: String
  ) throws(FileOperationError) -> Int {
    try check(.read, path)
    return try system.read(descriptor, into: buffer, path: path)
  }

  package func sync(_ descriptor: Int32, path: String) throws(FileOperationError) {
    try check(.sync, path)
    try system.sync(descriptor, path: path)
  }

  package func close(_ descriptor: Int32, path: String) throws(FileOperationError) {
    try check(.close, path)
    try system.close(descriptor, path: path)
  }

  package func rename(_ source: String, to destination: String) throws(FileOperationError) {
    try check(.rename, destination)
    try system.rename(source, to: destination)
  }

  package func remove(_ path: String) throws(FileOperationError) {
    try check(.remove, path)
    try system.remove(path)
  }

  package func makeDirectory(_ path: String) throws(FileOperationError) {
    try check(.makeDirectory, path)
    try system.makeDirectory(path)
  }

  package func lock(_ descriptor: Int32, exclusive: Bool, path: String) throws(FileOperationError) {
    try check(.lock, path)
    try system.lock(descriptor, exclusive: exclusive, path: path)
  }
}
