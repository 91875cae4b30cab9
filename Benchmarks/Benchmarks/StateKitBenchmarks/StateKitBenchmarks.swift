import Benchmark
import BenchmarkSupport
import Foundation
import OpenCombine
import StateKit
import StreamCore

/// A 16-field model: 13 inputs and 3 fields derived by its rules.
struct Dashboard: BehavioralStateContract {
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

/// StateKit workloads, next to the same written by hand with OpenCombine where that makes sense.
let benchmarks: @Sendable () -> Void = {
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
}
