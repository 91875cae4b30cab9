import BenchmarkSupport
import OpenCombine
import StreamCore

/// Many threads at once on one shared subject: the cost per value as the threads grow, next to OpenCombine and to
/// the serialized floor (a counter under a `pthread_mutex`). Every row checks its exact count and, for subjects, that
/// no subscriber ever ran twice at once (``DeliveryProbe``).
func registerContentionWorkloads() {
  for threads in Contention.threadCounts {
    registerContended("contention-floor-mutex-counter-\(threads)-threads", threads: threads) { threads in
      let counter = MutexCounter()
      return ContendedRun(
        work: { _, share in for _ in 0..<share { counter.increment() } },
        check: {
          if counter.value != Contention.values { fatalError("floor: \(counter.value) of \(Contention.values)") }
        }
      )
    }
  }

  contentionWorkload(
    "contention-PassthroughSubject-sink",
    ours: { _ in
      let subject = StreamCore.PassthroughSubject<Int, Never>()
      let probe = DeliveryProbe("PassthroughSubject-sink:ours")
      let cancellable = subject.sink { probe.receive($0) }
      return ContendedRun(
        work: { thread, share in for value in 0..<share { subject.send(thread &* share &+ value) } },
        check: { withExtendedLifetime(cancellable) { probe.expect(Contention.values) } }
      )
    },
    openCombine: { _ in
      let subject = OpenCombine.PassthroughSubject<Int, Never>()
      let probe = DeliveryProbe("PassthroughSubject-sink:OpenCombine")
      let cancellable = subject.sink { probe.receive($0) }
      return ContendedRun(
        work: { thread, share in for value in 0..<share { subject.send(thread &* share &+ value) } },
        check: { withExtendedLifetime(cancellable) { probe.expect(Contention.values) } }
      )
    }
  )

  // Every value sent is distinct and above the initial 0, so removeDuplicates passes them all: the sink receives
  // the initial value and every value sent.
  contentionWorkload(
    "contention-CurrentValueSubject-map-removeDuplicates-sink",
    ours: { _ in
      let subject = StreamCore.CurrentValueSubject<Int, Never>(0)
      let probe = DeliveryProbe("CurrentValueSubject-map-removeDuplicates-sink:ours")
      let cancellable = subject.map { $0 &* 2 }.removeDuplicates().sink { probe.receive($0) }
      return ContendedRun(
        work: { thread, share in for value in 1...share { subject.send(thread &* share &+ value) } },
        check: { withExtendedLifetime(cancellable) { probe.expect(Contention.values + 1) } }
      )
    },
    openCombine: { _ in
      let subject = OpenCombine.CurrentValueSubject<Int, Never>(0)
      let probe = DeliveryProbe("CurrentValueSubject-map-removeDuplicates-sink:OpenCombine")
      let cancellable = subject.map { $0 &* 2 }.removeDuplicates().sink { probe.receive($0) }
      return ContendedRun(
        work: { thread, share in for value in 1...share { subject.send(thread &* share &+ value) } },
        check: { withExtendedLifetime(cancellable) { probe.expect(Contention.values + 1) } }
      )
    }
  )

  // Thread `t` sends its `k`-th value into input `(t + k) % 3`: one thread feeds all three inputs in turn, and from
  // four threads on every input has producers of its own. OpenCombine 0.14 has no Merge.
  contentionWorkload(
    "contention-Merge3-sink",
    ours: { _ in
      let inputs = (0..<3).map { _ in StreamCore.PassthroughSubject<Int, Never>() }
      let probe = DeliveryProbe("Merge3-sink:ours")
      let cancellable = inputs[0].merge(with: inputs[1], inputs[2]).sink { probe.receive($0) }
      return ContendedRun(
        work: { thread, share in
          for value in 0..<share { inputs[(thread &+ value) % 3].send(value) }
        },
        check: { withExtendedLifetime(cancellable) { probe.expect(Contention.values) } }
      )
    },
    openCombine: nil
  )

  // Churn: half the threads send to one subject while the other half subscribe to it and cancel, one operation at
  // a time (one thread alone alternates). A value or a subscribe-and-cancel is one operation; the subscriber that
  // stays receives exactly the values sent.
  contentionWorkload(
    "contention-churn-subscribe-cancel",
    ours: { threads in
      let subject = StreamCore.PassthroughSubject<Int, Never>()
      let probe = DeliveryProbe("churn:ours")
      let cancellable = subject.sink { probe.receive($0) }
      return ContendedRun(
        work: { thread, share in
          churn(thread: thread, threads: threads, share: share) { value in
            subject.send(value)
          } subscribeAndCancel: {
            subject.sink { _ in }.cancel()
          }
        },
        check: { withExtendedLifetime(cancellable) { probe.expect(Contention.values / 2) } }
      )
    },
    openCombine: { threads in
      let subject = OpenCombine.PassthroughSubject<Int, Never>()
      let probe = DeliveryProbe("churn:OpenCombine")
      let cancellable = subject.sink { probe.receive($0) }
      return ContendedRun(
        work: { thread, share in
          churn(thread: thread, threads: threads, share: share) { value in
            subject.send(value)
          } subscribeAndCancel: {
            subject.sink { _ in }.cancel()
          }
        },
        check: { withExtendedLifetime(cancellable) { probe.expect(Contention.values / 2) } }
      )
    }
  )
}

/// One churn thread's operations: even threads send, odd ones subscribe and cancel; a lone thread alternates. Either
/// way half the operations are sends.
private func churn(
  thread: Int,
  threads: Int,
  share: Int,
  send: (Int) -> Void,
  subscribeAndCancel: () -> Void
) {
  for operation in 0..<share {
    let sends = threads == 1 ? operation % 2 == 0 : thread % 2 == 0
    if sends { send(operation) } else { subscribeAndCancel() }
  }
}
