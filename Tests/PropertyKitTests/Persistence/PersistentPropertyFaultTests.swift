import Foundation
import PropertyKit
import TestSupport
import Testing

/// Every disk fault a store can meet, injected through the engine's file-system seam (CI runs as root, which ignores
/// permission bits, so `chmod` cannot make them). Each test checks the same four things: the value in memory stays
/// the latest one set; `error` names the file, the operation and the `errno`; the next successful store clears
/// `error` and stores the latest value, so nothing set in between is lost; `flush()` returns with the writer idle.
@Suite struct PersistentPropertyFaultTests {
  struct Fault: Sendable, CustomTestStringConvertible {
    let name: String
    let operation: FileOperationError.Operation
    let code: Int32
    var testDescription: String { name }
  }

  static let faults = [
    Fault(name: "a full disk", operation: .write, code: ENOSPC),
    Fault(name: "a file-size limit", operation: .write, code: EFBIG),
    Fault(name: "a read-only file system", operation: .open, code: EROFS),
    Fault(name: "a permission error", operation: .open, code: EACCES),
    Fault(name: "an I/O error on write", operation: .write, code: EIO),
    Fault(name: "an I/O error on fsync", operation: .sync, code: EIO),
    Fault(name: "an I/O error renaming the file into place", operation: .rename, code: EIO),
  ]

  @Test(arguments: faults)
  func aFailedStoreKeepsTheValueNamesTheFaultAndTheNextStoreCatchesUp(_ fault: Fault) throws {
    try withTemporaryDirectory { directory in
      let fileSystem = FaultyFileSystem()
      let engine = FileBasedPersistentPropertyStorageEngine(rootDirectoryUrl: directory, fileSystem: fileSystem)
      let counter = PersistentProperty(storageEngine: engine, key: "count", defaultValue: 0)
      counter.value = 1
      counter.flush()
      fileSystem.fail(fault.operation, with: fault.code)
      counter.modify { $0 += 1 }
      counter.modify { $0 += 1 }
      counter.flush()

      #expect(counter.value == 3)
      let error = try #require(counter.error.value)
      guard case .encodeToDiskError(let cause as FileOperationError)? = error as? EngineError else {
        Issue.record("expected a file operation error, got \(error)")
        return
      }
      #expect(cause.operation == fault.operation)
      #expect(cause.code == fault.code)
      #expect(cause.path.hasPrefix(directory.path))
      let message = String(describing: error)
      #expect(message.contains(cause.path))
      #expect(message.contains(fault.operation.rawValue))
      #expect(message.contains("errno \(fault.code)"))
      #expect(try stored(in: directory) == 1)
      #expect(PersistenceWriter.writer(for: engine).isIdle)

      fileSystem.heal()
      counter.modify { $0 += 1 }
      counter.flush()
      #expect(counter.error.value == nil)
      #expect(try stored(in: directory) == 4)
      // No temporary file is left behind by the failed stores.
      #expect(fileNames(in: directory) == ["count"])
      #expect(PersistenceWriter.writer(for: engine).isIdle)
    }
  }

  @Test func aDirectoryDeletedWhileTheAppRunsIsMadeAgainByTheNextStore() throws {
    try withTemporaryDirectory { directory in
      let root = directory.appendingPathComponent("values")
      let engine = FileBasedPersistentPropertyStorageEngine(rootDirectoryUrl: root)
      let counter = PersistentProperty(storageEngine: engine, key: "count", defaultValue: 0)
      counter.value = 1
      counter.flush()
      try FileManager.default.removeItem(at: root)
      counter.modify { $0 += 1 }
      counter.flush()
      #expect(counter.value == 2)
      #expect(counter.error.value == nil)
      #expect(try stored(in: root) == 2)
    }
  }

  @Test func aKeysFileReplacedByADirectoryFailsUntilTheDirectoryIsGone() throws {
    try withTemporaryDirectory { directory in
      let engine = FileBasedPersistentPropertyStorageEngine(rootDirectoryUrl: directory)
      let counter = PersistentProperty(storageEngine: engine, key: "count", defaultValue: 0)
      counter.value = 1
      counter.flush()
      let file = directory.appendingPathComponent("count")
      try FileManager.default.removeItem(at: file)
      try FileManager.default.createDirectory(
        at: file.appendingPathComponent("inside"),
        withIntermediateDirectories: true
      )
      counter.modify { $0 += 1 }
      counter.modify { $0 += 1 }
      counter.flush()
      #expect(counter.value == 3)
      let error = try #require(counter.error.value)
      #expect(String(describing: error).contains("rename of \(file.path) failed"))

      try FileManager.default.removeItem(at: file)
      counter.modify { $0 += 1 }
      counter.flush()
      #expect(counter.error.value == nil)
      #expect(try stored(in: directory) == 4)
      #expect(PersistenceWriter.writer(for: engine).isIdle)
    }
  }

  #if os(Linux)
  /// A real `EFBIG`: a child process lowers its file-size limit below the value's size.
  @Test func aRealFileSizeLimitFailsTheStoreAndTheValueStaysInMemory() async throws {
    try await withTemporaryDirectory { directory async throws in
      await #expect(processExitsWith: .exitCode(0)) { [path = directory.path as String] in
        // Past the limit, write fails with EFBIG instead of the process being killed by SIGXFSZ.
        signal(SIGXFSZ, SIG_IGN)
        var limit = rlimit(rlim_cur: 64, rlim_max: 64)
        guard setrlimit(__rlimit_resource_t(RLIMIT_FSIZE.rawValue), &limit) == 0 else { exit(2) }
        let engine = FileBasedPersistentPropertyStorageEngine(rootDirectoryUrl: URL(fileURLWithPath: path))
        let text = PersistentProperty(storageEngine: engine, key: "text", defaultValue: "")
        text.value = String(repeating: "x", count: 1_000)
        text.flush()
        guard text.value.count == 1_000,
          case .encodeToDiskError(let cause as FileOperationError)? = text.error.value as? EngineError,
          cause.operation == .write, cause.code == EFBIG
        else { exit(3) }
        text.value = "short"
        text.flush()
        exit(text.error.value == nil ? 0 : 4)
      }
      #expect(
        try String(contentsOf: directory.appendingPathComponent("text"), encoding: .utf8) == #"{"value":"short"}"#
      )
    }
  }
  #endif
}

private typealias EngineError = FileBasedPersistentPropertyStorageEngineError

/// The counter stored in `directory`, read by a fresh engine.
private func stored(in directory: URL) throws -> Int? {
  try FileBasedPersistentPropertyStorageEngine(rootDirectoryUrl: directory).retrieve(key: "count")
}
