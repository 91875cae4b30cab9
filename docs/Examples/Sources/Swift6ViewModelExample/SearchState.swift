public import StateKit

/// The search screen's state. Public, so it declares `Sendable`: a public struct is not implicitly `Sendable`, and
/// without it its `ManagedState` could not cross into a `Task`.
public struct SearchState: BehavioralStateContract, Sendable {
  /// What the user typed.
  public var query = ""
  /// The results for the last query searched.
  public var results: [String] = []
  /// Whether a search is under way.
  public var isSearching = false
  /// A line for the screen; derived by ``applyRules()``.
  public var status = "ready"

  /// An empty search.
  public init() {}

  /// Derives ``status``.
  public mutating func applyRules() {
    status = isSearching ? "searching for \(query)…" : "\(results.count) results"
  }
}
