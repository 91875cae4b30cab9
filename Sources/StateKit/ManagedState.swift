import Dispatch
import Foundation
public import StreamCore

#if !canImport(Darwin)
import Synchronization
#endif

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
  @usableFromInline let lock: StateLock
  // The stored state below is guarded by `lock` or owned by the holder of the mutation turn, so it skips the
  // run-time exclusivity checks (one `swift_beginAccess` each, about 80 instructions, on every access).
  /// The committed value; guarded by `lock`, changed only by the holder of the mutation turn.
  @usableFromInline @exclusivity(unchecked) var committed: Value
  @usableFromInline @exclusivity(unchecked) var turn = MutationTurn()
  /// The values the holder of the mutation turn mutated re-entrantly, oldest first; guarded by `lock`.
  @exclusivity(unchecked) private var reentrant = Queue<Value>()
  /// The actions of the values in `reentrant` (`nil` for a mutation that is no action), in the same order. (`Any?`,
  /// not `Value.Action?`: in unspecialized code a generic optional looks up type metadata on every mutation.)
  @exclusivity(unchecked) private var reentrantActions = Queue<Any?>()
  /// What ``printChanges(_:)`` installed: told of each commit, in commit order; guarded by `lock`.
  @exclusivity(unchecked) private var changeTaps: [ChangeTap<Value>] = []
  /// Whether `changeTaps` is not empty; guarded by `lock`. (Testing the array itself looks up its type metadata.)
  @usableFromInline @exclusivity(unchecked) var hasChangeTaps = false
  /// The value the holder of the mutation turn is computing (before each rule, and before the will-change
  /// observers), so a mutation it makes re-entrantly builds on it rather than on the older committed value.
  /// Meaningful only while `hasInFlight`; read and written only by the thread holding the turn, so it needs no
  /// lock. (Not an `Optional`: in unspecialized code every `Optional<Value>` access looks up type metadata.)
  @usableFromInline @exclusivity(unchecked) var inFlight: Value
  @usableFromInline @exclusivity(unchecked) var hasInFlight = false
  /// Whether the holder of the turn is inside a change it makes — its own, until it reaches the rules, or a
  /// re-entrant one, until it is queued — during which a further mutation would be lost (or pull the value from
  /// under an in-place change). Only the holder's thread reads or writes it, so it needs no lock.
  @usableFromInline @exclusivity(unchecked) var isInOwnChange = false
  /// The value an in-place modification (`model.count += 1`) changes. Only the thread holding the mutation turn
  /// uses it, from taking the turn until the change is handed to the rules, and the turn's own-change check
  /// keeps a second modification from starting meanwhile, so it needs no lock.
  @usableFromInline @exclusivity(unchecked) var modified: Value
  /// Where threads wait for the mutation turn while another thread holds it; made by the first thread that has to
  /// wait, guarded by `lock`. Only the rules, the caller's own change and the will-change observers run while a
  /// thread holds the turn, never a subscriber; a thread that re-enters never waits (its mutation is queued).
  @exclusivity(unchecked) private var turnWaiters: DispatchSemaphore?
  #if !canImport(Darwin)
  /// Whether a thread holds the mutation turn: written under `lock` as the turn is taken and given up, read without
  /// it by the one thread that may spin before it sleeps (`waitAwakeForTurn()`). A hint: the turn itself is taken
  /// under `lock`.
  private let isTurnTaken = Atomic<Bool>(false)
  /// Lets one thread waiting for the turn spin on `isTurnTaken` before it sleeps.
  private let turnSpinner = SoleSpinner()
  #endif
  @usableFromInline @exclusivity(unchecked) var depth: Int
  @usableFromInline @exclusivity(unchecked) var tracing = false
  /// Whether the value was ever read through ``wrappedValue`` (which reports the access to Observation); guarded by
  /// `lock`. Until then no Observation observer can be registered, so commits skip the registrar.
  @usableFromInline @exclusivity(unchecked) var isAccessed = false
  /// Whether ``objectWillChange`` was ever asked for; guarded by `lock`. Until then nobody can be subscribed to it,
  /// so commits skip sending it.
  @usableFromInline @exclusivity(unchecked) var isWillChangeRequested = false
  /// Whether the object that declares this state was looked at for an `objectWillChange` to relay to; guarded by
  /// `lock`. See `ManagedState+EnclosingObject.swift`.
  @usableFromInline @exclusivity(unchecked) var isEnclosingObjectSeen = false
  /// The subscription that fires the declaring object's `objectWillChange` before each commit; guarded by `lock`.
  @exclusivity(unchecked) var enclosingObjectRelay: AnyCancellable?
  /// The settings the holder of the mutation turn read when it claimed the turn; owned by the holder.
  @usableFromInline @exclusivity(unchecked) var settings: TurnSettings
  @usableFromInline let rules: BindingRulesPublisher<Value>
  private let ruleTokens: [AnyCancellable]
  private var anyTokens: [Any] = []
  /// Delivers the committed changes, first in, first out.
  @usableFromInline let changes: SubjectCore<DiffedValue<Value>, Never>
  /// Whether `changes` shares the state's lock (the built-in one), so a commit queues its change in the critical
  /// section that commits it.
  @usableFromInline let sharesLockWithChanges: Bool
  /// The change `changes` held as current before the last commit, when it shares the lock: released by the holder
  /// of the turn after unlocking (releasing it may run a `deinit`); owned by the holder.
  @usableFromInline @exclusivity(unchecked) var replacedChange: DiffedValue<Value>?
  /// The per-field streams of ``publisher(for:)``, fed by `changes`.
  package let fields: FieldChannels<Value>
  @usableFromInline let willChange = ObservableObjectPublisher()
  @usableFromInline let observation = ObservationSupport()
  /// Stores each committed value of a persisted state; set once, by the persisted initializer, before the state is
  /// shared, and read by the holder of the mutation turn.
  @usableFromInline @exclusivity(unchecked) var persistence: StatePersistence<Value>?
  /// `\.wrappedValue`, made once: a key path into a generic class is allocated each time it is evaluated.
  let valueKeyPath: KeyPath<ManagedState<Value>, Value> = \.wrappedValue

  /// Creates a state holding `wrappedValue`, made consistent by its rules.
  ///
  /// Every binding rule runs once with `old == nil`; then rule passes run to a fixed point, as for a mutation
  /// (``BehavioralStateContract/applyRules()``, then each binding rule whose field changed), so the first committed
  /// value is a fixed point. The result is committed, and then ``BehavioralStateContract/applyAnyRules(to:)``
  /// installs its observers.
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
    let stateLock = StateLock(lock)
    let rules = BindingRulesPublisher<Value>(lock: stateLock)
    let ruleTokens = Value.applyBindingRules(to: rules)
    let maxDepth = StateDiagnostics.maxDepth
    var initial = wrappedValue
    let initialSlot = InitialInFlight(wrappedValue)
    let initialRun = RulePasses.initial(
      working: &initial,
      slot: initialSlot,
      rules: rules,
      maxDepth: maxDepth
    )
    let sharesLock = stateLock.isBuiltIn
    let changes = SubjectCore<DiffedValue<Value>, Never>(
      current: DiffedValue(old: nil, new: initial),
      lock: sharesLock ? stateLock.builtIn : Lock()
    ) {
      DiffedValue(old: nil, new: $0.new)
    }
    self.sharesLockWithChanges = sharesLock
    self.lock = stateLock
    self.depth = maxDepth
    self.settings = TurnSettings(maxDepth: maxDepth)
    self.rules = rules
    self.ruleTokens = ruleTokens
    self.committed = initial
    self.inFlight = initial
    self.modified = initial
    self.changes = changes
    fields = FieldChannels(source: changes)
    if !initialRun.converged { reportCycle(initialRun, from: initialSlot.inFlight, to: initial) }
    anyTokens = Value.applyAnyRules(to: Value.AnyRulesHandle(stateBinding: binding(fallback: initial)))
  }

  deinit {
    for token in ruleTokens { token.cancel() }
    Self.end(anyTokens)
    changes.send(completion: .finished)
  }

  /// Ends what the tokens of ``BehavioralStateContract/applyAnyRules(to:)`` hold, so no rule of a gone state runs
  /// again: a `Cancellable` is cancelled, an observer that `NotificationCenter.addObserver(forName:object:queue:using:)`
  /// returned is removed from `NotificationCenter.default` (which otherwise keeps its block until it is removed), and
  /// an array of tokens is ended token by token.
  private static func end(_ tokens: [Any]) {
    for token in tokens {
      if let cancellable = token as? any Cancellable {
        cancellable.cancel()
      } else if let nested = token as? [Any] {
        end(nested)
      } else if type(of: token) is AnyClass, let observer = token as? any NSObjectProtocol {
        NotificationCenter.default.removeObserver(observer)
      }
    }
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
      lock.lock()
      isAccessed = true
      let value = committed
      lock.unlock()
      observation.access(self)
      return value
    }
    set {
      var isReentrant = false
      _ = beginMutation(isReentrant: &isReentrant)
      finishMutation(newValue, isReentrant: isReentrant)
    }
    // Inlinable, so the accessor is specialized and inlined where it is used: an unspecialized generic `_modify`
    // allocates its coroutine frame on the heap on every mutation.
    @inlinable
    _modify {
      // The value is changed in place in `modified`, a stored scratch value the holder of the turn owns.
      var isReentrant = false
      modified = beginMutation(isReentrant: &isReentrant)
      defer { finishMutation(modified, isReentrant: isReentrant) }
      yield &modified
    }
  }

  /// The wrapped value, read and written through the object that declares the state.
  ///
  /// Swift calls this instead of ``wrappedValue`` when the state is a property of a class (it must be declared in the
  /// class itself, not an extension, for Swift to find it; the relay is in `ManagedState+EnclosingObject.swift`). On the first access, if
  /// the class is an `ObservableObject` whose `objectWillChange` is an `ObservableObjectPublisher`, the state starts
  /// firing that publisher before each committed change, as an `@Published` property does. So a view model's
  /// `@ManagedState` re-renders a SwiftUI view that observes the view model, with no hand-written bridge:
  ///
  /// ```swift
  /// final class ViewModel: ObservableObject {
  ///   @ManagedState var state = Counter()
  /// }
  /// let viewModel = ViewModel()
  /// let observation = viewModel.objectWillChange.sink { print("will change") }
  /// viewModel.state.count += 1  // Prints "will change"
  /// ```
  ///
  /// Where Combine is the system's, Combine gives a class a lasting `objectWillChange` only when it has an
  /// `@Published` property; a class whose observable state is all `@ManagedState` declares
  /// `let objectWillChange = ObservableObjectPublisher()`. StreamCore's own `ObservableObject` keeps one for every
  /// object.
  @inlinable
  public static subscript<EnclosingSelf: AnyObject>(
    _enclosingInstance object: EnclosingSelf,
    wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
    storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, ManagedState<Value>>
  ) -> Value {
    get { state(of: object, at: storageKeyPath).wrappedValue }
    set { state(of: object, at: storageKeyPath).wrappedValue = newValue }
    _modify { yield &state(of: object, at: storageKeyPath).wrappedValue }
  }

  /// The state itself, as `$model` gives it inside a class: the class is looked at as ``wrappedValue``'s access
  /// looks at it, so a change made only through `$model` fires an `ObservableObject`'s `objectWillChange` too.
  @inlinable
  public static subscript<EnclosingSelf: AnyObject>(
    _enclosingInstance object: EnclosingSelf,
    projected projectedKeyPath: KeyPath<EnclosingSelf, ManagedState<Value>>,
    storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, ManagedState<Value>>
  ) -> ManagedState<Value> {
    state(of: object, at: storageKeyPath)
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

  /// Reads or writes one field of the value: `_model.title = "Ada"`, `state.tags.append("x")`. A write is one
  /// atomic mutation, through the rules, like a write through ``wrappedValue`` (`state.clicks += 1` from two
  /// threads loses no increment).
  ///
  /// ```swift
  /// struct Counter: BehavioralStateContract { var clicks = 0 }
  /// let state = ManagedState(wrappedValue: Counter())
  /// state.clicks += 2
  /// print(state.clicks)  // Prints "2"
  /// ```
  public subscript<Field>(dynamicMember keyPath: WritableKeyPath<Value, Field>) -> Field {
    get { wrappedValue[keyPath: keyPath] }
    _modify { yield &wrappedValue[keyPath: keyPath] }
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
    var isReentrant = false
    var value = beginMutation(isReentrant: &isReentrant)
    defer { finishMutation(value, isReentrant: isReentrant) }
    return try body(&value)
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

  /// Whether each committed mutation is reported as a ``StateDiagnostic/Kind/trace`` diagnostic: the changed fields
  /// (old and new value), the number of passes, and which rule — `applyRules`, or a binding rule named by its key
  /// path — changed which fields in which pass. Off by default.
  ///
  /// ```swift
  /// struct Counter: BehavioralStateContract { var clicks = 0 }
  /// let state = ManagedState(wrappedValue: Counter())
  /// StateDiagnostics.handler = { print($0.message) }
  /// state.isTracing = true
  /// state.wrappedValue.clicks = 1  // Prints "clicks: 0 -> 1 in 1 passes"
  /// ```
  public var isTracing: Bool {
    get { lock.withLock { tracing } }
    set { lock.withLock { tracing = newValue } }
  }

  // MARK: - Mutating

  /// Takes the mutation turn (waiting for another thread to finish its mutation), and returns the value to change.
  ///
  /// - Parameter isReentrant: Set to whether this thread already held the turn (its mutation will be queued).
  @usableFromInline
  func beginMutation(isReentrant: inout Bool) -> Value {
    let thread = ThreadIdentity.current
    lock.lock()
    // A thread told to wait first re-reads a while, if it may spin; each wake-up earns it another chance.
    var mayWaitAwake = true
    while true {
      switch turn.acquire(by: thread) {
      case .claimed:
        isInOwnChange = true
        noteTurn(isTaken: true)
        return claimTurn()
      case .wait where mayWaitAwake:
        mayWaitAwake = false
        lock.unlock()
        waitAwakeForTurn()
        lock.lock()
      case .wait:
        turn.addWaiter()
        let waiters = waitersSemaphore()
        lock.unlock()
        waiters.wait()
        lock.lock()
        mayWaitAwake = true
      case .heldByCaller:
        if isInOwnChange {
          lock.unlock()
          trapInsideOwnChange()
        }
        isInOwnChange = true
        isReentrant = true
        return reentrantBase()
      }
    }
  }

  /// Without the lock, told to wait for the mutation turn: re-reads whether it is still taken, a while, if no other
  /// thread is doing so (``SoleSpinner``); on Apple platforms, returns at once.
  private func waitAwakeForTurn() {
    #if !canImport(Darwin)
    _ = turnSpinner.spin { !isTurnTaken.load(ordering: .relaxed) }
    #endif
  }

  /// With the lock held, as the mutation turn is taken or given up: updates the hint a spinning waiter reads.
  @usableFromInline
  func noteTurn(isTaken: Bool) {
    #if !canImport(Darwin)
    isTurnTaken.store(isTaken, ordering: .releasing)
    #endif
  }

  /// With the lock held: the semaphore waiting threads sleep on, made on first use.
  private func waitersSemaphore() -> DispatchSemaphore {
    if let turnWaiters { return turnWaiters }
    let made = DispatchSemaphore(value: 0)
    turnWaiters = made
    return made
  }

  /// With the lock held, by the thread that just claimed the turn: reads the turn's settings, and returns the
  /// committed value. Releases the lock.
  private func claimTurn() -> Value {
    settings.maxDepth = depth
    settings.isTracing = tracing
    settings.isObserved = isAccessed
    settings.sendsWillChange = isWillChangeRequested
    settings.hasBindingRules = rules.hasRulesWhileLocked
    let value = committed
    lock.unlock()
    if let persistence, persistence.locksAcrossProcesses { return persistence.claimKey(committed: value) }
    return value
  }

  /// With the lock held, for a re-entrant mutation: the value it changes — the last queued value, the value in
  /// flight, or the committed one. Releases the lock. (Out of line: the `Optional<Value>` it uses costs a metadata
  /// lookup in unspecialized code.)
  @inline(never)
  private func reentrantBase() -> Value {
    let value = reentrant.last ?? (hasInFlight ? inFlight : committed)
    lock.unlock()
    return value
  }

  @inline(never)
  private func trapInsideOwnChange() -> Never {
    trap(
      "ManagedState<\(Value.self)>: mutated from inside its own withLock body or in-place modification; "
        + "change the inout value instead"
    )
  }

  /// Runs the rules on `mutated`, commits, and applies re-entrant mutations queued meanwhile; then gives up the
  /// turn and delivers. A re-entrant mutation is only queued.
  // Inlinable, with `commit`, so that a mutation is specialized for the model where it is made: unspecialized, each
  // `DiffedValue<Value>`, `Optional<Value>` and array of the commit looks up its type metadata (300–500 instructions
  // each), and every copy and comparison of the model goes through its value witnesses.
  @inlinable
  func finishMutation(_ mutated: Value, isReentrant: Bool, action: Any? = nil) {
    if isReentrant { return enqueueReentrant(mutated, action: action) }
    var mustDrain = commit(mutated, action: action)
    while turn.takeNext() {
      let (next, nextAction) = takeQueued()
      releaseReplacedChange()
      mustDrain = commit(next, action: nextAction) || mustDrain
    }
    // A persisted state that locks its key across processes, or just applied another process's value, ends that
    // before the turn is free. (Under the lock: unlocking a file and forgetting a value another copy still holds.)
    if let persistence, persistence.submitsSlowly { persistence.endTurn() }
    noteTurn(isTaken: false)
    // The turn is free; a waiting thread, if any, is woken after unlocking. Keep no older value alive in the
    // holder's scratch slots (a value without references keeps nothing alive). The values they held are released
    // after unlocking, by the copies taken here: releasing one may run a `deinit`, which is user code. (Overwriting
    // a slot under the lock only drops a reference its copy still holds.)
    let wakesWaiter = turn.takeWaiter()
    guard !_isPOD(Value.self) else {
      lock.unlock()
      return endTurn(wakingWaiter: wakesWaiter, mustDrain: mustDrain)
    }
    let releasedModified = modified
    let releasedInFlight = inFlight
    let releasedChange = replacedChange
    modified = committed
    inFlight = committed
    replacedChange = nil
    lock.unlock()
    withExtendedLifetime(releasedModified) {}
    withExtendedLifetime(releasedInFlight) {}
    withExtendedLifetime(releasedChange) {}
    endTurn(wakingWaiter: wakesWaiter, mustDrain: mustDrain)
  }

  /// With the lock held: queues a committed change for the subscribers. Returns whether this thread took the delivery
  /// turn and must drain.
  @inlinable
  func queueChange(_ change: DiffedValue<Value>) -> Bool {
    guard sharesLockWithChanges else { return changes.enqueue(change) }
    return changes.enqueueHoldingLock(change, replaced: &replacedChange)
  }

  /// Without the lock, while holding the turn: releases the change `changes` replaced at the last commit.
  @inlinable
  func releaseReplacedChange() {
    if !_isPOD(Value.self) { replacedChange = nil }
  }

  /// After the turn is given up and the lock released: wakes a waiting thread, and delivers.
  @inlinable
  func endTurn(wakingWaiter: Bool, mustDrain: Bool) {
    if wakingWaiter { wakeWaiter() }
    if mustDrain { changes.drain() }
  }

  /// Wakes one thread waiting for the turn. (The semaphore was made, under the lock, before that thread was counted
  /// as a waiter, and is never replaced, so it is read here without the lock.)
  @usableFromInline
  func wakeWaiter() {
    turnWaiters.unsafelyUnwrapped.signal()
  }

  /// Queues a re-entrant mutation's result for the holder of the turn.
  @usableFromInline @inline(never)
  func enqueueReentrant(_ mutated: Value, action: Any?) {
    lock.lock()
    reentrant.append(mutated)
    reentrantActions.append(action)
    turn.enqueue()
    isInOwnChange = false
    lock.unlock()
  }

  /// With the lock held: the oldest queued re-entrant mutation and its action. Releases the lock.
  @usableFromInline @inline(never)
  func takeQueued() -> (Value, Any?) {
    guard let next = reentrant.popFirst() else { trap("ManagedState: a queued mutation went missing") }
    let action = reentrantActions.popFirst() ?? nil
    lock.unlock()
    return (next, action)
  }

  /// Runs the rules to a fixed point from `mutated` and commits the result if it differs from the committed value.
  ///
  /// Called by the holder of the turn without the lock, which it returns holding: a commit with nothing to report
  /// after it (no Observation observer, trace or change tap) then needs a single critical section, which also
  /// decides whether the turn goes on.
  ///
  /// - Parameter action: The MVI action that made `mutated`, for the change taps.
  /// - Returns: Whether this thread took the delivery turn and must drain.
  @inlinable
  func commit(_ mutated: Value, action: Any?) -> Bool {
    // The caller's own change is done once it reaches the rules: later re-entrant mutations are queued. (No lock:
    // only the holder reads or writes the flag, and `committed` changes only by the holder.)
    isInOwnChange = false
    let old = committed
    var new = mutated
    let run = RulePasses.run(
      committed: old,
      working: &new,
      slot: self,
      rules: rules,
      hasRules: settings.hasBindingRules,
      maxDepth: settings.maxDepth,
      tracing: settings.isTracing
    )
    if !run.converged { reportCycle(run, from: inFlight, to: new) }
    guard new != old else {
      hasInFlight = false
      lock.lock()
      return false
    }
    // The will-change observers may mutate re-entrantly: they build on `new`.
    let wasObserved = settings.isObserved
    if settings.sendsWillChange || wasObserved {
      inFlight = new
      if settings.sendsWillChange { willChange.send() }
      if wasObserved { observation.willSet(self) }
    }
    if let persistence { persistence.submit(new) }
    hasInFlight = false
    lock.lock()
    committed = new
    let mustDrain = queueChange(DiffedValue(changedFrom: old, to: new))
    let hasTaps = hasChangeTaps
    settings.isObserved = isAccessed
    settings.sendsWillChange = isWillChangeRequested
    guard settings.isObserved || settings.isTracing || hasTaps else { return mustDrain }
    lock.unlock()
    // An observer registered since the turn began read the old value: it hears this change after the fact.
    if !wasObserved, settings.isObserved { observation.willSet(self) }
    if settings.isObserved { observation.didSet(self) }
    if settings.isTracing { reportTrace(run, from: old, to: new) }
    if hasTaps { reportToChangeTaps(old, new, action) }
    lock.lock()
    return mustDrain
  }

  /// Tells the change taps of a commit; only the holder of the mutation turn commits, so they hear commits in order.
  /// (Out of line: the taps' array looks up its type metadata.)
  @usableFromInline @inline(never)
  func reportToChangeTaps(_ old: Value, _ new: Value, _ action: Any?) {
    lock.lock()
    let taps = changeTaps
    lock.unlock()
    for tap in taps { tap.report(old, new, action) }
  }

  @usableFromInline @inline(never)
  func reportCycle(_ run: RuleRun, from lastPassStart: Value, to new: Value) {
    StateDiagnostics.report(
      StateDiagnostic(
        kind: .cyclicRules,
        typeName: String(reflecting: Value.self),
        message: "rules did not reach a fixed point within \(run.passes) passes; committed the last value. "
          + "Still changing in the last pass: \(StateDiff(from: lastPassStart, to: new).inline)"
      )
    )
  }

  @usableFromInline @inline(never)
  func reportTrace(_ run: RuleRun, from old: Value, to new: Value) {
    let rules = run.trace.isEmpty ? "" : "; " + run.trace.joined(separator: "; ")
    StateDiagnostics.report(
      StateDiagnostic(
        kind: .trace,
        typeName: String(reflecting: Value.self),
        message: "\(StateDiff(from: old, to: new).inline) in \(run.passes) passes\(rules)"
      )
    )
  }

  /// Tells `tap` of every commit from now on.
  func addChangeTap(_ tap: ChangeTap<Value>) {
    lock.withLock {
      changeTaps.append(tap)
      hasChangeTaps = true
    }
  }

  /// Stops telling `tap` of commits; the tap is released after unlocking (its closure may hold user objects).
  func removeChangeTap(_ tap: ChangeTap<Value>) {
    var kept: [ChangeTap<Value>] = []
    lock.withLock {
      kept = changeTaps.filter { $0 !== tap }
      swap(&kept, &changeTaps)
      hasChangeTaps = !changeTaps.isEmpty
    }
    withExtendedLifetime(kept) {}
  }

  /// A handle for ``BehavioralStateContract/applyAnyRules(to:)``; it does not keep the state alive (nor does a
  /// subscription to its publisher), reads `fallback` once the state is gone, and reports a write to a gone state
  /// to ``StateDiagnostics/handler`` instead of performing it.
  private func binding(fallback: Value) -> StateBinding<Value> {
    StateBinding(
      get: { [weak self] in self?.wrappedValue ?? fallback },
      set: { [weak self] in
        guard let self else { return Self.reportWriteToReleasedState() }
        wrappedValue = $0
      },
      publisher: CorePublisher(changes).eraseToAnyPublisher(),
      inPlace: InPlaceMutation(
        begin: { [weak self] in
          guard let self else { return (fallback, ()) }
          var isReentrant = false
          let value = beginMutation(isReentrant: &isReentrant)
          // The token keeps the state alive until the mutation ends.
          return (value, (self, isReentrant))
        },
        end: { value, token in
          guard let (state, isReentrant) = token as? (ManagedState<Value>, Bool) else {
            return Self.reportWriteToReleasedState()
          }
          state.finishMutation(value, isReentrant: isReentrant)
        }
      )
    )
  }

  /// Reports a write through the handle of a state that is gone; the write is dropped.
  private static func reportWriteToReleasedState() {
    StateDiagnostics.report(
      StateDiagnostic(
        kind: .writeToReleasedState,
        typeName: String(reflecting: Value.self),
        message: "ignored a write through the handle of a state that was released: its rules no longer run"
      )
    )
  }

  /// The state's mutation, for a binding's in-place changes: one mutation through the rules.
  package var inPlaceMutation: InPlaceMutation<Value> {
    InPlaceMutation(
      begin: {
        var isReentrant = false
        let value = self.beginMutation(isReentrant: &isReentrant)
        return (value, isReentrant)
      },
      end: { value, token in self.finishMutation(value, isReentrant: token as? Bool ?? false) }
    )
  }
}

/// A state is where its own rule passes keep the value in flight.
extension ManagedState: InFlightSlot {}
