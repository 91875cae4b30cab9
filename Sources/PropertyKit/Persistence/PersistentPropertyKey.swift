import StreamCore

/// Names a persisted value in a ``PersistentPropertyStorageEngine``: a key and an optional sub-key.
///
/// ``sanitizedIndex`` is a file-safe form of both, made of ASCII letters, digits, `.`, `_` and `-`: every other
/// character of each (and `_`, `-`, a leading `.`) becomes `_`, its code in hexadecimal and `_`, and a sub-key
/// follows its key after a `-`, so two different keys never share an index. A string literal is a key without a
/// sub-key. An empty key is a programmer error.
///
/// ```swift
/// let key = PersistentPropertyKey(key: "user/profile", subKey: 7)
/// print(key.key, key.subKey ?? "-", key.sanitizedIndex)  // Prints "user/profile 7 user_2f_profile-7"
/// ```
public struct PersistentPropertyKey: Hashable, Sendable, ExpressibleByStringLiteral {
  /// The main key.
  public let key: String

  /// A sub-key, for several values under one key.
  public let subKey: String?

  /// A file-safe string that identifies the key and sub-key.
  public let sanitizedIndex: String

  /// Creates a key from the descriptions of `key` and `subKey`.
  ///
  /// ```swift
  /// print(PersistentPropertyKey(key: "settings").sanitizedIndex)  // Prints "settings"
  /// ```
  ///
  /// - Parameters:
  ///   - key: The main key.
  ///   - subKey: An optional sub-key.
  public init(key: some CustomStringConvertible, subKey: (any CustomStringConvertible)? = nil) {
    self.key = key.description
    require(!self.key.isEmpty, "PersistentPropertyKey: the key is empty (sub-key \(subKey?.description ?? "nil"))")
    self.subKey = subKey?.description
    sanitizedIndex =
      Self.sanitized(self.key) + (self.subKey.map { "-" + Self.sanitized($0) } ?? "")
  }

  /// Creates a key without a sub-key from a string literal: `key: "profile"`.
  ///
  /// ```swift
  /// let key: PersistentPropertyKey = "profile"
  /// print(key.sanitizedIndex)  // Prints "profile"
  /// ```
  public init(stringLiteral value: String) {
    self.init(key: value)
  }

  private static func sanitized(_ text: String) -> String {
    var result = ""
    for (offset, scalar) in text.unicodeScalars.enumerated() {
      let isSafe =
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
        || (scalar == "." && offset > 0)
      if isSafe {
        result.unicodeScalars.append(scalar)
      } else {
        result += "_" + String(scalar.value, radix: 16) + "_"
      }
    }
    return result
  }
}
