import StreamCore

/// A reference to a ``BehavioralStateContract`` value that runs the value's rules on every mutation, commits, and
/// then notifies its subscribers once.
///
/// ```swift
/// @ManagedState var model = Counter()
/// $model.sink { (diff: DiffedValue<Counter>) in print(diff.new.count, diff.new.isOdd) }.store(in: &bag)
/// // Prints "0 false"
/// model.count += 1
/// // Prints "1 true"
/// ```
///
/// Every mutation — the wrapped value's setter, a key-path write such as `model.count += 1`, ``withLock(_:)``,
/// ``send(_:)`` — runs the rules to a fixed point, commits, and notifies exactly once; a result equal to the
/// committed value (also when rules revert the change) notifies nobody. Compound mutations are atomic.
///
/// Subscribers run with no lock held. A subscriber that mutates the state is serviced after the current
/// notification reached everyone (first in, first out), never recursively, and every subscriber sees every
/// committed value in commit order. The pass order, re-entrancy, locks, cycles and Observation are described in
/// <doc:ManagingState>.
///
/// `$model` is the wrapper itself (``projectedValue``), so `$model.withLock { }` and `_model.withLock { }` agree.
@propertyWrapper
@dynamicMemberLookup
public final class ManagedState<Value: BehavioralStateContract> {
  private let lock: StateLock
  /// The committed value; guarded by `lock`, changed only by the holder of the mutation turn.
  private var committed: Value
  private var turn = MutationTurn<Value>()
  /// The value the holder of the mutation turn is computing (before each rule, and before the will-change
  /// observers), so a mutation it makes re-entrantly builds on it rather than on the older committed value.
  /// Read and written only by the thread holding the turn, so it needs no lock.
  private var inFlight: Value?
  /// Serializes mutations across threads: the holder of the mutation turn has passed it. Only the rules, the
  /// caller's own change and the will-change observers run while it is held, never a subscriber; a thread that
  /// re-enters never waits on it (its mutation is queued). `nil` for ``ManagedStateLock/absent``.
  private let gate: Lock?
  private var depth: Int
  private var tracing = false
  private let rules: BindingRulesPublisher<Value>
  private let ruleTokens: [AnyCancellable]
  private var anyTokens: [Any] = []
  /// Delivers the committed changes, first in, first out.
  let changes: SubjectCore<DiffedValue<Value>, Never>
  let willChange = ObservableObjectPublisher()
  let observation = ObservationSupport()
  /// `\.wrappedValue`, made once: a key path into a generic class is allocated each time it is evaluated.
  let valueKeyPath: KeyPath<ManagedState<Value>, Value> = \.wrappedValue

  /// Creates a state holding `wrappedValue`, made consistent by one run of its rules.
  ///
  /// The rules run once (``BehavioralStateContract/applyRules()``, then every binding rule with `old == nil`),
  /// the result is committed, and then ``BehavioralStateContract/applyAnyRules(to:)`` installs its observers.
  ///
  /// ```swift
  /// @ManagedState var model = Counter()
  /// @ManagedState(lock: .absent) var local = Counter()
  /// let state = ManagedState(wrappedValue: Counter(), lock: .custom(NSLock()))
  /// ```
  ///
  /// - Parameters:
  ///   - wrappedValue: The initial value, before its rules run.
  ///   - lock: How the state guards its value; ``ManagedStateLock/default`` unless given.
  public init(wrappedValue: Value, lock: ManagedStateLock = .default) {
    let rules = BindingRulesPublisher<Value>()
    let ruleTokens = Value.applyBindingRules(to: rules)
    let initial = RulePasses.initial(wrappedValue, rules: rules.rules)
    let changes = SubjectCore<DiffedValue<Value>, Never>(current: DiffedValue(old: nil, new: initial)) {
      DiffedValue(old: nil, new: $0.new)
    }
    self.lock = StateLock(lock)
    self.gate = lock.allowsThreads ? Lock() : nil
    self.depth = StateDiagnostics.maxDepth
    self.rules = rules
    self.ruleTokens = ruleTokens
    self.committed = initial
    self.changes = changes
    anyTokens = Value.applyAnyRules(to: Value.AnyRulesHandle(stateBinding: binding(fallback: initial)))
  }

