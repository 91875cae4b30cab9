#if !canImport(Combine)
/// A unique identifier for a subscriber or subscription, as in Combine.
public struct CombineIdentifier: Hashable, CustomStringConvertible, Sendable {
  private let rawValue: UInt64

  /// Creates a new identifier, distinct from every other one created this way.
  public init() {
    rawValue = IdentifierCounter.shared.next()
  }

  /// Creates the identifier of `object`.
  public init(_ object: AnyObject) {
    rawValue = UInt64(UInt(bitPattern: ObjectIdentifier(object)))
  }

  public var description: String {
    "0x" + String(rawValue, radix: 16)
  }
}

/// A type that identifies itself with a ``CombineIdentifier``.
public protocol CustomCombineIdentifierConvertible {
  /// The identifier of this instance.
  var combineIdentifier: CombineIdentifier { get }
}

extension CustomCombineIdentifierConvertible where Self: AnyObject {
  /// The identity of this object.
  public var combineIdentifier: CombineIdentifier {
    CombineIdentifier(self)
  }
}

private final class IdentifierCounter: @unchecked Sendable {  // `value` is guarded by `lock`.
  static let shared = IdentifierCounter()
  private let lock = Lock()
  // Starts above any plausible object address so generated identifiers never equal an object's.
  private var value: UInt64 = 1 << 63

  func next() -> UInt64 {
    lock.withLock {
      value += 1
      return value
    }
  }
}
#endif
