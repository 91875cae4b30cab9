/// How much of each change a ``TestState`` checks.
///
/// ```swift
/// let store = TestState(Counter())
/// store.exhaustivity = .off                     // check only what each step states
/// try store.send(.increment) { $0.count = 1 }   // `isOdd` changed too, and is not checked
/// ```
public enum Exhaustivity: Sendable, Equatable {
  /// Every step states the whole change, derived fields included, and receives every change made outside the
  /// steps.
  case on
  /// Each step checks only the fields its `assert` closure changes; changes made outside the steps that nobody
  /// receives are skipped.
  case off
}
