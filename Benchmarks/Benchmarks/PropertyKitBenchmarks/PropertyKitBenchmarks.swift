import Benchmark
import BenchmarkSupport
import OpenCombine
import PropertyKit
import StreamCore

/// PropertyKit workloads, next to the closest OpenCombine equivalent where one exists.
let benchmarks: @Sendable () -> Void = {
  workload(
    "property-set-3-maps-sink",
    ours: { count in
      let source = MutableProperty(0)
      let derived = source.map { $0 &+ 1 }.map { $0 &* 3 }.map { $0 &- 1 }
      let sum = Accumulator()
      let cancellable = derived.publisher.sink { sum.add($0) }
      return {
        for value in 0..<count { source.value = value }
        withExtendedLifetime(cancellable) {}
      }
    },
    openCombine: { count in
      let subject = OpenCombine.CurrentValueSubject<Int, Never>(0)
      let sum = Accumulator()
      let cancellable = subject.map { $0 &+ 1 }.map { $0 &* 3 }.map { $0 &- 1 }.sink { sum.add($0) }
      return {
        for value in 0..<count { subject.value = value }
        withExtendedLifetime(cancellable) {}
      }
    }
  )

  workload(
    "property-set-filter-scan-sink",
    ours: { count in
      let source = MutableProperty(0)
      let derived = source.filter(initial: 0) { $0 & 1 == 0 }.scan(0, &+)
      let sum = Accumulator()
      let cancellable = derived.publisher.sink { sum.add($0) }
      return {
        for value in 0..<count { source.value = value }
        withExtendedLifetime(cancellable) {}
      }
    },
    openCombine: { count in
      let subject = OpenCombine.CurrentValueSubject<Int, Never>(0)
      let sum = Accumulator()
      let cancellable = subject.filter { $0 & 1 == 0 }.scan(0, &+).sink { sum.add($0) }
      return {
        for value in 0..<count { subject.value = value }
        withExtendedLifetime(cancellable) {}
      }
    }
  )

  workload(
    "property-read-derived-value",
    ours: { count in
      let source = MutableProperty(1)
      let derived = source.map { $0 &+ 1 }.map { $0 &* 3 }.map { $0 &- 1 }
      let sum = Accumulator()
      return {
        for _ in 0..<count { sum.add(derived.value) }
      }
    },
    openCombine: { count in
      let subject = OpenCombine.CurrentValueSubject<Int, Never>(1)
      let sum = Accumulator()
      return {
        for _ in 0..<count { sum.add(subject.value) }
      }
    }
  )

  workload(
    "property-combineLatest-6",
    ours: { count in
      let sources = (0..<6).map { MutableProperty($0) }
      let combined = Property<Int>.combineLatest(sources[0], sources[1], sources[2], sources[3], sources[4], sources[5])
      let sum = Accumulator()
      let cancellable = combined.publisher.sink { sum.add($0.0 &+ $0.5) }
      return {
        for value in 0..<count { sources[value % 6].value = value }
        withExtendedLifetime(cancellable) {}
      }
    },
    openCombine: nil
  )

  workload(
    "action-apply-just",
    ours: { count in
      let action = Action<Int, Int, Never> { StreamCore.Just($0) }
      let sum = Accumulator()
      return {
        for value in 0..<count {
          _ = action.apply(value).sink(receiveCompletion: { _ in }, receiveValue: { sum.add($0) })
        }
      }
    },
    openCombine: nil
  )

  registerContentionWorkloads()
}

/// `MutableProperty.modify` from 1, 4 and 16 threads at once on one property: an atomic read-modify-write each.
/// OpenCombine has no property.
func registerContentionWorkloads() {
  contentionWorkload(
    "contention-MutableProperty-modify",
    ours: { _ in
      let property = MutableProperty(0)
      return ContendedRun(
        work: { _, share in for _ in 0..<share { property.modify { $0 &+= 1 } } },
        check: {
          if property.value != Contention.values {
            fatalError("MutableProperty.modify: \(property.value) increments of \(Contention.values)")
          }
        }
      )
    },
    openCombine: nil
  )
}
