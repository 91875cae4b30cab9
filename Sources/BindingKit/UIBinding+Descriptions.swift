extension UIBinding: Equatable where Value: Equatable {
  /// Whether the two bindings hold equal values now (CombineExt's comparison by value).
  ///
  /// ```swift
  /// print(UIBinding.constant(1) == UIBinding.constant(1))  // Prints "true"
  /// ```
  public static func == (lhs: UIBinding, rhs: UIBinding) -> Bool {
    lhs.wrappedValue == rhs.wrappedValue
  }
}

extension UIBinding: Hashable where Value: Hashable {
  /// Hashes the current value.
  ///
  /// ```swift
  /// print(UIBinding.constant(1).hashValue == 1.hashValue)  // Prints "true"
  /// ```
  public func hash(into hasher: inout Hasher) {
    hasher.combine(wrappedValue)
  }
}

extension UIBinding: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
  /// The current value's description.
  ///
  /// ```swift
  /// print(UIBinding.constant(3))  // Prints "3"
  /// ```
  public var description: String {
    String(describing: wrappedValue)
  }

  /// The current value's debug description.
  ///
  /// ```swift
  /// debugPrint(UIBinding.constant("on"))  // Prints "\"on\""
  /// ```
  public var debugDescription: String {
    String(reflecting: wrappedValue)
  }

  /// The current value's mirror, so `dump(binding)` and debuggers show the value's fields.
  ///
  /// ```swift
  /// struct Point { var x = 1 }
  /// print(UIBinding.constant(Point()).customMirror.children.map(\.label))  // Prints "[Optional("x")]"
  /// ```
  public var customMirror: Mirror {
    Mirror(reflecting: wrappedValue)
  }
}
