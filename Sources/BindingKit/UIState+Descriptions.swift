extension UIState: Equatable {
  /// Whether the two states hold equal values now (CombineExt's comparison by value).
  ///
  /// ```swift
  /// print(UIState(wrappedValue: 1) == UIState(wrappedValue: 1))  // Prints "true"
  /// ```
  public static func == (lhs: UIState, rhs: UIState) -> Bool {
    lhs.wrappedValue == rhs.wrappedValue
  }
}

extension UIState: Hashable where Value: Hashable {
  /// Hashes the current value.
  ///
  /// ```swift
  /// print(UIState(wrappedValue: 1).hashValue == 1.hashValue)  // Prints "true"
  /// ```
  public func hash(into hasher: inout Hasher) {
    hasher.combine(wrappedValue)
  }
}

extension UIState: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
  /// The current value's description.
  ///
  /// ```swift
  /// print(UIState(wrappedValue: [1, 2]))  // Prints "[1, 2]"
  /// ```
  public var description: String {
    String(describing: wrappedValue)
  }

  /// The current value's debug description.
  ///
  /// ```swift
  /// debugPrint(UIState(wrappedValue: "on"))  // Prints "\"on\""
  /// ```
  public var debugDescription: String {
    String(reflecting: wrappedValue)
  }

  /// The current value's mirror, so `dump(state)` and debuggers show the value's fields.
  ///
  /// ```swift
  /// struct Point: Equatable { var x = 1 }
  /// print(UIState(wrappedValue: Point()).customMirror.children.map(\.label))  // Prints "[Optional("x")]"
  /// ```
  public var customMirror: Mirror {
    Mirror(reflecting: wrappedValue)
  }
}
