/// How the error types a ``CompositeError`` expects become its cases: a list built with ``mapping(_:resolution:)``.
///
/// A value type (CombineEx's is a class it appends to): each `mapping` returns a new map, so a map shared in a
/// `static let` is never mutated.
///
/// ```swift
/// enum NetworkError: Error { case offline }
/// enum LoadError: CompositeError {
///   case network(NetworkError)
///   case unexpected(any Error)
///   static let errorMap = CompositeErrorMap<LoadError>().mapping(NetworkError.self) { .network($0) }
/// }
/// print(LoadError.errorMap.resolving(NetworkError.offline)!)  // Prints "network(NetworkError.offline)"
/// ```
public struct CompositeErrorMap<T: CompositeError>: Sendable {
  private let resolutions: [@Sendable (any Error) -> T?]

  /// Creates a map that maps nothing.
  public init() {
    resolutions = []
  }

  private init(resolutions: [@Sendable (any Error) -> T?]) {
    self.resolutions = resolutions
  }

  /// This map, then: an error of type `type` becomes `resolution(error)`.
  ///
  /// ```swift
  /// let map = CompositeErrorMap<LoadError>().mapping(NetworkError.self) { .network($0) }
  /// ```
  ///
  /// - Parameters:
  ///   - type: The error type to map; an error is tried against the mappings in the order they were added.
  ///   - resolution: Makes the composite error from an error of that type.
  /// - Returns: A new map with the mapping added at the end.
  public func mapping<E: Error>(_ type: E.Type, resolution: @escaping @Sendable (E) -> T) -> Self {
    Self(resolutions: resolutions + [{ ($0 as? E).map(resolution) }])
  }

  /// The composite error the first matching mapping makes of `error`, or `nil` if none matches.
  ///
  /// ```swift
  /// print(LoadError.errorMap.resolving(CancellationError()) == nil)  // Prints "true"
  /// ```
  public func resolving(_ error: some Error) -> T? {
    for resolution in resolutions {
      if let resolved = resolution(error) { return resolved }
    }
    return nil
  }
}
