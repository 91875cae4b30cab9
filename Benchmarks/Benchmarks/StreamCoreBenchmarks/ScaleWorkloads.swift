import BenchmarkSupport
import OpenCombine
import StreamCore

/// How many subscribers the scale workloads keep on one subject.
private let crowd = 10_000

/// Workloads at a large subscriber count: the cost per subscriber must match the 100-subscriber workloads'.
func registerScaleWorkloads() {
  // One send reaches 10,000 sinks and takes milliseconds, so a sample is one send (see `report.py`).
  workload(
    "fan-out-to-10k-sinks",
    scalingFactor: .one,
    ours: { count in
      let subject = StreamCore.PassthroughSubject<Int, Never>()
      let sum = Accumulator()
      let cancellables = (0..<crowd).map { _ in subject.sink { sum.add($0) } }
      return {
        for value in 0..<count { subject.send(value) }
        withExtendedLifetime(cancellables) {}
      }
    },
    openCombine: { count in
      let subject = OpenCombine.PassthroughSubject<Int, Never>()
      let sum = Accumulator()
      let cancellables = (0..<crowd).map { _ in subject.sink { sum.add($0) } }
      return {
        for value in 0..<count { subject.send(value) }
        withExtendedLifetime(cancellables) {}
      }
    }
  )

  // Each operation cancels the oldest of 10,000 subscribers and subscribes a new one, so the list stays at
  // 10,000 and every cancel is oldest first: the order screens and cells are torn down in.
  workload(
    "cancel-oldest-first-10k",
    ours: { count in
      let subject = StreamCore.PassthroughSubject<Int, Never>()
      let sum = Accumulator()
      var ring = (0..<crowd).map { _ in subject.sink { sum.add($0) } }
      return {
        for operation in 0..<count {
          let oldest = operation % crowd
          ring[oldest].cancel()
          ring[oldest] = subject.sink { sum.add($0) }
        }
      }
    },
    openCombine: { count in
      let subject = OpenCombine.PassthroughSubject<Int, Never>()
      let sum = Accumulator()
      var ring = (0..<crowd).map { _ in subject.sink { sum.add($0) } }
      return {
        for operation in 0..<count {
          let oldest = operation % crowd
          ring[oldest].cancel()
          ring[oldest] = subject.sink { sum.add($0) }
        }
      }
    }
  )

  workload(
    "cancel-newest-first-10k",
    ours: { count in
      let subject = StreamCore.PassthroughSubject<Int, Never>()
      let sum = Accumulator()
      let crowdCancellables = (0..<crowd).map { _ in subject.sink { sum.add($0) } }
      return {
        for _ in 0..<count {
          subject.sink { sum.add($0) }.cancel()
        }
        withExtendedLifetime(crowdCancellables) {}
      }
    },
    openCombine: { count in
      let subject = OpenCombine.PassthroughSubject<Int, Never>()
      let sum = Accumulator()
      let crowdCancellables = (0..<crowd).map { _ in subject.sink { sum.add($0) } }
      return {
        for _ in 0..<count {
          subject.sink { sum.add($0) }.cancel()
        }
        withExtendedLifetime(crowdCancellables) {}
      }
    }
  )
}
