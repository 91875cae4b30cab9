public import Benchmark
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The contention workloads: one shared object driven from 1, 4 and 16 threads at once.
///
/// A sample sends ``values`` values in total, split evenly over its threads (`report.py` divides the sample's wall
/// time by it: nanoseconds per value). The threads are made before the measurement and wait at a gate; the
/// measurement opens the gate and ends when the last thread is done, so it holds no thread creation.
public enum Contention {
  /// The values one sample sends, over all its threads: divisible by every thread count and by 3 (Merge3's inputs).
  public static let values = 96_000

  /// The thread counts each contention workload is measured at.
  public static let threadCounts = [1, 4, 16]
}

/// One contention sample: what each thread does, and the check of the result, run after the measurement.
///
/// Not `Sendable`: the closures capture the shared object under test (a subject, which is not `Sendable` in either
/// library, though both are safe to send to from any thread), and ``ThreadTeam`` hands `work` to its threads.
public struct ContendedRun {
  /// Runs on each thread, given its index (0..<threads) and its share of the values.
  public let work: (_ thread: Int, _ share: Int) -> Void
  /// Traps with a message if a value was lost, duplicated, or delivered to a subscriber that was already running.
  public let check: () -> Void

  public init(work: @escaping (Int, Int) -> Void, check: @escaping () -> Void) {
    self.work = work
    self.check = check
  }
}

/// Registers `<name>-<n>-threads:ours` and `<name>-<n>-threads:OpenCombine` for each of ``Contention/threadCounts``.
/// `make` gets the thread count and returns a fresh run for one sample.
public func contentionWorkload(
  _ name: String,
  ours: @escaping @Sendable (_ threads: Int) -> ContendedRun,
  openCombine: (@Sendable (_ threads: Int) -> ContendedRun)?
) {
  for threads in Contention.threadCounts {
    registerContended("\(name)-\(threads)-threads:ours", threads: threads, ours)
    if let openCombine { registerContended("\(name)-\(threads)-threads:OpenCombine", threads: threads, openCombine) }
  }
}

/// Registers one contended workload at one thread count.
public func registerContended(
  _ name: String,
  threads: Int,
  _ make: @escaping @Sendable (_ threads: Int) -> ContendedRun
) {
  Benchmark(name, configuration: Run.configuration(scalingFactor: .one)) { benchmark in
    let run = make(threads)
    let team = ThreadTeam(threads: threads, share: Contention.values / threads, work: run.work)
    benchmark.startMeasurement()
    team.run()
    benchmark.stopMeasurement()
    run.check()
  }
}

/// Threads made up front that wait at a gate, then each run `work` once; `run()` opens the gate and joins them.
///
/// POSIX threads, joined, rather than Foundation's `Thread`: a `Thread` releases its block on its own thread after
/// the block returns, and in about one run of four that release crashed (`_swift_release_dealloc` on a freed
/// object) while the next sample was being set up. A joined thread has released everything before `run()` returns.
final class ThreadTeam: @unchecked Sendable {
  // @unchecked: the semaphore is thread-safe, the handles are touched only by the thread that made the team, and
  // `work` is made to run on many threads at once: every object it touches is the shared object under test, or a
  // probe that locks.
  private let gate = DispatchSemaphore(value: 0)
  private var handles: [pthread_t] = []

  init(threads: Int, share: Int, work: @escaping (Int, Int) -> Void) {
    for index in 0..<threads {
      let body = ThreadBody { [gate] in
        gate.wait()
        work(index, share)
      }
      var handle = pthread_t()
      let status = pthread_create(
        &handle,
        nil,
        { context in
          Unmanaged<ThreadBody>.fromOpaque(context!).takeRetainedValue().run()
          return nil
        },
        Unmanaged.passRetained(body).toOpaque()
      )
      precondition(status == 0, "pthread_create failed: \(status)")
      handles.append(handle)
    }
  }

  /// Opens the gate and returns when every thread has run its work and ended.
  func run() {
    for _ in handles { gate.signal() }
    for handle in handles { pthread_join(handle, nil) }
  }
}

/// One thread's work, handed to `pthread_create` as its context.
private final class ThreadBody {
  let run: () -> Void

  init(_ run: @escaping () -> Void) {
    self.run = run
  }
}

/// A subscriber's body that proves deliveries to it never overlap, and counts them.
///
/// `receive` holds a flag for the whole delivery: a second delivery that starts before the first returns finds it
/// taken and traps. The count and the sum are plain fields, written only with the flag held, so an overlap that
/// slipped past the flag would also show as a wrong count.
public final class DeliveryProbe: @unchecked Sendable {
  // @unchecked: `count` and `sum` are written only by the holder of `flag`.
  private let flag: UnsafeMutablePointer<pthread_mutex_t>
  private let name: String
  private var count = 0
  private var sum = 0

  public init(_ name: String) {
    self.name = name
    flag = .allocate(capacity: 1)
    flag.initialize(to: pthread_mutex_t())
    pthread_mutex_init(flag, nil)
  }

  deinit {
    pthread_mutex_destroy(flag)
    flag.deallocate()
  }

  /// Records one delivery; traps if another delivery to the same subscriber is under way.
  @inline(never)
  public func receive(_ value: Int) {
    guard pthread_mutex_trylock(flag) == 0 else {
      fatalError("\(name): a subscriber received two values at once (overlapping deliveries)")
    }
    count += 1
    sum &+= value
    pthread_mutex_unlock(flag)
  }

  /// Traps unless exactly `expected` values were received.
  public func expect(_ expected: Int) {
    pthread_mutex_lock(flag)
    let received = count
    pthread_mutex_unlock(flag)
    if received != expected { fatalError("\(name): \(received) values received, expected exactly \(expected)") }
  }
}

/// The serialized floor: a counter incremented under a `pthread_mutex`, from the same threads.
public final class MutexCounter: @unchecked Sendable {
  // @unchecked: `count` is guarded by `mutex`.
  private let mutex: UnsafeMutablePointer<pthread_mutex_t>
  private var count = 0

  public init() {
    mutex = .allocate(capacity: 1)
    mutex.initialize(to: pthread_mutex_t())
    pthread_mutex_init(mutex, nil)
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
  }

  @inline(never)
  public func increment() {
    pthread_mutex_lock(mutex)
    count &+= 1
    pthread_mutex_unlock(mutex)
  }

  public var value: Int {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return count
  }
}
