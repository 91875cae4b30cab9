/// Where a ``PersistentProperty`` (and a persisted `ManagedState`) stores its value: CombineEx's storage engine.
///
/// ``FileBasedPersistentPropertyStorageEngine`` stores each key in its own file. An engine is called from a
/// background writer, never from the thread that changes a property, and for one engine at most one `store` runs at
/// a time. Values are coalesced per engine and key: a value not yet stored, or whose store failed, is what a new
/// property on the same engine and key reads, so a slow engine loses nothing.
///
/// Unlike CombineEx's protocol it is class-bound (`AnyObject`): the values waiting to be stored are kept per engine
/// instance.
///
/// ```swift
/// final class MemoryEngine: PersistentPropertyStorageEngine, @unchecked Sendable {
///   // @unchecked: `values` is guarded by `lock`.
///   private let lock = NSLock()
///   private var values: [PersistentPropertyKey: Any] = [:]
///   func store(value: some Codable, key: PersistentPropertyKey) throws {
///     lock.withLock { values[key] = value }
///   }
///   func retrieve<T: Codable>(key: PersistentPropertyKey) throws -> T? {
///     lock.withLock { values[key] as? T }
///   }
/// }
/// let count = PersistentProperty(storageEngine: MemoryEngine(), key: "count", defaultValue: 0)
/// print(count.value)  // Prints "0"
/// ```
public protocol PersistentPropertyStorageEngine: AnyObject, Sendable {
  /// Stores `value` under `key`, replacing what was stored.
  ///
  /// - Parameters:
  ///   - value: The value to store.
  ///   - key: Where to store it.
  /// - Throws: When the value cannot be stored; the property keeps it in memory and publishes the error.
  func store(value: some Codable, key: PersistentPropertyKey) throws

  /// The value stored under `key`, or `nil` if nothing is.
  ///
  /// - Parameter key: Where the value is stored.
  /// - Returns: The stored value, or `nil`.
  /// - Throws: When something is stored but cannot be read; the property then starts from its default value and
  ///   publishes the error.
  func retrieve<T: Codable>(key: PersistentPropertyKey) throws -> T?
}
