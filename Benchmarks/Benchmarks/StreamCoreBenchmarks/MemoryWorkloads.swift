import BenchmarkSupport
import OpenCombine
import StreamCore

/// Workloads whose operation subscribes one subscriber to a subject and keeps it: the bytes allocated per
/// operation are the bytes a live subscription holds (the kept cancellables are released after the measurement).
func registerMemoryWorkloads() {
  workload(
    "live-subscription-subject.sink",
    measuresBytes: true,
    ours: { count in
      let subject = StreamCore.PassthroughSubject<Int, Never>()
      let sum = Accumulator()
      var kept = [StreamCore.AnyCancellable]()
      kept.reserveCapacity(count)
      return {
        for _ in 0..<count { kept.append(subject.sink { sum.add($0) }) }
      }
    },
    openCombine: { count in
      let subject = OpenCombine.PassthroughSubject<Int, Never>()
      let sum = Accumulator()
      var kept = [OpenCombine.AnyCancellable]()
      kept.reserveCapacity(count)
      return {
        for _ in 0..<count { kept.append(subject.sink { sum.add($0) }) }
      }
    }
  )

  workload(
    "live-subscription-subject.map.sink",
    measuresBytes: true,
    ours: { count in
      let subject = StreamCore.PassthroughSubject<Int, Never>()
      let sum = Accumulator()
      var kept = [StreamCore.AnyCancellable]()
      kept.reserveCapacity(count)
      return {
        for _ in 0..<count { kept.append(subject.map { $0 &+ 1 }.sink { sum.add($0) }) }
      }
    },
    openCombine: { count in
      let subject = OpenCombine.PassthroughSubject<Int, Never>()
      let sum = Accumulator()
      var kept = [OpenCombine.AnyCancellable]()
      kept.reserveCapacity(count)
      return {
        for _ in 0..<count { kept.append(subject.map { $0 &+ 1 }.sink { sum.add($0) }) }
      }
    }
  )
}
