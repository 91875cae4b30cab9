import Foundation
import PropertyKit
import TestSupport
import Testing

@Suite struct FileBasedPersistentPropertyStorageEngineTests {
  @Test func storesEachKeyAsAFileAndReadsItBack() throws {
    try withTemporaryDirectory { directory in
      let engine = FileBasedPersistentPropertyStorageEngine(rootDirectoryUrl: directory)
      try engine.store(value: "Ada", key: PersistentPropertyKey(key: "name", subKey: 1))
      let name: String? = try engine.retrieve(key: PersistentPropertyKey(key: "name", subKey: 1))
      let missing: String? = try engine.retrieve(key: "other")
      #expect(name == "Ada")
      #expect(missing == nil)
      #expect(fileNames(in: directory) == ["name-1"])
    }
  }

  @Test func anEnvironmentLivesUnderItsRootDirectory() throws {
    let environment = "swift-reactive-state-tests-\(UUID().uuidString)"
    let base = FileManager.default.temporaryDirectory.appendingPathComponent(environment)
    defer { try? FileManager.default.removeItem(at: base) }
    let engine = FileBasedPersistentPropertyStorageEngine(environmentId: environment, rootDirectory: .temporary)
    #expect(engine.directory?.path == base.appendingPathComponent("_PersistentProperties_").path)
    try engine.store(value: 1, key: "one")
    #expect(fileNames(in: base.appendingPathComponent("_PersistentProperties_")) == ["one"])
  }

  @Test func wipeDirectoryRemovesEveryValue() throws {
    try withTemporaryDirectory { directory in
      let engine = FileBasedPersistentPropertyStorageEngine(rootDirectoryUrl: directory)
      try engine.store(value: 1, key: "one")
      try engine.store(value: 2, key: "two")
      engine.wipeDirectory()
      let one: Int? = try engine.retrieve(key: "one")
      #expect(one == nil)
      #expect(fileNames(in: directory).isEmpty)
      try engine.store(value: 3, key: "three")
      #expect(fileNames(in: directory) == ["three"])
    }
  }

  @Test func aDirectoryThatCannotBeMadeFailsEveryCall() throws {
    try withTemporaryDirectory { directory in
      let file = directory.appendingPathComponent("file")
      try Data().write(to: file)
      let engine = FileBasedPersistentPropertyStorageEngine(rootDirectoryUrl: file.appendingPathComponent("values"))
      #expect(engine.directory == nil)
      #expect(throws: FileBasedPersistentPropertyStorageEngineError.self) { try engine.store(value: 1, key: "one") }
      #expect(throws: FileBasedPersistentPropertyStorageEngineError.self) {
        let _: Int? = try engine.retrieve(key: "one")
      }
    }
  }

  @Test func aDirectoryDeletedWhileTheAppRunsIsMadeAgainByTheNextStore() throws {
    try withTemporaryDirectory { directory in
      let root = directory.appendingPathComponent("a/b/values")
      let engine = FileBasedPersistentPropertyStorageEngine(rootDirectoryUrl: root)
      try engine.store(value: 1, key: "one")
      try FileManager.default.removeItem(at: directory.appendingPathComponent("a"))
      try engine.store(value: 2, key: "one")
      let stored: Int? = try engine.retrieve(key: "one")
      #expect(stored == 2)
      #expect(fileNames(in: root) == ["one"])
    }
  }

  @Test func aKeysFileReplacedByADirectoryFailsNamingTheFileAndTheError() throws {
    try withTemporaryDirectory { directory in
      let engine = FileBasedPersistentPropertyStorageEngine(rootDirectoryUrl: directory)
      try FileManager.default.createDirectory(
        at: directory.appendingPathComponent("one/inside"),
        withIntermediateDirectories: true
      )
      let path = directory.appendingPathComponent("one").path
      #expect {
        let _: Int? = try engine.retrieve(key: "one")
      } throws: { error in
        guard case .decodeFromDiskError(let cause as FileOperationError) = error as? EngineError else { return false }
        return cause == FileOperationError(operation: .read, path: path, code: EISDIR)
      }
      #expect {
        try engine.store(value: 1, key: "one")
      } throws: { error in
        guard case .encodeToDiskError(let cause as FileOperationError) = error as? EngineError else { return false }
        return cause.operation == .rename && cause.path == path && [EISDIR, ENOTEMPTY, EEXIST].contains(cause.code)
      }
      // The temporary file of the failed store is gone.
      #expect(fileNames(in: directory) == ["one"])
    }
  }

  /// The durable replace, as the system sees it: the temporary file is `fsync`ed before it is renamed over the key's
  /// file, and the directory is `fsync`ed after. A kill test cannot see either; the order of system calls can. The
  /// store runs in a child process that `strace` attaches to; this test fails if either `fsync` is removed.
  @Test(.enabled(if: straceIsAvailable, "strace is not installed (apt-get install strace); CI installs it"))
  func aStoreSyncsTheFileRenamesItThenSyncsTheDirectory() async throws {
    try await withTemporaryDirectory { directory async throws in
      let log = directory.appendingPathComponent("strace.log")
      let values = directory.appendingPathComponent("values")
      await #expect(processExitsWith: .exitCode(0)) {
        [logPath = log.path as String, valuesPath = values.path as String] in
        let engine = FileBasedPersistentPropertyStorageEngine(rootDirectoryUrl: URL(fileURLWithPath: valuesPath))
        let tracer = try SystemCallTracer(
          logPath: logPath,
          calls: ["open", "openat", "rename", "renameat", "renameat2", "fsync", "fdatasync"]
        )
        try engine.store(value: 42, key: "count")
        tracer.stop()
      }
      let calls = try String(contentsOf: log, encoding: .utf8).split(separator: "\n").map(String.init)
      let directoryPath = values.path
      let temporaryOpen = calls.firstIndex { $0.contains("open") && $0.contains("\(directoryPath)/.count.") }
      let rename = calls.firstIndex { $0.contains("rename") && $0.contains("\"\(directoryPath)/count\"") }
      let directoryOpen = calls.firstIndex { $0.contains("open") && $0.contains("\"\(directoryPath)\"") }
      guard let temporaryOpen, let rename, let directoryOpen,
        let temporary = descriptor(in: calls[temporaryOpen]),
        let directoryDescriptor = descriptor(in: calls[directoryOpen])
      else {
        Issue.record("the trace lacks the store's open, rename or directory open:\n\(calls.joined(separator: "\n"))")
        return
      }
      let fileSync = calls[temporaryOpen...].firstIndex { $0.contains("fsync(\(temporary)") }
      let directorySync = calls[directoryOpen...].firstIndex { $0.contains("fsync(\(directoryDescriptor)") }
      #expect(fileSync.map { $0 < rename } == true, "the temporary file is fsynced before the rename")
      #expect(rename < directoryOpen)
      #expect(directorySync != nil, "the directory is fsynced after the rename")
    }
  }
}

private typealias EngineError = FileBasedPersistentPropertyStorageEngineError

/// Whether `strace` is installed.
private let straceIsAvailable = SystemCallTracer.executable != nil

/// The descriptor a traced `open` returned: the number after its last `= `.
private func descriptor(in call: String) -> Int? {
  call.range(of: "= ", options: .backwards).flatMap { Int(call[$0.upperBound...].prefix { $0.isNumber }) }
}
