#if !canImport(Combine)
/// A type that encodes a whole value into one output, such as `JSONEncoder` into `Data`.
///
/// ``Publisher/encode(encoder:)`` encodes each value with one. StreamCore makes `JSONEncoder` and
/// `PropertyListEncoder` conform; conform your own encoder by declaring `encode(_:)`.
///
/// ```swift
/// struct Point: Codable { var x: Int }
/// let cancellable = Just(Point(x: 1))
///   .encode(encoder: JSONEncoder())
///   .sink(receiveCompletion: { _ in }, receiveValue: { print(String(decoding: $0, as: UTF8.self)) })
/// // Prints "{"x":1}"
/// ```
public protocol TopLevelEncoder {
  /// What the encoder produces.
  associatedtype Output

  /// Encodes `value`, or throws if it cannot.
  func encode<T: Encodable>(_ value: T) throws -> Output
}
#endif
