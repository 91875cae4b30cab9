/// The outcome of running a state's rules on a mutated value.
struct RuleOutcome<Value> {
  /// The value to commit.
  var value: Value
  /// How many passes ran.
  var passes: Int
  /// Whether the last pass changed nothing; `false` when the rules stopped at the maximum depth.
  var converged: Bool
  /// The value at the start of the last pass (for the cycle diagnostic).
  var beforeLastPass: Value
  /// With tracing on: which rule changed the value, pass by pass.
  var trace: [String]
}

/// Runs a model's rules: once when a state is created, to a fixed point on every mutation.
///
/// A pass runs ``BehavioralStateContract/applyRules()`` and then every binding rule, in order. A binding rule fires
/// when its field differs from what the rule saw in the previous pass — the field just before the rule ran then —
/// or, in the first pass, from the committed value.
/// Passes repeat until one changes nothing, or until `maxDepth` passes ran.
enum RulePasses {
  /// The state's first value: one `applyRules`, then every binding rule with `old == nil`.
  static func initial<Value: BehavioralStateContract>(_ value: Value, rules: [RuleEntry<Value>]) -> Value {
    var pass = RulePass(committed: nil, previous: nil, working: value)
    pass.working.applyRules()
    for rule in rules { rule.run(&pass) }
    return pass.working
  }

  /// Runs passes on `mutated` until one changes nothing or `maxDepth` passes ran.
  ///
  /// `willRun` gets the value in flight before `applyRules` and before each binding rule runs.
  static func run<Value: BehavioralStateContract>(
    committed: Value,
    mutated: Value,
    rules: [RuleEntry<Value>],
    maxDepth: Int,
    tracing: Bool,
    willRun: (Value) -> Void
  ) -> RuleOutcome<Value> {
    // What each binding rule compared with: the value just before it ran in the previous pass (the committed
    // value in the first pass), so a rule sees each change to its field once, whichever rule made it.
    var seen = [Value](repeating: committed, count: rules.count)
    var working = mutated
    var passes = 0
    var trace: [String] = []
    while true {
      passes += 1
      let start = working
      willRun(working)
      working.applyRules()
      if tracing, working != start { trace.append("pass \(passes): applyRules changed the value") }
      for (index, rule) in rules.enumerated() {
        var pass = RulePass(committed: committed, previous: seen[index], working: working)
        seen[index] = working
        willRun(working)
        rule.run(&pass)
        if tracing, pass.working != working { trace.append("pass \(passes): \(rule.label) changed the value") }
        working = pass.working
      }
      if working == start || passes >= maxDepth {
        return RuleOutcome(
          value: working,
          passes: passes,
          converged: working == start,
          beforeLastPass: start,
          trace: trace
        )
      }
    }
  }
}
