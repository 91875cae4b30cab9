import Benchmark
import BenchmarkSupport
import Foundation
import OpenCombine
import PropertyKit
import StateKit
import StreamCore

/// A 16-field model: 13 inputs and 3 fields derived by its rules.
struct Dashboard: BehavioralStateContract, Codable {
  var f0 = 0
  var f1 = 0
  var f2 = 0
  var f3 = 0
  var f4 = 0
  var f5 = 0
  var f6 = 0
  var f7 = 0
  var f8 = 0
  var f9 = 0
  var f10 = 0
  var f11 = 0
  var f12 = 0
  var total = 0
  var isEven = true
  var scaled = 0

  mutating func applyRules() {
    total = f0 &+ f1 &+ f2
    isEven = f0 % 2 == 0
    scaled = f0 &* 3
  }
}

/// The fields the ten observers watch: the mutated one, the three derived ones, and six that never change.
func observedFields() -> [KeyPath<Dashboard, Int>] {
  [\.f0, \.total, \.scaled, \.f1, \.f2, \.f3, \.f4, \.f5, \.f6]
}

/// A basket of 1,000 items, for `StateDiff`.
struct LargeBasket: Equatable {
  struct Item: Equatable {
    var title: String
    var quantity = 1
    var price = 100
  }

  var items = (0..<1_000).map { Item(title: "item \($0)") }
  var total = 100_000
  var note = ""
}

/// Ten small fields, mutated one at a time while ten observers watch them.
struct TenFields: BehavioralStateContract {
  var f0 = 0
  var f1 = 0
  var f2 = 0
  var f3 = 0
  var f4 = 0
  var f5 = 0
  var f6 = 0
  var f7 = 0
  var f8 = 0
  var f9 = 0

  static var fields: [KeyPath<TenFields, Int>] { [\.f0, \.f1, \.f2, \.f3, \.f4, \.f5, \.f6, \.f7, \.f8, \.f9] }
}

/// The same ten fields next to a 100,000-element array that no mutation touches: a mutation should cost about
/// what it costs without the array (comparing two arrays that share their buffer is O(1); nothing copies it).
struct TenFieldsAndArray: BehavioralStateContract {
  var f0 = 0
  var f1 = 0
  var f2 = 0
  var f3 = 0
  var f4 = 0
  var f5 = 0
  var f6 = 0
  var f7 = 0
  var f8 = 0
  var f9 = 0
  var items = Array(0..<100_000)

  static var fields: [KeyPath<TenFieldsAndArray, Int>] {
    [\.f0, \.f1, \.f2, \.f3, \.f4, \.f5, \.f6, \.f7, \.f8, \.f9]
  }
}

/// A file engine whose first store waits until `open()`, as a slow disk would, and tells when it started waiting.
final class GatedEngine: PersistentPropertyStorageEngine {
  private let files: FileBasedPersistentPropertyStorageEngine
  private let gate = DispatchSemaphore(value: 0)
  private let waiting = DispatchSemaphore(value: 0)

  init(_ files: FileBasedPersistentPropertyStorageEngine) {
    self.files = files
  }

  /// Returns once the first store waits at the gate.
  func waitUntilStoring() { waiting.wait() }

  /// Lets every store through.
  func open() { gate.signal() }

  func store(value: some Codable, key: PersistentPropertyKey) throws {
    waiting.signal()
    gate.wait()
    gate.signal()
    try files.store(value: value, key: key)
  }

  func retrieve<T: Codable>(key: PersistentPropertyKey) throws -> T? {
    try files.retrieve(key: key)
  }
}

/// A hand-written OpenCombine container: copy the value, mutate, run the rules, compare, send.
func handWrittenMutation<Value: BehavioralStateContract>(
  of subject: OpenCombine.CurrentValueSubject<Value, Never>,
  _ change: (inout Value) -> Void
) {
  var next = subject.value
  change(&next)
  next.applyRules()
  if next != subject.value { subject.send(next) }
}

