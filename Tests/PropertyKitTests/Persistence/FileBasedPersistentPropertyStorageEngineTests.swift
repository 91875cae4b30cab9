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
}
