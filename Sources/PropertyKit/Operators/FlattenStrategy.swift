/// How ``PropertyProtocol/flatMap(_:_:)`` flattens the properties it makes.
///
/// ```swift
/// let current = MutableProperty(false).flatMap(.latest) { Property(value: $0 ? "on" : "off") }
/// print(current.value)  // Prints "off"
/// ```
public struct FlattenStrategy: Sendable, Equatable {
  enum Kind: Sendable, Equatable {
    case latest
    case merge
    case concat
  }

  let kind: Kind

  /// Follow only the latest inner property, dropping the previous one.
  ///
  /// ```swift
  /// let a = MutableProperty(1)
  /// let b = MutableProperty(10)
  /// let pick = MutableProperty(a)
  /// let latest = pick.flatMap(.latest) { $0 }
  /// pick.value = b
  /// a.value = 2
  /// print(latest.value)  // Prints "10": only the latest inner property is followed
  /// ```
  public static let latest = FlattenStrategy(kind: .latest)
  /// Follow every inner property at once.
  ///
  /// ```swift
  /// let a = MutableProperty(1)
  /// let b = MutableProperty(10)
  /// let pick = MutableProperty(a)
  /// let merged = pick.flatMap(.merge) { $0 }
  /// pick.value = b
  /// a.value = 2
  /// print(merged.value)  // Prints "2": the first inner property is still followed
  /// ```
  public static let merge = FlattenStrategy(kind: .merge)
  /// Follow one inner property at a time, in order, each until its publisher finishes.
  ///
  /// ```swift
  /// let a = MutableProperty(1)
  /// let b = MutableProperty(10)
  /// let pick = MutableProperty(a)
  /// let queued = pick.flatMap(.concat) { $0 }
  /// pick.value = b
  /// print(queued.value)  // Prints "1": `b` waits until the publisher of `a` finishes
  /// ```
  public static let concat = FlattenStrategy(kind: .concat)
}