  deinit {
    for token in ruleTokens { token.cancel() }
    changes.send(completion: .finished)
  }

  /// The committed value. Setting it, or any part of it (`model.count += 1`), is one atomic mutation.
  ///
  /// ```swift
  /// struct Counter: BehavioralStateContract { var clicks = 0 }
  /// @ManagedState var counter = Counter()
  /// counter.clicks += 1
  /// print(counter.clicks)  // Prints "1"
  /// ```
  public var wrappedValue: Value {
    get {
      observation.access(self)
      return lock.withLock { committed }
    }
    set {
      var ticket = beginMutation()
      ticket.value = newValue
      finishMutation(ticket)
    }
    _modify {
      var ticket = beginMutation()
      defer { finishMutation(ticket) }
      yield &ticket.value
    }
  }

  /// The state itself, so `$model` offers its publishers, ``withLock(_:)`` and ``send(_:)``.
  ///
  /// ```swift
  /// struct Counter: BehavioralStateContract { var clicks = 0 }
  /// @ManagedState var counter = Counter()
  /// $counter.withLock { $0.clicks = 5 }
  /// print(counter.clicks)  // Prints "5"
  /// ```
  public var projectedValue: ManagedState<Value> {
    self
  }

  /// Reads one field of the committed value: `$model.title` (BindingKit turns writable fields into bindings).
  ///
  /// A field whose name is also a `Publisher` operator (`count`, `first`, `map`, …) is found as the operator,
  /// because Swift prefers a real member to a dynamic one; read such a field through ``wrappedValue``.
  ///
  /// ```swift
  /// struct Counter: BehavioralStateContract { var clicks = 0 }
  /// let state = ManagedState(wrappedValue: Counter(clicks: 3))
  /// print(state.clicks)  // Prints "3"
  /// ```
  public subscript<Field>(dynamicMember keyPath: KeyPath<Value, Field>) -> Field {
    wrappedValue[keyPath: keyPath]
  }

