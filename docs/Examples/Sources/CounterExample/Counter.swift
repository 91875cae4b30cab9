public import StateKit
public import StreamCore

/// The counter's state: a count that never goes below zero, and fields the rules derive from it.
public struct Counter: BehavioralStateContract {
  /// What the user can do.
  public enum Action {
    case increment
    case decrement
    case add(Int)
    case reset
  }

  /// The count; the rules keep it at zero or above.
  public var count = 0
  /// Whether ``count`` is odd; derived by ``applyRules()``.
  public var isOdd = false
  /// The highest count so far; derived by ``applyRules()``.
  public var best = 0
  /// What the count was before its last change; set by a binding rule.
  public var previous = 0

  /// Creates a counter at zero.
  public init() {}

  /// Clamps the count at zero and derives ``isOdd`` and ``best``.
  public mutating func applyRules() {
    count = max(0, count)
    isOdd = !count.isMultiple(of: 2)
    best = max(best, count)
  }

  /// Records the count before each change in ``previous``.
  @SubscriptionBuilder
  public static func applyBindingRules(to state: RulesPublisher) -> [AnyCancellable] {
    state.bindDiffed(to: \.count) { pair in pair.new.previous = pair.old?.count ?? 0 }
  }

  /// Applies an action; the rules run after it, before the state commits.
  public mutating func receive(_ action: Action) {
    switch action {
    case .increment: count += 1
    case .decrement: count -= 1
    case .add(let amount): count += amount
    case .reset: count = 0
    }
  }
}
