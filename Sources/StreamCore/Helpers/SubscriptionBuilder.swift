/// A result builder that collects cancellables into an array, with `if`/`else`, optionals, loops and arrays.
///
/// ```swift
/// @SubscriptionBuilder
/// func bindings() -> [AnyCancellable] {
///   name.sink { print($0) }
///   if showsAge {
///     age.sink { print($0) }
///   }
///   for field in fields {
///     field.sink { print($0) }
///   }
/// }
/// ```
public typealias SubscriptionBuilder = AnyTokenBuilder<AnyCancellable>

/// A result builder that collects tokens of type `Token` into an array, with `if`/`else`, optionals, loops and
/// arrays.
///
/// Each expression may be a token, an optional token (`nil` adds nothing), or an array of tokens. An expression of
/// type `Void` — an assignment, or a call that returns nothing — adds nothing, so with `Token == Any` such a line
/// does not become a token.
///
/// ```swift
/// @AnyTokenBuilder<any NSObjectProtocol>
/// func observers() -> [any NSObjectProtocol] {
///   center.addObserver(forName: .a, object: nil, queue: nil) { _ in }
///   if tracksB { center.addObserver(forName: .b, object: nil, queue: nil) { _ in } }
/// }
/// ```
@resultBuilder
public enum AnyTokenBuilder<Token> {
  /// Collects the tokens `content` lists, as a model's `applyAnyRules` body does.
  ///
  /// ```swift
  /// let subject = PassthroughSubject<Int, Never>()
  /// let tokens = AnyTokenBuilder<AnyCancellable>.build {
  ///   subject.sink { print($0) }
  ///   subject.sink { print($0 * 10) }
  /// }
  /// subject.send(1)  // Prints "1", then "10"
  /// print(tokens.count)  // Prints "2"
  /// ```
  ///
  /// - Parameter content: The tokens, written one per line, with `if`, `for` and optionals allowed.
  /// - Returns: The tokens in order.
  public static func build(@AnyTokenBuilder<Token> content: () -> [Token]) -> [Token] {
    content()
  }

  public static func buildExpression(_ token: Token) -> [Token] {
    [token]
  }

  public static func buildExpression(_ token: Token?) -> [Token] {
    token.map { [$0] } ?? []
  }

  public static func buildExpression(_ tokens: [Token]) -> [Token] {
    tokens
  }

  /// A statement run for its effect (an assignment, a call returning nothing): it adds no token. Without this,
  /// `AnyTokenBuilder<Any>` would collect its `()`.
  public static func buildExpression(_ statement: Void) -> [Token] {
    []
  }

  /// An optional-chained call returning nothing (`delegate?.refresh()`): it adds no token either.
  public static func buildExpression(_ statement: Void?) -> [Token] {
    []
  }

  public static func buildBlock(_ components: [Token]...) -> [Token] {
    components.flatMap { $0 }
  }

  public static func buildOptional(_ component: [Token]?) -> [Token] {
    component ?? []
  }

  public static func buildEither(first component: [Token]) -> [Token] {
    component
  }

  public static func buildEither(second component: [Token]) -> [Token] {
    component
  }

  public static func buildArray(_ components: [[Token]]) -> [Token] {
    components.flatMap { $0 }
  }

  public static func buildLimitedAvailability(_ component: [Token]) -> [Token] {
    component
  }
}
