/// What one binding rule sees during a rule pass: the committed value, the value it compares its field with, and
/// the value being computed, which it may change.
struct RulePass<Value> {
  /// The value committed before this mutation; `nil` while the state is being created.
  let committed: Value?
  /// The value just before this rule ran in the previous pass (the committed value in the first pass); `nil`
  /// while the state is being created, when every rule fires.
  let previous: Value?
  /// The value being computed.
  var working: Value

  /// Whether the field at `keyPath` differs from the previous pass's value (always, while the state is created).
  func fieldChanged<Field: Equatable>(_ keyPath: KeyPath<Value, Field>) -> Bool {
    guard let previous else { return true }
    return previous[keyPath: keyPath] != working[keyPath: keyPath]
  }
}

/// One registered rule of a ``BindingRulesPublisher``: a closure run once per pass, in registration order.
final class RuleEntry<Value> {
  /// How the rule describes itself in traces.
  let label: String
  let run: (inout RulePass<Value>) -> Void

  init(label: String, run: @escaping (inout RulePass<Value>) -> Void) {
    self.label = label
    self.run = run
  }
}
