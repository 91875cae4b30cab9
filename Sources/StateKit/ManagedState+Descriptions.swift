extension ManagedState: CustomStringConvertible, CustomDebugStringConvertible {
  /// The committed value's description.
  public var description: String {
    String(describing: wrappedValue)
  }

  /// `ManagedState(<the committed value's debug description>)`.
  public var debugDescription: String {
    "ManagedState(\(String(reflecting: wrappedValue)))"
  }
}

// @unchecked: every mutable field is guarded by the state's lock (or confined to one thread with `.absent`), and
// rules and subscribers only ever see copies of the value.
extension ManagedState: @unchecked Sendable where Value: Sendable {}
