/// An `@IgnoredState` field takes no part in its model's coding either: a persisted model does not store it.
///
/// In a model's synthesized `Codable` conformance the field's key is left out when encoding, and when decoding the
/// field starts empty: `nil`, `[]`, `[:]`, `""` or the empty set. A field of a type without such an empty value
/// (a closure, a formatter) makes the model fail to decode; leave it out of the model's `CodingKeys` instead, with
/// an initial value.
///
/// ```swift
/// struct Profile: BehavioralStateContract, Codable {
///   var name = "Ada"
///   @IgnoredState var cache: [String: Int] = ["warm": 1]
/// }
/// let data = try JSONEncoder().encode(Profile())
/// print(String(decoding: data, as: UTF8.self))  // Prints "{"name":"Ada"}"
/// let decoded = try JSONDecoder().decode(Profile.self, from: data)
/// print(decoded.name, decoded.cache)  // Prints "Ada [:]"
/// ```
extension IgnoredState: Codable {
  /// Encodes nothing: `nil` where a value must be encoded (a wrapper outside a model's synthesized coding).
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encodeNil()
  }

  /// Wraps the wrapped type's empty value, whatever was encoded; throws if the type has none.
  public init(from decoder: any Decoder) throws {
    guard let empty = Self.emptyValue() else {
      throw DecodingError.typeMismatch(
        Value.self,
        DecodingError.Context(
          codingPath: decoder.codingPath,
          debugDescription: "IgnoredState<\(Value.self)> is not stored and \(Value.self) has no empty value; "
            + "leave the field out of the model's CodingKeys"
        )
      )
    }
    self.init(wrappedValue: empty)
  }

  /// `nil`, `[]`, `[:]`, `""` or an empty set, if `Value` has one of them.
  static func emptyValue() -> Value? {
    switch Value.self {
    case let type as any ExpressibleByNilLiteral.Type: return type.init(nilLiteral: ()) as? Value
    case let type as any RangeReplaceableCollection.Type: return type.init() as? Value
    case let type as any SetAlgebra.Type: return type.init() as? Value
    case let type as any EmptyDictionaryInitializable.Type: return type.empty() as? Value
    default: return nil
    }
  }
}

/// A dictionary's empty value, reachable from a metatype of unknown key and value types.
protocol EmptyDictionaryInitializable {
  static func empty() -> Self
}

extension Dictionary: EmptyDictionaryInitializable {
  static func empty() -> Self { [:] }
}

extension KeyedEncodingContainer {
  /// Leaves an `@IgnoredState` field out: a model's synthesized `encode(to:)` stores nothing for it.
  ///
  /// ```swift
  /// struct Model: Equatable, Codable { var title = "a"; @IgnoredState var hits = [Int]() }
  /// print(String(decoding: try JSONEncoder().encode(Model()), as: UTF8.self))  // Prints "{"title":"a"}"
  /// ```
  public mutating func encode<Wrapped>(_ value: IgnoredState<Wrapped>, forKey key: Key) throws {}
}

extension KeyedDecodingContainer {
  /// Starts an `@IgnoredState` field empty, whether or not its key is present: a model's synthesized
  /// `init(from:)` reads nothing for it.
  ///
  /// ```swift
  /// struct Model: Equatable, Codable { var title = "a"; @IgnoredState var hits = [1] }
  /// let model = try JSONDecoder().decode(Model.self, from: Data(#"{"title":"b"}"#.utf8))
  /// print(model.title, model.hits)  // Prints "b []"
  /// ```
  public func decode<Wrapped>(_ type: IgnoredState<Wrapped>.Type, forKey key: Key) throws -> IgnoredState<Wrapped> {
    guard let empty = IgnoredState<Wrapped>.emptyValue() else {
      throw DecodingError.typeMismatch(
        Wrapped.self,
        DecodingError.Context(
          codingPath: codingPath + [key],
          debugDescription: "IgnoredState<\(Wrapped.self)> is not stored and \(Wrapped.self) has no empty value; "
            + "leave the field out of the model's CodingKeys"
        )
      )
    }
    return IgnoredState(wrappedValue: empty)
  }
}
