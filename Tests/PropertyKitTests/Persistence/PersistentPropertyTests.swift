import Foundation
import PropertyKit
import StreamCore
import TestSupport
import Testing

struct Profile: Codable, Equatable, Sendable {
  var name: String
  var visits: Int
}

@Suite struct PersistentPropertyTests {
  @Test func startsFromTheDefaultValueWhenNothingIsStored() {
    withTemporaryDirectory { directory in
      let engine = FileBasedPersistentPropertyStorageEngine(rootDirectoryUrl: directory)
      let property = PersistentProperty<Profile?>(storageEngine: engine, key: "profile", defaultValue: nil)
      #expect(property.value == nil)
      #expect(property.error.value == nil)
    }
  }

  @Test func aWrittenValueIsWhatANewPropertyReadsAtOnce() {
    withTemporaryDirectory { directory in
      let engine = FileBasedPersistentPropertyStorageEngine(rootDirectoryUrl: directory)
      let property = PersistentProperty<Profile?>(storageEngine: engine, key: "profile", defaultValue: nil)
      for visits in 1...100 { property.value = Profile(name: "Ada", visits: visits) }
      // No flush: the latest value may still wait to be stored, and is read all the same.
      let again = PersistentProperty<Profile?>(storageEngine: engine, key: "profile", defaultValue: nil)
      #expect(again.value == Profile(name: "Ada", visits: 100))
      property.flush()
    }
  }

  @Test func afterFlushTheValueIsOnDisk() {
    withTemporaryDirectory { directory in
      let engine = FileBasedPersistentPropertyStorageEngine(rootDirectoryUrl: directory)
      let property = PersistentProperty(storageEngine: engine, key: "count", defaultValue: 0)
      property.value = 7
      property.flush()
      // A new engine has no values waiting: it reads the file.
      let fresh = FileBasedPersistentPropertyStorageEngine(rootDirectoryUrl: directory)
      let stored: Int? = try? fresh.retrieve(key: "count")
      #expect(stored == 7)
      #expect(fileNames(in: directory) == ["count"])
    }
  }

  @Test func anyDescribableKeyNamesTheValue() {
    withTemporaryDirectory { directory in
      let engine = FileBasedPersistentPropertyStorageEngine(rootDirectoryUrl: directory)
      let property = PersistentProperty(storageEngine: engine, key: 42, defaultValue: "")
      property.value = "answer"
      property.flush()
      #expect(fileNames(in: directory) == ["42"])
    }
  }

  @Test func publishesLikeAnyProperty() {
    withTemporaryDirectory { directory in
      let engine = FileBasedPersistentPropertyStorageEngine(rootDirectoryUrl: directory)
      let property = PersistentProperty(storageEngine: engine, key: "count", defaultValue: 1)
      let all = property.publisher.record()
      let changes = property.newValues.record()
      let doubled = property.map { $0 * 2 }
      property.value = 2
      property.modify { $0 += 1 }
      #expect(all.values == [1, 2, 3])
      #expect(changes.values == [2, 3])
      #expect(doubled.value == 6)
      property.flush()
    }
  }

  @Test func modifyAndWithValueAreAtomicAndReturnTheBodysResult() {
    withTemporaryDirectory { directory in
      let engine = FileBasedPersistentPropertyStorageEngine(rootDirectoryUrl: directory)
      let property = PersistentProperty(storageEngine: engine, key: "items", defaultValue: [Int]())
      let count = property.modify { items in
        items.append(1)
        return items.count
      }
      #expect(count == 1)
      #expect(property.withValue { $0.first } == 1)
      property.flush()
    }
  }

  @Test func anUndecodableFileGivesTheDefaultSetsTheErrorAndIsMovedAside() throws {
    try withTemporaryDirectory { directory in
      let garbage = Data("not json".utf8)
      try garbage.write(to: directory.appendingPathComponent("count"))
      let engine = FileBasedPersistentPropertyStorageEngine(rootDirectoryUrl: directory)
      let property = PersistentProperty(storageEngine: engine, key: "count", defaultValue: 5)
      #expect(property.value == 5)
      guard case .decodeFromDiskError? = property.error.value as? FileBasedPersistentPropertyStorageEngineError else {
        Issue.record("expected a decode error, got \(String(describing: property.error.value))")
        return
      }
      let names = fileNames(in: directory)
      #expect(names.count == 1)
      #expect(names.first?.hasPrefix("count.unreadable-") == true)
      let aside = try Data(contentsOf: directory.appendingPathComponent(names[0]))
      #expect(aside == garbage)
      // The next write stores a good file and clears the error; the unreadable one stays.
      property.value = 6
      property.flush()
      #expect(property.error.value == nil)
      #expect(fileNames(in: directory).count == 2)
    }
  }

