import Foundation
import PropertyKit
import StateKit
import TestSupport
import Testing

/// The code blocks of the Persisting state article, verbatim between the `print` recorder and the assertions.
@Suite struct PersistingStateSnippetTests {
  @Test func persistingState() throws {
    let printed = Log<String>()
    func print(_ items: Any..., separator: String = " ") {
      printed.append(items.map { "\($0)" }.joined(separator: separator))
    }

    try withTemporaryDirectory { directory in
      struct Profile: BehavioralStateContract, Codable {
        var name = ""
        var visits = 0
        var isRegular = false
        mutating func applyRules() { isRegular = visits >= 3 }
      }
      let engine = FileBasedPersistentPropertyStorageEngine(rootDirectoryUrl: directory)
      @ManagedState(storageEngine: engine, key: "profile") var model = Profile()
      model.name = "Ada"
      model.visits = 3
      @ManagedState(storageEngine: engine, key: "profile") var relaunched = Profile()
      print(relaunched.name, relaunched.isRegular)  // Prints "Ada true"

      @ManagedState(storageEngine: engine, key: "counter") var counter = Profile()
      counter.visits += 1
      $counter.flush()
      print(FileManager.default.fileExists(atPath: directory.appendingPathComponent("counter").path))  // Prints "true"

      @ManagedState(storageEngine: engine, key: "shared", crossProcessWrites: .lockedModify) var shared = Profile()
      shared.visits += 1  // another process's visits are kept
      print(shared.visits)  // Prints "1"

      let broken = directory.appendingPathComponent("broken")
      try Data("{".utf8).write(to: broken)
      let state = ManagedState(wrappedValue: Profile(name: "new"), storageEngine: engine, key: "broken")
      print(state.name, state.persistenceError.value != nil)  // Prints "new true"

      struct Feed: BehavioralStateContract, Codable {
        var query = ""
        @IgnoredState var cache: [String: Int] = [:]
      }
      let feed = ManagedState(wrappedValue: Feed(), storageEngine: engine, key: "feed")
      feed.withLock { feed in
        feed.query = "swift"
        feed.cache["swift"] = 42
      }
      let reloaded = ManagedState(wrappedValue: Feed(), storageEngine: engine, key: "feed")
      print(reloaded.query, reloaded.wrappedValue.cache.isEmpty)  // Prints "swift true"

      $model.flush()
    }

    #expect(printed.entries == ["Ada true", "true", "1", "new true", "swift true"])
  }
}
