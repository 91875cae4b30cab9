import Foundation
import PropertyKit
import StateKit
import StreamCore
import TestSupport
import Testing

/// A persisted state and another process on the same directory: each test's other process is a child (an exit test)
/// with its own engine.
@Suite("ManagedState: persisted, with another process")
struct ManagedStateCrossProcessTests {
  @Test("Another process's store is committed through the rules, notifying once, and stored again if they changed it")
  func anOutsideStoreRunsThroughTheRules() async throws {
    try await withTemporaryDirectory { directory async throws in
      let engine = FileBasedPersistentPropertyStorageEngine(rootDirectoryUrl: directory)
      let state = ManagedState(wrappedValue: StoredProfile(), storageEngine: engine, key: "profile")
      let waiter = ValueWaiter(state.publisher.map(\.new.visits))
      // The other process stores a profile its rules would not allow: 5 visits, not a regular.
      await #expect(processExitsWith: .exitCode(0)) { [path = directory.path as String] in
        let engine = FileBasedPersistentPropertyStorageEngine(rootDirectoryUrl: URL(fileURLWithPath: path))
        try engine.store(value: StoredProfile(name: "Ada", visits: 5, isRegular: false), key: "profile")
      }
      #expect(waiter.wait { $0.last == 5 })
      #expect(waiter.values == [0, 5])
      #expect(state.wrappedValue == StoredProfile(name: "Ada", visits: 5, isRegular: true))
      state.flush()
      let stored: StoredProfile? = try engine.retrieve(key: "profile")
      #expect(stored?.isRegular == true)
    }
  }

  @Test("An outside store the rules keep is not stored again")
  func anOutsideStoreTheRulesKeepIsNotStoredAgain() async {
    await withTemporaryDirectory { directory async in
      let fileSystem = FaultyFileSystem()
      let engine = FileBasedPersistentPropertyStorageEngine(rootDirectoryUrl: directory, fileSystem: fileSystem)
      let state = ManagedState(wrappedValue: StoredProfile(), storageEngine: engine, key: "profile")
      let waiter = ValueWaiter(state.publisher.map(\.new.visits))
      await #expect(processExitsWith: .exitCode(0)) { [path = directory.path as String] in
        let engine = FileBasedPersistentPropertyStorageEngine(rootDirectoryUrl: URL(fileURLWithPath: path))
        try engine.store(value: StoredProfile(name: "Ada", visits: 5, isRegular: true), key: "profile")
      }
      #expect(waiter.wait { $0.last == 5 })
      state.flush()
      #expect(fileSystem.count(of: .rename) == 0)
    }
  }

  @Test("lockedModify: two processes × 500 `visits += 1` end at exactly 1,000")
  func lockedModifyFromTwoProcesses() async throws {
    try await withTemporaryDirectory { directory async throws in
      async let first: Void = visitInAChildProcess(directory, times: 500)
      async let second: Void = visitInAChildProcess(directory, times: 500)
      _ = await (first, second)
      let stored: StoredProfile? = try FileBasedPersistentPropertyStorageEngine(rootDirectoryUrl: directory)
        .retrieve(key: "profile")
      #expect(stored?.visits == 1_000)
      #expect(stored?.isRegular == true)
    }
  }

  @Test("lockedModify keeps the @IgnoredState fields of its own value: only another process's value is read")
  func lockedModifyKeepsIgnoredFields() throws {
    try withTemporaryDirectory { directory in
      let engine = FileBasedPersistentPropertyStorageEngine(rootDirectoryUrl: directory)
      let state = ManagedState(
        wrappedValue: StoredProfile(),
        storageEngine: engine,
        key: "profile",
        crossProcessWrites: .lockedModify
      )
      state.withLock { profile in
        profile.name = "Bob"
        profile.cache["warm"] = 1
      }
      state.wrappedValue.visits += 1
      #expect(state.wrappedValue.cache == ["warm": 1])
      // Another process's store is read by the next mutation, which builds on it.
      try FileBasedPersistentPropertyStorageEngine(rootDirectoryUrl: directory)
        .store(value: StoredProfile(name: "Ada", visits: 7), key: "profile")
      state.wrappedValue.visits += 1
      #expect(state.wrappedValue.name == "Ada")
      #expect(state.wrappedValue.visits == 8)
      #expect(state.persistenceError.value == nil)
    }
  }

  @Test("An I/O error on fsync keeps the value, names the fault, and the next store catches up")
  func aFaultKeepsTheValueAndTheNextStoreCatchesUp() throws {
    try withTemporaryDirectory { directory in
      let fileSystem = FaultyFileSystem()
      let engine = FileBasedPersistentPropertyStorageEngine(rootDirectoryUrl: directory, fileSystem: fileSystem)
      let state = ManagedState(wrappedValue: StoredProfile(), storageEngine: engine, key: "profile")
      fileSystem.fail(.sync, with: EIO)
      state.wrappedValue.visits += 1
      state.wrappedValue.visits += 1
      state.flush()
      #expect(state.wrappedValue.visits == 2)
      let message = String(describing: try #require(state.persistenceError.value))
      #expect(message.contains("fsync of \(directory.path)/.profile."))
      #expect(message.contains("errno \(EIO)"))
      fileSystem.heal()
      state.wrappedValue.visits += 1
      state.flush()
      #expect(state.persistenceError.value == nil)
      let stored: StoredProfile? = try FileBasedPersistentPropertyStorageEngine(rootDirectoryUrl: directory)
        .retrieve(key: "profile")
      #expect(stored?.visits == 3)
      #expect(PersistenceWriter.writer(for: engine).isIdle)
    }
  }
}

/// A child process that counts `times` visits in the profile stored in `directory`, each under the key's lock.
private func visitInAChildProcess(_ directory: URL, times: Int) async {
  await #expect(processExitsWith: .exitCode(0)) { [path = directory.path as String, times = times as Int] in
    let engine = FileBasedPersistentPropertyStorageEngine(rootDirectoryUrl: URL(fileURLWithPath: path))
    let state = ManagedState(
      wrappedValue: StoredProfile(),
      storageEngine: engine,
      key: "profile",
      crossProcessWrites: .lockedModify
    )
    for _ in 0..<times { state.wrappedValue.visits += 1 }
    exit(state.persistenceError.value == nil ? 0 : 2)
  }
}
