import Benchmark
import BenchmarkSupport
import Foundation
import PropertyKit
import StateKit

/// A file engine that counts the values it stored.
final class CountingEngine: PersistentPropertyStorageEngine, @unchecked Sendable {
  // @unchecked: `count` is guarded by `lock`; `files` is immutable and thread-safe.
  private let files: FileBasedPersistentPropertyStorageEngine
  private let lock = NSLock()
  private var count = 0

  init(_ files: FileBasedPersistentPropertyStorageEngine) {
    self.files = files
  }

  /// How many values were stored.
  var stores: Int { lock.withLock { count } }

  func store(value: some Codable, key: PersistentPropertyKey) throws {
    try files.store(value: value, key: key)
    lock.withLock { count += 1 }
  }

  func retrieve<T: Codable>(key: PersistentPropertyKey) throws -> T? {
    try files.retrieve(key: key)
  }
}

/// How fast values reach the disk while a persisted state is mutated without pause.
func registerPersistenceBenchmarks() {
  // Each sample mutates the state on this thread until one more value has been stored durably (written, fsynced,
  // renamed into place, the directory fsynced); the commits in between coalesce into the waiting value. ns per
  // operation is the time one value takes to reach the disk: values per second = 1e9 / ns.
  Benchmark(
    "persisted-state-stores-under-continuous-mutation:ours",
    configuration: Run.configuration(scalingFactor: .one)
  ) { benchmark in
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("persisted-state-benchmark-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    let engine = CountingEngine(FileBasedPersistentPropertyStorageEngine(rootDirectoryUrl: directory))
    let state = ManagedState(wrappedValue: Dashboard(), storageEngine: engine, key: "dashboard")
    let stores = benchmark.scaledIterations.count
    benchmark.startMeasurement()
    while engine.stores < stores { state.wrappedValue.f1 += 1 }
    benchmark.stopMeasurement()
    state.flush()
    let stored: Dashboard? = try? engine.retrieve(key: "dashboard")
    if stored != state.wrappedValue { fatalError("the last committed value is not on disk") }
  }
}
