extension ManagedState: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
  /// The committed value's mirror, so `dump(state)` and debuggers show the value's fields.
  ///
  /// ```swift
  /// struct Counter: BehavioralStateContract { var clicks = 0 }
  /// let state = ManagedState(wrappedValue: Counter())
  /// print(state.customMirror.children.map(\.label))  // Prints "[Optional("clicks")]"
  /// ```
  public var customMirror: Mirror {
    Mirror(reflecting: wrappedValue)
  }

  /// The committed value's description.
  ///
  /// ```swift
  /// struct Counter: BehavioralStateContract { var clicks = 0 }
  /// let state = ManagedState(wrappedValue: Counter())
  /// print(state)  // Prints "Counter(clicks: 0)"
  /// ```
  public var description: String {
    String(describing: wrappedValue)
  }

  /// `ManagedState(<the committed value's debug description>)`.
  ///
  /// ```swift
  /// struct Counter: BehavioralStateContract { var clicks = 0 }  // in a module named MyApp
  /// let state = ManagedState(wrappedValue: Counter())
  /// debugPrint(state)  // Prints "ManagedState(MyApp.Counter(clicks: 0))"
  /// ```
  public var debugDescription: String {
    "ManagedState(\(String(reflecting: wrappedValue)))"
  }
}

// @unchecked: every mutable field is guarded by the state's lock (or confined to one thread with `.absent`), and
// rules and subscribers only ever see copies of the value.
extension ManagedState: @unchecked Sendable where Value: Sendable {}
