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
  public static let latest = FlattenStrategy(kind: .latest)
  /// Follow every inner property at once.
  public static let merge = FlattenStrategy(kind: .merge)
  /// Follow one inner property at a time, in order, each until its publisher finishes.
  public static let concat = FlattenStrategy(kind: .concat)
}
