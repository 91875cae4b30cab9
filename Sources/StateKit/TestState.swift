import StreamCore

/// A ``ManagedState`` under test: each step states how the committed value changes, and a step whose outcome
/// differs throws a ``StateMismatch`` that lists only the differing fields.
///
/// ```swift
/// @Test func basket() throws {
///   let store = TestState(Basket())
///   try store.send(.clear)  // an empty basket: no change, nothing to state
///   try store.send(.add("tea", 3)) { $0.items = ["tea"]; $0.total = 3; $0.isEmpty = false }
///   try store.set(\.note, "gift") { $0.note = "gift" }
///   try store.mutate({ $0.items.append("jam") }, assert: { $0.items = ["tea", "jam"] })
///   try store.finish()
/// }
/// ```
///
/// Each step's `assert` closure turns the previous committed value into the expected one; without it the step
/// expects no change. Tests are exhaustive by default: the committed value must equal the expectation, derived
/// fields included. With ``exhaustivity`` ``Exhaustivity/off`` a step checks only the fields its closure changes.
/// A step that changes the value must publish exactly one notification, and one that changes nothing, none.
///
/// Changes the steps did not make — a view writing a binding, an external observer, a rule's scheduled effect — are
/// queued: ``receive(assert:fileID:line:)`` checks the oldest the same way, and every step and ``finish(fileID:line:)``
/// throw while one is unreceived. StateKit imports no test framework: the steps throw, so a test in Swift Testing
/// or XCTest fails with the error's text. See <doc:TestingState>.
public final class TestState<Value: BehavioralStateContract> {
  /// The state under test, to hand to the code under test.
  ///
  /// ```swift
  /// let store = TestState(Counter())
  /// let screen = CounterScreen(model: store.state)
  /// screen.tapPlus()
  /// try store.receive { $0.count = 1 }
  /// ```
  public let state: ManagedState<Value>
  /// How much of each change the steps check; ``Exhaustivity/on`` unless set.
  public var exhaustivity = Exhaustivity.on
  private let recorder = ChangeRecorder<Value>()
  private var subscription: AnyCancellable?
  /// The last committed value the test has accounted for.
  private var current: Value
  /// Changes made outside the steps, oldest first, not received yet.
  private var pending: [DiffedValue<Value>] = []

  /// Creates a ``ManagedState`` holding `initial` (made consistent by its rules) and starts recording its changes.
  ///
  /// ```swift
  /// let store = TestState(Counter(count: 1))
  /// print(store.value.isOdd)  // Prints "true"
  /// ```
  ///
  /// - Parameters:
  ///   - initial: The value the state starts from, before its rules run.
  ///   - lock: How the state guards its value.
  public init(_ initial: Value, lock: ManagedStateLock = .default) {
    state = ManagedState(wrappedValue: initial, lock: lock)
    current = state.wrappedValue
    subscription = state.sink { [recorder] (diff: DiffedValue<Value>) in recorder.record(diff) }
    let first = recorder.takeAll()
    current = first.last?.new ?? current
  }

  /// The state's committed value.
  ///
  /// ```swift
  /// let store = TestState(Counter())
  /// try store.send(.increment) {
  ///   $0.count = 1
  ///   $0.isOdd = true
  /// }
  /// print(store.value.count)  // Prints "1"
  /// ```
  public var value: Value { state.wrappedValue }

  /// Sends an MVI action and checks the change it commits.
  ///
  /// ```swift
  /// let store = TestState(Counter())
  /// try store.send(.increment) {
  ///   $0.count = 1
  ///   $0.isOdd = true
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - action: The action.
  ///   - assert: Turns the previous committed value into the expected one; `nil` when no change is expected.
  ///   - fileID: The step's file, for the failure.
  ///   - line: The step's line, for the failure.
  /// - Throws: ``StateMismatch`` when a change is unreceived, or the change or its notifications differ.
  public func send(
    _ action: Value.Action,
    assert: ((inout Value) throws -> Void)? = nil,
    fileID: String = #fileID,
    line: Int = #line
  ) throws {
    try step("send(\(ValueText.of(action)))", fileID: fileID, line: line, assert: assert) { state.send(action) }
  }

  /// Writes one field and checks the change it commits.
  ///
  /// ```swift
  /// let store = TestState(Basket())
  /// try store.set(\.note, "gift") { $0.note = "gift" }
  /// try store.set(\.note, "gift")  // the same value: no change
  /// ```
  ///
  /// - Parameters:
  ///   - keyPath: The field.
  ///   - newValue: Its new value.
  ///   - assert: Turns the previous committed value into the expected one; `nil` when no change is expected.
  ///   - fileID: The step's file, for the failure.
  ///   - line: The step's line, for the failure.
  /// - Throws: ``StateMismatch`` when a change is unreceived, or the change or its notifications differ.
  public func set<Field>(
    _ keyPath: WritableKeyPath<Value, Field>,
    _ newValue: Field,
    assert: ((inout Value) throws -> Void)? = nil,
    fileID: String = #fileID,
    line: Int = #line
  ) throws {
    let name = "set(\(keyPath), \(ValueText.of(newValue)))"
    try step(name, fileID: fileID, line: line, assert: assert) { state.withLock { $0[keyPath: keyPath] = newValue } }
  }

