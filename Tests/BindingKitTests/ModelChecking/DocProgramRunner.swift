import BindingKit
import Foundation
import StateKit
import StreamCore
import TestSupport

/// The container a `ManagedState` or `UIState` program runs on.
enum DocHost: Sendable {
  case managed(ManagedState<CheckedDoc>)
  case ui(UIState<CheckedDoc>)

  var value: CheckedDoc {
    switch self {
    case .managed(let state): state.wrappedValue
    case .ui(let state): state.wrappedValue
    }
  }

  var object: AnyObject {
    switch self {
    case .managed(let state): state
    case .ui(let state): state
    }
  }

  /// The container's atomic read-modify-write.
  func withLock(_ body: (inout CheckedDoc) -> Void) {
    switch self {
    case .managed(let state): state.withLock(body)
    case .ui(let state): state.withLock(body)
    }
  }

  func observe<Field>(_ keyPath: WritableKeyPath<CheckedDoc, Field>) -> UIBinding<Field> {
    switch self {
    case .managed(let state): state.observe(keyPath)
    case .ui(let state): state.observe(keyPath)
    }
  }

  func subscribe(_ receive: @escaping (DiffedValue<CheckedDoc>) -> Void) -> AnyCancellable {
    switch self {
    case .managed(let state): state.sink { (diff: DiffedValue<CheckedDoc>) in receive(diff) }
    case .ui(let state): state.sink { (diff: DiffedValue<CheckedDoc>) in receive(diff) }
    }
  }

  /// The field channel of `b`: `publisher(for:)` on a `ManagedState`, `justNew(_:)` on a `UIState`.
  func fieldChannel(_ receive: @escaping (Int) -> Void) -> AnyCancellable {
    switch self {
    case .managed(let state): state.publisher(for: \.b).sink(receiveValue: receive)
    case .ui(let state): state.justNew(\.b).sink(receiveValue: receive)
    }
  }
}

/// Runs one `ManagedState` or `UIState` program: sets up the container, its witness and its write-back observers,
/// runs the threads, records everything, then tears it all down and watches it go.
func runDocProgram(_ program: RandomProgram) -> RunRecord {
  var record = RunRecord()
  let shared = SharedRun()
  let hostBox = LockedBox<DocHost?>(nil)
  let handles = RulesHandleBox()
  var initial = CheckedDoc()
  initial.a = program.initialA
  initial.b = program.initialB
  initial.items = program.initialItems
  let host: DocHost
  if program.kind == .managedState {
    let lock: ManagedStateLock =
      switch program.lock {
      case .standard: .default
      case .nsLock: .custom(NSLock())
      case .recursiveLock: .custom(NSRecursiveLock())
      case .absent: .absent
      }
    host = RulesHandleBox.$current.withValue(handles) { .managed(ManagedState(wrappedValue: initial, lock: lock)) }
  } else {
    host = .ui(UIState(wrappedValue: initial))
  }
  weak let watched = host.object
  hostBox.value = host
  let witness = Log<Emission<CheckedDoc>>()
  // The probe lives only in the closure (a local would keep it alive until the end of this function).
  shared.keep(
    host.subscribe { [probe = shared.probe("witness subscriber")] in
      _ = probe
      witness.append(Emission(old: $0.old, new: $0.new))
    }
  )
  let observers = installWriteBacks(on: host, program: program, shared: shared)
  let threadLogs = program.threads.indices.map { SourceLog<CheckedDoc>(name: "t\($0)") }
  let reports = Log<BindingDiagnostic>()
  onThreads(program.threads.count) { index in
    guard let host = hostBox.value else { return }
    BindingDiagnostics.withHandler({ reports.append($0) }) {
      var thread = DocThread(host: host, handle: handles.kept, log: threadLogs[index], shared: shared)
      for step in program.threads[index] { thread.perform(step) }
    }
  }
  var normalize: (@Sendable (CheckedDoc) -> CheckedDoc)?
  if program.kind == .managedState { normalize = { (doc: CheckedDoc) in doc.normalized } }
  record.doc = ContainerRecord(
    name: program.kind.rawValue,
    witness: witness.entries,
    final: host.value,
    sources: threadLogs + observers,
    subscribers: shared.subscribers.entries,
    fields: shared.fields.entries,
    skipsEqualResults: true,
    normalize: normalize
  )
  record.outOfBoundsReports = reports.entries.count { $0.kind == .outOfBoundsWrite }
  record.operations = program.stepCount + observers.reduce(0) { $0 + $1.entries.count }
  shared.cancelAll()
  hostBox.value = nil
  _ = consume host
  record.freed = [Freed(label: program.kind.rawValue, isFreed: watched == nil)] + shared.freed
  if program.kind == .managedState {
    record.freed.append(Freed(label: "applyAnyRules NotificationCenter token", isFreed: handles.isTokenFreed))
  }
  return record
}

/// Subscribes the observers that write back: a subscriber (every kind) and, on a `ManagedState`, an
/// `objectWillChange` observer, whose writes happen inside the mutation turn and are queued.
private func installWriteBacks(
  on host: DocHost,
  program: RandomProgram,
  shared: SharedRun
) -> [SourceLog<CheckedDoc>] {
  let budget = program.writeBacks
  let subscriberLog = SourceLog<CheckedDoc>(name: "write-back subscriber")
  let write = weakWriter(of: host)
  shared.keep(
    host.subscribe { diff in
      guard diff.old != nil, diff.new.a.isMultiple(of: 2), subscriberLog.entries.count < budget else { return }
      let id = shared.nextID()
      subscriberLog.append(
        AppliedOp(label: "#\(id) write-back b += 10") {
          $0.b += 10
          $0.tag = id
        }
      )
      write {
        $0.b += 10
        $0.tag = id
      }
    }
  )
  guard case .managed(let state) = host else { return [subscriberLog] }
  let willChangeLog = SourceLog<CheckedDoc>(name: "will-change observer")
  shared.keep(
    state.objectWillChange.sink { [weak state] in
      guard let state, willChangeLog.entries.count < budget else { return }
      let id = shared.nextID()
      willChangeLog.append(
        AppliedOp(label: "#\(id) will-change age += 1") {
          $0.profile.age += 1
          $0.tag = id
        }
      )
      state.withLock {
        $0.profile.age += 1
        $0.tag = id
      }
    }
  )
  return [subscriberLog, willChangeLog]
}

/// A `withLock` on the host that does not keep it alive (a write-back subscriber must not form a cycle).
private func weakWriter(of host: DocHost) -> ((inout CheckedDoc) -> Void) -> Void {
  switch host {
  case .managed(let state):
    return { [weak state] body in state?.withLock(body) }
  case .ui(let state):
    return { [weak state] body in state?.withLock(body) }
  }
}
