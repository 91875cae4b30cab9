import Foundation

/// A list any thread can append to, for handlers that must be `@Sendable` (diagnostics, callbacks).
package final class Log<Element: Sendable>: @unchecked Sendable {
  // @unchecked: `storage` is guarded by `lock`.
  private let lock = NSLock()
  private var storage: [Element] = []

  package init() {}

  package var entries: [Element] { lock.withLock { storage } }
  package func append(_ entry: Element) { lock.withLock { storage.append(entry) } }
}