  /// Mutates the value with `body` (one mutation) and checks the change it commits.
  ///
  /// ```swift
  /// let store = TestState(Basket())
  /// try store.mutate({ $0.items = ["tea", "jam"] }, assert: {
  ///   $0.items = ["tea", "jam"]
  ///   $0.isEmpty = false
  /// })
  /// ```
  ///
  /// - Parameters:
  ///   - body: Changes the value.
  ///   - assert: Turns the previous committed value into the expected one; `nil` when no change is expected.
  ///   - fileID: The step's file, for the failure.
  ///   - line: The step's line, for the failure.
  /// - Throws: ``StateMismatch`` when a change is unreceived, or the change or its notifications differ.
  public func mutate(
    _ body: (inout Value) -> Void,
    assert: ((inout Value) throws -> Void)? = nil,
    fileID: String = #fileID,
    line: Int = #line
  ) throws {
    try step("mutate", fileID: fileID, line: line, assert: assert) { state.withLock(body) }
  }

  /// Checks the oldest change made outside the steps (with ``Exhaustivity/off``: the oldest whose stated fields
  /// match, skipping older ones).
  ///
  /// ```swift
  /// let store = TestState(Basket())
  /// store.state.wrappedValue.note = "from the view"  // a change the steps did not make
  /// try store.receive { $0.note = "from the view" }
  /// ```
  ///
  /// - Parameters:
  ///   - assert: Turns the value before that change into the expected one.
  ///   - fileID: The step's file, for the failure.
  ///   - line: The step's line, for the failure.
  /// - Throws: ``StateMismatch`` when no change is waiting, or the change differs.
  public func receive(
    assert: ((inout Value) throws -> Void)? = nil,
    fileID: String = #fileID,
    line: Int = #line
  ) throws {
    pending += recorder.takeAll()
    guard !pending.isEmpty else {
      throw StateMismatch(
        step: "receive",
        reason: "no change made outside the steps is waiting to be received",
        diff: StateDiff(changes: []),
        fileID: fileID,
        line: line
      )
    }
    /// Checks the pending change at `index`; when it matches, it and every older one are received.
    func receive(at index: Int) throws {
      let change = pending[index]
      try check(
        "receive",
        before: change.old ?? current,
        actual: change.new,
        assert: assert,
        fileID: fileID,
        line: line
      )
      current = change.new
      pending.removeFirst(index + 1)
    }
    do {
      try receive(at: 0)
    } catch let mismatch as StateMismatch {
      guard exhaustivity == .off else { throw mismatch }
      for index in pending.indices.dropFirst() where (try? receive(at: index)) != nil { return }
      throw mismatch
    }
  }

  /// Checks that every change made outside the steps was received; call it at the end of a test.
  ///
  /// ```swift
  /// let store = TestState(Basket())
  /// store.state.wrappedValue.note = "from the view"
  /// try store.finish()  // throws: a change made outside the steps was not received
  /// ```
  ///
  /// - Parameters:
  ///   - fileID: The step's file, for the failure.
  ///   - line: The step's line, for the failure.
  /// - Throws: ``StateMismatch`` when a change is unreceived.
  public func finish(fileID: String = #fileID, line: Int = #line) throws {
    try requireNothingPending(step: "finish", fileID: fileID, line: line)
  }

  // MARK: - Checking

  private func step(
    _ name: String,
    fileID: String,
    line: Int,
    assert: ((inout Value) throws -> Void)?,
    perform: () -> Void
  ) throws {
    try requireNothingPending(step: name, fileID: fileID, line: line)
    let before = current
    perform()
    let published = recorder.takeAll()
    let after = state.wrappedValue
    func fail(_ reason: String, _ diff: StateDiff) -> StateMismatch {
      StateMismatch(step: name, reason: reason, diff: diff, fileID: fileID, line: line)
    }
    guard let own = published.first else {
      if after != before {
        throw fail(
          "the state changed but published no notification (− before, + after)",
          StateDiff(from: before, to: after)
        )
      }
      return try check(name, before: before, actual: before, assert: assert, fileID: fileID, line: line)
    }
    // The step's own change comes first; each further one (a subscriber's reaction) must follow the one before.
    var previous = before
    for (index, notification) in published.enumerated() {
      guard notification.old != previous || notification.new == previous else {
        previous = notification.new
        continue
      }
      let reason =
        index == 0
        ? "published a notification that does not start from the previous value"
        : "published \(published.count) notifications for one change"
      throw fail(reason + " (− before, + after)", StateDiff(from: before, to: own.new))
    }
    current = own.new
    pending += published.dropFirst()
    try check(name, before: before, actual: own.new, assert: assert, fileID: fileID, line: line)
  }

  private func requireNothingPending(step: String, fileID: String, line: Int) throws {
    pending += recorder.takeAll()
    guard let oldest = pending.first else { return }
    guard exhaustivity == .on else {
      current = pending.last?.new ?? current
      pending.removeAll()
      return
    }
    let count = pending.count == 1 ? "a change" : "\(pending.count) changes"
    let verb = pending.count == 1 ? "was" : "were"
    throw StateMismatch(
      step: step,
      reason: "\(count) made outside the steps \(verb) not received; the oldest (− before, + after)",
      diff: StateDiff(from: oldest.old ?? current, to: oldest.new),
      fileID: fileID,
      line: line
    )
  }

  /// Checks `actual` against `before` changed by `assert`: whole, or only in the fields `assert` changed.
  private func check(
    _ name: String,
    before: Value,
    actual: Value,
    assert: ((inout Value) throws -> Void)?,
    fileID: String,
    line: Int
  ) throws {
    var expected = before
    try assert?(&expected)
    let diff: StateDiff
    switch exhaustivity {
    case .on:
      guard expected != actual else { return }
      diff = StateDiff(from: expected, to: actual)
    case .off:
      let stated = StateDiff(from: before, to: expected).changes.map(\.path)
      diff = StateDiff(from: expected, to: actual).only(under: stated)
      guard !diff.isEmpty else { return }
    }
    throw StateMismatch(
      step: name,
      reason: "the state differs from the expectation (− expected, + actual)",
      diff: diff,
      fileID: fileID,
      line: line
    )
  }
}
