#if !canImport(Combine)
/// A type that decodes a whole value from one input, such as `JSONDecoder` from `Data`.
///
/// ``Publisher/decode(type:decoder:)`` decodes each value with one. StreamCore makes `JSONDecoder` and
/// `PropertyListDecoder` conform; conform your own decoder by declaring `decode(_:from:)`.
///
/// ```swift
/// struct Point: Codable { var x: Int }
/// let cancellable = Just(Data(#"{"x":1}"#.utf8))
///   .decode(type: Point.self, decoder: JSONDecoder())
///   .sink(receiveCompletion: { _ in }, receiveValue: { print($0.x) })
/// // Prints "1"
/// ```
public protocol TopLevelDecoder {
  /// What the decoder reads.
  associatedtype Input

  /// Decodes a value of `type` from `from`, or throws if it cannot.
  func decode<T: Decodable>(_ type: T.Type, from: Input) throws -> T
}
#endif
