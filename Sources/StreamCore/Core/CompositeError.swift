/// An error that gathers the errors of several layers into one type, with a case for each kind it expects and an
/// ``unexpected(_:)`` case for the rest — CombineEx's pattern for typed failures over untyped APIs.
///
/// A conforming type lists, in ``errorMap``, how each error type it expects becomes one of its cases;
/// ``wrappingAllCases(_:)`` then turns any error into `Self`. ``Publisher/wrapWithCompositeFailure()`` and
/// `DeferredFuture.withTask` use it to type a failure.
///
/// ```swift
/// enum NetworkError: Error { case offline }
/// enum ParseError: Error { case badJSON }
/// enum LoadError: CompositeError {
///   case network(NetworkError)
///   case parse(ParseError)
///   case unexpected(any Error)
///
///   static let errorMap = CompositeErrorMap<LoadError>()
///     .mapping(NetworkError.self) { .network($0) }
///     .mapping(ParseError.self) { .parse($0) }
/// }
/// print(LoadError.wrappingAllCases(ParseError.badJSON))  // Prints "parse(ParseError.badJSON)"
/// ```
public protocol CompositeError: Error {
  /// How each expected error type becomes a case of `Self`, tried in order.
  static var errorMap: CompositeErrorMap<Self> { get }

  /// The case for an error that ``errorMap`` does not map (an enum case `unexpected(any Error)` satisfies this).
  static func unexpected(_ error: any Error) -> Self
}

extension CompositeError {
  /// `error` itself if it is a `Self`, else its mapping from ``errorMap``, else `nil`.
  ///
  /// ```swift
  /// print(LoadError.wrappingWithSelf(CancellationError()) == nil)  // Prints "true"
  /// ```
  public static func wrappingWithSelf(_ error: some Error) -> Self? {
    if let error = error as? Self { return error }
    return errorMap.resolving(error)
  }

  /// `error` as `Self`: itself, its mapping from ``errorMap``, or ``unexpected(_:)``.
  ///
  /// ```swift
  /// print(LoadError.wrappingAllCases(CancellationError()))  // Prints "unexpected(Swift.CancellationError())"
  /// ```
  public static func wrappingAllCases(_ error: some Error) -> Self {
    wrappingWithSelf(error) ?? unexpected(error)
  }
}