/// StateKit workloads, next to the same written by hand with OpenCombine where that makes sense.
let benchmarks: @Sendable () -> Void = {
  workload(
    "state-mutation-no-observers",
    ours: { count in
      let state = ManagedState(wrappedValue: Dashboard())
      return {
        for _ in 0..<count { state.wrappedValue.f1 += 1 }
        if state.wrappedValue.f1 != count { fatalError("lost mutations: \(state.wrappedValue.f1)") }
      }
    },
    openCombine: { count in
      let subject = OpenCombine.CurrentValueSubject<Dashboard, Never>(Dashboard())
      return {
        for _ in 0..<count { handWrittenMutation(of: subject) { $0.f1 += 1 } }
        if subject.value.f1 != count { fatalError("lost mutations: \(subject.value.f1)") }
      }
    }
  )

  // The same mutation on a persisted state: each commit is handed to the engine's writer, which encodes and stores
  // it off the mutating thread. The writer is kept busy with a first store for the whole measurement, so every
  // measured commit coalesces into the waiting value — the steady state of a busy writer, with no encoding on the
  // writer's thread to make the allocation count vary. Target: within 2× of `state-mutation-no-observers`.
  Benchmark("persisted-state-mutation-no-observers:ours", configuration: Run.configuration()) { benchmark in
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("persisted-state-benchmark-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    let engine = GatedEngine(FileBasedPersistentPropertyStorageEngine(rootDirectoryUrl: directory))
    let state = ManagedState(wrappedValue: Dashboard(), storageEngine: engine, key: "dashboard")
    let count = benchmark.scaledIterations.count
    state.wrappedValue.f0 = 1
    engine.waitUntilStoring()
    benchmark.startMeasurement()
    for _ in 0..<count { state.wrappedValue.f1 += 1 }
    benchmark.stopMeasurement()
    engine.open()
    state.flush()
    if state.wrappedValue.f1 != count { fatalError("lost mutations: \(state.wrappedValue.f1)") }
  }

  workload(
    "state-mutation-10-field-observers",
    ours: { count in
      let state = ManagedState(wrappedValue: TenFields())
      let sum = Accumulator()
      let cancellables = TenFields.fields.map { field in state.publisher(for: field).sink { sum.add($0) } }
      return {
        for value in 0..<count { state.wrappedValue.f0 = value }
        withExtendedLifetime(cancellables) {}
      }
    },
    openCombine: { count in
      let subject = OpenCombine.CurrentValueSubject<TenFields, Never>(TenFields())
      let sum = Accumulator()
      let cancellables = TenFields.fields.map { field in subject.map(field).removeDuplicates().sink { sum.add($0) } }
      return {
        for value in 0..<count { handWrittenMutation(of: subject) { $0.f0 = value } }
        withExtendedLifetime(cancellables) {}
      }
    }
  )

  workload(
    "state-mutation-100k-array-10-field-observers",
    ours: { count in
      let state = ManagedState(wrappedValue: TenFieldsAndArray())
      let sum = Accumulator()
      let cancellables = TenFieldsAndArray.fields.map { field in state.publisher(for: field).sink { sum.add($0) } }
      return {
        for value in 0..<count { state.wrappedValue.f0 = value }
        withExtendedLifetime(cancellables) {}
      }
    },
    openCombine: { count in
      let subject = OpenCombine.CurrentValueSubject<TenFieldsAndArray, Never>(TenFieldsAndArray())
      let sum = Accumulator()
      let cancellables = TenFieldsAndArray.fields.map { field in
        subject.map(field).removeDuplicates().sink { sum.add($0) }
      }
      return {
        for value in 0..<count { handWrittenMutation(of: subject) { $0.f0 = value } }
        withExtendedLifetime(cancellables) {}
      }
    }
  )

  workload(
    "state-mutation-rules-10-observers",
    ours: { count in
      let state = ManagedState(wrappedValue: Dashboard())
      let sum = Accumulator()
      var cancellables = observedFields().map { field in state.publisher(for: field).sink { sum.add($0) } }
      cancellables.append(state.publisher(for: \.isEven).sink { sum.add($0 ? 1 : 0) })
      return {
        for value in 0..<count { state.wrappedValue.f0 = value }
        withExtendedLifetime(cancellables) {}
      }
    },
    openCombine: { count in
      let subject = OpenCombine.CurrentValueSubject<Dashboard, Never>(Dashboard())
      let sum = Accumulator()
      var cancellables = observedFields().map { field in
        subject.map(field).removeDuplicates().sink { sum.add($0) }
      }
      cancellables.append(subject.map(\.isEven).removeDuplicates().sink { sum.add($0 ? 1 : 0) })
      return {
        for value in 0..<count {
          var next = subject.value
          next.f0 = value
          next.applyRules()
          if next != subject.value { subject.send(next) }
        }
        withExtendedLifetime(cancellables) {}
      }
    }
  )

  // A field-level diff of two 1,000-item states that differ in one item's field and one top-level field: the cost
  // of one printChanges line or one TestState failure on a large state. OpenCombine has nothing like it.
  register("state-diff-1000-items:ours", scalingFactor: .one) { count in
    let old = LargeBasket()
    var new = old
    new.items[500].quantity = 2
    new.total += 100
    let changes = Accumulator()
    return {
      for _ in 0..<count { changes.add(StateDiff(from: old, to: new).changes.count) }
    }
  }

  register("state-increment-8-threads:ours") { count in
    let state = ManagedState(wrappedValue: Dashboard())
    let perThread = max(count / 8, 1)
    return {
      let group = DispatchGroup()
      for _ in 0..<8 {
        group.enter()
        Thread {
          for _ in 0..<perThread { state.wrappedValue.f1 += 1 }
          group.leave()
        }
        .start()
      }
      group.wait()
      if state.wrappedValue.f1 != perThread * 8 { fatalError("lost increments: \(state.wrappedValue.f1)") }
    }
  }

  registerContentionWorkloads()
  registerPersistenceBenchmarks()
}

/// A `ManagedState` with rules and ten observers, each thread incrementing one field (`+=`, an atomic compound
/// mutation): from 1, 4 and 16 threads at once. OpenCombine's side is the hand-written container made atomic the
/// simplest way, one lock around read, change, rules, compare and send.
func registerContentionWorkloads() {
  contentionWorkload(
    "contention-ManagedState-rules-10-observers",
    ours: { _ in
      let state = ManagedState(wrappedValue: Dashboard())
      var cancellables: [StreamCore.AnyCancellable] = []
      var probes: [(DeliveryProbe, Int)] = []
      for field in observedFields() {
        let probe = DeliveryProbe("ManagedState observer of \(field):ours")
        cancellables.append(state.publisher(for: field).sink { probe.receive($0) })
        probes.append((probe, expectedDeliveries(field)))
      }
      let evenProbe = DeliveryProbe("ManagedState observer of isEven:ours")
      cancellables.append(state.publisher(for: \.isEven).sink { evenProbe.receive($0 ? 1 : 0) })
      probes.append((evenProbe, expectedDeliveries(\Dashboard.isEven)))
      return ContendedRun(
        work: { _, share in for _ in 0..<share { state.wrappedValue.f0 += 1 } },
        check: {
          if state.wrappedValue.f0 != Contention.values { fatalError("lost mutations: \(state.wrappedValue.f0)") }
          withExtendedLifetime(cancellables) { for (probe, expected) in probes { probe.expect(expected) } }
        }
      )
    },
    openCombine: { _ in
      let subject = OpenCombine.CurrentValueSubject<Dashboard, Never>(Dashboard())
      let gate = NSLock()
      var cancellables: [OpenCombine.AnyCancellable] = []
      var probes: [(DeliveryProbe, Int)] = []
      for field in observedFields() {
        let probe = DeliveryProbe("hand-written observer of \(field):OpenCombine")
        cancellables.append(subject.map(field).removeDuplicates().sink { probe.receive($0) })
        probes.append((probe, expectedDeliveries(field)))
      }
      let evenProbe = DeliveryProbe("hand-written observer of isEven:OpenCombine")
      cancellables.append(subject.map(\.isEven).removeDuplicates().sink { evenProbe.receive($0 ? 1 : 0) })
      probes.append((evenProbe, expectedDeliveries(\Dashboard.isEven)))
      return ContendedRun(
        work: { _, share in
          for _ in 0..<share {
            gate.lock()
            handWrittenMutation(of: subject) { $0.f0 += 1 }
            gate.unlock()
          }
        },
        check: {
          if subject.value.f0 != Contention.values { fatalError("lost mutations: \(subject.value.f0)") }
          withExtendedLifetime(cancellables) { for (probe, expected) in probes { probe.expect(expected) } }
        }
      )
    }
  )
}

/// The four fields every increment changes get every commit after the initial value; the six others only that.
private func expectedDeliveries(_ field: PartialKeyPath<Dashboard>) -> Int {
  let changing: [PartialKeyPath<Dashboard>] = [\.f0, \.total, \.scaled, \.isEven]
  return changing.contains(field) ? Contention.values + 1 : 1
}
