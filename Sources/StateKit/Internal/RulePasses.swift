/// How a run of a state's rules went. (The values themselves travel `inout`: a generic result type would cost a
/// type-metadata lookup on every mutation in unspecialized code.)
@usableFromInline
struct RuleRun {
  /// How many passes ran.
  @usableFromInline var passes = 0
  /// Whether the last pass changed nothing; `false` when the rules stopped at the maximum depth.
  @usableFromInline var converged = false
  /// With tracing on: which rule changed the value, pass by pass.
  @usableFromInline var trace: [String] = []

  @usableFromInline
  init() {}
}

/// Where rule passes keep the value in flight: the value as it was before the rule running now, which a mutation
/// made re-entrantly from that rule builds on. A rule-less pass also compares its result with it, so a pass copies
/// the model once.
@usableFromInline
protocol InFlightSlot: AnyObject {
  associatedtype Value: BehavioralStateContract
  /// The value before the rule running now; after a run, the value the last pass started from.
  var inFlight: Value { get set }
  /// Whether a rule run is under way, so that `inFlight` means something.
  var hasInFlight: Bool { get set }
}

/// The in-flight slot of the rule run that makes a state's first value, before the state exists.
final class InitialInFlight<Value: BehavioralStateContract>: InFlightSlot {
  var inFlight: Value
  var hasInFlight = false

  init(_ value: Value) {
    inFlight = value
  }
}

/// Runs a model's rules: once when a state is created, to a fixed point on every mutation.
///
/// A pass runs ``BehavioralStateContract/applyRules()`` and then every binding rule, in order. A binding rule fires
/// when its field differs from what the rule saw in the previous pass — the field just before the rule ran then —
/// or, in the first pass, from the committed value.
/// Passes repeat until one changes nothing, or until `maxDepth` passes ran.
@usableFromInline
enum RulePasses {
  /// Makes a state's first value a fixed point: every binding rule once with `old == nil` (as CombineExt's rules
  /// run when they subscribe), then passes to a fixed point exactly as for a mutation, comparing with the value
  /// after those first rule runs — so an unrelated later write never changes a derived field.
  ///
  /// On return `working` is the value to commit and `slot.inFlight` the value the last pass started from.
  static func initial<Value: BehavioralStateContract>(
    working: inout Value,
    slot: InitialInFlight<Value>,
    rules: BindingRulesPublisher<Value>,
    maxDepth: Int
  ) -> RuleRun {
    var pass = RulePass(committed: nil, previous: nil, working: working)
    let entries = rules.rules
    for rule in entries { rule.run(&pass) }
    working = pass.working
    return run(
      committed: working,
      working: &working,
      slot: slot,
      rules: rules,
      hasRules: !entries.isEmpty,
      maxDepth: maxDepth,
      tracing: false
    )
  }

  /// Runs passes on `working` until one changes nothing or `maxDepth` passes ran.
  ///
  /// `slot` gets the value in flight before `applyRules` and before each binding rule runs, and `hasInFlight` is set;
  /// the caller clears it. On return `working` is the value to commit and `slot.inFlight` the value the last pass
  /// started from (for the cycle diagnostic).
  @inlinable
  static func run<Slot: InFlightSlot>(
    committed: Slot.Value,
    working: inout Slot.Value,
    slot: Slot,
    rules: BindingRulesPublisher<Slot.Value>,
    hasRules: Bool,
    maxDepth: Int,
    tracing: Bool
  ) -> RuleRun {
    slot.hasInFlight = true
    guard hasRules else {
      return runApplyRules(working: &working, slot: slot, maxDepth: maxDepth, tracing: tracing)
    }
    return runBindingRules(
      committed: committed,
      working: &working,
      slot: slot,
      rules: rules,
      maxDepth: maxDepth,
      tracing: tracing
    )
  }

  /// Passes of a model without binding rules: only `applyRules`, with no per-rule bookkeeping. It touches no
  /// generic type but `Value` itself, so in unspecialized code it looks up no type metadata.
  @inlinable
  static func runApplyRules<Slot: InFlightSlot>(
    working: inout Slot.Value,
    slot: Slot,
    maxDepth: Int,
    tracing: Bool
  ) -> RuleRun {
    var run = RuleRun()
    while true {
      run.passes += 1
      slot.inFlight = working
      working.applyRules()
      let converged = working == slot.inFlight
      if tracing, !converged { run.trace.append(traceLine(run.passes, "applyRules", slot.inFlight, working)) }
      if converged || run.passes >= maxDepth {
        run.converged = converged
        return run
      }
    }
  }

  /// Passes with binding rules. Out of line, so the rule-less path does not look up the metadata of the types
  /// used here (`RulePass<Value>`, `[Value]`, `Optional<Value>`).
  @usableFromInline @inline(never)
  static func runBindingRules<Slot: InFlightSlot>(
    committed: Slot.Value,
    working: inout Slot.Value,
    slot: Slot,
    rules publisher: BindingRulesPublisher<Slot.Value>,
    maxDepth: Int,
    tracing: Bool
  ) -> RuleRun {
    let rules = publisher.rules
    var run = RuleRun()
    // What each binding rule compared with: the value just before it ran in the previous pass (the committed
    // value in the first pass), so a rule sees each change to its field once, whichever rule made it.
    var seen = [Slot.Value](repeating: committed, count: rules.count)
    while true {
      run.passes += 1
      let passStart = working
      slot.inFlight = working
      working.applyRules()
      if tracing, working != passStart {
        run.trace.append(traceLine(run.passes, "applyRules", passStart, working))
      }
      for index in rules.indices {
        let rule = rules[index]
        var pass = RulePass(committed: committed, previous: seen[index], working: working)
        seen[index] = working
        slot.inFlight = working
        rule.run(&pass)
        if tracing, pass.working != working {
          run.trace.append(traceLine(run.passes, rule.label, working, pass.working))
        }
        working = pass.working
      }
      let converged = working == passStart
      if converged || run.passes >= maxDepth {
        slot.inFlight = passStart
        run.converged = converged
        return run
      }
    }
  }

  /// A trace line: which rule changed which fields in which pass — `pass 1: applyRules changed isOdd: false -> true`.
  @usableFromInline
  static func traceLine<Value>(_ pass: Int, _ rule: String, _ before: Value, _ after: Value) -> String {
    "pass \(pass): \(rule) changed \(StateDiff(from: before, to: after).inline)"
  }
}
