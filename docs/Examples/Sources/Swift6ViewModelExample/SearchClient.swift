/// The async API the view model searches with; a struct of closures, so tests pass their own.
public struct SearchClient: Sendable {
  /// Returns the results for a query.
  public var search: @Sendable (String) async throws -> [String]

  /// A client that searches with `search`.
  public init(search: @escaping @Sendable (String) async throws -> [String]) {
    self.search = search
  }
}
