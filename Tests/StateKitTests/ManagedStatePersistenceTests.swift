import Foundation
import PropertyKit
import StateKit
import StreamCore
import TestSupport
import Testing

/// A persisted model: `isRegular` follows `visits`, and the cache is not stored.
struct StoredProfile: BehavioralStateContract, Codable {
  var name = ""
  var visits = 0
  var isRegular = false
  @IgnoredState var cache: [String: Int] = [:]

  mutating func applyRules() { isRegular = visits >= 3 }
}

@Suite("ManagedState: persisted")
struct ManagedStatePersistenceTests {
  @Test("Starts from the default value, through the rules, when nothing is stored")
  func startsFromTheDefault() {
    withTemporaryDirectory { directory in
      let engine = FileBasedPersistentPropertyStorageEngine(rootDirectoryUrl: directory)
      @ManagedState(storageEngine: engine, key: "profile") var model = StoredProfile(visits: 4)
      #expect(model.visits == 4)
      #expect(model.isRegular)
      #expect($model.persistenceError.value == nil)
      $model.flush()
    }
  }

  @Test("Every committed value is what a new state on the same engine and key reads at once")
  func aNewStateReadsTheLastCommittedValue() {
    withTemporaryDirectory { directory in
      let engine = FileBasedPersistentPropertyStorageEngine(rootDirectoryUrl: directory)
      @ManagedState(storageEngine: engine, key: "profile") var model = StoredProfile()
      model.name = "Ada"
      for _ in 0..<3 { model.visits += 1 }
      // No flush: the latest value may still wait to be stored.
      @ManagedState(storageEngine: engine, key: "profile") var again = StoredProfile()
      #expect(again == StoredProfile(name: "Ada", visits: 3, isRegular: true))
      $model.flush()
      let stored: StoredProfile? = try? FileBasedPersistentPropertyStorageEngine(rootDirectoryUrl: directory)
        .retrieve(key: "profile")
      #expect(stored == model)
    }
  }

  @Test("A stored value runs through the rules, and the corrected value is stored")
  func aStoredValueRunsThroughTheRules() throws {
    try withTemporaryDirectory { directory in
      let engine = FileBasedPersistentPropertyStorageEngine(rootDirectoryUrl: directory)
      try engine.store(value: StoredProfile(name: "Ada", visits: 5, isRegular: false), key: "profile")
      let state = ManagedState(wrappedValue: StoredProfile(), storageEngine: engine, key: "profile")
      #expect(state.wrappedValue == StoredProfile(name: "Ada", visits: 5, isRegular: true))
      state.flush()
      let stored: StoredProfile? = try engine.retrieve(key: "profile")
      #expect(stored?.isRegular == true)
    }
  }

  @Test("@IgnoredState fields are not stored, and start empty when loaded")
  func ignoredFieldsAreNotStored() throws {
    try withTemporaryDirectory { directory in
      let engine = FileBasedPersistentPropertyStorageEngine(rootDirectoryUrl: directory)
      let state = ManagedState(wrappedValue: StoredProfile(), storageEngine: engine, key: "profile")
      state.withLock { profile in
        profile.name = "Ada"
        profile.cache["warm"] = 1
      }
      state.flush()
      let text = try String(contentsOf: directory.appendingPathComponent("profile"), encoding: .utf8)
      #expect(text.contains("Ada"))
      #expect(!text.contains("warm"))
      let fresh = FileBasedPersistentPropertyStorageEngine(rootDirectoryUrl: directory)
      let again = ManagedState(wrappedValue: StoredProfile(cache: ["default": 2]), storageEngine: fresh, key: "profile")
      #expect(again.wrappedValue.name == "Ada")
      #expect(again.wrappedValue.cache.isEmpty)
    }
  }

  @Test("4 threads × 1,000 `visits += 1` end at exactly 4,000, read back by a new state")
  func exactCountsFromFourThreads() {
    withTemporaryDirectory { directory in
      let engine = FileBasedPersistentPropertyStorageEngine(rootDirectoryUrl: directory)
      let state = ManagedState(wrappedValue: StoredProfile(), storageEngine: engine, key: "profile")
      onThreads(4) { _ in
        for _ in 0..<1_000 { state.wrappedValue.visits += 1 }
      }
      state.flush()
      let fresh = FileBasedPersistentPropertyStorageEngine(rootDirectoryUrl: directory)
      let again = ManagedState(wrappedValue: StoredProfile(), storageEngine: fresh, key: "profile")
      #expect(again.wrappedValue.visits == 4_000)
      #expect(again.wrappedValue.isRegular)
      #expect(fileNames(in: directory) == ["profile"])
    }
  }

  @Test("An unreadable file gives the default value and sets persistenceError")
  func anUnreadableFileGivesTheDefault() throws {
    try withTemporaryDirectory { directory in
      try Data("{".utf8).write(to: directory.appendingPathComponent("profile"))
      let engine = FileBasedPersistentPropertyStorageEngine(rootDirectoryUrl: directory)
      let state = ManagedState(wrappedValue: StoredProfile(name: "new"), storageEngine: engine, key: "profile")
      #expect(state.wrappedValue.name == "new")
      #expect(state.persistenceError.value != nil)
      #expect(fileNames(in: directory).allSatisfy { $0.hasPrefix("profile.unreadable-") })
    }
  }

  @Test("A failed write sets persistenceError and keeps the value in memory")
  func aFailedWriteKeepsTheValue() throws {
    try withTemporaryDirectory { directory in
      let root = directory.appendingPathComponent("values")
      let engine = FileBasedPersistentPropertyStorageEngine(rootDirectoryUrl: root)
      try FileManager.default.removeItem(at: root)
      try Data().write(to: root)
      let state = ManagedState(wrappedValue: StoredProfile(), storageEngine: engine, key: "profile")
      state.wrappedValue.name = "Ada"
      state.flush()
      #expect(state.wrappedValue.name == "Ada")
      #expect(state.persistenceError.value != nil)
      let again = ManagedState(wrappedValue: StoredProfile(), storageEngine: engine, key: "profile")
      #expect(again.wrappedValue.name == "Ada")
    }
  }

  @Test("A state that is not persisted flushes at once and has no error")
  func notPersisted() {
    @ManagedState var model = StoredProfile()
    model.visits = 1
    $model.flush()
    #expect($model.persistenceError.value == nil)
  }
}
