import Foundation
import PropertyKit
import StreamCore
import TestSupport

/// The derived properties a `MutableProperty` program reads and observes.
enum DerivedChain: Int, CaseIterable, Sendable {
  /// `source.map { x * 2 }.map { x + 1 }`.
  case mapped
  /// `source.filter(initial: (0 #-1)) { x is even }`.
  case filtered
  /// `source.combineLatest(with: other)`.
  case combined

  static let filterInitial = Tick(x: 0, tag: -1)

  /// What the derived value is for the sources' committed values `source` and `other`.
  func transform(source: Tick, other: Tick) -> [Tick] {
    switch self {
    case .mapped: [Tick(x: source.x * 2 + 1, tag: source.tag)]
    case .filtered: [source]
    case .combined: [source, other]
    }
  }

  static func isIncluded(_ tick: Tick) -> Bool {
    tick.x.isMultiple(of: 2)
  }
}

/// The properties of one `MutableProperty` program.
private struct PropertyHost: Sendable {
  let source: MutableProperty<Tick>
  let other: MutableProperty<Tick>
  let mapped: Property<Tick>
  let filtered: Property<Tick>
  let combined: Property<TickPair>

  func value(of chain: DerivedChain) -> [Tick] {
    switch chain {
    case .mapped: [mapped.value]
    case .filtered: [filtered.value]
    case .combined: [combined.value.first, combined.value.second]
    }
  }

  func subscribe(_ chain: DerivedChain, _ receive: @escaping ([Tick]) -> Void) -> AnyCancellable {
    switch chain {
    case .mapped: mapped.publisher.sink { receive([$0]) }
    case .filtered: filtered.publisher.sink { receive([$0]) }
    case .combined: combined.publisher.sink { receive([$0.first, $0.second]) }
    }
  }
}

/// Runs one `MutableProperty` program: two source properties, three derived chains, a re-entrant write-back
/// observer on the source and one on a derived property that writes into the other source.
func runPropertyProgram(_ program: RandomProgram) -> RunRecord {
  var record = RunRecord()
  let shared = SharedRun()
  let source = MutableProperty(Tick(x: program.initialA, tag: 0))
  let other = MutableProperty(Tick(x: program.initialB, tag: 1))
  let mapped = source.map { Tick(x: $0.x * 2, tag: $0.tag) }.map { Tick(x: $0.x + 1, tag: $0.tag) }
  let host = PropertyHost(
    source: source,
    other: other,
    mapped: mapped,
    filtered: source.filter(initial: DerivedChain.filterInitial, DerivedChain.isIncluded),
    combined: source.combineLatest(with: other).map { TickPair(first: $0.0, second: $0.1) }
  )
  weak let watchedSource = source
  weak let watchedOther = other
  weak let watchedMapped = mapped
  shared.watch("filtered Property", host.filtered)
  shared.watch("combined Property", host.combined)
  let hostBox = LockedBox<PropertyHost?>(host)
  let witnesses = [Log<Emission<Tick>>(), Log<Emission<Tick>>()]
  // Each probe lives only in its closure (a local would keep it alive until the end of this function).
  shared.keep(
    source.publisher.sink { [probe = shared.probe("source witness")] in
      _ = probe
      witnesses[0].append(Emission(new: $0))
    }
  )
  shared.keep(
    other.publisher.sink { [probe = shared.probe("other witness")] in
      _ = probe
      witnesses[1].append(Emission(new: $0))
    }
  )
  let observerLogs = [SourceLog<Tick>(name: "write-back observer"), SourceLog<Tick>(name: "derived observer")]
  installWriteBacks(host, budget: program.writeBacks, logs: observerLogs, shared: shared)
  let threadLogs = program.threads.indices.map { [SourceLog<Tick>(name: "t\($0)"), SourceLog<Tick>(name: "t\($0)")] }
  let derived = Log<DerivedRecording>()
  onThreads(program.threads.count) { index in
    guard let host = hostBox.value else { return }
    var thread = PropertyThread(host: host, logs: threadLogs[index], shared: shared, derived: derived)
    for step in program.threads[index] { thread.perform(step) }
  }
  let sourceLogs = [threadLogs.map { $0[0] } + [observerLogs[0]], threadLogs.map { $0[1] } + [observerLogs[1]]]
  record.ticks = [source, other].indices.map { index in
    ContainerRecord(
      name: index == 0 ? "source" : "other",
      witness: witnesses[index].entries,
      final: index == 0 ? source.value : other.value,
      sources: sourceLogs[index],
      subscribers: index == 0 ? shared.tickSubscribers.entries : [],
      fields: [],
      skipsEqualResults: false,
      normalize: nil
    )
  }
  record.derived = derived.entries
  for chain in DerivedChain.allCases { record.derivedFinals[chain] = host.value(of: chain) }
  record.operations = program.stepCount + observerLogs.reduce(0) { $0 + $1.entries.count }
  shared.cancelAll()
  hostBox.value = nil
  _ = consume host
  _ = consume mapped
  _ = consume source
  _ = consume other
  record.freed =
    [
      Freed(label: "source MutableProperty", isFreed: watchedSource == nil),
      Freed(label: "other MutableProperty", isFreed: watchedOther == nil),
      Freed(label: "mapped Property", isFreed: watchedMapped == nil),
    ] + shared.freed
  return record
}

