import Benchmark
import BenchmarkSupport
import OpenCombine
import StreamCore

/// StreamCore workloads, each next to the same workload written with OpenCombine, and the floor.
///
/// Chains alternate map and filter so that neither library can fuse stages away; every closure does real work
/// whose result feeds an accumulator.
let benchmarks: @Sendable () -> Void = {
  register("floor-locked-hop-two-closures") { count in
    let subject = FloorSubject()
    let sum = Accumulator()
    subject.subscribe { sum.add($0) }
    return { for value in 0..<count { subject.send(value) } }
  }

  workload(
    "send-sink",
    ours: { count in
      let subject = StreamCore.PassthroughSubject<Int, Never>()
      let sum = Accumulator()
      let cancellable = subject.sink { sum.add($0) }
      return {
        for value in 0..<count { subject.send(value) }
        withExtendedLifetime(cancellable) {}
      }
    },
    openCombine: { count in
      let subject = OpenCombine.PassthroughSubject<Int, Never>()
      let sum = Accumulator()
      let cancellable = subject.sink { sum.add($0) }
      return {
        for value in 0..<count { subject.send(value) }
        withExtendedLifetime(cancellable) {}
      }
    }
  )

  workload(
    "send-map-filter-map-filter-sink",
    ours: { count in
      let subject = StreamCore.PassthroughSubject<Int, Never>()
      let sum = Accumulator()
      let cancellable = subject.map { $0 &+ 1 }.filter { $0 & 1 == 0 }.map { $0 &* 3 }.filter { $0 > 0 }
        .sink { sum.add($0) }
      return {
        for value in 0..<count { subject.send(value) }
        withExtendedLifetime(cancellable) {}
      }
    },
    openCombine: { count in
      let subject = OpenCombine.PassthroughSubject<Int, Never>()
      let sum = Accumulator()
      let cancellable = subject.map { $0 &+ 1 }.filter { $0 & 1 == 0 }.map { $0 &* 3 }.filter { $0 > 0 }
        .sink { sum.add($0) }
      return {
        for value in 0..<count { subject.send(value) }
        withExtendedLifetime(cancellable) {}
      }
    }
  )

  workload(
    "12-stage-map-filter-chain",
    ours: { count in
      let subject = StreamCore.PassthroughSubject<Int, Never>()
      let sum = Accumulator()
      let cancellable =
        subject
        .map(adding(1)).filter(isNot(-1)).map(adding(2)).filter(isNot(-2))
        .map(adding(3)).filter(isNot(-3)).map(adding(4)).filter(isNot(-4))
        .map(adding(5)).filter(isNot(-5)).map(adding(6)).filter(isNot(-6))
        .sink { sum.add($0) }
      return {
        for value in 0..<count { subject.send(value) }
        withExtendedLifetime(cancellable) {}
      }
    },
    openCombine: { count in
      let subject = OpenCombine.PassthroughSubject<Int, Never>()
      let sum = Accumulator()
      let cancellable =
        subject
        .map(adding(1)).filter(isNot(-1)).map(adding(2)).filter(isNot(-2))
        .map(adding(3)).filter(isNot(-3)).map(adding(4)).filter(isNot(-4))
        .map(adding(5)).filter(isNot(-5)).map(adding(6)).filter(isNot(-6))
        .sink { sum.add($0) }
      return {
        for value in 0..<count { subject.send(value) }
        withExtendedLifetime(cancellable) {}
      }
    }
  )

  workload(
    "3-maps-each-erased",
    ours: { count in
      let subject = StreamCore.PassthroughSubject<Int, Never>()
      let sum = Accumulator()
      let cancellable = subject.map { $0 &+ 1 }.eraseToAnyPublisher()
        .map { $0 &* 2 }.eraseToAnyPublisher()
        .map { $0 &- 1 }.eraseToAnyPublisher()
        .sink { sum.add($0) }
      return {
        for value in 0..<count { subject.send(value) }
        withExtendedLifetime(cancellable) {}
      }
    },
    openCombine: { count in
      let subject = OpenCombine.PassthroughSubject<Int, Never>()
      let sum = Accumulator()
      let cancellable = subject.map { $0 &+ 1 }.eraseToAnyPublisher()
        .map { $0 &* 2 }.eraseToAnyPublisher()
        .map { $0 &- 1 }.eraseToAnyPublisher()
        .sink { sum.add($0) }
      return {
        for value in 0..<count { subject.send(value) }
        withExtendedLifetime(cancellable) {}
      }
    }
  )

  workload(
    "CurrentValueSubject-map-removeDuplicates-sink",
    ours: { count in
      let subject = StreamCore.CurrentValueSubject<Int, Never>(0)
      let sum = Accumulator()
      let cancellable = subject.map { $0 / 2 }.removeDuplicates().sink { sum.add($0) }
      return {
        for value in 0..<count { subject.send(value) }
        withExtendedLifetime(cancellable) {}
      }
    },
    openCombine: { count in
      let subject = OpenCombine.CurrentValueSubject<Int, Never>(0)
      let sum = Accumulator()
      let cancellable = subject.map { $0 / 2 }.removeDuplicates().sink { sum.add($0) }
      return {
        for value in 0..<count { subject.send(value) }
        withExtendedLifetime(cancellable) {}
      }
    }
  )

  workload(
    "fan-out-to-100-sinks",
    ours: { count in
      let subject = StreamCore.PassthroughSubject<Int, Never>()
      let sum = Accumulator()
      let cancellables = (0..<100).map { _ in subject.sink { sum.add($0) } }
      return {
        for value in 0..<count { subject.send(value) }
        withExtendedLifetime(cancellables) {}
      }
    },
    openCombine: { count in
      let subject = OpenCombine.PassthroughSubject<Int, Never>()
      let sum = Accumulator()
      let cancellables = (0..<100).map { _ in subject.sink { sum.add($0) } }
      return {
        for value in 0..<count { subject.send(value) }
        withExtendedLifetime(cancellables) {}
      }
    }
  )

  workload(
    "subscribe+cancel-subject.map.sink",
    ours: { count in
      let subject = StreamCore.PassthroughSubject<Int, Never>()
      let sum = Accumulator()
      return {
        for _ in 0..<count {
          let cancellable = subject.map { $0 &+ 1 }.sink { sum.add($0) }
          cancellable.cancel()
        }
      }
    },
    openCombine: { count in
      let subject = OpenCombine.PassthroughSubject<Int, Never>()
      let sum = Accumulator()
      return {
        for _ in 0..<count {
          let cancellable = subject.map { $0 &+ 1 }.sink { sum.add($0) }
          cancellable.cancel()
        }
      }
    }
  )

  workload(
    "sequence.map.sink-per-element",
    ours: { count in
      let sum = Accumulator()
      return {
        // Spelled out: both modules extend `Sequence` with `publisher`.
        let numbers = StreamCore.Publishers.Sequence<Range<Int>, Never>(sequence: 0..<count)
        let cancellable = numbers.map { $0 &+ 1 }.sink { sum.add($0) }
        withExtendedLifetime(cancellable) {}
      }
    },
    openCombine: { count in
      let sum = Accumulator()
      return {
        let numbers = OpenCombine.Publishers.Sequence<Range<Int>, Never>(sequence: 0..<count)
        let cancellable = numbers.map { $0 &+ 1 }.sink { sum.add($0) }
        withExtendedLifetime(cancellable) {}
      }
    }
  )

  workload(
    "flatMap-Just",
    ours: { count in
      let subject = StreamCore.PassthroughSubject<Int, Never>()
      let sum = Accumulator()
      let cancellable = subject.flatMap { StreamCore.Just($0) }.sink { sum.add($0) }
      return {
        for value in 0..<count { subject.send(value) }
        withExtendedLifetime(cancellable) {}
      }
    },
    openCombine: { count in
      let subject = OpenCombine.PassthroughSubject<Int, Never>()
      let sum = Accumulator()
      let cancellable = subject.flatMap { OpenCombine.Just($0) }.sink { sum.add($0) }
      return {
        for value in 0..<count { subject.send(value) }
        withExtendedLifetime(cancellable) {}
      }
    }
  )

  workload(
    "map-Just-switchToLatest",
    ours: { count in
      let subject = StreamCore.PassthroughSubject<Int, Never>()
      let sum = Accumulator()
      let cancellable = subject.map { StreamCore.Just($0) }.switchToLatest().sink { sum.add($0) }
      return {
        for value in 0..<count { subject.send(value) }
        withExtendedLifetime(cancellable) {}
      }
    },
    openCombine: { count in
      let subject = OpenCombine.PassthroughSubject<Int, Never>()
      let sum = Accumulator()
      let cancellable = subject.map { OpenCombine.Just($0) }.switchToLatest().sink { sum.add($0) }
      return {
        for value in 0..<count { subject.send(value) }
        withExtendedLifetime(cancellable) {}
      }
    }
  )

  workload(
    "Zip3-per-tuple",
    ours: { count in
      let (a, b, c) = (
        StreamCore.PassthroughSubject<Int, Never>(), StreamCore.PassthroughSubject<Int, Never>(),
        StreamCore.PassthroughSubject<Int, Never>()
      )
      let sum = Accumulator()
      let cancellable = a.zip(b, c).sink { sum.add($0.0 &+ $0.1 &+ $0.2) }
      return {
        for value in 0..<count {
          a.send(value)
          b.send(value)
          c.send(value)
        }
        withExtendedLifetime(cancellable) {}
      }
    },
    openCombine: { count in
      let (a, b, c) = (
        OpenCombine.PassthroughSubject<Int, Never>(), OpenCombine.PassthroughSubject<Int, Never>(),
        OpenCombine.PassthroughSubject<Int, Never>()
      )
      let sum = Accumulator()
      let cancellable = a.zip(b, c).sink { sum.add($0.0 &+ $0.1 &+ $0.2) }
      return {
        for value in 0..<count {
          a.send(value)
          b.send(value)
          c.send(value)
        }
        withExtendedLifetime(cancellable) {}
      }
    }
  )

  workload(
    "share-with-two-sinks",
    ours: { count in
      let subject = StreamCore.PassthroughSubject<Int, Never>()
      let sum = Accumulator()
      let shared = subject.map { $0 &+ 1 }.share()
      let cancellables = [shared.sink { sum.add($0) }, shared.sink { sum.add($0) }]
      return {
        for value in 0..<count { subject.send(value) }
        withExtendedLifetime(cancellables) {}
      }
    },
    openCombine: { count in
      let subject = OpenCombine.PassthroughSubject<Int, Never>()
      let sum = Accumulator()
      let shared = subject.map { $0 &+ 1 }.share()
      let cancellables = [shared.sink { sum.add($0) }, shared.sink { sum.add($0) }]
      return {
        for value in 0..<count { subject.send(value) }
        withExtendedLifetime(cancellables) {}
      }
    }
  )

  workload(
    "combineLatest-of-6",
    ours: { count in
      let subjects = (0..<6).map { _ in StreamCore.CurrentValueSubject<Int, Never>(0) }
      let sum = Accumulator()
      let cancellable = StreamCore.Publishers.CombineLatest6(
        subjects[0],
        subjects[1],
        subjects[2],
        subjects[3],
        subjects[4],
        subjects[5]
      )
      .sink { sum.add($0.0 &+ $0.5) }
      return {
        for value in 0..<count { subjects[value % 6].send(value) }
        withExtendedLifetime(cancellable) {}
      }
    },
    openCombine: nil
  )

  // OpenCombine 0.14 has neither CombineLatest nor Merge: these two rows are held against the floor.
  workload(
    "CombineLatest3-per-change",
    ours: { count in
      let subjects = (0..<3).map { _ in StreamCore.PassthroughSubject<Int, Never>() }
      let sum = Accumulator()
      let cancellable = subjects[0].combineLatest(subjects[1], subjects[2]).sink { sum.add($0.0 &+ $0.1 &+ $0.2) }
      for subject in subjects { subject.send(0) }
      return {
        for value in 0..<count { subjects[value % 3].send(value) }
        withExtendedLifetime(cancellable) {}
      }
    },
    openCombine: nil
  )

  workload(
    "Merge3-per-value",
    ours: { count in
      let subjects = (0..<3).map { _ in StreamCore.PassthroughSubject<Int, Never>() }
      let sum = Accumulator()
      let cancellable = subjects[0].merge(with: subjects[1], subjects[2]).sink { sum.add($0) }
      return {
        for value in 0..<count { subjects[value % 3].send(value) }
        withExtendedLifetime(cancellable) {}
      }
    },
    openCombine: nil
  )

  registerScaleWorkloads()
  registerMemoryWorkloads()
  registerContentionWorkloads()
}