  /// Mutates the value atomically with `body`, then runs the rules, commits and notifies once.
  ///
  /// ```swift
  /// $model.withLock { value in
  ///   value.count += 1
  ///   value.text = "edited"
  /// }  // one notification
  /// ```
  ///
  /// `body` runs with no lock held, while this thread holds the state's mutation turn: other threads' mutations
  /// wait, and a mutation `body` makes itself is applied after this one.
  ///
  /// - Parameter body: Changes the value.
  /// - Returns: What `body` returns.
  @discardableResult
  public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    var ticket = beginMutation()
    defer { finishMutation(ticket) }
    return try body(&ticket.value)
  }

  /// The maximum number of rule passes per mutation; ``StateDiagnostics/maxDepth`` when the state was created.
  ///
  /// A mutation whose rules still change the value after this many passes commits its last value and reports a
  /// ``StateDiagnostic/Kind/cyclicRules`` diagnostic. Values below 1 are programmer errors.
  ///
  /// ```swift
  /// struct Runaway: BehavioralStateContract {
  ///   var steps = 0
  ///   mutating func applyRules() { steps += 1 }  // never reaches a fixed point
  /// }
  /// let state = ManagedState(wrappedValue: Runaway())
  /// state.maxDepth = 3
  /// StateDiagnostics.handler = { print($0.kind) }
  /// state.wrappedValue.steps = 0  // Prints "cyclicRules"
  /// ```
  public var maxDepth: Int {
    get { lock.withLock { depth } }
    set {
      require(newValue >= 1, "ManagedState.maxDepth must be at least 1, not \(newValue)")
      lock.withLock { depth = newValue }
    }
  }

  /// Whether each committed mutation is reported as a ``StateDiagnostic/Kind/trace`` diagnostic: old and new
  /// value, and which rules changed the value in which pass. Off by default.
  ///
  /// ```swift
  /// struct Counter: BehavioralStateContract { var clicks = 0 }
  /// let state = ManagedState(wrappedValue: Counter())
  /// StateDiagnostics.handler = { print($0.message) }
  /// state.isTracing = true
  /// state.wrappedValue.clicks = 1  // Prints "Counter(clicks: 0) -> Counter(clicks: 1) in 1 passes"
  /// ```
  public var isTracing: Bool {
    get { lock.withLock { tracing } }
    set { lock.withLock { tracing = newValue } }
  }

  // MARK: - Mutating

  /// A mutation in progress: the value the caller changes, and whether it re-entered the turn.
  struct Ticket {
    var value: Value
    let isReentrant: Bool
  }

  /// Takes the mutation turn (waiting for another thread to finish its mutation), and returns the value to change.
  func beginMutation() -> Ticket {
    let thread = ThreadIdentity.current
    lock.lock()
    switch turn.acquire(by: thread) {
    case .reentrant(let base):
      let value = base ?? inFlight ?? committed
      lock.unlock()
      return Ticket(value: value, isReentrant: true)
    case .insideOwnChange:
      lock.unlock()
      trap(
        "ManagedState<\(Value.self)>: mutated from inside its own withLock body or in-place modification; "
          + "change the inout value instead"
      )
    case .passGate:
      lock.unlock()
    }
    gate?.lock()
    lock.lock()
    turn.claim(by: thread)
    let value = committed
    lock.unlock()
    return Ticket(value: value, isReentrant: false)
  }

  /// Runs the rules on the ticket's value, commits, and applies re-entrant mutations queued meanwhile; then gives
  /// up the turn and delivers.
  func finishMutation(_ ticket: Ticket) {
    if ticket.isReentrant {
      lock.withLock { turn.enqueue(ticket.value) }
      return
    }
    var next: Value? = ticket.value
    var mustDrain = false
    while let mutated = next {
      mustDrain = commit(mutated) || mustDrain
      lock.lock()
      next = turn.next()
      lock.unlock()
    }
    gate?.unlock()
    if mustDrain { changes.drain() }
  }

  /// Runs the rules to a fixed point from `mutated` and commits the result if it differs from the committed value.
  ///
  /// - Returns: Whether this thread took the delivery turn and must drain.
  private func commit(_ mutated: Value) -> Bool {
    lock.lock()
    // The caller's own change is done once it reaches the rules: later re-entrant mutations are queued.
    turn.endOwnChange()
    let old = committed
    let maxDepth = depth
    let isTracing = tracing
    lock.unlock()
    let outcome = RulePasses.run(
      committed: old,
      mutated: mutated,
      rules: rules.rules,
      maxDepth: maxDepth,
      tracing: isTracing
    ) { working in inFlight = working }
    defer { inFlight = nil }
    if !outcome.converged { reportCycle(outcome) }
    let new = outcome.value
    guard new != old else { return false }
    inFlight = new
    willChange.send()
    observation.willSet(self)
    lock.lock()
    committed = new
    let mustDrain = changes.enqueue(DiffedValue(old: old, new: new))
    lock.unlock()
    observation.didSet(self)
    if isTracing { reportTrace(old: old, outcome: outcome) }
    return mustDrain
  }

  private func reportCycle(_ outcome: RuleOutcome<Value>) {
    StateDiagnostics.report(
      StateDiagnostic(
        kind: .cyclicRules,
        typeName: String(reflecting: Value.self),
        message: "rules did not reach a fixed point within \(outcome.passes) passes; committed the last value. "
          + "Last two values: \(outcome.beforeLastPass) -> \(outcome.value)"
      )
    )
  }

  private func reportTrace(old: Value, outcome: RuleOutcome<Value>) {
    let rules = outcome.trace.isEmpty ? "" : "; " + outcome.trace.joined(separator: "; ")
    StateDiagnostics.report(
      StateDiagnostic(
        kind: .trace,
        typeName: String(reflecting: Value.self),
        message: "\(old) -> \(outcome.value) in \(outcome.passes) passes\(rules)"
      )
    )
  }

  /// A handle for ``BehavioralStateContract/applyAnyRules(to:)``; it does not keep the state alive, and reads
  /// `fallback` once the state is gone.
  private func binding(fallback: Value) -> StateBinding<Value> {
    StateBinding(
      get: { [weak self] in self?.wrappedValue ?? fallback },
      set: { [weak self] in self?.wrappedValue = $0 },
      publisher: ChangesPublisher(core: changes).eraseToAnyPublisher()
    )
  }
}