private func installWriteBacks(_ host: PropertyHost, budget: Int, logs: [SourceLog<Tick>], shared: SharedRun) {
  weak let source = host.source
  weak let other = host.other
  shared.keep(
    host.source.newValues.sink { tick in
      guard DerivedChain.isIncluded(tick), logs[0].entries.count < budget, let source else { return }
      let id = shared.nextID()
      logs[0].append(
        AppliedOp(label: "#\(id) write-back x += 10") {
          $0.x += 10
          $0.tag = id
        }
      )
      source.modify {
        $0.x += 10
        $0.tag = id
      }
    }
  )
  shared.keep(
    host.mapped.newValues.sink { tick in
      guard tick.x.isMultiple(of: 3), logs[1].entries.count < budget, let other else { return }
      let id = shared.nextID()
      let written = Tick(x: tick.x, tag: id)
      logs[1].append(AppliedOp(label: "#\(id) other = \(written)") { $0 = written })
      other.value = written
    }
  )
}

/// One thread of a `MutableProperty` program.
private struct PropertyThread {
  let host: PropertyHost
  /// This thread's writes to the source and to the other property.
  let logs: [SourceLog<Tick>]
  let shared: SharedRun
  let derived: Log<DerivedRecording>
  private var live: [(AnyCancellable, Flag)] = []
  private var reads: [DerivedChain: DerivedRecording] = [:]

  init(host: PropertyHost, logs: [SourceLog<Tick>], shared: SharedRun, derived: Log<DerivedRecording>) {
    self.host = host
    self.logs = logs
    self.shared = shared
    self.derived = derived
  }

  mutating func perform(_ step: Step) {
    switch step {
    case .setA(let x):
      let tick = Tick(x: x, tag: shared.nextID())
      logs[0].append(AppliedOp(label: "\(logs[0].name) value = \(tick)") { $0 = tick })
      host.source.value = tick
    case .withLock(let amount):
      let id = shared.nextID()
      logs[0].append(
        AppliedOp(label: "\(logs[0].name) #\(id) modify x += \(amount)") {
          $0.x += amount
          $0.tag = id
        }
      )
      host.source.modify {
        $0.x += amount
        $0.tag = id
      }
    case .swap(let x):
      let tick = Tick(x: x, tag: shared.nextID())
      logs[0].append(AppliedOp(label: "\(logs[0].name) swap(\(tick))") { $0 = tick })
      _ = host.source.swap(tick)
    case .setOther(let x):
      let tick = Tick(x: x, tag: shared.nextID())
      logs[1].append(AppliedOp(label: "\(logs[1].name) other = \(tick)") { $0 = tick })
      host.other.value = tick
    case .subscribe:
      let recording = Recording<Emission<Tick>>(label: "\(logs[0].name) subscriber \(live.count)")
      shared.tickSubscribers.append(recording)
      let probe = shared.probe(recording.label)
      keep(
        recording.cancelled,
        host.source.publisher.sink {
          _ = probe
          recording.log.append(Emission(new: $0))
        }
      )
    case .cancel:
      guard let (cancellable, flag) = live.popLast() else { return }
      flag.set()
      cancellable.cancel()
    case .readDerived(let which):
      let chain = DerivedChain.allCases[which]
      let recording =
        reads[chain]
        ?? DerivedRecording(chain: chain, label: "\(logs[0].name) reads of \(chain)", isSubscription: false)
      if reads[chain] == nil {
        reads[chain] = recording
        derived.append(recording)
      }
      recording.log.append(host.value(of: chain))
    case .subscribeDerived(let which):
      let chain = DerivedChain.allCases[which]
      let recording = DerivedRecording(chain: chain, label: "\(logs[0].name) \(chain) subscriber", isSubscription: true)
      derived.append(recording)
      let probe = shared.probe(recording.label)
      keep(
        recording.cancelled,
        host.subscribe(chain) {
          _ = probe
          recording.log.append($0)
        }
      )
    default:
      return
    }
  }

  private mutating func keep(_ cancelled: Flag, _ cancellable: AnyCancellable) {
    shared.keep(cancellable)
    live.append((cancellable, cancelled))
  }
}
