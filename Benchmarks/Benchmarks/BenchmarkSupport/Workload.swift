public import Benchmark
import Foundation

/// How the benchmarks run: long enough for stable numbers, or a few samples for CI's smoke pass
/// (`BENCHMARK_SMOKE=1`).
public enum Run {
  public static let isSmoke = ProcessInfo.processInfo.environment["BENCHMARK_SMOKE"] != nil

  /// The configuration of a workload whose samples are `scalingFactor` operations: 1,000 for most, one for the
  /// few whose single operation takes milliseconds (`report.py` lists those).
  public static func configuration(
    scalingFactor: BenchmarkScalingFactor = .kilo,
    measuresBytes: Bool = false
  ) -> Benchmark.Configuration {
    .init(
      metrics: [.wallClock, .throughput, .mallocCountTotal] + (measuresBytes ? [.mallocBytesCount] : []),
      warmupIterations: isSmoke ? 1 : 3,
      scalingFactor: scalingFactor,
      maxDuration: isSmoke ? .milliseconds(20) : .seconds(2),
      maxIterations: isSmoke ? 3 : 200,
      // Allocation counts are deterministic: a sample is 1,000 operations, so 20 more mallocs per sample means a
      // new allocation in at least one operation in fifty — a regression `thresholds check` reports.
      thresholds: [.mallocCountTotal: BenchmarkThresholds(relative: [.p90: 2.0], absolute: [.p90: 20])]
    )
  }
}

/// Registers one workload written two ways, `<name>:ours` and `<name>:OpenCombine` (omitted where OpenCombine has no
/// such operator). Names have no spaces or slashes, because threshold files are named after them.
///
/// Each closure gets the number of operations to perform and returns a closure that performs them, so setup and
/// teardown stay outside the measurement.
///
/// With `measuresBytes`, the bytes allocated are measured too: a workload whose operation subscribes and keeps the
/// subscription (releasing it after the measurement) measures the bytes a live subscription holds.
public func workload(
  _ name: String,
  scalingFactor: BenchmarkScalingFactor = .kilo,
  measuresBytes: Bool = false,
  ours: @escaping @Sendable (Int) -> () -> Void,
  openCombine: (@Sendable (Int) -> () -> Void)?
) {
  register("\(name):ours", scalingFactor: scalingFactor, measuresBytes: measuresBytes, ours)
  if let openCombine {
    register("\(name):OpenCombine", scalingFactor: scalingFactor, measuresBytes: measuresBytes, openCombine)
  }
}

public func register(
  _ name: String,
  scalingFactor: BenchmarkScalingFactor = .kilo,
  measuresBytes: Bool = false,
  _ make: @escaping @Sendable (Int) -> () -> Void
) {
  let configuration = Run.configuration(scalingFactor: scalingFactor, measuresBytes: measuresBytes)
  Benchmark(name, configuration: configuration) { benchmark in
    let operations = make(benchmark.scaledIterations.count)
    benchmark.startMeasurement()
    operations()
    benchmark.stopMeasurement()
  }
}

/// Keeps a result alive so the optimizer cannot drop the work that produced it.
public final class Accumulator: @unchecked Sendable {
  // @unchecked: touched by one benchmark thread only.
  public var total = 0

  public init() {}

  @inline(never)
  public func add(_ value: Int) {
    total &+= value
  }
}

/// A map stage's closure, typed up front so long chains type-check quickly.
public func adding(_ amount: Int) -> (Int) -> Int {
  { $0 &+ amount }
}

/// A filter stage's closure, typed up front so long chains type-check quickly.
public func isNot(_ excluded: Int) -> (Int) -> Bool {
  { $0 != excluded }
}
