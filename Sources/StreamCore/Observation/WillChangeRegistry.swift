/// The default `objectWillChange` publishers of observable objects that have no `@Published` property: one per
/// object, found by the object's identity.
///
/// An entry holds its object weakly, so the registry never keeps an object alive; an entry whose object is gone
/// is replaced when a new object at the same address asks, and dead entries are swept whenever the table has
/// doubled since the last sweep. A class whose `objectWillChange` is never read never reaches the registry.
final class WillChangeRegistry: @unchecked Sendable {
  // @unchecked: `entries` and `sweepThreshold` are guarded by `lock`.
  static let shared = WillChangeRegistry()

  private struct Entry {
    weak var object: AnyObject?
    let publisher: ObservableObjectPublisher
  }

  private let lock = Lock()
  private var entries: [ObjectIdentifier: Entry] = [:]
  private var sweepThreshold = 64

  /// The publisher of `object`, made on the first call for it.
  func publisher(for object: AnyObject) -> ObservableObjectPublisher {
    let id = ObjectIdentifier(object)
    // Copied out under the lock and compared after it: loading a weak reference retains its object.
    let found = lock.withLock { entries[id] }
    if let found, found.object === object { return found.publisher }
    return install(for: object, id: id)
  }

  private func install(for object: AnyObject, id: ObjectIdentifier) -> ObservableObjectPublisher {
    let candidate = ObservableObjectPublisher()
    lock.lock()
    // The only object a live entry under `id` can hold is `object` itself, which the caller keeps alive, so
    // loading it here releases nothing that could run a `deinit`.
    if let existing = entries[id], existing.object === object {
      lock.unlock()
      return existing.publisher
    }
    let replaced = entries.updateValue(Entry(object: object, publisher: candidate), forKey: id)
    let sweeps = entries.count >= sweepThreshold
    let snapshot = sweeps ? entries : [:]
    lock.unlock()
    withExtendedLifetime(replaced) {}
    if sweeps { sweep(snapshot) }
    return candidate
  }

  /// Removes the entries of `snapshot` whose object is gone, unless the entry was replaced meanwhile.
  private func sweep(_ snapshot: [ObjectIdentifier: Entry]) {
    let dead = snapshot.filter { $0.value.object == nil }
    lock.lock()
    var removed: [Entry] = []
    for (id, entry) in dead where entries[id]?.publisher === entry.publisher {
      if let gone = entries.removeValue(forKey: id) { removed.append(gone) }
    }
    sweepThreshold = Swift.max(64, entries.count * 2)
    lock.unlock()
    withExtendedLifetime(removed) {}
  }
}
