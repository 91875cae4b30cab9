import Foundation
import PropertyKit
import TestSupport
import Testing

/// Two processes on one directory: each test's other process is a child (an exit test) with its own engine.
@Suite struct CrossProcessWritesTests {
  @Test func anotherProcesssStoreIsReadAndPublished() async {
    await withTemporaryDirectory { directory async in
      let engine = FileBasedPersistentPropertyStorageEngine(rootDirectoryUrl: directory)
      let count = PersistentProperty(storageEngine: engine, key: "count", defaultValue: 0)
      let waiter = ValueWaiter(count.publisher)
      await #expect(processExitsWith: .exitCode(0)) { [path = directory.path as String] in
        let engine = FileBasedPersistentPropertyStorageEngine(rootDirectoryUrl: URL(fileURLWithPath: path))
        let count = PersistentProperty(storageEngine: engine, key: "count", defaultValue: 0)
        count.value = 42
        count.flush()
      }
      #expect(waiter.wait { $0.last == 42 })
      #expect(waiter.values == [0, 42])
      #expect(count.value == 42)
    }
  }

  @Test func aBurstOfOutsideStoresEndsWithTheLastOneRead() async {
    await withTemporaryDirectory { directory async in
      let engine = FileBasedPersistentPropertyStorageEngine(rootDirectoryUrl: directory)
      let count = PersistentProperty(storageEngine: engine, key: "count", defaultValue: 0)
      let waiter = ValueWaiter(count.publisher)
      await #expect(processExitsWith: .exitCode(0)) { [path = directory.path as String] in
        let engine = FileBasedPersistentPropertyStorageEngine(rootDirectoryUrl: URL(fileURLWithPath: path))
        for value in 1...300 { try engine.store(value: value, key: "count") }
      }
      #expect(waiter.wait { $0.last == 300 })
      let seen = waiter.values
      // Every value read is one the other process stored, in its order; the last is its last.
      #expect(seen == seen.sorted())
      #expect(Set(seen).count == seen.count)
      #expect(count.value == 300)
    }
  }

  @Test func aStoreOfItsOwnDoesNotEchoBackAsAChange() async {
    await withTemporaryDirectory { directory async in
      let engine = FileBasedPersistentPropertyStorageEngine(rootDirectoryUrl: directory)
      let count = PersistentProperty(storageEngine: engine, key: "count", defaultValue: 0)
      let waiter = ValueWaiter(count.publisher)
      for value in 1...20 {
        count.value = value
        count.flush()
      }
      // The other process's store comes after every event of this one's stores: once it is read, they were all seen.
      await #expect(processExitsWith: .exitCode(0)) { [path = directory.path as String] in
        let engine = FileBasedPersistentPropertyStorageEngine(rootDirectoryUrl: URL(fileURLWithPath: path))
        try engine.store(value: 1_000, key: "count")
      }
      #expect(waiter.wait { $0.last == 1_000 })
      #expect(waiter.values == Array(0...20) + [1_000])
    }
  }

  @Test func aValueOfItsOwnWaitingToBeStoredIsNotReplacedByAnOlderOutsideOne() throws {
    try withTemporaryDirectory { directory in
      let fileSystem = FaultyFileSystem()
      let engine = FileBasedPersistentPropertyStorageEngine(rootDirectoryUrl: directory, fileSystem: fileSystem)
      let count = PersistentProperty(storageEngine: engine, key: "count", defaultValue: 0)
      let waiter = ValueWaiter(count.publisher)
      // This process's 5 cannot be stored yet; another process stores 7 meanwhile.
      fileSystem.fail(.sync, with: EIO)
      count.value = 5
      count.flush()
      let other = FileBasedPersistentPropertyStorageEngine(rootDirectoryUrl: directory)
      try other.store(value: 7, key: "count")
      try other.store(value: 8, key: "sentinel")
      let sentinel = PersistentProperty(storageEngine: engine, key: "sentinel", defaultValue: 0)
      let sentinelWaiter = ValueWaiter(sentinel.publisher)
      try other.store(value: 9, key: "sentinel")
      #expect(sentinelWaiter.wait { $0.last == 9 })
      // The 7 was seen before the sentinel's 9 (one queue, in order), and not applied: 5 is still to be stored.
      #expect(waiter.values == [0, 5])
      fileSystem.heal()
      count.value = 6
      count.flush()
      let stored: Int? = try other.retrieve(key: "count")
      #expect(stored == 6)
    }
  }

  #if os(Linux)
  @Test func theWatchEndsWithTheLastPropertyLeavingNoDescriptor() async {
    await #expect(processExitsWith: .exitCode(0)) {
      let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("swift-reactive-state-tests-\(UUID().uuidString)")
      defer { try? FileManager.default.removeItem(at: directory) }
      guard inotifyDescriptors() == 0 else { exit(2) }
      do {
        let engine = FileBasedPersistentPropertyStorageEngine(rootDirectoryUrl: directory)
        let first = PersistentProperty(storageEngine: engine, key: "one", defaultValue: 0)
        let second = PersistentProperty(storageEngine: engine, key: "two", defaultValue: 0)
        guard inotifyDescriptors() == 1 else { exit(3) }
        withExtendedLifetime((first, second)) {}
      }
      // The descriptor is closed on the watch queue once the watch is cancelled.
      for _ in 0..<2_000 where inotifyDescriptors() > 0 { usleep(1_000) }
      exit(inotifyDescriptors() == 0 ? 0 : 4)
    }
  }
  #endif

  @Test func lockedModifyFromTwoProcessesLosesNoIncrement() async throws {
    try await withTemporaryDirectory { directory async throws in
      async let first: Void = incrementInAChildProcess(directory, times: 1_000)
      async let second: Void = incrementInAChildProcess(directory, times: 1_000)
      _ = await (first, second)
      let stored: Int? = try FileBasedPersistentPropertyStorageEngine(rootDirectoryUrl: directory).retrieve(
        key: "count"
      )
      #expect(stored == 2_000)
    }
  }

  @Test func lockedModifyNeedsAFileEngine() async {
    await #expect(processExitsWith: .failure) {
      _ = PersistentProperty(
        storageEngine: MemoryEngine(),
        key: "count",
        defaultValue: 0,
        crossProcessWrites: .lockedModify
      )
    }
  }
}

/// A child process that increments the counter in `directory` `times` times, each under the key's lock.
private func incrementInAChildProcess(_ directory: URL, times: Int) async {
  await #expect(processExitsWith: .exitCode(0)) { [path = directory.path as String, times = times as Int] in
    let engine = FileBasedPersistentPropertyStorageEngine(rootDirectoryUrl: URL(fileURLWithPath: path))
    let count = PersistentProperty(
      storageEngine: engine,
      key: "count",
      defaultValue: 0,
      crossProcessWrites: .lockedModify
    )
    for _ in 0..<times { count.modify { $0 += 1 } }
    exit(count.error.value == nil ? 0 : 2)
  }
}

#if os(Linux)
/// How many inotify descriptors this process holds.
private func inotifyDescriptors() -> Int {
  let descriptors = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
  return descriptors.count { name in
    (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/\(name)")) == "anon_inode:inotify"
  }
}
#endif

/// An engine that keeps values in memory: it has no files to lock.
private final class MemoryEngine: PersistentPropertyStorageEngine, @unchecked Sendable {
  // @unchecked: stateless.
  func store(value: some Codable, key: PersistentPropertyKey) throws {}
  func retrieve<T: Codable>(key: PersistentPropertyKey) throws -> T? { nil }
}
