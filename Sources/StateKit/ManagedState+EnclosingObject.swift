import StreamCore

extension ManagedState {
  /// The state stored in `object`, seen from it: what every enclosing-instance access starts with.
  @inlinable
  static func state<EnclosingSelf: AnyObject>(
    of object: EnclosingSelf,
    at storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, ManagedState<Value>>
  ) -> ManagedState<Value> {
    let state = object[keyPath: storageKeyPath]
    state.seeEnclosingObject(object)
    return state
  }

  /// Starts relaying this state's will-change to `object`'s `objectWillChange`, the first time it is called.
  @inlinable
  func seeEnclosingObject(_ object: AnyObject) {
    lock.lock()
    let isFirst = !isEnclosingObjectSeen
    isEnclosingObjectSeen = true
    lock.unlock()
    if isFirst { relayWillChange(to: object) }
  }

  @usableFromInline
  func relayWillChange(to object: AnyObject) {
    guard let observable = object as? any ObservableObject,
      let target = Self.willChangePublisher(of: observable),
      target !== willChange
    else { return }
    let relay = objectWillChange.sink { _ in target.send() }
    lock.lock()
    enclosingObjectRelay = relay
    lock.unlock()
  }

  /// The object's `objectWillChange`, if it is an `ObservableObjectPublisher`: read once, as SwiftUI reads it.
  private static func willChangePublisher<Object: ObservableObject>(of object: Object) -> ObservableObjectPublisher? {
    object.objectWillChange as? ObservableObjectPublisher
  }
}
