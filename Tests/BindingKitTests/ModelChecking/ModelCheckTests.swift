import Foundation
import Testing

/// Runs seeded random programs on `ManagedState`, `UIState` and `MutableProperty` and checks ``Invariants`` after
/// each.
///
/// - CI: seeds 1…500 for each container kind.
/// - `MODEL_CHECK_SEED=<n>` (optionally with `MODEL_CHECK_KIND=<kind>`): runs that one program and prints it.
/// - `MODEL_CHECK_SECONDS=<s>` (optionally with `MODEL_CHECK_FIRST_SEED=<n>`): runs seeds from 1,000,000 for about
///   that long, each kind in turn, printing the seeds and the throughput every 30 seconds; it records every failing
///   seed, up to ``longRunFailureLimit``.
///
/// A failure prints the seed, the program and the first broken invariant.
@Suite("Model checking: random programs on ManagedState, UIState and MutableProperty")
struct ModelCheckTests {
  static let ciSeeds: ClosedRange<UInt64> = 1...500
  /// A long run goes on past a failing seed, recording each, and stops after this many.
  static let longRunFailureLimit = 10
  static let environment = ProcessInfo.processInfo.environment

  @Test("seeded random programs keep every documented invariant", arguments: ContainerKind.allCases)
  func randomPrograms(kind: ContainerKind) {
    if let seed = Self.environment["MODEL_CHECK_SEED"].flatMap(UInt64.init) {
      guard Self.environment["MODEL_CHECK_KIND"].map({ $0 == kind.rawValue }) ?? true else { return }
      print(RandomProgram(kind: kind, seed: seed))
      _ = Self.check(kind: kind, seed: seed)
      return
    }
    let started = Date()
    var operations = 0
    for seed in Self.ciSeeds {
      guard let count = Self.check(kind: kind, seed: seed) else { return }
      operations += count
    }
    Self.printThroughput(kind: kind, seeds: Self.ciSeeds.count, operations: operations, since: started)
  }

  @Test(
    "long run: random programs for MODEL_CHECK_SECONDS",
    .enabled(if: environment["MODEL_CHECK_SECONDS"] != nil, "set MODEL_CHECK_SECONDS to run")
  )
  func longRun() {
    let seconds = Self.environment["MODEL_CHECK_SECONDS"].flatMap(Double.init) ?? 0
    let first = Self.environment["MODEL_CHECK_FIRST_SEED"].flatMap(UInt64.init) ?? 1_000_000
    let started = Date()
    var lastReport = started
    var seed = first
    var seeds = 0
    var operations = 0
    var failures = 0
    print("model check: long run from seed \(first) for \(Int(seconds)) s")
    while Date().timeIntervalSince(started) < seconds, failures < Self.longRunFailureLimit {
      for kind in ContainerKind.allCases {
        seeds += 1
        guard let count = Self.check(kind: kind, seed: seed) else {
          failures += 1
          continue
        }
        operations += count
      }
      seed += 1
      if Date().timeIntervalSince(lastReport) >= 30 {
        lastReport = Date()
        Self.printThroughput(kind: nil, seeds: seeds, operations: operations, since: started, upTo: seed - 1)
      }
    }
    Self.printThroughput(kind: nil, seeds: seeds, operations: operations, since: started, upTo: seed - 1)
  }

  /// Runs the program of `seed` and checks every invariant; returns how many operations it ran, or `nil` (and
  /// records an issue naming the seed, the program and the broken invariant) if one broke.
  static func check(kind: ContainerKind, seed: UInt64) -> Int? {
    let program = RandomProgram(kind: kind, seed: seed)
    let record = kind == .mutableProperty ? runPropertyProgram(program) : runDocProgram(program)
    for invariant in Invariants.all {
      guard let violation = invariant.check(record) else { continue }
      Issue.record(
        """
        Broken invariant: \(invariant.name)
        \(violation)
        Replay with MODEL_CHECK_SEED=\(seed) MODEL_CHECK_KIND=\(kind.rawValue); the program:
        \(program)
        """
      )
      return nil
    }
    return record.operations
  }

  private static func printThroughput(
    kind: ContainerKind?,
    seeds: Int,
    operations: Int,
    since started: Date,
    upTo last: UInt64? = nil
  ) {
    let elapsed = Date().timeIntervalSince(started)
    let rate = elapsed > 0 ? Int(Double(operations) / elapsed) : 0
    let range = last.map { ", seeds up to \($0)" } ?? ""
    print(
      "model check \(kind?.rawValue ?? "all kinds"): \(seeds) seeds, \(operations) operations in "
        + "\(String(format: "%.1f", elapsed)) s, \(rate) operations/s\(range)"
    )
  }
}
