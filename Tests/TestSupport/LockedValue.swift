import Foundation

/// A value behind a lock, for tests that keep a binding's storage in `@Sendable` closures.
package final class LockedValue<Value: Sendable>: @unchecked Sendable {
  // @unchecked: `stored` is read and written only under `lock`.
  private let lock = NSLock()
  private var stored: Value

  package init(_ value: Value) {
    stored = value
  }

  package var value: Value {
    get { lock.withLock { stored } }
    set { lock.withLock { stored = newValue } }
  }

  /// Changes the value in one critical section (`value.append(x)` would read, then write).
  package func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
    lock.withLock { body(&stored) }
  }
}
