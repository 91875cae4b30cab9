public import PropertyKit
import StreamCore

extension ManagedState {
  /// A read-only `Property` view of the committed value, for PropertyKit code.
  ///
  /// The property's value follows each commit; it does not keep the state alive.
  ///
  /// ```swift
  /// let count = $model.property.map(\.count)
  /// model.count = 3
  /// print(count.value)  // Prints "3"
  /// ```
  public var property: Property<Value> {
    Property(initial: wrappedValue, then: CorePublisher(changes).map(\.new))
  }
}
