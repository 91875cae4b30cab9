public import StreamCore

extension ManagedState: ObservableObject {
  /// Fires before each commit that changes the value, as Combine's `objectWillChange` does.
  ///
  /// CombineExt's `ManagedState` instead emits once when subscribed; here nothing is emitted on subscription,
  /// because Combine-style consumers (and SwiftUI) read "will change" as "a change is coming".
  ///
  /// ```swift
  /// $model.objectWillChange.sink { print("will change from", model.count) }
  /// model.count = 1  // Prints "will change from 0"
  /// ```
  public var objectWillChange: ObservableObjectPublisher {
    lock.withLock { isWillChangeRequested = true }
    return willChange
  }
}
