import StateKit
public import StreamCore

/// A thread-safe observable value for view state: read and write it like a variable, observe it as `DiffedValue`s,
/// and bind to its fields with key paths.
///
/// ```swift
/// struct ViewState: Equatable { var isOn = false; var title = "" }
/// @UIState var state = ViewState()
/// let cancellable = $state.isOn.sink { (isOn: Bool) in print(isOn) }  // Prints "false"
/// state.isOn = true                                                   // Prints "true"
/// state.title = "Settings"                                            // prints nothing: `isOn` did not change
/// ```
///
/// - Every write is atomic, compound ones included: 8 threads each doing `state.wrappedValue.count += 1` 1,000
///   times end at exactly 8,000. ``withLock(_:)`` makes a longer change atomic.
/// - A write of an equal value publishes nothing.
/// - `$state` is the `UIState` itself: a publisher of `DiffedValue<Value>` whose first emission to a subscriber has
///   `old == nil`; ``publisher`` publishes the same. `$state.isOn` is a ``UIBinding`` to one field, nesting to any
///   depth (`$state.profile.details.age`); `$state(\.isOn)` and `$state()` are the same through a call.
/// - Subscribers run with no lock held, one change at a time, in commit order. A subscriber that writes the state
///   is served after the current change has reached every subscriber — never recursively.
///
/// A field whose name is also a `Publisher` operator (`count`, `first`, `map`, …) is found as the operator by
/// `$state.count`, because Swift prefers a real member to a dynamic one; use `$state(\.count)` for those.
@propertyWrapper
@dynamicMemberLookup
public final class UIState<Value: Equatable> {
  /// Guards `current` for short critical sections only: never held while the caller's code or a subscriber runs.
  @usableFromInline let lock = Lock()
  /// Serializes writes: held from reading the value to be changed until its commit, so compound writes are atomic.
  /// The caller's change (a `withLock` body, an in-place modification) runs while it is held; readers and
  /// subscribers never wait for it.
  @usableFromInline let writeGate = Lock()
  /// Guarded by `lock`, so it skips the run-time exclusivity checks.
  @usableFromInline @exclusivity(unchecked) var current: Value
  @usableFromInline let core: SubjectCore<DiffedValue<Value>, Never>
  /// The per-field streams of key-path bindings, fed by `core`.
  let fields: FieldChannels<Value>

  /// Creates a state holding `wrappedValue`.
  ///
  /// ```swift
  /// let state = UIState(wrappedValue: 0)
  /// state.wrappedValue += 1
  /// print(state.wrappedValue)  // Prints "1"
  /// ```
  public init(wrappedValue: Value) {
    current = wrappedValue
    core = SubjectCore(current: DiffedValue(old: nil, new: wrappedValue)) { DiffedValue(old: nil, new: $0.new) }
    fields = FieldChannels(source: core)
  }

  deinit {
    fields.stopFeeding()
  }

  /// The current value. Setting it, or changing it in place, is one atomic write that publishes the change (if
  /// any) to subscribers.
  ///
  /// ```swift
  /// @UIState var count = 0
  /// count += 1
  /// print(count)  // Prints "1"
  /// ```
  public var wrappedValue: Value {
    get {
      checkOutsideChange("read")
      return lock.withLock { current }
    }
    set { withLock { $0 = newValue } }
    // Inlinable, so the accessor is specialized and inlined where it is used: an unspecialized generic `_modify`
    // allocates its coroutine frame on the heap on every write.
    @inlinable
    _modify {
      let old = beginWrite()
      var value = old
      defer { commit(value, replacing: old) }
      yield &value
    }
  }

  /// The state itself, so that `$state` reaches its bindings and publishers.
  ///
  /// ```swift
  /// struct Settings: Equatable { var isOn = false }
  /// @UIState var settings = Settings()
  /// $settings.isOn.wrappedValue = true
  /// print(settings.isOn)  // Prints "true"
  /// ```
  public var projectedValue: UIState<Value> {
    self
  }

  /// Changes the value in place as one atomic write, and publishes the result if it differs.
  ///
  /// ```swift
  /// @UIState var names = ["A"]
  /// let count = $names.withLock { names in
  ///   names.append("B")
  ///   return names.count
  /// }
  /// print(count)  // Prints "2"
  /// ```
  ///
  /// - Parameter body: Changes the value. It runs while this write holds the state's write gate — other writers
  ///   wait; readers and subscribers do not — so it must not wait for another thread that writes this state.
  ///   Reading or writing this state from inside it (other than through its argument) traps with a message naming
  ///   the state.
  /// - Returns: What `body` returns.
  public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    let old = beginWrite()
    var value = old
    defer { commit(value, replacing: old) }
    return try ChangeScope.run(in: self) { try body(&value) }
  }

  /// The state's write, for a binding's in-place changes: one atomic write, as ``withLock(_:)``'s.
  var inPlaceMutation: InPlaceMutation<Value> {
    InPlaceMutation(
      begin: {
        let old = self.beginWrite()
        return (old, old)
      },
      end: { value, token in
        guard let old = token as? Value else { trap("UIState<\(Value.self)>: a write ended without its old value") }
        self.commit(value, replacing: old)
      }
    )
  }

  /// Traps if this thread is inside this state's own `withLock` body, where `access` would deadlock.
  @usableFromInline
  func checkOutsideChange(_ access: String) {
    if ChangeScope.contains(self) {
      trap(
        "A UIState<\(Value.self)> was \(access) inside its own withLock body; "
          + "use the body's inout argument instead"
      )
    }
  }

  /// Takes the write gate (waiting for another thread's write to commit) and returns the value to change; traps if
  /// this thread holds the gate itself, inside this state's own `withLock` body.
  // Inlinable, with `commit`, so that a write is specialized for the value where it is made: unspecialized, its
  // `DiffedValue<Value>` looks up type metadata and every copy and comparison goes through value witnesses.
  @inlinable
  func beginWrite() -> Value {
    writeGate.lock { checkOutsideChange("changed") }
    lock.lock()
    let value = current
    lock.unlock()
    return value
  }

  /// With the write gate held: stores `value` if it differs from `old` (the value the write started from, still
  /// current: writes are serialized) and publishes its diff in commit order, releasing the gate before any
  /// subscriber runs. The comparison, user code, runs with no lock on the value held.
  @inlinable
  func commit(_ value: Value, replacing old: Value) {
    guard value != old else { return writeGate.unlock() }
    // The replaced value is not released here: the caller's `old` still holds it.
    lock.lock()
    current = value
    lock.unlock()
    core.send(DiffedValue(changedFrom: old, to: value), releasing: writeGate)
  }
}

// @unchecked: `current` is read and written only under `lock` (written only by the holder of `writeGate`); delivery
// state lives in `core`, behind its own lock.
extension UIState: @unchecked Sendable where Value: Sendable {}

extension UIState where Value: ExpressibleByNilLiteral {
  /// Creates a state holding `nil`.
  ///
  /// ```swift
  /// @UIState var selection: Int?
  /// ```
  public convenience init() {
    self.init(wrappedValue: nil)
  }
}

extension UIState where Value: ExpressibleByArrayLiteral {
  /// Creates a state holding an empty collection.
  ///
  /// ```swift
  /// @UIState var tags: [String]
  /// ```
  public convenience init() {
    self.init(wrappedValue: [])
  }
}

extension UIState where Value: ExpressibleByDictionaryLiteral {
  /// Creates a state holding an empty dictionary.
  ///
  /// ```swift
  /// @UIState var scores: [String: Int]
  /// ```
  public convenience init() {
    self.init(wrappedValue: [:])
  }
}