  @Test func aFailedWriteSetsTheErrorAndKeepsTheValueInMemory() throws {
    try withTemporaryDirectory { directory in
      let root = directory.appendingPathComponent("values")
      let engine = FileBasedPersistentPropertyStorageEngine(rootDirectoryUrl: root)
      // A file where the directory was: every write fails (even for root, unlike a read-only directory).
      try FileManager.default.removeItem(at: root)
      try Data().write(to: root)
      let property = PersistentProperty(storageEngine: engine, key: "count", defaultValue: 0)
      let errors = property.error.publisher.map { $0 == nil }.record()
      property.value = 1
      property.flush()
      #expect(property.value == 1)
      #expect(property.error.value != nil)
      // The value that could not be stored is what a new property reads.
      let again = PersistentProperty(storageEngine: engine, key: "count", defaultValue: 0)
      #expect(again.value == 1)
      // Once the directory is back, the next write succeeds and clears the error.
      try FileManager.default.removeItem(at: root)
      try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
      property.value = 2
      property.flush()
      #expect(property.error.value == nil)
      // Reading the value failed too (the directory is a file: ENOTDIR), then the store, then the next store worked.
      #expect(errors.values == [false, false, true])
      let stored: Int? = try FileBasedPersistentPropertyStorageEngine(rootDirectoryUrl: root).retrieve(key: "count")
      #expect(stored == 2)
    }
  }

  @Test func modifyFromFourThreadsLosesNoIncrementOnDisk() {
    withTemporaryDirectory { directory in
      let engine = FileBasedPersistentPropertyStorageEngine(rootDirectoryUrl: directory)
      let property = PersistentProperty(storageEngine: engine, key: "count", defaultValue: 0)
      onThreads(4) { _ in
        for _ in 0..<2_000 { property.modify { $0 += 1 } }
      }
      #expect(property.value == 8_000)
      property.flush()
      let fresh = FileBasedPersistentPropertyStorageEngine(rootDirectoryUrl: directory)
      let reread = PersistentProperty(storageEngine: fresh, key: "count", defaultValue: 0)
      #expect(reread.value == 8_000)
      // The file was replaced by renames: no temporary file is left behind.
      #expect(fileNames(in: directory) == ["count"])
    }
  }

  @Test func setsFromManyThreadsEndWithTheLastCommittedValueOnDisk() throws {
    try withTemporaryDirectory { directory in
      let engine = FileBasedPersistentPropertyStorageEngine(rootDirectoryUrl: directory)
      let property = PersistentProperty(storageEngine: engine, key: "last", defaultValue: -1)
      onThreads(4) { thread in
        for step in 0..<1_000 { property.value = thread * 1_000 + step }
      }
      let last = property.value
      property.flush()
      let stored: Int? = try FileBasedPersistentPropertyStorageEngine(rootDirectoryUrl: directory)
        .retrieve(key: "last")
      #expect(stored == last)
    }
  }

  @Test func aKilledProcessLeavesACommittedValue() async throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("swift-reactive-state-tests-\(UUID().uuidString)", isDirectory: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.path
    await #expect(processExitsWith: .exitCode(0)) { [path = path as String] in
      struct Batch: Codable, Sendable {
        var index: Int
        var items: [Int]
      }
      let engine = FileBasedPersistentPropertyStorageEngine(rootDirectoryUrl: URL(fileURLWithPath: path))
      let property = PersistentProperty(storageEngine: engine, key: "batch", defaultValue: Batch(index: 0, items: []))
      property.value = Batch(index: 1, items: Array(repeating: 1, count: 50_000))
      property.flush()
      // Another thread ends the process while the writes stream and the writer is busy encoding and writing.
      let killer = Thread {
        while property.value.index < 200 { sched_yield() }
        _exit(0)
      }
      killer.start()
      for index in 2...1_000_000 {
        property.value = Batch(index: index, items: Array(repeating: index, count: 50_000))
      }
      fatalError("the writes ended before the process was killed")
    }
    let data = try Data(contentsOf: directory.appendingPathComponent("batch"))
    struct Envelope: Decodable {
      struct Batch: Decodable {
        var index: Int
        var items: [Int]
      }
      var value: Batch
    }
    let batch = try JSONDecoder().decode(Envelope.self, from: data).value
    #expect(batch.index >= 1)
    #expect(batch.items == Array(repeating: batch.index, count: 50_000))
  }
}
