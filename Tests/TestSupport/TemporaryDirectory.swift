package import Foundation

/// Runs `body` with a new, unique, empty directory under the temporary directory, and removes it afterwards.
package func withTemporaryDirectory<Result>(_ body: (URL) throws -> Result) rethrows -> Result {
  let directory = FileManager.default.temporaryDirectory
    .appendingPathComponent("swift-reactive-state-tests-\(UUID().uuidString)", isDirectory: true)
  try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: directory) }
  return try body(directory)
}

/// The names of the files in `directory`, sorted.
package func fileNames(in directory: URL) -> [String] {
  ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).sorted()
}

/// Runs `body` with a new, unique, empty directory under the temporary directory, and removes it afterwards.
package func withTemporaryDirectory<Result>(_ body: (URL) async throws -> Result) async rethrows -> Result {
  let directory = FileManager.default.temporaryDirectory
    .appendingPathComponent("swift-reactive-state-tests-\(UUID().uuidString)", isDirectory: true)
  try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: directory) }
  return try await body(directory)
}
