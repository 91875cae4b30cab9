import Foundation
import TestSupport

/// One write a program made, as the sequential model applies it.
struct AppliedOp<Value>: Sendable, CustomStringConvertible {
  /// What the write was, for failure output (`t1 #1004 b += 3`).
  let label: String
  /// The write's effect on the value it applies to.
  let apply: @Sendable (inout Value) -> Void
  /// For a safe-binding write, its index: out of bounds it must change nothing and be reported.
  var safeIndex: Int? = nil

  var description: String { label }
}

/// The writes of one thread or one observer, in the order it made them.
final class SourceLog<Value>: @unchecked Sendable {
  // @unchecked: `ops` is guarded by `lock`.
  let name: String
  private let lock = NSLock()
  private var ops: [AppliedOp<Value>] = []

  init(name: String) {
    self.name = name
  }

  func append(_ op: AppliedOp<Value>) {
    lock.withLock { ops.append(op) }
  }

  var entries: [AppliedOp<Value>] { lock.withLock { ops } }
}

/// What one subscriber received: `old` is `nil` for a plain value publisher and for a first emission.
struct Emission<Value: Sendable>: Sendable {
  var old: Value?
  var new: Value
}

/// The values one subscriber received, and whether the program cancelled it.
struct Recording<Element: Sendable>: Sendable {
  let label: String
  let log = Log<Element>()
  let cancelled = Flag()
}

/// A subscriber of one field (a field channel, a key-path binding, a safe element binding).
struct FieldRecording<Value>: Sendable {
  let recording: Recording<Int>
  /// Reads the field from a committed value.
  let field: @Sendable (Value) -> Int
}

/// What happened to one container in a run.
struct ContainerRecord<Value: Equatable & Sendable> {
  let name: String
  /// The witness subscriber's emissions: it subscribed first and was never cancelled, so it saw every commit.
  let witness: [Emission<Value>]
  /// The container's value after every thread finished.
  let final: Value
  let sources: [SourceLog<Value>]
  let subscribers: [Recording<Emission<Value>>]
  let fields: [FieldRecording<Value>]
  /// Whether a write whose result equals the committed value commits nothing (`false`: every write commits).
  let skipsEqualResults: Bool
  /// The rules' fixed point for a value's inputs; `nil` for a container without rules.
  let normalize: (@Sendable (Value) -> Value)?

  /// The committed values, in commit order, the initial value first.
  var commits: [Value] { witness.map(\.new) }
}

/// Values a thread read from a derived property, or a subscriber of it received: each sample is the derived value's
/// ticks (one for `map` and `filter`, two for `combineLatest`).
struct DerivedRecording: Sendable {
  let chain: DerivedChain
  let label: String
  let isSubscription: Bool
  let log = Log<[Tick]>()
  let cancelled = Flag()
}

/// An object the run must free, watched weakly.
struct Freed: Sendable {
  let label: String
  let isFreed: Bool
}

/// Everything the invariants look at after one program ran.
struct RunRecord {
  var doc: ContainerRecord<CheckedDoc>?
  var ticks: [ContainerRecord<Tick>] = []
  var outOfBoundsReports = 0
  var derived: [DerivedRecording] = []
  /// Each derived property's value after every thread finished.
  var derivedFinals: [DerivedChain: [Tick]] = [:]
  var freed: [Freed] = []
  var operations = 0
}
